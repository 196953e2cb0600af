import type { CalendarDate } from '#domain/shared/dates.ts'
import type { Paise } from '#domain/shared/money.ts'

/** What the readers of extract/ find: each fact with its place in the text. */

export interface Span {
  readonly index: number
  readonly end: number
  readonly text: string
}

export type Period = 'month' | 'year' | 'once'

export interface AmountMention extends Span {
  readonly paise: Paise
  /** "per month", "p.a.", "LPA" — the period written with the amount, if any. */
  readonly period?: Period
}

export interface DateMention extends Span {
  readonly date: CalendarDate
  /** True when the year was not written and was taken as the next such day from today. */
  readonly yearInferred: boolean
}

export type DurationUnit = 'day' | 'week' | 'month' | 'year'

export interface DurationMention extends Span {
  readonly value: number
  readonly unit: DurationUnit
}

export interface PercentMention extends Span {
  readonly value: number
}

export interface PlaceMention extends Span {
  /** The official city name ("Bengaluru" for "Bangalore"), or the state for a state. */
  readonly city?: string
  readonly state?: string
}

export interface NameMention extends Span {
  readonly name: string
  /** "daughter", "brother", "friend" when the name followed "my daughter …". */
  readonly relationship?: string
}
