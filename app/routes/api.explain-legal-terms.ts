import type { ActionFunctionArgs } from '@remix-run/node'
import { explainApi, explainApiOtherMethod } from '#app/features/explain/explain-api.server.ts'

export { MAX_API_TEXT_CHARS } from '#app/features/explain/explain-api.server.ts'

// POST /api/explain-legal-terms: legal terms explained, in the specification's shape.
export const loader = () => explainApiOtherMethod()

export const action = (args: ActionFunctionArgs) => explainApi(args)
