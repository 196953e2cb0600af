import type { Queryable } from '#db/types.ts'
import type { AgreementView } from '#events/projections/agreements.ts'
import type { Explanation } from '#domain/ai/index.ts'
import { LEGAL_TERMS_EXPLAINED } from '#domain/ai/texts.ts'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#domain/glossary/index.ts'
import { DOCUMENT_PARAMS } from '#app/features/documents/contract.ts'
import {
  MAX_SELECTED_TEXT_CHARS,
  type LegalTermsResult,
  type LegalTermsTabView,
  type TermView,
} from '#app/features/explain/legal-terms-tab.tsx'
import {
  explainLegalTerms,
  languageOf,
  textTooLong,
  unsupportedLanguage,
  type ExplainOutcome,
} from './explain.server.ts'
import { recordExplanation } from './explanations.server.ts'

// BCP 47 tags, so a translation is marked up in its own language (fonts, screen readers).
const LANGUAGE_TAGS: Readonly<Record<Language, string>> = {
  english: 'en',
  hindi: 'hi',
  tamil: 'ta',
  bengali: 'bn',
  marathi: 'mr',
  gujarati: 'gu',
  kannada: 'kn',
  telugu: 'te',
}

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))

/**
 * The Legal Terms tab for the URL's request. The tab's form is a GET on the same page
 * (explaining is a read): `language` and `text` in the URL. No `language` and no `text`
 * means nothing was asked yet; an empty `text` means the whole stored document. The
 * view's `status` is the page's HTTP status: 400 for a bad request, 5xx when the AI failed.
 * With `recordFor`, an explanation given is recorded for that user (the profile counts it).
 */
export async function legalTermsTabData(
  agreement: AgreementView,
  url: URL,
  recordFor?: { db: Queryable; userId: string },
): Promise<LegalTermsTabView> {
  const rawLanguage = url.searchParams.get(DOCUMENT_PARAMS.language)
  const rawText = url.searchParams.get(DOCUMENT_PARAMS.text)
  const base = { languages: LANGUAGE_OPTIONS, maxTextLength: MAX_SELECTED_TEXT_CHARS }
  if (rawLanguage === null && rawText === null) {
    return { ...base, status: 200, form: { language: 'english', text: '' }, result: { kind: 'idle' } }
  }

  const text = rawText ?? ''
  const language = languageOf(rawLanguage ?? 'english')
  // What was typed comes back in the form, whatever is wrong with it.
  const form = { language: language ?? 'english', text }
  if (!language) return { ...base, ...failure(unsupportedLanguage(rawLanguage ?? '')), form }
  if (text.length > MAX_SELECTED_TEXT_CHARS) {
    // A URL, not a body: the page says 400 where the API says 413.
    return {
      ...base,
      ...failure({ ...textTooLong(text.length, MAX_SELECTED_TEXT_CHARS, 'The selected text'), status: 400 }),
      form,
    }
  }

  const selection = text.trim() !== ''
  const outcome = await explainLegalTerms({ text: selection ? text : agreement.content, language })
  if (!outcome.ok) return { ...base, ...failure(outcome), form }
  if (recordFor) {
    const { db, userId } = recordFor
    await recordExplanation(db, { userId, agreementId: agreement.id, language, provider: outcome.provider })
  }
  return {
    ...base,
    status: 200,
    form,
    result: explained(outcome, selection ? 'selection' : 'document', language),
  }
}

function failure(outcome: ExplainOutcome & { ok: false }): { status: number; result: LegalTermsResult } {
  return {
    status: outcome.status,
    result: { kind: 'failed', title: outcome.title, message: outcome.message, field: outcome.field },
  }
}

function explained(
  outcome: ExplainOutcome & { ok: true },
  scope: 'selection' | 'document',
  language: Language,
): LegalTermsResult {
  const { explanation } = outcome
  const count = explanation.terms.length
  return {
    kind: 'explained',
    title: LEGAL_TERMS_EXPLAINED,
    // The specification's toast body, "Found N terms".
    description: `Found ${count} ${count === 1 ? 'term' : 'terms'}`,
    scope,
    language: LANGUAGE_NAMES[language],
    notice: outcome.notice,
    summary: explanation.summary,
    terms: explanation.terms.map(termView),
    recommendations: [...explanation.recommendations],
  }
}

function termView(term: Explanation['terms'][number]): TermView {
  const t = term.translation
  return {
    term: term.term,
    complexity: term.complexity,
    explanation: term.explanation,
    indianLawContext: term.indianLawContext,
    example: term.example,
    translation: t
      ? {
          language: LANGUAGE_NAMES[t.language],
          lang: LANGUAGE_TAGS[t.language],
          term: t.term,
          explanation: t.explanation,
          reviewed: t.reviewed,
        }
      : null,
    relatedTerms: [...term.relatedTerms],
  }
}
