import type { TemplateField } from './types.ts'

// Small builders keep the catalogue readable: one line per field.

export const text = (name: string, label: string, placeholder: string): TemplateField => ({
  name,
  label,
  placeholder,
  type: 'text',
  required: true,
  format: 'plain',
})

export const textarea = (name: string, label: string, placeholder: string): TemplateField => ({
  name,
  label,
  placeholder,
  type: 'textarea',
  required: true,
  format: 'plain',
})

export const money = (
  name: string,
  label: string,
  placeholder: string,
  allowZero = false,
): TemplateField => ({
  name,
  label,
  placeholder,
  type: 'text',
  required: true,
  format: 'money',
  ...(allowZero ? { allowZero } : {}),
})

export const date = (name: string, label: string, placeholder = 'DD/MM/YYYY'): TemplateField => ({
  name,
  label,
  placeholder,
  type: 'text',
  required: true,
  format: 'date',
})

export const percent = (
  name: string,
  label: string,
  placeholder: string,
  allowZero = false,
): TemplateField => ({
  name,
  label,
  placeholder,
  type: 'number',
  required: true,
  format: 'percent',
  ...(allowZero ? { allowZero } : {}),
})

export const months = (name: string, label: string, placeholder: string): TemplateField => ({
  name,
  label,
  placeholder,
  type: 'number',
  required: true,
  format: 'months',
})

export const years = (name: string, label: string, placeholder: string): TemplateField => ({
  name,
  label,
  placeholder,
  type: 'number',
  required: true,
  format: 'years',
})

export const select = (
  name: string,
  label: string,
  options: readonly string[],
  placeholder: string,
): TemplateField => ({
  name,
  label,
  placeholder,
  options,
  type: 'select',
  required: true,
  format: 'plain',
})

export const optional = (field: TemplateField): TemplateField => ({ ...field, required: false })
