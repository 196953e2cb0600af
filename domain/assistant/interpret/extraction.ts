import { type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import { type Span, findPlaces, normaliseText } from '../extract/index.ts'
import { assignAddress } from './address.ts'
import { Collector } from './collector.ts'
import { assignAmounts, assignDates, assignDurations, assignPercents } from './cues.ts'
import { parseLabelled } from './labels.ts'
import { assignParties } from './parties.ts'
import type { Details, InterpretOptions } from './types.ts'
import { territoryOf } from '../rules/helpers.ts'
import { RULES } from '../rules/index.ts'
import type { TemplateRule } from '../rules/types.ts'

export interface Extraction {
  readonly details: Details
  readonly incomplete: readonly string[]
  readonly notes: readonly string[]
  readonly place?: string
  /** Labelled values ("Rent: abc") that were present but not valid, with the reason. */
  readonly rejected: ReadonlyArray<{ readonly field: string; readonly message: string }>
}

/**
 * The details of one template that a text states: labelled values ("Tenant: Ravi"),
 * parties by their role words, prepositions and the user's own side, amounts, dates,
 * durations and percentages by the words next to them, addresses and places.
 */
export function extractDetails(
  templateId: TemplateId,
  text: string,
  options: InterpretOptions = {},
): Extraction {
  const template = getTemplate(templateId)
  const rule = RULES[templateId]
  const normalised = normaliseText(text)
  const c = new Collector(template)

  const labelled = parseLabelled(template, normalised, options)
  for (const [field, value] of Object.entries(labelled.values)) {
    if (c.set(field, value.value, value.note) && isPartyField(rule, field))
      c.used.add(value.value.toLowerCase())
  }

  // Free text: the labelled lines are already read, so read only the rest.
  const prose = labelled.consumed.length > 0 ? stripSpans(normalised, labelled.consumed) : normalised
  assignParties(rule, prose, c, options.self)
  assignAmounts(rule, prose, c)
  assignDates(rule, prose, c, options.today)
  assignDurations(rule, prose, c)
  assignPercents(rule, prose, c)
  const addressCity = assignAddress(rule, prose, c)
  if (rule.city) {
    const place = findPlaces(prose)[0]
    if (place)
      c.set(
        rule.city,
        place.city && place.state ? `${place.city}, ${place.state}` : (place.state ?? place.text),
      )
  }
  if (rule.territory) {
    const territory = territoryOf(prose)
    if (territory) c.set(rule.territory, territory.text)
  }
  if (rule.extract) {
    const extra = rule.extract({ text: prose, assigned: c.values })
    for (const [field, value] of Object.entries(extra))
      if (typeof value === 'string') c.set(field, value)
      else if (value) c.set(field, value.value, value.note)
  }

  const firstCity = findPlaces(normalised).find((p) => p.city)?.city
  const place = addressCity ?? firstCity
  const details: Record<string, string> = {}
  for (const field of template.fields) {
    const value = c.values.get(field.name)
    if (value !== undefined) details[field.name] = value
  }
  return {
    details,
    incomplete: [...c.incomplete].filter((f) => details[f] !== undefined),
    notes: c.notes,
    ...(place ? { place } : {}),
    rejected: labelled.rejected,
  }
}

function isPartyField(rule: TemplateRule, field: string): boolean {
  return rule.parties?.some((p) => p.field === field) ?? false
}

function stripSpans(text: string, spans: readonly Span[]): string {
  let out = text
  for (const span of [...spans].sort((a, b) => b.index - a.index))
    out = `${out.slice(0, span.index)} ${out.slice(span.end)}`
  return out
}
