/**
 * Low-level readers for facts in free text that a user typed: rupee amounts (₹, Rs., INR,
 * lakh, crore, k, LPA, "hazaar"), dates in many shapes normalised to DD/MM/YYYY, durations,
 * percentages, Indian places and personal or company names. Each reader returns what it
 * found with its position, so callers can tie a fact to the words around it. Nothing here
 * guesses: text that does not clearly state a fact yields nothing.
 */

export type {
  Span,
  Period,
  AmountMention,
  DateMention,
  DurationUnit,
  DurationMention,
  PercentMention,
  PlaceMention,
  NameMention,
} from './spans.ts'
export { normaliseText, tidyName, phraseAfter, capitalise } from './text.ts'
export { unitPriceIn, withRupeeRate, type UnitPrice } from './unit-price.ts'
export { findAmounts, formatMoney, NO_INTEREST, findPercents, findRatio } from './amounts.ts'
export { findDates, normaliseDate, indianDate } from './dates.ts'
export { findDurations, inMonths, inYears, describeDuration } from './durations.ts'
export { findPlaces, isPlaceName } from './places.ts'
export { RELATIONSHIPS, nameAt, findNames, looksLikeOrganisation } from './names.ts'
