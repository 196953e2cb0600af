import { type Paise, formatRupees, parseRupees } from '#domain/shared/money.ts'
import type { AmountMention, PercentMention, Period, Span } from './spans.ts'

const PERIOD_AFTER =
  /^\s*(?:\/-)?\s*(?:(?:\/|per|a|an|every|each|in\s+a)\s*(months?|mon|mo|mahin[ae]|annum|years?|yr|saal)\b|(p\.?\s?m\.?|p\.?\s?a\.?)(?![a-z])|(monthly|annually|yearly|per\s+annum|pa|pm|mahin[ae]|salana)\b)/i
const MONEY =
  /(₹|\brs\.?|\binr\b|\brupees\b)?\s*(\d+(?:,\d+)*(?:\.\d+)?)(?:\s*(crores?|cr\b\.?|lakhs?|lacs?|lakh|thousand|k\b)|(l)\b)?(?:\s*(?:and\s+)?(\d+(?:,\d+)*(?:\.\d+)?)\s*(lakhs?|lacs?|thousand))?(\s*\/-)?(\s*(?:rupees|rs\.?|inr)\b)?/gi
const NOT_MONEY_AFTER =
  /^\s*(?:-\s*)?(?:months?|mahin[ae]|years?|yrs?|saal|days?|weeks?|hours?|%|percent|per\s?cent|sq\.?\s?ft|sq|square|feet|ft|acres?|shares?|units?|apartments?|flats?|employees?|users?|people|persons?|members?|words?|pages?|st\b|nd\b|rd\b|th\b|am\b|pm\b(?!\s*(?:rent|salary))|bhk)/i
const NOT_MONEY_BEFORE =
  /(?:no\.?|number|#|flat|plot|survey|house|shop|unit|room|pin(?:code)?|sector|phase|floor|block|wing|class|version|v)\s*$/i

function periodFrom(word: string): Period {
  const w = word.toLowerCase().replace(/[\s.]/g, '')
  if (/^(months?|mon|mo|mahin[ae]|pm|monthly)$/.test(w)) return 'month'
  return 'year'
}

/** Rupee amounts, in order. A bare number counts only with a currency mark, a unit or Indian grouping. */
export function findAmounts(text: string): AmountMention[] {
  const found: AmountMention[] = []
  for (const match of text.matchAll(MONEY)) {
    const [whole, currency, digits = '', unit, letterL, digits2, unit2, slashDash, rupeesAfter] = match
    const index = match.index + whole.search(/\S/)
    const before = text.slice(Math.max(0, index - 12), index)
    const after = text.slice(index + whole.trimStart().length)
    // Part of a date (01/03/2027, 1-3-2027) or a reference number.
    if (/\d[/.-]$/.test(before) || /^[/.-]\d/.test(after)) continue
    if (!currency && NOT_MONEY_BEFORE.test(before)) continue
    const grouped = /^\d{1,3}(?:,\d{2,3})+$/.test(digits)
    const marked = Boolean(currency || unit || letterL || slashDash || rupeesAfter || grouped)
    if (!marked) continue
    if (!currency && !unit && !letterL && NOT_MONEY_AFTER.test(after)) continue
    let amountText = `${digits}${unit ? ` ${unit}` : letterL ? ' lakh' : ''}${digits2 ? ` ${digits2} ${unit2 ?? ''}` : ''}`
    if (/^k$/i.test(unit ?? '')) amountText = `${digits} thousand`
    const paise = parseRupees(amountText.replace(/\bcr\b\.?/i, 'crore'))
    if (paise === null || paise === 0) continue
    const periodMatch = PERIOD_AFTER.exec(after)
    const periodWord = periodMatch ? (periodMatch[1] ?? periodMatch[2] ?? periodMatch[3] ?? '') : ''
    const end = index + whole.trimStart().length + (periodMatch ? periodMatch[0].length : 0)
    const mention: AmountMention = {
      index,
      end,
      text: text.slice(index, end).trim(),
      paise,
      ...(periodMatch ? { period: periodFrom(periodWord) } : {}),
    }
    found.push(mention)
  }
  return found
}

/** "₹25,000" (and " per month" / " per year" when asked to keep the period). */
export function formatMoney(paise: Paise, period?: Period): string {
  const base = formatRupees(paise)
  if (period === 'month') return `${base} per month`
  if (period === 'year') return `${base} per year`
  return base
}

/** "interest-free", "no interest", "nil", "0", "0%", "0.0% p.a." — a rate of nothing. */
export const NO_INTEREST =
  /\binterest[\s-]?free\b|\b(?:no|without|zero|nil)\s+interest\b|\bfree of interest\b|^(?:zero|nil|none|0+(?:\.0+)?\s*(?:%|per\s?cent|percent)?(?:\s*(?:p\.?a\.?|per annum))?)$/i

export function findPercents(text: string): PercentMention[] {
  const found: PercentMention[] = []
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s?cent\b|pc\b)/gi)) {
    found.push({
      index: match.index,
      end: match.index + match[0].length,
      text: match[0],
      value: Number(match[1]),
    })
  }
  return found
}

/** "50:50", "60-40", "60/40", "fifty-fifty" → "50:50"; null when no ratio is written. */
export function findRatio(text: string): Span | null {
  const match =
    /\b(\d{1,2})\s*(?::|-|\/|to)\s*(\d{1,2})(?:\s*(?::|-|\/)\s*(\d{1,2}))?\b(?!\s*(?:months?|years?|days?|%|\/\d))/i.exec(
      text,
    )
  if (match) {
    const parts = [match[1], match[2], match[3]].filter((p): p is string => p !== undefined).map(Number)
    const sum = parts.reduce((a, b) => a + b, 0)
    if (sum === 100 || (parts.length === 2 && parts.every((p) => p > 0 && p <= 10))) {
      return { index: match.index, end: match.index + match[0].length, text: parts.join(':') }
    }
  }
  const fifty = /\bfifty[\s-]fifty\b/i.exec(text)
  if (fifty) return { index: fifty.index, end: fifty.index + fifty[0].length, text: '50:50' }
  return null
}
