import {
  type Template,
  type TemplateField,
  type TemplateId,
  getTemplate,
  validateDetails,
} from '#domain/catalogue/index.ts'
import { type ExecutionChecklist, draftAgreement } from '#domain/drafting/index.ts'

/**
 * Answers "do I need stamp duty / registration / witnesses / notarisation / e-signature?"
 * for a template from the drafting engine's execution checklist (which follows the
 * reference's "Formalities" cells). Where the answer depends on a fact the user has not
 * given (a licence over 11 months, Maharashtra, movable or immovable property), each case
 * is stated.
 */

export const FORMALITIES = ['stamp-duty', 'registration', 'witnesses', 'notarisation', 'e-signature'] as const
export type Formality = (typeof FORMALITIES)[number]

export const FORMALITY_PATTERNS: Readonly<Record<Formality, RegExp>> = {
  'stamp-duty': /\bstamp(?:s|ed|ing)?\b|\be-?stamp\w*|\bfranking\b|\bstamp paper\b/i,
  registration: /\bregist(?:er|ered|ering|ration|ry)\b|\bsub[\s-]?registrar\b|\bregistry\b/i,
  witnesses: /\bwitness\w*|\battest\w*/i,
  notarisation: /\bnotar\w*/i,
  'e-signature':
    /\be[\s-]?sign\w*|\bdigital(?:ly)?\s+sign\w*|\belectronic(?:ally)?\s+sign\w*|\bsign\w*\s+(?:it\s+)?(?:online|digitally|electronically)\b|\baadhaa?r\s+(?:e-?)?sign\w*|\bdsc\b/i,
}

/** The formalities a question asks about; all of them for "what are the formalities?". */
export function formalitiesAsked(text: string): Formality[] {
  return FORMALITIES.filter((f) => FORMALITY_PATTERNS[f].test(text))
}

/** A value for every field that passes validation and names no place, so the checklist is the general one. */
function neutralValue(field: TemplateField): string {
  switch (field.format) {
    case 'money':
      return '1,00,000'
    case 'date':
      return '01/01/2030'
    case 'percent':
      return '10'
    case 'months':
      return '11'
    case 'years':
      return '3'
    case 'plain':
      return field.type === 'select'
        ? (field.options?.[0] ?? 'Other')
        : `Sample ${field.label.replace(/\s*\([^)]*\)/g, '')}`
  }
}

interface Variant {
  /** "the licence is for more than 11 months" */
  readonly when: string
  readonly field?: string
  readonly details?: Readonly<Record<string, string>>
  readonly place?: string
}

/** Facts that change the formalities of a template, checked when the user has not given them. */
const VARIANTS: Partial<Record<TemplateId, readonly Variant[]>> = {
  'rental-agreement': [
    {
      when: 'the licence runs for more than 11 months',
      field: 'leasePeriod',
      details: { leasePeriod: '12' },
    },
    { when: 'the property is in Maharashtra', place: 'Mumbai' },
  ],
}

export interface KnownFacts {
  readonly details?: Readonly<Record<string, string>>
  readonly place?: string
}

function knownValid(
  templateId: TemplateId,
  details: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [field, value] of Object.entries(details)) {
    const result = validateDetails(templateId, { [field]: value })
    if (result.ok || !result.errors.some((e) => e.field === field)) kept[field] = value
  }
  return kept
}

/** The execution checklist for a template, from the facts known so far (neutral values for the rest). */
export function checklistFor(templateId: TemplateId, known: KnownFacts = {}): ExecutionChecklist {
  const template = getTemplate(templateId)
  const details: Record<string, string> = {}
  for (const field of template.fields) details[field.name] = neutralValue(field)
  Object.assign(details, knownValid(templateId, known.details ?? {}))
  return draftAgreement(templateId, details, known.place ? { place: known.place } : {}).checklist
}

function line(checklist: ExecutionChecklist, formality: Formality): string {
  switch (formality) {
    case 'stamp-duty': {
      const s = checklist.stampDuty
      return s.required
        ? `Stamp duty: payable — ${s.article}. ${s.note}`
        : `Stamp duty: not payable. ${s.note}`
    }
    case 'registration': {
      const r = checklist.registration
      const status =
        r.status === 'compulsory' ? 'compulsory' : r.status === 'optional' ? 'optional' : 'not required'
      return `Registration: ${status}. ${r.basis}${r.timeLimit ? ` ${r.timeLimit}` : ''}`
    }
    case 'witnesses': {
      const w = checklist.witnesses
      const count =
        w.count === 0
          ? 'none needed'
          : `${w.count} ${w.mandatory ? '(required by law)' : '(customary, not required by law)'}`
      return `Witnesses: ${count}. ${w.note}`
    }
    case 'notarisation':
      return `Notarisation: ${checklist.notarisation.required ? 'required' : 'not required'}. ${checklist.notarisation.note}`
    case 'e-signature':
      return `E-signature: ${checklist.eSignature.permitted ? 'allowed' : 'not allowed — sign in ink'}. ${checklist.eSignature.basis}`
  }
}

/**
 * Plain-text answer on the formalities of a template: the aspects asked (all five when none
 * is named), for the facts known, with the cases that change the answer.
 */
export function describeFormalities(
  templateId: TemplateId,
  asked: readonly Formality[] = [],
  known: KnownFacts = {},
): string {
  const template: Template = getTemplate(templateId)
  const aspects = asked.length > 0 ? asked : FORMALITIES
  const checklist = checklistFor(templateId, known)
  const lines = aspects.map((aspect) => `- ${line(checklist, aspect)}`)

  const cases: string[] = []
  for (const variant of VARIANTS[templateId] ?? []) {
    if (variant.field && known.details?.[variant.field]) continue
    if (variant.place && known.place) continue
    const other = checklistFor(templateId, {
      details: { ...(known.details ?? {}), ...(variant.details ?? {}) },
      ...((variant.place ?? known.place) ? { place: variant.place ?? known.place } : {}),
    })
    for (const aspect of aspects) {
      const text = line(other, aspect)
      if (text !== line(checklist, aspect)) cases.push(`- If ${variant.when}: ${text}`)
    }
  }
  for (const field of template.fields) {
    if (field.type !== 'select' || known.details?.[field.name]) continue
    for (const option of field.options?.slice(1) ?? []) {
      const other = checklistFor(templateId, {
        details: { ...(known.details ?? {}), [field.name]: option },
        ...(known.place ? { place: known.place } : {}),
      })
      for (const aspect of aspects) {
        const text = line(other, aspect)
        if (text !== line(checklist, aspect))
          cases.push(`- If the ${field.label.toLowerCase()} is "${option}": ${text}`)
      }
    }
  }

  const firstOption = template.fields.find(
    (f) =>
      f.type === 'select' && !known.details?.[f.name] && cases.some((c) => c.includes(f.label.toLowerCase())),
  )
  const basis = firstOption ? ` (for "${firstOption.options?.[0] ?? ''}")` : ''
  const others =
    asked.length === 0 && checklist.otherSteps.length > 0
      ? ['', 'Other steps:', ...checklist.otherSteps.map((step) => `- ${step}`)]
      : []
  return [
    `Formalities for ${/^[aeiou]/i.test(template.name) ? 'an' : 'a'} ${template.name}${basis}:`,
    ...lines,
    ...(cases.length > 0 ? ['', 'It depends on the facts:', ...cases] : []),
    ...others,
    ...(aspects.includes('stamp-duty')
      ? [
          '',
          'Stamp-duty rates are set by each State and change often: check the current rate for your State before you pay.',
        ]
      : []),
  ].join('\n')
}
