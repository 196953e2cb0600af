import { type Paise, formatAmount, groupIndian, parseRupees } from './money.ts'
import { NUMBER_WORDS } from './number-words.ts'

/**
 * Reads rupee amounts the way Indians write them — `3.2 lakh`, `₹3,20,000`, `3,20,000/-`,
 * `Rs 45k`, `INR 1.5 crore`, `1.5 cr`, `45 thousand`, `₹1,234.50`, "three lakh twenty
 * thousand", "forty-five thousand rupees and fifty paise" — into exact paise.
 *
 * Rule for a number inside free text: it is an amount only when something says it is
 * money — a currency mark before or after it (₹, Rs, INR, rupees, `/-`), a unit (k,
 * thousand, lakh, crore), or Indian/Western comma grouping (1,00,000). A bare number
 * (a phone number, a PIN code, a year, a date such as 01-04-2027) is never an amount.
 */

const SCALE: Readonly<Record<string, bigint>> = {
  thousand: 1_000n,
  lakh: 100_000n,
  lakhs: 100_000n,
  lac: 100_000n,
  lacs: 100_000n,
  crore: 10_000_000n,
  crores: 10_000_000n,
}
const CURRENCY_WORD = String.raw`rupees?|rupaye|rupaiye|rs\.?|inr`

/**
 * A whole number in words in the Indian system ("Three Lakh Twenty Thousand", "One Lakh
 * Crore", "two hundred and fifty") using the shared number-words table; null unless every
 * word is a number word in a sensible order.
 */
export function wholeFromWords(phrase: string): bigint | null {
  const tokens = phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((t) => t && t !== 'and')
  if (tokens.length === 0) return null
  let total = 0n // everything above the current group, already scaled
  let group = 0n // the number being read before its scale word (below a thousand)
  let lastScale = 0n // within one crore-group, scales must fall: lakh, then thousand
  let sawCrore = false
  let lastToken = ''
  for (const token of tokens) {
    const scale = SCALE[token]
    const small = NUMBER_WORDS[token]
    if (token === 'hundred' || small === 100) {
      if (group >= 100n || lastToken === '') return null
      group = (group === 0n ? 1n : group) * 100n
    } else if (small !== undefined) {
      const n = BigInt(small)
      const units = group % 100n
      // "twenty five" is fine, "five twenty" and "twelve three" are not.
      const fits = units === 0n || (units >= 20n && units % 10n === 0n && n < 10n)
      if (!fits) return null
      group += n
    } else if (scale !== undefined) {
      if (group === 0n && lastToken === '') return null // "lakh" alone counts nothing
      if (scale === 10_000_000n) {
        // "One Lakh Twenty Thousand Crore": the crore counts everything before it.
        if (sawCrore) return null
        total = (total + group) * scale
        sawCrore = true
        lastScale = 0n
      } else {
        if (group === 0n && lastToken !== '') return null
        if (lastScale !== 0n && scale >= lastScale) return null
        total += (group === 0n ? 1n : group) * scale
        lastScale = scale
      }
      group = 0n
    } else {
      return null
    }
    lastToken = token
  }
  return total + group
}

const ONES_WORDS = Object.keys(NUMBER_WORDS).filter((w) => (NUMBER_WORDS[w] ?? 0) < 20)
const TENS_WORDS = Object.keys(NUMBER_WORDS).filter(
  (w) => (NUMBER_WORDS[w] ?? 0) >= 20 && (NUMBER_WORDS[w] ?? 0) < 100,
)
const PAISE_COUNT = String.raw`(?:${TENS_WORDS.join('|')})(?:[\s-]+(?:${ONES_WORDS.join('|')}))?|(?:${ONES_WORDS.join('|')})|\d{1,2}`
const PAISE_TAIL = new RegExp(String.raw`^(.*?)\s*(?:\band\s+)?\b(${PAISE_COUNT})\s+paise$`)
// "45,000 rupees and fifty paise": paise written after figures.
const PAISE_AFTER = new RegExp(String.raw`^\s+(?:and\s+)?\b(${PAISE_COUNT})\s+paise\b`, 'i')

