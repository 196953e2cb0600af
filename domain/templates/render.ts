import { findTemplate, validateDetails } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText, type Agreement } from '#domain/drafting/index.ts'
import { answerFor, checkAnswers, type Answers, type RawAnswers } from './answers.ts'
import { parseBody, renderBody } from './body-language.ts'
import type { TemplateDefinition, TemplateField } from './definition.ts'
import { indianDate } from './iso-dates.ts'
import { findVoidClause } from './void-screen.ts'

export const PARTICULARS_TITLE = 'Particulars'

export type TemplateDocument =
  | { kind: 'text'; title: string; text: string }
  | {
      kind: 'extends'
      title: string
      text: string
      templateId: string
      /** The built-in template's details, drafted by the offline engine. */
      agreement: Agreement
      /** The fields the built-in template has no detail for, as its "Particulars" schedule. */
      particulars: { label: string; value: string }[]
    }

export type RenderOutcome =
  | { ok: true; answers: Answers; document: TemplateDocument }
  | { ok: false; answers: Answers; errors: Answers; formError: string | null }

/** An answer as the document writes it; an unanswered one is marked for review, never invented. */
function written(field: TemplateField, value: string | undefined): string {
  if (value === undefined || value === '') return `[TO BE CONFIRMED: ${field.label}]`
  if (field.type === 'checkbox') return value === 'yes' ? 'Yes' : 'No'
  if (field.type === 'date') return indianDate(value)
  return value
}

/** An answer as the built-in template reads its detail: money with its ₹ mark, dates DD/MM/YYYY. */
function asDetail(field: TemplateField, format: string, value: string): string {
  if (field.type === 'date') return indianDate(value)
  // A bare number is never read as money (domain/shared/written-amounts.ts): mark it as rupees.
  if (format === 'money' && field.type === 'number') return `₹${value}`
  return written(field, value)
}

/**
 * A document from a saved version and the answers to its fields: the answers checked by
 * the fields' rules and conditions, then the body filled (or the built-in template drafted
 * with the rest in a Particulars schedule). Refused if the answers would write a void clause.
 */
export function renderTemplateDocument(definition: TemplateDefinition, raw: RawAnswers): RenderOutcome {
  const checked = checkAnswers(definition.fields, raw)
  if (!checked.ok) return { ok: false, answers: checked.answers, errors: checked.errors, formError: null }
  const { answers } = checked
  const refuse = (formError: string, errors: Answers = {}): RenderOutcome => ({
    ok: false,
    answers,
    errors,
    formError,
  })
  const body = definition.body
  if (body.kind === 'text') {
    const parsed = parseBody(body.text)
    if (!parsed.ok) return refuse(parsed.error)
    const byName = new Map(definition.fields.map((f) => [f.name, f]))
    const text = renderBody(
      parsed.nodes,
      (name) => written(byName.get(name)!, answerFor(answers, name)),
      (name) => (answerFor(answers, name) ?? '') !== '' && answerFor(answers, name) !== 'no',
    )
    const found = findVoidClause(text, { category: definition.category })
    if (found) return refuse(`${found.reason} (in: "${found.passage}")`)
    return { ok: true, answers, document: { kind: 'text', title: definition.name, text } }
  }

  const base = findTemplate(body.templateId)
  if (!base) return refuse('The built-in template this one extends is no longer in the catalogue.')
  const baseFields = new Map(base.fields.map((f) => [f.name, f]))
  const details: Record<string, string> = {}
  const particulars: { label: string; value: string }[] = []
  for (const field of definition.fields) {
    const value = answerFor(answers, field.name)
    if (value === undefined) continue
    const detail = baseFields.get(field.name)
    if (detail) {
      if (value !== '') details[field.name] = asDetail(field, detail.format, value)
    } else if (value !== '') particulars.push({ label: field.label, value: written(field, value) })
  }
  const validation = validateDetails(base.id, details)
  if (!validation.ok) {
    const errors: Answers = {}
    for (const e of validation.errors) errors[e.field] = e.message
    return refuse(`${base.name} cannot be drafted from these answers.`, errors)
  }
  const drafted = draftAgreement(base.id, details)
  const agreement: Agreement =
    particulars.length === 0
      ? drafted
      : {
          ...drafted,
          schedules: [
            ...drafted.schedules,
            {
              id: 'particulars',
              title: `Schedule — ${PARTICULARS_TITLE}`,
              paragraphs: particulars.map((p, i) => `${i + 1}. ${p.label}: ${p.value}`),
            },
          ],
        }
  const text = renderPlainText(agreement)
  const found = findVoidClause(particulars.map((p) => p.value).join('\n'), {
    category: definition.category,
    templateId: base.id,
  })
  if (found) return refuse(`${found.reason} (in: "${found.passage}")`)
  return {
    ok: true,
    answers,
    document: { kind: 'extends', title: definition.name, text, templateId: base.id, agreement, particulars },
  }
}
