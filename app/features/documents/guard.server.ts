import { json } from '@remix-run/node'
import { documentAccess, type DocumentAccess } from '#events/projections/document-access.ts'
import { getDb } from '#app/platform/db.server.ts'

/**
 * The user's role on the document named by a route parameter, read on every request (so
 * a role change or removal applies to the very next one), or the thrown 404 "Document Not
 * Found" — the same answer, byte for byte, for a missing id, a malformed one and a
 * document the user has no role on.
 */
export async function requireDocumentAccess(
  user: { id: string; email: string },
  rawId: string | undefined,
): Promise<DocumentAccess> {
  const access = await documentAccess(await getDb(), user, rawId ?? '')
  if (!access) throw json('Document Not Found', { status: 404 })
  return access
}
