import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { COLLABORATOR_ROLES } from '#domain/collaboration/index.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { collaboratorsOf } from '#events/projections/collaboration.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { apiJson, methodNotAllowed, readJsonBody } from '#app/platform/api-auth.server.ts'
import {
  apiCollaborator,
  documentNotFound,
  refusal,
  requireApiDocument,
  withSuccessFlag,
} from './api.server.ts'
import { changeCollaboratorRole, removeCollaborator } from './commands.server.ts'
import { linkOrigin } from './view.server.ts'
import { getDb } from '#app/platform/db.server.ts'

// DELETE /api/documents/:id/collaborators/:collaboratorId → {success} (spec §7).
// PATCH  /api/documents/:id/collaborators/:collaboratorId {role} → {success, collaborator}.
// The owner and admins only (another role: 403). A collaborator id of another document is
// not found here — the same 404 as a document the caller has no role on.

const ALLOWED = ['PATCH', 'DELETE'] as const
const patchSchema = z.object({
  role: z.enum(COLLABORATOR_ROLES, { error: `role must be one of: ${COLLABORATOR_ROLES.join(', ')}` }),
})

export const collaboratorApiOtherMethod = () => withSuccessFlag(async () => methodNotAllowed(ALLOWED))

export const changeCollaboratorApi = ({ request, params, context }: ActionFunctionArgs) =>
  withSuccessFlag(async () => {
    const method = request.method.toUpperCase()
    if (method !== 'DELETE' && method !== 'PATCH') return methodNotAllowed(ALLOWED)
    const { user, access } = await requireApiDocument(request, params.id)
    const db = await getDb()
    const collaboratorId = params.collaboratorId ?? ''
    // Only a uuid names a collaborator: anything else is the same 404 as another document's id.
    if (!isUuid(collaboratorId)) return documentNotFound()
    if (method === 'DELETE') {
      const outcome = await removeCollaborator(db, user, access.agreement.id, collaboratorId, {
        by: commandContext({ request, context }, user.id),
      })
      return outcome.ok ? apiJson({ success: true }) : refusal(outcome)
    }
    const body = await readJsonBody(request, patchSchema)
    const outcome = await changeCollaboratorRole(db, user, access.agreement.id, collaboratorId, body.role, {
      by: commandContext({ request, context }, user.id),
    })
    if (!outcome.ok) return refusal(outcome)
    const changed = (await collaboratorsOf(db, access.agreement.id)).find((c) => c.id === collaboratorId)
    return apiJson({
      success: true,
      collaborator: changed
        ? apiCollaborator(changed, access.agreement.id, linkOrigin(new URL(request.url)))
        : null,
    })
  })
