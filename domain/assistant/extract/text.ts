import { NUMBER_WORDS } from '#domain/shared/number-words.ts'
import { figuresForLongWordNumbers } from '#domain/shared/written-amounts.ts'
import type { Span } from './spans.ts'

const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|')
const WORD_NUMBER = new RegExp(
  `\\b(${NUMBER_WORD})(?:[\\s-](one|two|three|four|five|six|seven|eight|nine))?(?=\\s*(?:-\\s*)?(?:lakhs?|lacs?|crores?|thousand|hazaa?r|months?|years?|yrs?|weeks?|days?|mahine|mahina|saal|percent|per\\s?cent|%))`,
  'gi',
)

/**
 * Writes long numbers in words as grouped figures ("three lakh twenty thousand" →
 * "3,20,000"), puts figures in the place of small number words before a unit ("eleven months" → "11
 * months", "two lakh" → "2 lakh", "a lakh" → "1 lakh"), reads "hazaar" as thousand and
 * "LPA" as lakh per annum, and unifies quotes and dashes. Offsets change, so every
 * reader works on the normalised text.
 */
export function normaliseText(text: string): string {
  const unified = text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\u00a0/g, ' ')
  return figuresForLongWordNumbers(unified)
    .replace(WORD_NUMBER, (_m, tens: string, unit: string | undefined) => {
      const value =
        (NUMBER_WORDS[tens.toLowerCase()] ?? 0) + (unit ? (NUMBER_WORDS[unit.toLowerCase()] ?? 0) : 0)
      return String(value)
    })
    .replace(/\b(?:a|one)\s+(lakh|lac|crore)\b/gi, '1 $1')
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:hazaa?r|hajar)\b/gi, '$1 thousand')
    .replace(/\b(\d+(?:\.\d+)?)\s*l\.?p\.?a\.?(?![a-z])/gi, '$1 lakh per annum')
}

/** Title Case for a name typed in lower case ("ravi kumar" → "Ravi Kumar"); other text is kept. */
export function tidyName(text: string): string {
  const trimmed = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.,;:!]+$/, '')
  if (trimmed !== trimmed.toLowerCase()) return trimmed
  return trimmed.replace(
    /(^|[\s.'-])(\p{L})/gu,
    (_m, before: string, letter: string) => before + letter.toUpperCase(),
  )
}

/**
 * The words after a cue up to the end of the clause: a full stop, semicolon, line break,
 * or one of the `stop` words. Used for free-text fields ("as a Senior Engineer at …").
 */
export function phraseAfter(text: string, cue: RegExp, stop: RegExp = /$^/, max = 160): Span | null {
  const flags = cue.flags.includes('g') ? cue.flags : `${cue.flags}g`
  const regex = new RegExp(cue.source, flags)
  for (const match of text.matchAll(regex)) {
    const start = match.index + match[0].length
    const rest = text.slice(start)
    const stopAt = [rest.search(PHRASE_BOUNDARY), rest.search(stop)].filter((i) => i >= 0)
    const end = stopAt.length > 0 ? Math.min(...stopAt) : rest.length
    const phrase = rest
      .slice(0, Math.min(end, max))
      .trim()
      .replace(/[,:\s-]+$/, '')
      .replace(/^[:,\s-]+/, '')
    if (!phrase) continue
    const index = start + rest.indexOf(phrase)
    return { index, end: index + phrase.length, text: phrase }
  }
  return null
}

const PHRASE_BOUNDARY =
  /(?:\.(?=\s|$)(?<!\b(?:no|nos|mr|mrs|ms|dr|st|rd|pvt|ltd|co|sq|ft|vs|etc|approx)\.)|[;\n?!]|\s*\(|,\s*(?:and\s+)?(?:i|we|he|she|they|it|the\s+(?:rent|salary|fee|deposit|price))\b)/i

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
