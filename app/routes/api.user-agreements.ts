import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { libraryApi } from '#app/features/documents/library-api.server.ts'

// GET /api/user-agreements: the caller's library, newest first, a page at a time.
export const loader = (args: LoaderFunctionArgs) => libraryApi(args)

export async function action() {
  return methodNotAllowed(['GET'])
}
