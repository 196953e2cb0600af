import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { LANGUAGES } from '#domain/glossary/index.ts'
import {
  apiError,
  apiJson,
  methodNotAllowed,
  readJsonBody,
  requireApiUser,
} from '#app/platform/api-auth.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { explainLegalTerms, noTextSelected, textTooLong, type ExplainOutcome } from './explain.server.ts'
import { recordExplanation } from './explanations.server.ts'

// POST /api/explain-legal-terms (spec 001 §7): {text, language, includeTranslation, userEmail}
// → {success, explanation{summary, terms, recommendations}, error}. The caller is whoever
// the session cookie or bearer token says; a `userEmail` field is accepted and ignored
// (ADR 0005), so it is not in the schema (zod drops unknown keys).

/** Far more than any agreement; past it a model's prompt would be cut anyway. */
export const MAX_API_TEXT_CHARS = 100_000

const bodySchema = z.object({
  text: z.string({ error: 'text must be a string' }).default(''),
  language: z
    .string({ error: 'language must be a string' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}` }))
    .default('english'),
  includeTranslation: z.boolean({ error: 'includeTranslation must be true or false' }).default(true),
})

export async function explainApiOtherMethod() {
  return unsuccessful(methodNotAllowed(['POST']))
}

export async function explainApi({ request }: ActionFunctionArgs) {
  let response: Response
  try {
    response = await explain(request)
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    response = thrown
  }
  return response.ok ? response : unsuccessful(response)
}

async function explain(request: Request) {
  if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const body = await readJsonBody(request, bodySchema)
  if (body.text.trim() === '') return failure(noTextSelected())
  if (body.text.length > MAX_API_TEXT_CHARS)
    return failure(textTooLong(body.text.length, MAX_API_TEXT_CHARS, 'text'))

  const outcome = await explainLegalTerms(body)
  if (!outcome.ok) return failure(outcome)
  await recordExplanation(await getDb(), {
    userId: user.id,
    agreementId: null,
    language: body.language,
    provider: outcome.provider,
  })
  const { summary, terms, recommendations, language } = outcome.explanation
  return apiJson({
    success: true,
    explanation: {
      summary,
      terms: terms.map((t) => ({
        term: t.term,
        complexity: t.complexity,
        explanation: t.explanation,
        indianLawContext: t.indianLawContext,
        example: t.example,
        // {language, term, explanation, reviewed}: reviewed false marks a machine translation.
        translation: t.translation,
        relatedTerms: t.relatedTerms,
      })),
      recommendations,
      language,
    },
    provider: outcome.provider,
    // Set when the configured model failed and the offline glossary answered instead.
    notice: outcome.notice,
  })
}

function failure(outcome: ExplainOutcome & { ok: false }) {
  return apiError(outcome.status, outcome.message, { success: false, title: outcome.title })
}

/** The shared guards (401, 403, 400, 413, 405) answer {error}; every answer of this call carries `success` too (spec 001 §7). */
async function unsuccessful(response: Response) {
  if (!response.headers.get('content-type')?.startsWith('application/json')) return response
  const body = (await response.json()) as Record<string, unknown>
  return apiJson(
    { ...body, success: false },
    { status: response.status, headers: Object.fromEntries(response.headers) },
  )
}
