import { type Template, type TemplateField, type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import { findPlaces, normaliseText } from '../extract/index.ts'
import type { Extraction } from '../interpret/extraction.ts'
import {
  fieldLabel,
  fieldList,
  fieldQuestion,
  incompleteQuestion,
  summaryLines,
  withArticle,
} from '../replies.ts'
import type { Outcome } from './types.ts'

/** Filling a template's fields: the next question, the summary to confirm, and the step after each answer. */

interface Next {
  readonly field: TemplateField
  readonly kind: 'missing' | 'optional' | 'incomplete'
}

export function nextField(
  template: Template,
  details: Readonly<Record<string, string>>,
  incomplete: readonly string[],
  skipped: readonly string[],
): Next | undefined {
  for (const field of template.fields)
    if (field.required && !details[field.name]) return { field, kind: 'missing' }
  for (const field of template.fields)
    if (!field.required && !details[field.name] && !skipped.includes(field.name))
      return { field, kind: 'optional' }
  for (const name of incomplete) {
    const field = template.fields.find((f) => f.name === name)
    if (field && details[name]) return { field, kind: 'incomplete' }
  }
  return undefined
}

export function question(template: Template, next: Next, details: Readonly<Record<string, string>>): string {
  return next.kind === 'incomplete'
    ? incompleteQuestion(next.field, details[next.field.name] ?? '')
    : fieldQuestion(template, next.field)
}

export function confirmText(
  template: Template,
  details: Readonly<Record<string, string>>,
  notes: readonly string[],
  place?: string,
): string {
  const lines = [`Here is what I have for your ${template.name}:`, ...summaryLines(template, details)]
  const named = Object.values(details).some((v) => findPlaces(normaliseText(v)).some((p) => p.city === place))
  if (place && !named) lines.push(`- Place of execution and seat of arbitration: ${place}`)
  if (notes.length > 0) lines.push('', ...notes.map((n) => `Note: ${n}`))
  lines.push(
    '',
    `Reply "yes" to generate the ${template.name}, or send a correction such as "${correctionExample(template, details)}". Say "cancel" to stop.`,
  )
  return lines.join('\n')
}

export function correctionExample(template: Template, details: Readonly<Record<string, string>>): string {
  const field = template.fields.find((f) => f.format === 'money' && details[f.name]) ?? template.fields[0]
  if (!field) return 'Field: new value'
  return `${fieldLabel(field)}: ${field.placeholder.replace(/^e\.g\.\s*/i, '').replace(/\s*\(.*\)$/, '')}`
}

/** The state after some details are known: ask the next field, or confirm when none is left. */
export function advance(
  templateId: TemplateId,
  details: Record<string, string>,
  incomplete: string[],
  skipped: string[],
  notes: string[],
  place: string | undefined,
  lead: string[],
): Outcome {
  const template = getTemplate(templateId)
  const next = nextField(template, details, incomplete, skipped)
  const withPlace = place ? { place } : {}
  if (!next) {
    const shown = lead.filter((line) => !(line.startsWith('Note: ') && notes.includes(line.slice(6))))
    return {
      reply: [...shown, ...(shown.length > 0 ? [''] : []), confirmText(template, details, notes, place)].join(
        '\n',
      ),
      state: { step: 'confirm', templateId, details, notes, ...withPlace },
    }
  }
  return {
    reply: [...lead, ...(lead.length > 0 ? [''] : []), question(template, next, details)].join('\n'),
    state: {
      step: 'collect',
      templateId,
      details,
      asking: next.field.name,
      incomplete,
      skipped,
      notes,
      ...withPlace,
    },
  }
}

/** `instrumentNote`: the sentence saying the instrument differs from the one the words asked for. */
export function startCollect(
  templateId: TemplateId,
  extraction: Extraction,
  instrumentNote?: string,
): Outcome {
  const template = getTemplate(templateId)
  const details = { ...definedOnly(extraction.details) }
  const lead = [
    `${instrumentNote ?? `I can draft ${withArticle(template.name)} for you.`} ${template.description}`,
  ]
  const found = summaryLines(template, details)
  if (found.length > 0) lead.push('', 'From your message I have:', ...found)
  if (extraction.notes.length > 0) lead.push(...extraction.notes.map((n) => `Note: ${n}`))
  const remaining = template.fields.filter((f) => !details[f.name] || extraction.incomplete.includes(f.name))
  if (remaining.length > 0 && nextField(template, details, [...extraction.incomplete], []) !== undefined) {
    lead.push(
      '',
      found.length > 0 ? 'Still needed (* = required):' : 'I will need (* = required):',
      fieldList({ ...template, fields: remaining }),
    )
    lead.push(
      '',
      'You can send everything in one message, one per line (for example "' +
        example(template, remaining) +
        '"), or answer step by step.',
    )
  }
  return advance(
    templateId,
    details,
    [...extraction.incomplete],
    [],
    [...extraction.notes],
    extraction.place,
    lead,
  )
}

function example(template: Template, fields: readonly TemplateField[]): string {
  const field = fields[0] ?? template.fields[0]
  if (!field) return 'Field: value'
  return `${fieldLabel(field)}: ${field.type === 'select' ? (field.options?.[0] ?? '') : field.placeholder.replace(/^e\.g\.\s*/i, '').replace(/\s*\(.*\)$/, '')}`
}

export function definedOnly(details: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(details)) if (value !== undefined) out[key] = value
  return out
}
