import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { createSubscriptionApi } from '#app/features/payments/subscriptions-api.server.ts'

// POST /api/subscriptions {planId}: an order for checkout to open with.
export const action = async (args: ActionFunctionArgs) =>
  args.request.method === 'POST' ? createSubscriptionApi(args) : methodNotAllowed(['POST'])

export const loader = async () => methodNotAllowed(['POST'])