/** "Rupees Three Lakh Twenty Thousand and Fifty Paise only", "forty-five thousand rupees" → paise. */
export function amountFromWords(text: string): Paise | null {
  let s = text.normalize('NFKC').toLowerCase().replace(/[(),]/g, ' ').replace(/\s+/g, ' ').trim()
  s = s.replace(/\s*\bonly$/, '')
  s = s.replace(new RegExp(String.raw`^(?:₹|(?:${CURRENCY_WORD})(?![a-z]))\s*`), '')
  let paisePart = ''
  const paise = PAISE_TAIL.exec(s)
  if (paise) {
    s = paise[1] ?? ''
    paisePart = paise[2] ?? ''
  }
  s = s.replace(new RegExp(String.raw`\s*\b(?:${CURRENCY_WORD})$`), '').trim()
  const rupees = s === '' ? (paisePart ? 0n : null) : wholeFromWords(s)
  if (rupees === null) return null
  const cents = paisePart ? paiseCount(paisePart) : 0
  if (cents === null) return null
  const total = rupees * 100n + BigInt(cents)
  return total > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(total)
}

/** "fifty", "5", "twenty-five" as a count of paise (below a hundred); null otherwise. */
function paiseCount(words: string): number | null {
  const p = /^\d+$/.test(words) ? BigInt(words) : wholeFromWords(words)
  return p === null || p >= 100n ? null : Number(p)
}

/** Any single written amount — figures (with ₹, Rs, k, lakh, cr, `/-`) or words — to paise; null when it is not one. */
export function parseAmount(text: string): Paise | null {
  const s = text.normalize('NFKC').trim()
  if (/\d/.test(s)) return parseFigures(s)
  // A lone small word ("five") is more likely a slip than five rupees: words need a scale or a currency.
  if (!/₹|\b(?:hundred|thousand|lakhs?|lacs?|crores?|rupees?|rupaye|rupaiye|rs|inr|paise)\b/i.test(s))
    return null
  return amountFromWords(s)
}

// parseRupees knows "cr", "k" and "/-"; the free-text spellings it does not know are mapped here.
function parseFigures(text: string): Paise | null {
  const s = text
    .replace(/\s*\bonly\.?$/i, '')
    .replace(/(\d)\s*l\b\.?/gi, '$1 lakh')
    .replace(/\bcrs?\b\.?/gi, 'crore')
    .replace(/(\d)\s*\/-\s*(rupees|rs\.?|inr)?$/i, '$1')
  return parseRupees(s) ?? parseRupees(s.replace(new RegExp(String.raw`\s*\b(?:${CURRENCY_WORD})$`, 'i'), ''))
}

/** An amount found inside free text, with where it was written. */
export interface WrittenAmount {
  readonly index: number
  readonly end: number
  readonly text: string
  readonly paise: Paise
  /** True when the figures are followed by the amount in words in brackets. */
  readonly inWords?: boolean
  /** True when only comma grouping says it is money ("2,400"): a count or an area may look the same. */
  readonly groupingOnly?: boolean
}

const NUMBER = String.raw`\d+(?:,\d+)*(?:\.\d+)?`
const UNIT = String.raw`crores?|cr\b\.?|lakhs?|lacs?|thousand|k\b|l\b`
// At most two more segments (crore, then lakh, then thousand): a match stays short, the scan linear.
const FIGURES = new RegExp(
  String.raw`(₹|\b(?:rs\.?|inr|rupees?)(?![a-z]))?\s*(${NUMBER})(?:\s*(${UNIT}))?((?:\s*(?:and\s+)?${NUMBER}\s*(?:crores?|lakhs?|lacs?|thousand)\b){0,2})(\s*\/[-=])?(\s*\b(?:rupees?|rupaye|rs\.?|inr)\b)?`,
  'giy',
)
const WORD = String.raw`(?:${[...Object.keys(NUMBER_WORDS), ...Object.keys(SCALE)].sort((a, b) => b.length - a.length).join('|')})`
const WORD_RUN = String.raw`${WORD}(?:(?:\s+and\s+|\s+|-)${WORD})*`
const WORDS = new RegExp(
  String.raw`(₹\s*|\b(?:${CURRENCY_WORD})\s+)?\b(${WORD_RUN})\b(\s+(?:${CURRENCY_WORD})\b)?(\s+(?:and\s+)?${WORD_RUN}\s+paise\b)?(\s+only\b)?`,
  'giy',
)
const WORD_RUN_AT = new RegExp(String.raw`${WORD_RUN}\b`, 'iy')
// "11 mahine" is a duration; "30,000 mahina" (singular after a sum) is so much a month.
const NOT_MONEY_AFTER =
  /^\s*(?:-\s*)?(?:months?(?!ly)|mahine|mahino|years?(?!ly)|yrs?|saal|days?|weeks?|hours?|%|percent|per\s?cent|sq\.?\s?ft|sq|square|feet|ft|acres?|shares?|units?|apartments?|flats?|employees?|users?|people|persons?|members?|words?|pages?|kms?|kilomet|st\b|nd\b|rd\b|th\b|am\b|pm\b(?!\s*(?:rent|salary))|bhk)/i
