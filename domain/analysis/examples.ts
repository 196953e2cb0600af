import type { TemplateField } from '#domain/catalogue/index.ts'

// Values that pass the catalogue's validation, used only to learn what the drafting engine gives
// a template (its clause headings, its execution checklist), never shown to a user.
function exampleValue(field: TemplateField): string {
  switch (field.format) {
    case 'date':
      return '01/04/2026'
    case 'money':
      return '₹1,00,000'
    case 'percent':
      return '10'
    case 'months':
      return '11'
    case 'years':
      return '3'
    default:
      return field.options?.[0] ?? (field.placeholder.replace(/^e\.g\.\s*/i, '').trim() || field.label)
  }
}

/** Details that pass the catalogue's validation for every field of the template. */
export function exampleDetails(fields: readonly TemplateField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, exampleValue(field)]))
}
