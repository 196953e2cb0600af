import type { TemplateId } from '#domain/catalogue/index.ts'
import type { CalendarDate } from '#domain/shared/dates.ts'

export type Details = Partial<Record<string, string>>

export interface TemplateInterpretation {
  readonly kind: 'template'
  readonly templateId: TemplateId
  /** 0–1: how clearly the description points to this template rather than another. */
  readonly confidence: number
  /** Field name → value in the form the catalogue validates (₹ amounts, DD/MM/YYYY dates, numbers). */
  readonly details: Details
  /** Required fields the description does not give, in the template's order. */
  readonly missing: readonly string[]
  /** Fields given only in part (a city for a full address): worth confirming. */
  readonly incomplete: readonly string[]
  /** Readable notes on conversions made ("₹50,000 a month × 12 = ₹6,00,000 a year"). */
  readonly notes: readonly string[]
  /** The city named for execution, the seat of arbitration and the courts (drafting's `place` option). */
  readonly place?: string
  /** Other templates that also fit, best first. */
  readonly alternatives: readonly TemplateId[]
  /**
   * One plain sentence when the instrument chosen is not the one the words asked for ("a sale
   * deed for my car" → a vehicle sale agreement); the chat and the API both show it.
   */
  readonly instrumentNote?: string
}

export interface CustomInterpretation {
  readonly kind: 'custom'
  readonly confidence: number
  /** The description without its lead-in ("I want an agreement …"). */
  readonly description: string
  /** Names of the parties the description gives (the user's own name first when stated). */
  readonly parties: readonly string[]
  /** Each thing a party has agreed to do, as the user worded it. */
  readonly obligations: readonly string[]
  readonly place?: string
  /** Amounts and dates mentioned, normalised, for the summary. */
  readonly amounts: readonly string[]
  readonly dates: readonly string[]
  /** Templates that came closest, best first (for "did you mean …"). */
  readonly alternatives: readonly TemplateId[]
  /** One plain sentence when the words named a template the thing cannot take ("rent my car"). */
  readonly instrumentNote?: string
}

export type Interpretation = TemplateInterpretation | CustomInterpretation

export interface InterpretOptions {
  /** Today's date, to read dates written without a year ("from 1st March") and "tomorrow". */
  readonly today?: CalendarDate
  /**
   * The account holder's name (from the profile): the "I" of a request that does not
   * say "I am …". Used only when the text speaks in the first person.
   */
  readonly self?: string
}

export interface TemplateScore {
  readonly templateId: TemplateId
  readonly score: number
}