const NOT_MONEY_BEFORE =
  /(?:no\.?|number|#|flat|plot|survey|house|shop|unit|room|pin(?:code)?|sector|phase|floor|block|wing|class|version|v|phone|mobile|tel)\s*$/i

/** Every rupee amount written in free text, in order, under the rule for bare numbers above. */
export function findWrittenAmounts(text: string): WrittenAmount[] {
  const found: WrittenAmount[] = []
  let position = 0
  while (position < text.length) {
    const next = /[\d₹]|\b(?:rs|inr|rupe|[a-z])/gi
    next.lastIndex = position
    const start = next.exec(text)
    if (!start) break
    const at = start.index
    const hit = withWordsAfter(text, figuresAt(text, at)) ?? wordsAt(text, at)
    if (hit) {
      found.push(hit)
      position = hit.end
    } else {
      // Skip the whole token so "9876543210" is not read again from its second digit, and
      // a run of number words that is not an amount at once (linear time on any text).
      const token = /[\d,.]+|[a-z₹]+|./iy
      token.lastIndex = at
      WORD_RUN_AT.lastIndex = at
      const skip = Math.max(token.exec(text)?.[0].length ?? 1, WORD_RUN_AT.exec(text)?.[0].length ?? 0)
      position = at + skip
    }
  }
  return found
}

/** "₹3,20,000 (Rupees Three Lakh Twenty Thousand only)" is one amount, already in words. */
function withWordsAfter(text: string, hit: WrittenAmount | null): WrittenAmount | null {
  if (!hit) return null
  const words = /^\s*\(([^()]{1,200})\)/.exec(text.slice(hit.end))
  if (!words || amountFromWords(words[1] ?? '') === null) return hit
  const end = hit.end + words[0].length
  return { ...hit, end, text: text.slice(hit.index, end), inWords: true }
}

function figuresAt(text: string, at: number): WrittenAmount | null {
  FIGURES.lastIndex = at
  const match = FIGURES.exec(text)
  if (!match) return null
  const [whole, currency, digits = '', unit, more, slashDash, currencyAfter] = match
  if (!/\d/.test(whole)) return null
  const trimmed = whole.trimEnd()
  const end = at + trimmed.length
  const before = text.slice(Math.max(0, at - 12), at)
  const after = text.slice(end)
  // Part of a date (01/03/2027, 1-3-2027), a reference (A-12) or a longer number.
  if (/\d[/.-]$/.test(before) || /^[/.-]\d/.test(after)) return null
  const grouped = /^\d{1,3}(?:,\d{2,3})+(?:\.\d+)?$/.test(digits)
  if (!currency && !unit && !slashDash && !currencyAfter && !grouped) return null
  if (!currency && NOT_MONEY_BEFORE.test(before)) return null
  if (!currency && !currencyAfter && !unit && NOT_MONEY_AFTER.test(after)) return null
  // "2l" is two lakh; "2 l" with a space and no currency may be litres.
  if (/^l$/i.test(unit ?? '') && /\d\s+l/i.test(whole) && !currency && !currencyAfter) return null
  const paise = parseFigures(`${digits}${unit ? ` ${unit}` : ''}${more ?? ''}`)
  if (paise === null || paise === 0) return null
  const tail = paise % 100 === 0 ? PAISE_AFTER.exec(after) : null
  const cents = tail ? paiseCount(tail[1] ?? '') : null
  if (tail && cents !== null)
    return {
      index: at,
      end: end + tail[0].length,
      text: text.slice(at, end + tail[0].length),
      paise: paise + cents,
    }
  const groupingOnly = !currency && !unit && !slashDash && !currencyAfter
  return { index: at, end, text: trimmed, paise, ...(groupingOnly ? { groupingOnly } : {}) }
}

function wordsAt(text: string, at: number): WrittenAmount | null {
  WORDS.lastIndex = at
  const match = WORDS.exec(text)
  if (!match) return null
  const [whole, currency, run = '', currencyAfter, paisePart] = match
  const trimmed = whole.trimEnd()
  const marked = Boolean(currency || currencyAfter || paisePart)
  // Without a currency word, only words up to a thousand or more read as money ("two lakh").
  if (!marked && !/\b(?:thousand|lakhs?|lacs?|crores?)\b/i.test(run)) return null
  if (!marked && NOT_MONEY_AFTER.test(text.slice(at + trimmed.length))) return null
  const paise = amountFromWords(trimmed)
  if (paise === null || paise === 0) return null
  return { index: at, end: at + trimmed.length, text: trimmed, paise }
}

// A grouped number right after words about money ("will pay 3,20,000", "rent of 45,000").
const MONEY_CONTEXT =
  /\b(?:pay|pays|paid|paying|repay|price|rent|fee|fees|cost|consideration|deposit|salary|amount|sum|loan|advance|balance|instalments?|installments?|worth|rate|owe[sd]?|lend(?:s|ing)?|lent|borrow(?:s|ed|ing)?)\b[^.;,\d]*$/i

// "12,000 a month", "6,000 per month", "25,000 monthly": a grouped figure with a period is a payment.
const PERIOD_AFTER_FIGURE =
  /^\s*(?:(?:a|per|every|each)\s+(?:month|year|week|annum)|monthly|yearly|annually|p\.?\s?[ma]\.?(?![a-z]))/i

// "for 25,000 with 5,000 advance", "for 15,000;": a grouped figure after "for" that ends the phrase
// is a price; one followed by a noun ("for 1,200 guests") is a count and stays as written.
const PRICE_FOR = /\bfor\s*$/i
const PRICE_END =
  /^\s*(?:[,;.)!?]|$|(?:with|and|plus|including|inclusive|only|total|in\s+total|all\s+inclusive|now|upfront|up\s+front|lump\s*sum)\b)/i
