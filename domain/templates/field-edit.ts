import { namesIn, parseBody } from './body-language.ts'
import type { TemplateBody, TemplateField } from './definition.ts'
import { answersOf, readField, type FieldInputValues, type FieldReading } from './field-input.ts'
import { dependentsOf } from './field-list.ts'

/**
 * Reads the edit form of one field against the rest of the list, with the add rules plus
 * what only an edit can break: no condition cycle, no rename while a condition or the body
 * refers to the old name, and no answer removed that another field's condition needs.
 */
export function readFieldEdit(
  fields: readonly TemplateField[],
  editing: TemplateField,
  input: FieldInputValues,
  body: TemplateBody,
): FieldReading {
  const others = fields.filter((f) => f.id !== editing.id)
  const read = readField(editing.id, input, others, editing.name)
  const errors = read.ok ? {} : { ...read.errors }
  const dependents = dependentsOf(others, editing.name)
  const typedName = (input.name ?? '').trim()

  const condition = read.ok ? read.field.condition : null
  const loop = condition ? conditionLoop(others, condition.field, editing.name) : null
  if (loop)
    errors.conditionField = `“${loop.label}” is shown only on this field's answer, so this field cannot depend on it.`

  if (!errors.name && typedName !== '' && typedName !== editing.name) {
    const refs = [
      ...dependents.map((f) => `the condition of “${f.label}”`),
      ...(bodyUses(body, editing.name) ? [`the body's {{${editing.name}}}`] : []),
    ]
    if (refs.length > 0)
      errors.name = `“${editing.name}” is used by ${refs.join(' and ')}; change ${refs.length === 1 ? 'that' : 'those'} first, or keep the name.`
  }

  if (read.ok) {
    const allowed = answersOf(read.field)
    const stranded = dependents.filter(
      (d) => allowed && !allowed.some((a) => a.toLowerCase() === d.condition!.equals.toLowerCase()),
    )
    if (stranded.length > 0) {
      const key = read.field.options.length > 0 ? 'options' : 'type'
      errors[key] =
        `${stranded.map((d) => `“${d.label}” is shown when this field is “${d.condition!.equals}”`).join('; ')}: keep that answer, or change ${stranded.length === 1 ? 'that field' : 'those fields'} first.`
    }
  }
  if (!read.ok || Object.keys(errors).length > 0) return { ok: false, errors }
  return read
}

/** The field on the chain of conditions from `start` that depends on `name`, if any. */
function conditionLoop(others: readonly TemplateField[], start: string, name: string) {
  const seen = new Set<string>()
  let at = others.find((f) => f.name === start)
  while (at?.condition && !seen.has(at.name)) {
    if (at.condition.field === name) return at
    seen.add(at.name)
    const next = at.condition.field
    at = others.find((f) => f.name === next)
  }
  return null
}

/** Whether a text body names the field, as a placeholder or a section. */
function bodyUses(body: TemplateBody, name: string): boolean {
  if (body.kind !== 'text') return false
  const parsed = parseBody(body.text)
  if (parsed.ok) return namesIn(parsed.nodes).includes(name)
  // A body that does not parse yet still counts what looks like a use of the name.
  return new RegExp(`\\{\\{\\s*(?:#if\\s+)?${name}\\s*\\}\\}`).test(body.text)
}

/** The field as its form's inputs, so the edit form opens holding what the field is now. */
export function fieldInputOf(field: TemplateField): FieldInputValues {
  const v = field.validation
  const text = (n: number | string | undefined) => (n === undefined ? '' : String(n))
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required ? 'on' : '',
    placeholder: field.placeholder,
    options: field.options.join(', '),
    min: text(v.min),
    max: text(v.max),
    minDate: text(v.minDate),
    maxDate: text(v.maxDate),
    minLength: text(v.minLength),
    maxLength: text(v.maxLength),
    pattern: text(v.pattern),
    conditionField: field.condition?.field ?? '',
    conditionValue: field.condition?.equals ?? '',
  }
}
