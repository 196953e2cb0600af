import type { Paise } from '#domain/shared/money.ts'

// A price by the piece, as people say it: "40 blouses … at 450 each", "10 chairs at Rs 1,200
// per piece". The total is the count times the rate, so a price is never read as the rate alone.

export interface UnitPrice {
  readonly quantity: number
  /** What is counted, as worded ("blouses"). */
  readonly things: string
  readonly rate: Paise
  readonly total: Paise
  /** Where the rate's figure is in the text, to write it as rupees. */
  readonly rateIndex: number
  readonly rateEnd: number
}

const UNIT_PRICE =
  /\b(\d{1,5})\s+([a-z][a-z-]*)\b[^.;\d]{0,80}?\bat\s+(?:(?:₹|rs\.?|inr)\s*)?(\d[\d,]*(?:\.\d{1,2})?)(?:\s*\/-)?\s*(?:rupees\s+|rs\.?\s+)?(?:each|apiece|a\s+piece|per\s+(?!(?:month|year|annum|week|day|hour|night|cent)\b)[a-z]+)\b/i

/** The first price by the piece in the words; undefined when none is stated with its count. */
export function unitPriceIn(text: string): UnitPrice | undefined {
  const match = UNIT_PRICE.exec(text)
  if (!match) return undefined
  const quantity = Number(match[1])
  const figure = match[3] ?? ''
  const rate = Math.round(Number(figure.replace(/,/g, '')) * 100)
  if (!quantity || !rate) return undefined
  const rateIndex = match.index + match[0].indexOf(figure, match[0].search(/\bat\s/i))
  return {
    quantity,
    things: match[2] ?? '',
    rate,
    total: quantity * rate,
    rateIndex,
    rateEnd: rateIndex + figure.length,
  }
}

/** The words with the bare rate written as rupees ("at 450 each" → "at ₹450 each"). */
export function withRupeeRate(text: string): string {
  const unit = unitPriceIn(text)
  if (!unit || /[₹]|rs\.?\s*$|inr\s*$/i.test(text.slice(Math.max(0, unit.rateIndex - 4), unit.rateIndex)))
    return text
  return `${text.slice(0, unit.rateIndex)}₹${text.slice(unit.rateIndex)}`
}
