import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { subscriptionStatusApi } from '#app/features/payments/subscriptions-api.server.ts'

// GET /api/subscriptions/status → {subscription, canCreateDocument}.
export const loader = (args: LoaderFunctionArgs) => subscriptionStatusApi(args)

export const action = async () => methodNotAllowed(['GET'])
