import type { TemplateId } from '#domain/catalogue/index.ts'
import type { CalendarDate } from '#domain/shared/dates.ts'
import { unheldFacts } from './unheld-facts.ts'

/** Figures for a drafter's placeholders, by placeholder id (`Draft.tbc`), each with its review note. */
export type Supplied = Readonly<Record<string, { readonly value: string; readonly note: string }>>

/**
 * What several messages give for `templateId`'s placeholders its fields do not hold (a lease
 * deed's deposit), read one message at a time so a figure never borrows the next message's
 * words; a later message's figure replaces an earlier one, as a correction does.
 */
export function suppliedByWords(
  templateId: TemplateId,
  messages: readonly string[],
  today?: CalendarDate,
): Supplied {
  const supplied: Record<string, { value: string; note: string }> = {}
  for (const message of messages)
    for (const fact of unheldFacts(templateId, message, today))
      supplied[fact.placeholder] = { value: fact.value, note: fact.note }
  return supplied
}
