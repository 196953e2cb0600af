import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { agreementFor } from '#events/projections/index.ts'
import { getAiProvider } from '#app/providers/ai.server.ts'
import { resolveGeneration } from './api-generation.server.ts'
import { generateAgreement } from './generation.server.ts'
import {
  apiError,
  apiJson,
  methodNotAllowed,
  readJsonBody,
  requireApiUser,
} from '#app/platform/api-auth.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { errorResponse } from '#app/platform/http-errors.server.ts'

// POST /api/generate-agreement: drafts one agreement and stores it in the caller's
// library. A `userEmail` field (the earlier product's special case) is ignored.
const bodySchema = z.object({
  templateType: z
    .enum([...TEMPLATE_IDS, 'custom'], {
      error: 'templateType must be a template id from the catalogue, or "custom"',
    })
    .nullish(),
  userInput: z
    .string({ error: 'userInput must be a string' })
    .max(20_000, 'userInput can be at most 20,000 characters')
    .default(''),
  details: z
    .record(z.string().max(100), z.union([z.string().max(5_000), z.number()]), {
      error: 'details must be an object of field names and values',
    })
    .refine((d) => Object.keys(d).length <= 50, 'details has too many fields')
    .default({}),
})

export async function generateAgreementApi({ request, context }: ActionFunctionArgs) {
  if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const body = await readJsonBody(request, bodySchema)
  const resolved = resolveGeneration(
    {
      userInput: body.userInput,
      details: body.details,
      // The account holder is the "I" of a description.
      self: user.displayName,
      ...(body.templateType ? { templateType: body.templateType } : {}),
    },
    new Date(),
  )
  if (!resolved.ok) {
    const { ok: _ok, error, ...extra } = resolved
    return apiError(400, error, extra)
  }

  const db = await getDb()
  let outcome: Awaited<ReturnType<typeof generateAgreement>>
  try {
    outcome = await generateAgreement(db, getAiProvider(), {
      ...resolved.request,
      owner: commandContext({ request, context }, user.id),
    })
  } catch (error) {
    // A refusal past the outcomes (the allowance could not be given back in time) is still a refusal.
    return errorResponse(error)
  }
  if (!outcome.ok) {
    if (outcome.reason === 'limit_reached') return apiError(403, 'Document limit reached')
    if (outcome.reason === 'busy')
      return apiError(409, outcome.message, outcome.conflict ? { conflict: outcome.conflict } : {})
    return apiError(502, `Error generating agreement: ${outcome.message}`)
  }
  const stored = await agreementFor(db, user.id, outcome.agreementId)
  if (!stored) throw new Error(`agreement ${outcome.agreementId} was generated but is not in the library`)
  return apiJson(
    {
      agreement: {
        id: stored.id,
        title: stored.title,
        templateId: stored.templateId,
        content: stored.content,
        pages: stored.pages,
        summary: stored.summary,
        keyTerms: stored.keyTerms,
        createdAt: stored.createdAt.toISOString(),
        access: stored.access,
      },
      // The chat's sentence when the instrument is not the one the words named ("sale deed for my car").
      ...(resolved.instrumentNote ? { instrumentNote: resolved.instrumentNote } : {}),
      // Facts left [TO BE CONFIRMED] and terms not drafted because the law makes them void.
      notes: resolved.notes,
    },
    { status: 201 },
  )
}
