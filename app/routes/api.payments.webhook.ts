import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { paymentWebhookApi } from '#app/features/payments/webhook-api.server.ts'

// POST /api/payments/webhook: Razorpay's events, signed over the raw body.
export const action = async (args: ActionFunctionArgs) =>
  args.request.method === 'POST' ? paymentWebhookApi(args) : methodNotAllowed(['POST'])

export const loader = async () => methodNotAllowed(['POST'])
