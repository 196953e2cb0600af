import { type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import { isNameField, normaliseAnswer } from '../answers.ts'
import { findPlaces, normaliseText } from '../extract/index.ts'
import { extractDetails } from '../interpret/extraction.ts'
import { fieldForLabel, parseLabelled } from '../interpret/labels.ts'
import { definedOnly } from './form.ts'
import type { Turn } from './types.ts'

interface Parsed {
  readonly details: Record<string, string>
  readonly set: string[]
  readonly rejected: Array<{ field: string; message: string }>
  readonly notes: string[]
  readonly incomplete: string[]
}

/** Reads an answer: labelled lines, several facts in a sentence, or the answer to the field asked. */
export function readAnswer(
  templateId: TemplateId,
  current: Readonly<Record<string, string>>,
  asked: string | undefined,
  turn: Turn,
  overwrite: boolean,
): Parsed {
  const template = getTemplate(templateId)
  const details = { ...current }
  const set: string[] = []
  const notes: string[] = []
  const incomplete: string[] = []
  const rejected: Array<{ field: string; message: string }> = []
  const text = turn.text

  const labelled = parseLabelled(template, normaliseText(text), { today: turn.today })
  if (Object.keys(labelled.values).length > 0 || labelled.rejected.length > 0) {
    for (const [field, { value, note }] of Object.entries(labelled.values)) {
      details[field] = value
      set.push(field)
      if (note) notes.push(note)
    }
    rejected.push(...labelled.rejected)
    return { details, set, rejected, notes, incomplete }
  }

  // "change the rent to 30,000" (explicit: a bad value is reported) or "the rent is 30,000" (tried quietly).
  const explicit =
    /^(?:please\s+)?(?:change|update|make|set|correct|fix|replace)\s+(?:the\s+)?(.+?)\s+(?:to|as|with|=)\s+(.+)$/i.exec(
      text,
    )
  const stated = explicit
    ? null
    : /^(?:no,?\s+|actually,?\s+)?(?:the\s+)?([a-z][\w\s'()₹]{1,40}?)\s+(?:is|are|should\s+be|will\s+be)\s+(.+)$/i.exec(
        text,
      )
  const change = explicit ?? stated
  const changedField = change ? fieldForLabel(template, change[1] ?? '') : undefined
  if (change && changedField && (overwrite || changedField !== asked || !asked)) {
    const answer = normaliseAnswer(templateId, changedField, change[2] ?? '', turn.today)
    if (answer.ok) {
      details[changedField] = answer.value
      set.push(changedField)
      if (answer.note) notes.push(answer.note)
      return { details, set, rejected, notes, incomplete }
    }
    if (explicit) {
      rejected.push({ field: changedField, message: answer.message })
      return { details, set, rejected, notes, incomplete }
    }
  }

  const extracted = extractDetails(templateId, text, { today: turn.today })
  const fresh = Object.entries(definedOnly(extracted.details)).filter(([field, value]) =>
    overwrite ? current[field] !== value : current[field] === undefined,
  )
  const takeFresh = (entries: ReadonlyArray<[string, string]>): void => {
    for (const [field, value] of entries) {
      details[field] = value
      set.push(field)
      if (extracted.incomplete.includes(field)) incomplete.push(field)
    }
    notes.push(...extracted.notes)
  }

  if (fresh.length >= 2 || !asked) {
    takeFresh(fresh)
    return { details, set, rejected, notes, incomplete }
  }
  const other = fresh.filter(([field]) => field !== asked)
  const answerText =
    other.length > 0 && isNameField(asked)
      ? (text.split(/\s*[,;]\s*|\s+and\s+(?=(?:the\s+)?\w+\s+(?:is|:))/i)[0] ?? text)
      : text
  // A name never swallows a message that states another fact ("3 years" is not the lessee).
  if (other.length > 0 && isNameField(asked) && answerText === text) {
    takeFresh(other)
    return { details, set, rejected, notes, incomplete }
  }
  const direct = normaliseAnswer(templateId, asked, answerText, turn.today)
  if (direct.ok) {
    details[asked] = direct.value
    set.push(asked)
    if (direct.note) notes.push(direct.note)
    if (answerText !== text) takeFresh(other)
  } else if (other.length > 0) {
    takeFresh(other)
  } else {
    rejected.push({ field: asked, message: direct.message })
  }
  return { details, set, rejected, notes, incomplete }
}

export function placeIn(text: string): string | undefined {
  return findPlaces(normaliseText(text)).find((p) => p.city)?.city
}
