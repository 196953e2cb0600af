import { type Template, validateDetails } from '#domain/catalogue/index.ts'
import { tidyName } from '../extract/index.ts'

/** The details read so far for one template: each field set once, and only with a value the catalogue accepts. */
export class Collector {
  readonly values = new Map<string, string>()
  readonly incomplete = new Set<string>()
  readonly notes: string[] = []
  readonly used = new Set<string>()

  readonly template: Template

  constructor(template: Template) {
    this.template = template
  }

  has(field: string): boolean {
    return this.values.has(field)
  }

  /** Sets a field once, if the template has it and the value passes the catalogue's checks. */
  set(field: string, value: string | undefined, note?: string): boolean {
    if (value === undefined || value.trim() === '' || this.values.has(field)) return false
    if (!this.template.fields.some((f) => f.name === field)) return false
    const check = validateDetails(this.template.id, { [field]: value })
    if (!check.ok && check.errors.some((e) => e.field === field)) return false
    this.values.set(field, value)
    if (note) this.notes.push(note)
    return true
  }

  setName(field: string, name: string): boolean {
    const tidy = tidyName(name)
    if (this.used.has(tidy.toLowerCase())) return false
    if (!this.set(field, tidy)) return false
    this.used.add(tidy.toLowerCase())
    return true
  }
}

export function label(c: Collector, field: string): string {
  return c.template.fields.find((f) => f.name === field)?.label.replace(/\s*\([^)]*\)\s*$/, '') ?? field
}
