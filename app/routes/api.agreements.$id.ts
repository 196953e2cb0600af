import type { LoaderFunctionArgs } from '@remix-run/node'
import { estimatePages } from '#domain/drafting/render.ts'
import { agreementFor } from '#events/projections/agreements.ts'
import { apiError, apiJson, methodNotAllowed, NOT_FOUND, requireApiUser } from '#app/utils/api-auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'

// GET /api/agreements/:id: one of the caller's agreements, in the specification's shape.
// Another user's id, a missing one and one that is not an id at all get the same 404.
// (Collaborators read through this too once sharing exists; until then only the owner can.)

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const agreement = await agreementFor(await getDb(), user.id, params.id ?? '')
  if (!agreement) return apiError(404, NOT_FOUND, { success: false })
  return apiJson({
    success: true,
    agreement: {
      id: agreement.id,
      title: agreement.title,
      content: agreement.content,
      // The text may have grown since it was drafted (edits, clauses): its pages now, as the document page counts them.
      pages: estimatePages(agreement.content),
      summary: agreement.summary,
      keyTerms: agreement.keyTerms,
      type: agreement.templateId,
      createdAt: agreement.createdAt.toISOString(),
      updatedAt: agreement.updatedAt.toISOString(),
      access: agreement.access,
      version: agreement.version,
    },
  })
}

export async function action() {
  return methodNotAllowed(['GET'])
}
