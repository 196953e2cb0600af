import type { ActionFunctionArgs } from '@remix-run/node'
import {
  changeCollaboratorApi,
  collaboratorApiOtherMethod,
} from '#app/features/collaboration/collaborator-api.server.ts'

// PATCH (role) and DELETE /api/documents/:id/collaborators/:collaboratorId.
export const loader = () => collaboratorApiOtherMethod()

export const action = (args: ActionFunctionArgs) => changeCollaboratorApi(args)
