import { documentAccess, type DocumentAccess } from '#events/projections/document-access.ts'
import type { CollaboratorView, CommentView } from '#events/projections/collaboration.ts'
import { apiError, apiJson, NOT_FOUND, requireApiUser } from '#app/platform/api-auth.server.ts'
import type { CollaborationOutcome } from './commands.server.ts'
import { invitationPath } from '#app/features/invitations/invitation-link.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import type { SessionUser } from '#app/platform/session.server.ts'

// The JSON shapes of /api/documents/:id/collaborators and /comments (spec 001 §3, §7), and
// the guard they share: the caller (session cookie or bearer token) must have a role on
// the document; otherwise — or for a missing or malformed id — the same 404 as any other
// unknown id of the API. Every answer carries `success`, as the earlier client read it.

/** The caller and their role on the document, or a thrown 404. */
export async function requireApiDocument(
  request: Request,
  rawId: string | undefined,
): Promise<{ user: SessionUser; access: DocumentAccess }> {
  const user = await requireApiUser(request)
  const access = await documentAccess(await getDb(), user, rawId ?? '')
  if (!access) throw documentNotFound()
  return { user, access }
}

export const documentNotFound = () => apiError(404, NOT_FOUND, { success: false })

/** A refused command as the API answers it; "no such thing here" is the one 404. */
export function refusal(outcome: CollaborationOutcome<unknown> & { ok: false }) {
  if (outcome.status === 404) return documentNotFound()
  return apiError(
    outcome.status,
    outcome.message,
    { success: false, ...(outcome.conflict ? { conflict: outcome.conflict } : {}) },
    outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : {},
  )
}

/**
 * Collaborator: id, name, email, role, status — "active" shows Online, anything else Offline
 * (spec §3). For a manager (`linkOrigin` given), an invited one carries its single-use link.
 */
export function apiCollaborator(c: CollaboratorView, agreementId: string, linkOrigin: string | null) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    role: c.role,
    status: c.online ? 'active' : c.joined ? 'offline' : 'invited',
    addedAt: c.addedAt.toISOString(),
    ...(linkOrigin !== null && !c.joined
      ? { invitationUrl: `${linkOrigin}${invitationPath({ agreementId, collaboratorId: c.id })}` }
      : {}),
  }
}

/** Comment: id, authorName, timestamp, content, resolved, replies (spec §3). */
export function apiComment(c: CommentView) {
  return {
    id: c.id,
    authorName: c.authorName,
    timestamp: c.createdAt.toISOString(),
    content: c.content,
    resolved: c.resolved,
    replies: c.replies.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      timestamp: r.createdAt.toISOString(),
      content: r.content,
    })),
  }
}

/**
 * Runs a handler and gives every refusal — the shared guards' 401, 403, 400, 413 and 405
 * included, which answer `{error}` — the `success: false` the specification's client reads.
 */
export async function withSuccessFlag(handle: () => Promise<Response>): Promise<Response> {
  let response: Response
  try {
    response = await handle()
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    response = thrown
  }
  if (response.ok || !response.headers.get('content-type')?.startsWith('application/json')) return response
  const body = (await response.json()) as Record<string, unknown>
  return apiJson(
    { ...body, success: false },
    { status: response.status, headers: Object.fromEntries(response.headers) },
  )
}
