import { DomainError } from '#domain/shared/errors.ts'
import {
  getTerm,
  isLanguage,
  LANGUAGE_NAMES,
  TRANSLATION_REVIEWED,
  TRANSLATIONS,
} from '#domain/glossary/glossary.ts'
import { findTerms, type TermOccurrence } from '#domain/glossary/matching.ts'
import { recommendationsFor } from '#domain/glossary/recommendations.ts'
import type { StatuteName } from '#domain/glossary/statutes.ts'
import {
  COMPLEXITIES,
  LANGUAGES,
  type Complexity,
  type Language,
  type TermId,
  type TranslatedLanguage,
} from '#domain/glossary/types.ts'

export type TermTranslation = {
  language: TranslatedLanguage
  term: string
  explanation: string
  /** false: a machine-drafted translation not yet reviewed; the interface must say so. */
  reviewed: boolean
}

// The specification's Term shape (spec 001 §3), plus the glossary id for linking.
export type ExplainedTerm = {
  id: TermId
  term: string
  complexity: Complexity
  explanation: string
  indianLawContext: string
  example: string
  /** The chosen language's term name and explanation; null for English or when not asked for. */
  translation: TermTranslation | null
  relatedTerms: string[]
}

export type LegalTermExplanation = {
  summary: string
  terms: ExplainedTerm[]
  recommendations: string[]
}

export type ExplainErrorCode = 'glossary.no_text_selected' | 'glossary.unsupported_language'

export class ExplainError extends DomainError<ExplainErrorCode> {
  /** Toast title, e.g. 'No Text Selected'. */
  readonly title: string
  /** Toast body. */
  readonly description: string

  constructor(code: ExplainErrorCode, title: string, description: string) {
    super(code, title)
    this.title = title
    this.description = description
  }
}

// Texts from spec 001 §5 ('No Text Selected' / 'Please select text from the document first').
export const NO_TEXT_SELECTED = 'No Text Selected'
export const SELECT_TEXT_FIRST = 'Please select text from the document first'

export function parseLanguage(value: string): Language {
  const language = value.trim().toLowerCase()
  if (isLanguage(language)) return language
  throw new ExplainError(
    'glossary.unsupported_language',
    'Unsupported language',
    `“${value.slice(0, 40)}” is not offered. Choose one of: ${LANGUAGES.join(', ')}.`,
  )
}

/**
 * Explains the glossary terms found in `text` (the selection, or the whole document when
 * nothing is selected — the caller decides which) in the specification's shape.
 * Throws ExplainError when there is no text or the language is not offered.
 */
export function explainTerms(
  text: string,
  language: string,
  options: { includeTranslation?: boolean } = {},
): LegalTermExplanation {
  if (text.trim() === '')
    throw new ExplainError('glossary.no_text_selected', NO_TEXT_SELECTED, SELECT_TEXT_FIRST)
  const chosen = parseLanguage(language)
  const translate = chosen !== 'english' && options.includeTranslation !== false ? chosen : null

  const occurrences = findTerms(text)
  return {
    summary: summarise(occurrences, translate),
    terms: occurrences.map(({ entry }) => ({
      id: entry.id,
      term: entry.term,
      complexity: entry.complexity,
      explanation: entry.explanation,
      indianLawContext: entry.indianLawContext,
      example: entry.example,
      translation: translate ? translationOf(entry.id, translate) : null,
      relatedTerms: entry.relatedTerms.map((id) => getTerm(id).term),
    })),
    recommendations: recommendationsFor(occurrences),
  }
}

export function translationOf(id: TermId, language: TranslatedLanguage): TermTranslation {
  const localised = TRANSLATIONS[language][id]
  return {
    language,
    term: localised.term,
    explanation: localised.explanation,
    reviewed: TRANSLATION_REVIEWED[language],
  }
}

const MAX_STATUTES_NAMED = 4

function summarise(occurrences: readonly TermOccurrence[], language: TranslatedLanguage | null): string {
  if (occurrences.length === 0) {
    return 'No terms from the legal glossary were found in this text. Select a clause or the whole document to see its legal terms explained.'
  }
  const count = occurrences.length
  const levels = COMPLEXITIES.map((level) => ({
    level,
    n: occurrences.filter(({ entry }) => entry.complexity === level).length,
  })).filter(({ n }) => n > 0)

  const sentences = [
    `Found ${count} legal term${count === 1 ? '' : 's'} (${listOf(levels.map(({ level, n }) => `${n} ${level}`))}).`,
  ]
  const statutes = statutesByFrequency(occurrences)
  if (statutes.length === 0) {
    sentences.push('None of them rests on a particular statute; they are matters of contract and practice.')
  } else if (statutes.length <= MAX_STATUTES_NAMED) {
    sentences.push(`They draw on the ${listOf(statutes)}.`)
  } else {
    const named = statutes.slice(0, MAX_STATUTES_NAMED)
    sentences.push(`They draw mainly on the ${listOf(named)}, among ${statutes.length} Acts in all.`)
  }
  const advanced = occurrences
    .filter(({ entry }) => entry.complexity === 'advanced')
    .map(({ entry }) => entry.term)
  if (advanced.length > 0) sentences.push(`Read the advanced ones closely: ${listOf(advanced)}.`)
  if (language && !TRANSLATION_REVIEWED[language]) {
    sentences.push(`The ${LANGUAGE_NAMES[language]} translations are machine translations, not yet reviewed.`)
  }
  return sentences.join(' ')
}

function statutesByFrequency(occurrences: readonly TermOccurrence[]): StatuteName[] {
  const counts = new Map<StatuteName, number>()
  for (const { entry } of occurrences) {
    for (const statute of entry.statutes) counts.set(statute, (counts.get(statute) ?? 0) + 1)
  }
  // Map keeps first-seen order, and sort is stable: ties stay in order of first appearance.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([statute]) => statute)
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
