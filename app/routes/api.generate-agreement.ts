import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { generateAgreementApi } from '#app/features/chat/generate-api.server.ts'

// POST /api/generate-agreement: drafts one agreement and stores it in the caller's library.
export async function loader() {
  return methodNotAllowed(['POST'])
}

export const action = (args: ActionFunctionArgs) => generateAgreementApi(args)
