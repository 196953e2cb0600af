import type { FieldError } from '#domain/catalogue/index.ts'
import { DomainError } from '#domain/shared/errors.ts'

/** The details are missing required fields or have invalid ones; `errors` lists every one. */
export class InvalidDetailsError extends DomainError<'drafting.invalid_details'> {
  readonly templateId: string
  readonly errors: readonly FieldError[]

  constructor(templateId: string, errors: readonly FieldError[]) {
    const missing = errors.filter((e) => e.code === 'required').map((e) => e.label)
    const invalid = errors.filter((e) => e.code !== 'required').map((e) => e.label)
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      invalid.length > 0 ? `invalid ${invalid.join(', ')}` : '',
    ].filter(Boolean)
    super('drafting.invalid_details', `Cannot draft ${templateId}: ${parts.join('; ')}.`)
    this.templateId = templateId
    this.errors = errors
  }

  /** Names of the fields that were required and not given. */
  get missingFields(): string[] {
    return this.errors.filter((e) => e.code === 'required').map((e) => e.field)
  }

  /** Names of the fields that were given but are not valid. */
  get invalidFields(): string[] {
    return this.errors.filter((e) => e.code !== 'required').map((e) => e.field)
  }
}

/**
 * A clause had to compute with a fact the request left open (a `[TO BE CONFIRMED: …]`
 * value): the instalment from an unstated loan amount, the rent from an unstated figure.
 * Such a draft cannot be made; the caller asks for `field`.
 */
export class PendingValueError extends DomainError<'drafting.pending_value'> {
  readonly field: string

  constructor(templateId: string, field: string) {
    super('drafting.pending_value', `Cannot draft ${templateId}: "${field}" is needed to compute its terms.`)
    this.field = field
  }
}
