import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { addCollaboratorApi, collaboratorsApi } from '#app/features/collaboration/collaborators-api.server.ts'

// GET and POST /api/documents/:id/collaborators: the team, and adding to it.
export const loader = (args: LoaderFunctionArgs) => collaboratorsApi(args)

export const action = (args: ActionFunctionArgs) => addCollaboratorApi(args)
