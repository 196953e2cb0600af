import {
  CHOICE_TYPES,
  FIELD_NAME_MAX,
  FIELD_NAME_PATTERN,
  FIELDS_MAX,
  isFieldType,
  LABEL_MAX,
  PATTERN_MAX,
  PLACEHOLDER_MAX,
  type FieldCondition,
  type FieldValidation,
  type TemplateField,
} from './definition.ts'
import { parseOptions, optionsProblem } from './options.ts'
import { isIsoDate } from './iso-dates.ts'

/** The add-field form as typed: every value a string, a checkbox 'on' or absent. */
export const FIELD_INPUTS = [
  'name',
  'label',
  'type',
  'required',
  'placeholder',
  'options',
  'min',
  'max',
  'minDate',
  'maxDate',
  'minLength',
  'maxLength',
  'pattern',
  'conditionField',
  'conditionValue',
] as const
export type FieldInput = (typeof FIELD_INPUTS)[number]
export type FieldInputValues = Partial<Record<FieldInput, string>>
export type FieldInputErrors = Partial<Record<FieldInput, string>>

export type FieldReading = { ok: true; field: TemplateField } | { ok: false; errors: FieldInputErrors }

const ANSWER_OF_CHECKBOX = ['yes', 'no']

/**
 * Reads the add-field form against the fields already there: a name, a label and a type
 * are needed; the name is an identifier no other field has (ignoring case); validation
 * applies only to the types it means something for; a condition names an existing field
 * and an answer it can have.
 */
export function readField(
  id: string,
  input: FieldInputValues,
  existing: readonly TemplateField[],
  /** When editing: the field's current name, so a condition on itself is named as such. */
  selfName?: string,
): FieldReading {
  const errors: FieldInputErrors = {}
  const text = (key: FieldInput) => (input[key] ?? '').trim()
  const name = text('name')
  const label = text('label')
  const type = text('type')
  if (existing.length >= FIELDS_MAX) errors.name = `A template holds at most ${FIELDS_MAX} fields.`
  else if (name === '') errors.name = 'Name is required.'
  else if (name.length > FIELD_NAME_MAX) errors.name = `Name may be at most ${FIELD_NAME_MAX} characters.`
  else if (!FIELD_NAME_PATTERN.test(name))
    errors.name = 'Use letters, digits and underscores, starting with a letter (e.g. tenantName).'
  else if (existing.some((f) => f.name.toLowerCase() === name.toLowerCase()))
    errors.name = `A field named "${name}" already exists.`
  if (label === '') errors.label = 'Label is required.'
  else if (label.length > LABEL_MAX) errors.label = `Label may be at most ${LABEL_MAX} characters.`
  if (type === '') errors.type = 'Type is required.'
  else if (!isFieldType(type)) errors.type = 'Choose one of the seven field types.'
  const placeholder = text('placeholder')
  if (placeholder.length > PLACEHOLDER_MAX)
    errors.placeholder = `Placeholder may be at most ${PLACEHOLDER_MAX} characters.`

  const options = isFieldType(type) && CHOICE_TYPES.includes(type) ? parseOptions(input.options ?? '') : []
  if (isFieldType(type) && CHOICE_TYPES.includes(type)) {
    const problem = optionsProblem(options)
    if (problem) errors.options = problem
  }
  const validation = isFieldType(type) ? readValidation(type, input, errors) : {}
  const condition = readCondition(input, existing, errors, selfName)

  if (Object.keys(errors).length > 0 || !isFieldType(type)) return { ok: false, errors }
  return {
    ok: true,
    field: {
      id,
      name,
      label,
      type,
      required: input.required === 'on' || input.required === 'true',
      placeholder,
      options,
      validation,
      condition,
    },
  }
}

