import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { verifyPaymentApi } from '#app/features/payments/subscriptions-api.server.ts'

// POST /api/payments/verify with checkout's razorpay_payment_id, razorpay_order_id, razorpay_signature.
export const action = async (args: ActionFunctionArgs) =>
  args.request.method === 'POST' ? verifyPaymentApi(args) : methodNotAllowed(['POST'])

export const loader = async () => methodNotAllowed(['POST'])
