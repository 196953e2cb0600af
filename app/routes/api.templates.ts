import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { templatesApi } from '#app/features/template-builder/templates-api.server.ts'

// GET /api/templates: the built-in catalogue and the caller's own saved templates, with their fields.
export const loader = (args: LoaderFunctionArgs) => templatesApi(args)

export async function action() {
  return methodNotAllowed(['GET'])
}
