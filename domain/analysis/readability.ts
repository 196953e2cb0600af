import { splitSentences } from './text.ts'
import type { ReadabilityDetail } from './types.ts'

/**
 * Flesch Reading Ease of the document's prose:
 *
 *   FRE = 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words)
 *
 * adapted to a rendered instrument: every line is its own paragraph, so a sub-paragraph
 * "(a) …;" is read as one unit rather than glued to the clause above; headings in capitals,
 * signature and witness lines, bracketed placeholders, clause numbers and the "1.1 Heading."
 * lead-in are left out, since they are not prose. Words are runs of letters (numbers and
 * amounts are skipped); syllables are counted by vowel groups with the usual corrections for
 * a silent final "e" and "-es"/"-ed". The score is FRE clamped to 0–100: 60–70 is plain
 * English, 30–50 is difficult, below 30 is typical of legal drafting.
 */

export const LONG_SENTENCE_WORDS = 60

const WORD = /[A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*/g

export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '')
  if (w.length === 0) return 0
  if (w.length <= 3) return 1
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '')
  const groups = w.match(/[aeiouy]{1,2}/g)
  return Math.max(1, groups?.length ?? 0)
}

// Words recur across documents ("Agreement", "Party"); a bounded memo keeps the count cheap.
const SYLLABLE_CACHE = new Map<string, number>()
const CACHE_LIMIT = 50_000

function wordSyllables(token: string): number {
  let count = SYLLABLE_CACHE.get(token)
  if (count === undefined) {
    count = token.includes('-')
      ? token.split('-').reduce((sum, part) => sum + syllables(part), 0)
      : syllables(token)
    if (SYLLABLE_CACHE.size >= CACHE_LIMIT) SYLLABLE_CACHE.clear()
    SYLLABLE_CACHE.set(token, count)
  }
  return count
}

function prose(line: string): string {
  const trimmed = line.trim()
  if (trimmed === '' || trimmed === trimmed.toUpperCase()) return ''
  if (/^(?:\d+\.\s*)?(?:Signature|Name|Address|Date|Designation|Authorised|Place)\b[^.]*_{3,}/i.test(trimmed))
    return ''
  return trimmed
    .replace(/\[[^\]]*\]|\{\{[^}]*\}\}|_{3,}/g, ' ')
    .replace(/^\(?[a-z0-9]{1,3}[.)]\s+/i, '')
    .replace(/^\d+(?:\.\d+)+\s+[^.]{1,80}\.\s+/, '')
}

export function readabilityOf(text: string): ReadabilityDetail {
  let words = 0
  let sentenceCount = 0
  let syllableCount = 0
  let longSentences = 0
  for (const line of text.split('\n')) {
    const body = prose(line)
    if (!body) continue
    for (const sentence of splitSentences(body)) {
      const tokens = sentence.match(WORD)
      if (!tokens) continue
      sentenceCount += 1
      words += tokens.length
      if (tokens.length > LONG_SENTENCE_WORDS) longSentences += 1
      for (const token of tokens) syllableCount += wordSyllables(token)
    }
  }
  if (words === 0 || sentenceCount === 0) {
    return {
      fleschReadingEase: 0,
      words: 0,
      sentences: 0,
      averageSentenceLength: 0,
      syllablesPerWord: 0,
      longSentences: 0,
    }
  }
  const averageSentenceLength = words / sentenceCount
  const syllablesPerWord = syllableCount / words
  const fre = 206.835 - 1.015 * averageSentenceLength - 84.6 * syllablesPerWord
  return {
    fleschReadingEase: round1(fre),
    words,
    sentences: sentenceCount,
    averageSentenceLength: round1(averageSentenceLength),
    syllablesPerWord: Math.round(syllablesPerWord * 100) / 100,
    longSentences,
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10

export function readabilityScore(detail: ReadabilityDetail): number {
  return Math.round(Math.min(100, Math.max(0, detail.fleschReadingEase)))
}