// "5,000 advance", "60,000 deposit": a money word right after the figure names it (not "2,400 advance bookings").
const MONEY_WORD_AFTER =
  /^\s*(?:as\s+(?:an?\s+)?)?(?:advance|deposit|security\s+deposit|token(?:\s+(?:amount|money))?|balance|fee|fees|rent|salary|price|consideration|remuneration|charges?|bayana)\b(?=\s*(?:[,;.)!?]|$|(?:and|or|now|paid|payable|payment|amount|money|only|on|by|to|at|before|after|is|was|will|from|with|of|in|for)\b))/i

/** A grouped figure ("25,000") reads as rupees only where the words around it say it is a payment. */
function groupedFigureIsMoney(text: string, amount: WrittenAmount): boolean {
  const before = text.slice(Math.max(0, amount.index - 40), amount.index)
  const after = text.slice(amount.end)
  return (
    MONEY_CONTEXT.test(before) ||
    PERIOD_AFTER_FIGURE.test(after) ||
    MONEY_WORD_AFTER.test(after) ||
    (PRICE_FOR.test(before) && PRICE_END.test(after))
  )
}

const LONG_WORD_NUMBER = new RegExp(String.raw`\b${WORD_RUN}\b`, 'gi')

/**
 * "one lakh twenty-five thousand five hundred" → "1,25,500": a number written in words with
 * two or more of hundred/thousand/lakh/crore becomes grouped figures, so readers that turn
 * "two lakh" into "2 lakh" word by word do not lose the tail ("five hundred").
 */
export function figuresForLongWordNumbers(text: string): string {
  return text.replace(LONG_WORD_NUMBER, (run) => {
    if ((run.match(/\b(?:hundred|thousand|lakhs?|lacs?|crores?)\b/gi) ?? []).length < 2) return run
    const n = wholeFromWords(run)
    return n === null ? run : groupIndian(n)
  })
}

/**
 * Writes each amount found in free text the way every document does — `₹3,20,000 (Rupees
 * Three Lakh Twenty Thousand only)` — so a figure typed inside a description reads like
 * the rest. Amounts already followed by a parenthesis are left as written, and so is a
 * bare grouped number ("2,400") that no word about money or price stands by: it may be an area or a count.
 */
export function annotateAmounts(text: string): string {
  let out = ''
  let last = 0
  for (const amount of findWrittenAmounts(text)) {
    if (amount.inWords || /^\s*\(/.test(text.slice(amount.end))) continue
    if (amount.groupingOnly && !groupedFigureIsMoney(text, amount)) continue
    out += text.slice(last, amount.index) + formatAmount(amount.paise)
    last = amount.end
  }
  return out + text.slice(last)
}
