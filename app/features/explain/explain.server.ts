import type { AiFailure, AiProvider, Explanation, FailureReason, ProviderKind } from '#domain/ai/index.ts'
import { EXPLANATION_FAILED, UNABLE_TO_EXPLAIN } from '#domain/ai/texts.ts'
import {
  isLanguage,
  LANGUAGES,
  NO_TEXT_SELECTED,
  SELECT_TEXT_FIRST,
  type Language,
} from '#domain/glossary/index.ts'
import { getAiProvider } from '#app/providers/ai.server.ts'
import { getLog } from '#app/platform/log.server.ts'

/**
 * Explaining legal terms, for the Legal Terms tab and POST /api/explain-legal-terms alike:
 * the checks both make before the AI provider is asked, and its failures turned into the
 * specification's texts ('No Text Selected', 'Explanation Failed' with the message or
 * 'Unable to explain legal terms') and an HTTP status. Explaining changes nothing, so
 * there is no event: it is a read of the text the caller sends or the stored document.
 */

export type ExplainOutcome =
  | { ok: true; explanation: Explanation; provider: ProviderKind; notice: string | null }
  | { ok: false; status: number; title: string; message: string; field: 'text' | 'language' | null }

const STATUS: Readonly<Record<FailureReason, number>> = {
  invalid_request: 400,
  refused: 422,
  timeout: 504,
  // The model's own rate limit, not the caller's: the service is unavailable for now.
  rate_limited: 503,
  upstream_error: 502,
  invalid_output: 502,
  not_available_offline: 502,
}

/** The language as the explain call names it (trimmed, lower case), or null when it is not offered. */
export function languageOf(value: string): Language | null {
  const language = value.trim().toLowerCase()
  return isLanguage(language) ? language : null
}

export function unsupportedLanguage(value: string): ExplainOutcome & { ok: false } {
  return {
    ok: false,
    status: 400,
    title: EXPLANATION_FAILED,
    message: `“${value.slice(0, 40)}” is not a language we explain in. Choose one of: ${LANGUAGES.join(', ')}.`,
    field: 'language',
  }
}

export function noTextSelected(): ExplainOutcome & { ok: false } {
  return { ok: false, status: 400, title: NO_TEXT_SELECTED, message: SELECT_TEXT_FIRST, field: 'text' }
}

export function textTooLong(length: number, max: number, what: string): ExplainOutcome & { ok: false } {
  const n = (x: number) => x.toLocaleString('en-IN')
  return {
    ok: false,
    status: 413,
    title: EXPLANATION_FAILED,
    message: `${what} can be at most ${n(max)} characters; this one has ${n(length)}. Choose a shorter passage.`,
    field: 'text',
  }
}

export function failed(failure: AiFailure): ExplainOutcome & { ok: false } {
  return {
    ok: false,
    status: STATUS[failure.reason],
    title: failure.title ?? EXPLANATION_FAILED,
    message: failure.message.trim() || UNABLE_TO_EXPLAIN,
    field: null,
  }
}

/**
 * Asks the provider (the offline glossary, or the configured model with the glossary
 * behind it) to explain `text` in `language`. The caller has checked the language and
 * the length; an empty text is 'No Text Selected' without asking anyone.
 */
export async function explainLegalTerms(
  {
    text,
    language,
    includeTranslation = true,
  }: { text: string; language: Language; includeTranslation?: boolean },
  provider: AiProvider = getAiProvider(),
): Promise<ExplainOutcome> {
  if (text.trim() === '') return noTextSelected()
  let result
  try {
    result = await provider.explain({ text, language, includeTranslation })
  } catch (error) {
    // A provider reports expected failures as values; anything thrown is a bug, logged, and
    // still answered with the specification's words rather than a 500 page.
    getLog().error({ err: error }, 'explain failed')
    return { ok: false, status: 500, title: EXPLANATION_FAILED, message: UNABLE_TO_EXPLAIN, field: null }
  }
  if (!result.ok) return failed(result)
  return {
    ok: true,
    explanation: result.explanation,
    provider: result.provider,
    notice: result.fellBack?.message ?? null,
  }
}