function readValidation(
  type: TemplateField['type'],
  input: FieldInputValues,
  errors: FieldInputErrors,
): FieldValidation {
  const text = (key: FieldInput) => (input[key] ?? '').trim()
  const validation: FieldValidation = {}
  if (type === 'number') {
    const min = readNumber(text('min'), 'min', errors)
    const max = readNumber(text('max'), 'max', errors)
    if (min !== undefined) validation.min = min
    if (max !== undefined) validation.max = max
    if (min !== undefined && max !== undefined && min > max)
      errors.max = 'Maximum must not be below the minimum.'
  }
  if (type === 'date') {
    for (const key of ['minDate', 'maxDate'] as const) {
      const value = text(key)
      if (value === '') continue
      if (!isIsoDate(value)) errors[key] = 'Enter a real date (YYYY-MM-DD).'
      else validation[key] = value
    }
    if (validation.minDate && validation.maxDate && validation.minDate > validation.maxDate)
      errors.maxDate = 'The latest date must not be before the earliest.'
  }
  if (type === 'text' || type === 'textarea') {
    const minLength = readCount(text('minLength'), 'minLength', errors)
    const maxLength = readCount(text('maxLength'), 'maxLength', errors)
    if (minLength !== undefined) validation.minLength = minLength
    if (maxLength !== undefined) {
      if (maxLength === 0) errors.maxLength = 'Maximum length must be at least 1.'
      else validation.maxLength = maxLength
    }
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength)
      errors.maxLength = 'Maximum length must not be below the minimum.'
  }
  if (type === 'text') {
    const pattern = input.pattern ?? ''
    if (pattern.trim() !== '') {
      const problem = patternProblem(pattern)
      if (problem) errors.pattern = problem
      else validation.pattern = pattern
    }
  }
  return validation
}

/** Why a pattern cannot be used, or null. */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > PATTERN_MAX) return `A pattern may be at most ${PATTERN_MAX} characters.`
  try {
    new RegExp(pattern, 'u')
    return null
  } catch {
    return 'That is not a valid pattern (a regular expression such as [A-Z]{5}[0-9]{4}[A-Z]).'
  }
}

function readNumber(value: string, key: FieldInput, errors: FieldInputErrors): number | undefined {
  if (value === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n)) {
    errors[key] = 'Enter a number.'
    return undefined
  }
  return n
}

function readCount(value: string, key: FieldInput, errors: FieldInputErrors): number | undefined {
  if (value === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 100_000) {
    errors[key] = 'Enter a whole number of characters.'
    return undefined
  }
  return n
}

function readCondition(
  input: FieldInputValues,
  existing: readonly TemplateField[],
  errors: FieldInputErrors,
  selfName?: string,
): FieldCondition | null {
  const field = (input.conditionField ?? '').trim()
  const equals = (input.conditionValue ?? '').trim()
  if (field === '' && equals === '') return null
  if (selfName !== undefined && field === selfName) {
    errors.conditionField = 'A field cannot depend on its own answer.'
    return null
  }
  const target = existing.find((f) => f.name === field)
  if (!target) {
    errors.conditionField = field === '' ? 'Choose the field this one depends on.' : 'No field has that name.'
    return null
  }
  const allowed = answersOf(target)
  if (equals === '') errors.conditionValue = 'Give the answer that shows this field.'
  else if (allowed && !allowed.some((a) => a.toLowerCase() === equals.toLowerCase()))
    errors.conditionValue = `"${target.label}" can only be ${allowed.map((a) => `"${a}"`).join(', ')}.`
  else if (equals.length > 100) errors.conditionValue = 'At most 100 characters.'
  return {
    field: target.name,
    equals: allowed?.find((a) => a.toLowerCase() === equals.toLowerCase()) ?? equals,
  }
}

/** The answers a field can have when they are a fixed list (choices, a checkbox's yes/no). */
export function answersOf(field: TemplateField): readonly string[] | null {
  if (CHOICE_TYPES.includes(field.type)) return field.options
  if (field.type === 'checkbox') return ANSWER_OF_CHECKBOX
  return null
}
