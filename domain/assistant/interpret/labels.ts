import type { Template } from '#domain/catalogue/index.ts'
import { normaliseAnswer } from '../answers.ts'
import type { Span } from '../extract/index.ts'
import type { InterpretOptions } from './types.ts'
import { RULES } from '../rules/index.ts'
import type { TemplateRule } from '../rules/types.ts'

const LABEL_LINE =
  /(^|[\n;]|,\s+)\s*(?:[-*•]\s*)?([A-Za-z][A-Za-z ()₹'/%.&-]{1,50}?)\s*[:=]\s*([^\n;]*?)(?=\s*(?:[\n;]|,\s+[A-Za-z][A-Za-z ()₹'/%.&-]{1,50}?\s*[:=]|$))/g

const LABEL_SYNONYMS: Readonly<Record<string, string>> = {
  ctc: 'salary',
  pay: 'salary',
  package: 'salary',
  kiraya: 'rent',
  advance: 'deposit',
  doj: 'joining',
  dob: 'birth',
  location: 'location',
  city: 'location',
  office: 'office',
  tenure: 'period',
  duration: 'duration',
  term: 'term',
  lessee: 'lessee',
  lessor: 'lessor',
  fees: 'fee',
  price: 'price',
  cost: 'cost',
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^a-z0-9]+/)
    .filter(
      (t) =>
        t &&
        ![
          'name',
          'of',
          'the',
          'and',
          'rs',
          'inr',
          'in',
          'details',
          'no',
          'his',
          'her',
          'my',
          'our',
          'their',
          'your',
          'its',
        ].includes(t),
    )
}

function fieldTokens(template: Template, rule: TemplateRule, field: string): string[][] {
  const f = template.fields.find((x) => x.name === field)
  if (!f) return []
  const variants = [tokens(f.label), tokens(f.name.replace(/([a-z])([A-Z])/g, '$1 $2'))]
  const party = rule.parties?.find((p) => p.field === field)
  if (party) for (const word of party.words.split('|')) variants.push(tokens(word.replace(/\\s\??/g, ' ')))
  return variants.filter((v) => v.length > 0)
}

/** The field a label like "Tenant", "Rent", "Security deposit (₹)" names, if exactly one fits best. */
export function fieldForLabel(template: Template, label: string): string | undefined {
  const rule = RULES[template.id]
  const key = tokens(label).map((t) => LABEL_SYNONYMS[t] ?? t)
  if (key.length === 0) return undefined
  let best: { field: string; score: number } | undefined
  let tie = false
  for (const field of template.fields) {
    for (const variant of fieldTokens(template, rule, field.name)) {
      const shared = key.filter((t) => variant.includes(t)).length
      // Every word of the label must belong to the field ("Loan agreement" is not "Loan Amount").
      if (shared < key.length) continue
      const score =
        shared / Math.max(key.length, variant.length) + (key.every((t) => variant.includes(t)) ? 0.5 : 0)
      if (!best || score > best.score) {
        best = { field: field.name, score }
        tie = false
      } else if (score === best.score && best.field !== field.name) tie = true
    }
  }
  return best && !tie && best.score >= 0.5 ? best.field : undefined
}

export interface LabelledValues {
  readonly values: Record<string, { value: string; note?: string }>
  readonly rejected: Array<{ field: string; message: string }>
  readonly consumed: Span[]
}

/** "Tenant: Ravi Kumar", "Rent = 25k; Deposit: 1 lakh", one per line or separated by ";" or ",". */
export function parseLabelled(
  template: Template,
  text: string,
  options: InterpretOptions = {},
): LabelledValues {
  const values: Record<string, { value: string; note?: string }> = {}
  const rejected: Array<{ field: string; message: string }> = []
  const consumed: Span[] = []
  for (const match of text.matchAll(LABEL_LINE)) {
    const label = match[2] ?? ''
    const raw = (match[3] ?? '').trim()
    if (!raw) continue
    const field = fieldForLabel(template, label)
    if (!field) continue
    const start = match.index + (match[1]?.length ?? 0)
    consumed.push({ index: start, end: match.index + match[0].length, text: match[0] })
    const answer = normaliseAnswer(template.id, field, raw, options.today)
    if (answer.ok)
      values[field] = answer.note ? { value: answer.value, note: answer.note } : { value: answer.value }
    else rejected.push({ field, message: answer.message })
  }
  return { values, rejected, consumed }
}
