import type { Paise } from '#domain/shared/money.ts'
import { numberFromWords } from '#domain/shared/number-words.ts'
import { findAmounts } from '../extract/index.ts'

// The terms of household service the words state — duties, place, hours, pay day, paid days
// off, an advance of wages — read so that the domestic clauses carry them instead of a
// `[TO BE CONFIRMED]` saying they were not given.

export interface DomesticTerms {
  /** "cook breakfast, lunch dabba and dinner for 4 people". */
  readonly duties?: string
  /** "flat in Koramangala, Bengaluru" (the writer's own, as "my/our …"). */
  readonly place?: string
  /** "7 am to 10 am and 6 pm to 8 pm". */
  readonly hours?: string
  /** "every day", "six days a week". */
  readonly days?: string
  /** The day of the month the wage is paid by ("by the 5th of every month" → 5). */
  readonly payDay?: number
  /** Paid days off a month ("4 days paid leave a month" → 4). */
  readonly leaveDays?: number
  /** The weekly day of rest named ("Sunday off" → "Sunday"). */
  readonly restDay?: string
  /** An advance of wages and the months over which it is recovered. */
  readonly advance?: { readonly paise: Paise; readonly months?: number }
}

const DUTY_VERB =
  /\b(?:will|shall|to|and|must)\s+((?:cook|clean|wash|sweep|mop|drive|look after|care for|take care of|guard|maintain|water|iron|dust|bathe|feed|do)\b[^.;]*)/i
const PLACE =
  /\bat\s+(?:my|our|the)\s+((?:flat|house|home|apartment|bungalow|villa|residence)\s+(?:in|at)\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*(?:,\s*[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)?)/
const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|noon)|noon|midnight`
const SPAN = String.raw`(?:${TIME})\s*(?:to|-|–|till|until)\s*(?:${TIME})`
const HOURS = new RegExp(String.raw`(?:from\s+)?(${SPAN}(?:\s*(?:,|and|&)\s*(?:from\s+)?${SPAN})*)`, 'i')
const DAYS =
  /\b(every\s+day|daily|(?:\d|one|two|three|four|five|six|seven)\s+days?\s+(?:a|per|every)\s+week|every\s+(?:morning|evening|weekday))\b/i
const PAY_DAY =
  /\b(?:by|on or before|before|on)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:(?:of|day of)\s+)?(?:every|each|the)\s+(?:following\s+|next\s+)?month\b/i
const LEAVE =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight)\s+(?:paid\s+)?days?\s+(?:of\s+)?(?:paid\s+)?(?:leave|off|holidays?|chhutti)\s+(?:in\s+)?(?:a|per|every|each)\s+month\b/i
const REST_DAY = /\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\s+(?:off|holiday|chhutti)\b/i
const ADVANCE_OVER =
  /\b(?:adjusted|deducted|recovered|cut)\s+(?:over|in|from)\s+(?:the\s+)?(?:first\s+|next\s+)?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:monthly\s+)?(?:months?|salar(?:y|ies)|wages?|instal\w*)/i

const count = (word: string): number | undefined =>
  /^\d+$/.test(word) ? Number(word) : numberFromWords(word)

/** The household-service terms the words state; what they leave open is absent. */
export function domesticTermsIn(text: string): DomesticTerms {
  const duty = DUTY_VERB.exec(text)
  const duties = duty?.[1]
    ?.replace(/\s+(?:every|daily|from|at|for\s+(?:₹|rs|\d+\s*(?:k|,))|on\s+(?:weekdays|sundays)).*$/i, '')
    .replace(/[,\s]+$/, '')
  const place = PLACE.exec(text)?.[1]?.replace(/[,\s]+$/, '')
  const hours = HOURS.exec(text)?.[1]?.replace(/\s+/g, ' ')
  const days = DAYS.exec(text)?.[1]?.toLowerCase()
  const payDay = Number(PAY_DAY.exec(text)?.[1] ?? NaN)
  const leave = LEAVE.exec(text)
  const leaveDays = leave ? count((leave[1] ?? '').toLowerCase()) : undefined
  const rest = REST_DAY.exec(text)?.[1]
  // The advance is the sum written beside "advance" that is not the monthly wage.
  const advanceAmount = findAmounts(text).find(
    (a) => a.period !== 'month' && /^\s*(?:as\s+(?:an\s+)?)?advance\b/i.test(text.slice(a.end, a.end + 20)),
  )
  const over = ADVANCE_OVER.exec(text)
  const months = over ? count((over[1] ?? '').toLowerCase()) : undefined
  return {
    ...(duties && duties.split(/\s+/).length >= 2 ? { duties } : {}),
    ...(place ? { place } : {}),
    ...(hours ? { hours } : {}),
    ...(days ? { days } : {}),
    ...(payDay >= 1 && payDay <= 28 ? { payDay } : {}),
    ...(leaveDays ? { leaveDays } : {}),
    ...(rest ? { restDay: rest.charAt(0).toUpperCase() + rest.slice(1).toLowerCase() } : {}),
    ...(advanceAmount ? { advance: { paise: advanceAmount.paise, ...(months ? { months } : {}) } } : {}),
  }
}
