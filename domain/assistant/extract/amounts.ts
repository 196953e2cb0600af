import { type Paise, formatRupees } from '#domain/shared/money.ts'
import { findWrittenAmounts } from '#domain/shared/written-amounts.ts'
import type { AmountMention, PercentMention, Period, Span } from './spans.ts'

const PERIOD_AFTER =
  /^\s*(?:\/-)?\s*(?:(?:\/|per|a|an|every|each|har|in\s+a)\s*(months?|mon|mo|mahin[ae]|annum|years?|yr|saal)\b|(p\.?\s?m\.?|p\.?\s?a\.?)(?![a-z])|(monthly|annually|yearly|per\s+annum|pa|pm|mahin[ae]|salana)\b)/i
function periodFrom(word: string): Period {
  const w = word.toLowerCase().replace(/[\s.]/g, '')
  if (/^(months?|mon|mo|mahin[ae]|pm|monthly)$/.test(w)) return 'month'
  return 'year'
}

/** Rupee amounts, in order, read by the shared reader of written amounts, each with the period written after it. */
export function findAmounts(text: string): AmountMention[] {
  return findWrittenAmounts(text).map((amount) => {
    const periodMatch = PERIOD_AFTER.exec(text.slice(amount.end))
    const periodWord = periodMatch ? (periodMatch[1] ?? periodMatch[2] ?? periodMatch[3] ?? '') : ''
    const end = amount.end + (periodMatch ? periodMatch[0].length : 0)
    return {
      index: amount.index,
      end,
      text: text.slice(amount.index, end).trim(),
      paise: amount.paise,
      ...(periodMatch ? { period: periodFrom(periodWord) } : {}),
    }
  })
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
