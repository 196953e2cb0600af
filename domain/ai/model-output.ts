import { z } from 'zod'
import type { Template } from '#domain/catalogue/index.ts'
import { PLACEHOLDER_PATTERN, estimatePages } from '#domain/drafting/index.ts'
import { COMPLEXITIES, type Language, type TranslatedLanguage } from '#domain/glossary/index.ts'
import { documentText } from './edit.ts'
import { MAX_PROMPT_DOCUMENT_CHARS } from './prompts.ts'
import {
  type AiFailure,
  type ChatResult,
  type EditRequest,
  type EditResult,
  type ExplainResult,
  type GenerateRequest,
  type GenerateResult,
  failure,
} from './types.ts'

/**
 * Model output is untrusted (OWASP LLM05): it is parsed as JSON, checked against a zod
 * schema and refused when it carries markup, so a malformed answer changes nothing and a
 * hostile one cannot reach a page as HTML. Interfaces render the text as text as well.
 */

export const INVALID_OUTPUT =
  "The AI model's answer was not in the expected form, so nothing was changed. Please try again."

const MARKUP = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|javascript:|data:text\/html|!\[[^\]]*\]\([^)]*\)/i

/** True for text without HTML tags, script URLs or Markdown images. */
export function isPlainText(text: string): boolean {
  return !MARKUP.test(text)
}

const plain = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1).max(max).refine(isPlainText, 'markup is not allowed'))

export const editOutputSchema = z.union([
  z.object({ editedContent: plain(Math.round(MAX_PROMPT_DOCUMENT_CHARS * 1.5)), summary: plain(1_000) }),
  z.object({ refusal: plain(1_000) }),
])

const keyTerm = z.union([
  z.object({ term: plain(200), definition: plain(2_000) }),
  plain(200).transform((term) => ({ term, definition: '' })),
])

export const generateOutputSchema = z.object({
  title: plain(200),
  summary: plain(2_000),
  keyTerms: z.array(keyTerm).max(40),
  content: plain(200_000),
})

export const explainOutputSchema = z.object({
  summary: plain(3_000),
  terms: z
    .array(
      z.object({
        term: plain(200),
        complexity: z.enum(COMPLEXITIES),
        explanation: plain(3_000),
        indianLawContext: plain(3_000),
        example: plain(3_000),
        translation: z
          .object({ term: plain(200), explanation: plain(3_000) })
          .nullable()
          .optional(),
        relatedTerms: z.array(plain(200)).max(20).default([]),
      }),
    )
    .max(30),
  recommendations: z.array(plain(1_000)).max(20).default([]),
})

export const chatOutputSchema = z.object({ reply: plain(8_000) })

/** The JSON in a model's answer, checked against `schema`; an `invalid_output` failure otherwise. */
export function parseModelJson<T>(
  raw: string | null | undefined,
  schema: z.ZodType<T>,
): { ok: true; value: T } | AiFailure {
  if (!raw || raw.trim() === '') return failure('invalid_output', INVALID_OUTPUT)
  // Some OpenAI-compatible servers fence JSON even in JSON mode.
  const unfenced = raw
    .trim()
    .replace(/^```(?:json)?\s*\n?/i, '')
    .replace(/\n?```$/, '')
  let json: unknown
  try {
    json = JSON.parse(unfenced)
  } catch {
    return failure('invalid_output', INVALID_OUTPUT)
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? { ok: true, value: parsed.data } : failure('invalid_output', INVALID_OUTPUT)
}

function placeholders(text: string): Set<string> {
  return new Set(text.match(PLACEHOLDER_PATTERN) ?? [])
}

export function editFromModel(raw: string | null | undefined, request: EditRequest): EditResult {
  const parsed = parseModelJson(raw, editOutputSchema)
  if (!parsed.ok) return parsed
  const value = parsed.value
  if ('refusal' in value) return failure('refused', value.refusal)
  const before = documentText(request.document)
  if (value.editedContent === before.trim())
    return failure(
      'invalid_output',
      'The AI model returned the document unchanged. Try describing the change another way.',
    )
  const content = `${value.editedContent}\n`
  const had = placeholders(before)
  return {
    ok: true,
    provider: 'openai',
    document: { kind: 'text', text: content },
    content,
    summary: value.summary,
    changes: [{ kind: 'rewritten' }],
    unfilledPlaceholders: [...placeholders(content)].filter((p) => !had.has(p)),
  }
}

export function generateFromModel(
  raw: string | null | undefined,
  request: GenerateRequest,
  template: Template | null,
): GenerateResult {
  const parsed = parseModelJson(raw, generateOutputSchema)
  if (!parsed.ok) return parsed
  const { title, summary, keyTerms, content } = parsed.value
  const text = `${content}\n`
  return {
    ok: true,
    provider: 'openai',
    document: {
      title,
      summary,
      keyTerms,
      content: text,
      pages: estimatePages(text),
      type: template?.id ?? request.templateId ?? 'custom',
      agreement: null,
    },
  }
}

export function explainFromModel(
  raw: string | null | undefined,
  language: Language,
  includeTranslation: boolean,
): ExplainResult {
  const parsed = parseModelJson(raw, explainOutputSchema)
  if (!parsed.ok) return parsed
  const translate = language !== 'english' && includeTranslation ? (language as TranslatedLanguage) : null
  return {
    ok: true,
    provider: 'openai',
    explanation: {
      summary: parsed.value.summary,
      language,
      recommendations: parsed.value.recommendations,
      terms: parsed.value.terms.map((t) => ({
        id: null,
        term: t.term,
        complexity: t.complexity,
        explanation: t.explanation,
        indianLawContext: t.indianLawContext,
        example: t.example,
        // A model's translation is machine-made and unreviewed; the interface says so.
        translation:
          translate && t.translation
            ? {
                language: translate,
                term: t.translation.term,
                explanation: t.translation.explanation,
                reviewed: false,
              }
            : null,
        relatedTerms: t.relatedTerms,
      })),
    },
  }
}

export function chatFromModel(raw: string | null | undefined): ChatResult {
  const parsed = parseModelJson(raw, chatOutputSchema)
  if (!parsed.ok) return parsed
  return { ok: true, provider: 'openai', reply: { text: parsed.value.reply } }
}
