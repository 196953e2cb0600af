import { ANSWER_MAX, type TemplateField } from './definition.ts'
import { isIsoDate } from './iso-dates.ts'

/** Answers by field name, as a form sends them (a ticked checkbox is 'on', 'yes' or 'true'). */
export type RawAnswers = Readonly<Record<string, string | undefined>>

/** Normalised answers of the fields shown: a checkbox is 'yes' or 'no', a blank optional ''. */
export type Answers = Record<string, string>

const TICKED = new Set(['on', 'yes', 'true'])

/**
 * The answer stored under a field's name, if any. Field names are identifiers such as
 * "toString" or "constructor", which a plain object inherits: only its own keys count.
 */
export const answerFor = (answers: RawAnswers, name: string): string | undefined =>
  Object.hasOwn(answers, name) ? answers[name] : undefined

/** A field's answer as the rules read it. */
export function answerOf(field: TemplateField, raw: RawAnswers): string {
  const value = answerFor(raw, field.name) ?? ''
  if (field.type === 'checkbox') return TICKED.has(value.trim().toLowerCase()) ? 'yes' : 'no'
  return field.type === 'textarea' ? value.replace(/\r\n/g, '\n').trim() : value.trim()
}

/**
 * The fields the form shows for these answers, in order: a field with a condition only
 * when the field it depends on is itself shown and has the given answer (ignoring case).
 */
export function visibleFields(fields: readonly TemplateField[], raw: RawAnswers): TemplateField[] {
  const byName = new Map(fields.map((f) => [f.name, f]))
  const memo = new Map<string, boolean>()
  const shown = (field: TemplateField, depth: number): boolean => {
    const known = memo.get(field.name)
    if (known !== undefined) return known
    const c = field.condition
    const target = c ? byName.get(c.field) : undefined
    // A chain deeper than the list is a cycle, which the builder never makes: hide it.
    const result =
      !c ||
      (!!target &&
        depth < fields.length &&
        shown(target, depth + 1) &&
        answerOf(target, raw).toLowerCase() === c.equals.toLowerCase())
    memo.set(field.name, result)
    return result
  }
  return fields.filter((f) => shown(f, 0))
}

export type AnswerCheck = { ok: true; answers: Answers } | { ok: false; answers: Answers; errors: Answers }

/** Checks the shown fields' answers against their type and validation; hidden ones are dropped. */
export function checkAnswers(fields: readonly TemplateField[], raw: RawAnswers): AnswerCheck {
  const answers: Answers = {}
  const errors: Answers = {}
  for (const field of visibleFields(fields, raw)) {
    const value = answerOf(field, raw)
    answers[field.name] = value
    const problem = answerProblem(field, value)
    if (problem) errors[field.name] = problem
  }
  return Object.keys(errors).length > 0 ? { ok: false, answers, errors } : { ok: true, answers }
}

/** Why an answer is refused, in words for the person filling the form; null when it is fine. */
export function answerProblem(field: TemplateField, value: string): string | null {
  const v = field.validation
  if (field.type === 'checkbox')
    return field.required && value !== 'yes' ? `${field.label} must be ticked.` : null
  if (value === '') return field.required ? `${field.label} is required.` : null
  if (value.length > ANSWER_MAX) return `At most ${ANSWER_MAX.toLocaleString('en-IN')} characters.`
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const length = [...value].length
      if (v.minLength !== undefined && length < v.minLength) return `At least ${v.minLength} characters.`
      if (v.maxLength !== undefined && length > v.maxLength) return `At most ${v.maxLength} characters.`
      if (field.type === 'text' && v.pattern && !wholeMatch(v.pattern, value))
        return `${field.label} is not in the expected form.`
      return null
    }
    case 'number': {
      const n = Number(value.replace(/,/g, ''))
      if (!/^-?[\d,]*\.?\d+$/.test(value) || !Number.isFinite(n)) return 'Enter a number.'
      if (v.min !== undefined && n < v.min) return `At least ${v.min}.`
      if (v.max !== undefined && n > v.max) return `At most ${v.max}.`
      return null
    }
    case 'date': {
      if (!isIsoDate(value)) return 'Enter a real date.'
      if (v.minDate && value < v.minDate) return `On or after ${v.minDate}.`
      if (v.maxDate && value > v.maxDate) return `On or before ${v.maxDate}.`
      return null
    }
    case 'select':
    case 'radio':
      return field.options.includes(value) ? null : 'Choose one of the options.'
  }
}

function wholeMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value)
  } catch {
    return false
  }
}
