import type { TemplateField } from '#domain/templates/definition.ts'
import { FIELD_TYPE_LABELS } from './contract.ts'

/** A field's settings in words, for the builder's list and the preview. */
export function fieldSummary(field: TemplateField, all: readonly TemplateField[]): string[] {
  const v = field.validation
  const parts = [FIELD_TYPE_LABELS[field.type], field.required ? 'required' : 'optional']
  if (field.options.length > 0) parts.push(`options: ${field.options.join(', ')}`)
  if (v.min !== undefined) parts.push(`at least ${v.min}`)
  if (v.max !== undefined) parts.push(`at most ${v.max}`)
  if (v.minDate) parts.push(`from ${v.minDate}`)
  if (v.maxDate) parts.push(`until ${v.maxDate}`)
  if (v.minLength !== undefined) parts.push(`at least ${v.minLength} characters`)
  if (v.maxLength !== undefined) parts.push(`at most ${v.maxLength} characters`)
  if (v.pattern) parts.push(`pattern ${v.pattern}`)
  if (field.placeholder) parts.push(`placeholder “${field.placeholder}”`)
  if (field.condition) {
    const on = all.find((f) => f.name === field.condition!.field)
    parts.push(`shown when ${on?.label ?? field.condition.field} is “${field.condition.equals}”`)
  }
  return parts
}
