import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { editAgreementApi } from '#app/features/ai-edit/edit-api.server.ts'

export { STALE_CONTENT } from '#app/features/ai-edit/edit-api.server.ts'

// POST /api/edit-agreement: the document page's AI edit, for programs.
export async function loader() {
  return methodNotAllowed(['POST'])
}

export const action = (args: ActionFunctionArgs) => editAgreementApi(args)
