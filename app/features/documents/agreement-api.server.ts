import type { LoaderFunctionArgs } from '@remix-run/node'
import { estimatePages } from '#domain/drafting/render.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import { apiError, apiJson, NOT_FOUND, requireApiUser } from '#app/platform/api-auth.server.ts'
import { getDb } from '#app/platform/db.server.ts'

// GET /api/agreements/:id: an agreement the caller owns or collaborates on (any role), in
// the specification's shape. A document the caller has no role on, a missing id and one
// that is not an id at all get the same 404.

export async function agreementApi({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const access = await documentAccess(await getDb(), user, params.id ?? '')
  if (!access) return apiError(404, NOT_FOUND, { success: false })
  const { agreement, role } = access
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
      role,
    },
  })
}
