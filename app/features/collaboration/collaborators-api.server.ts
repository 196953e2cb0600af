import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { COLLABORATION_TEXTS, COLLABORATOR_ROLES, DEFAULT_ROLE, may } from '#domain/collaboration/index.ts'
import { collaboratorsOf, ownerOf } from '#events/projections/collaboration.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { apiError, apiJson, methodNotAllowed, readJsonBody } from '#app/platform/api-auth.server.ts'
import { apiCollaborator, refusal, requireApiDocument, withSuccessFlag } from './api.server.ts'
import { addCollaborator } from './commands.server.ts'
import { linkOrigin, visibleTo } from './view.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { mailLink } from '#app/features/mail/links.server.ts'

// GET  /api/documents/:id/collaborators → {success, collaborators[], pendingInvitations, owner} —
//      any role; pending invitations (with their single-use invitationUrl) for the owner and admins only.
// POST /api/documents/:id/collaborators {email, name, role} → 201 {success, collaborator} —
//      the owner and admins; another role is 403, no role the same 404 as a missing document.
//      An address no account has verified gets a pending invitation, whose invitationUrl is
//      mailed to it; an account that has verified it gets the role at once, and a notice.

const bodySchema = z.object({
  email: z.string({ error: 'email must be a string' }).max(1000).default(''),
  name: z.string({ error: 'name must be a string' }).max(1000).default(''),
  role: z
    .enum(COLLABORATOR_ROLES, { error: `role must be one of: ${COLLABORATOR_ROLES.join(', ')}` })
    .default(DEFAULT_ROLE),
})

export const collaboratorsApi = ({ request, params }: LoaderFunctionArgs) =>
  withSuccessFlag(async () => {
    const { access } = await requireApiDocument(request, params.id)
    const db = await getDb()
    const [collaborators, owner] = await Promise.all([
      collaboratorsOf(db, access.agreement.id),
      ownerOf(db, access.agreement.ownerId),
    ])
    const manages = may(access.role, 'manage')
    const origin = manages ? linkOrigin(new URL(request.url)) : null
    return apiJson({
      success: true,
      // Pending invitations ("invited", with their links) only for the owner and admins; the others get the count.
      collaborators: visibleTo(manages, collaborators).map((c) =>
        apiCollaborator(c, access.agreement.id, origin),
      ),
      pendingInvitations: collaborators.filter((c) => !c.joined).length,
      owner: owner
        ? { name: owner.name, email: owner.email, role: 'owner', status: owner.online ? 'active' : 'offline' }
        : null,
      role: access.role,
    })
  })

export const addCollaboratorApi = ({ request, params, context }: ActionFunctionArgs) =>
  withSuccessFlag(async () => {
    if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const { user, access } = await requireApiDocument(request, params.id)
    const body = await readJsonBody(request, bodySchema)
    if (body.email.trim() === '' || body.name.trim() === '')
      return apiError(400, COLLABORATION_TEXTS.emailAndNameRequired, { success: false })
    const db = await getDb()
    const outcome = await addCollaborator(db, user, access.agreement.id, body, {
      by: commandContext({ request, context }, user.id),
      linkTo: (path) => mailLink(request, path),
    })
    if (!outcome.ok) return refusal(outcome)
    const added = (await collaboratorsOf(db, access.agreement.id)).find(
      (c) => c.id === outcome.collaboratorId,
    )
    const origin = linkOrigin(new URL(request.url))
    return apiJson(
      { success: true, collaborator: added ? apiCollaborator(added, access.agreement.id, origin) : null },
      { status: 201 },
    )
  })
