import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { agreementApi } from '#app/features/documents/agreement-api.server.ts'

// GET /api/agreements/:id: an agreement the caller owns or collaborates on (any role).
export const loader = (args: LoaderFunctionArgs) => agreementApi(args)

export async function action() {
  return methodNotAllowed(['GET'])
}
