import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { PaymentGatewayError } from '#domain/payments/gateway.ts'
import { PROFESSIONAL_PLAN } from '#domain/subscription/index.ts'
import { placeOfSupplyNamed } from '#domain/billing/places-of-supply.ts'
import { paymentGateway } from '#app/providers/payments.server.ts'
import { apiError, apiJson, readJsonBody, requireApiUser } from '#app/platform/api-auth.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { errorResponse } from '#app/platform/http-errors.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { subscriptionStatus } from '#app/features/subscription/subscription.server.ts'
import { createCheckoutOrder, PaymentSignatureError, verifyCheckoutPayment } from './purchase.server.ts'

// The specification's subscription calls: status, an order for checkout, and checkout's result.

export const GATEWAY_ERROR = 'Payment gateway error. Please try again later.'

/** The specification's sentence for a caller who is not signed in, in place of the API's general one. */
async function requireBuyer(request: Request, message: string) {
  try {
    return await requireApiUser(request)
  } catch (error) {
    if (error instanceof Response && error.status === 401) {
      return Promise.reject(apiError(401, message, {}, Object.fromEntries(error.headers)))
    }
    throw error
  }
}

/** GET /api/subscriptions/status → {subscription, canCreateDocument}. */
export async function subscriptionStatusApi({ request }: LoaderFunctionArgs) {
  const user = await requireBuyer(request, 'Please sign in to access subscription features')
  return apiJson(await subscriptionStatus(await getDb(), user.id))
}

const createSchema = z.object({
  planId: z.literal(PROFESSIONAL_PLAN, { error: 'planId must be "professional"' }).default(PROFESSIONAL_PLAN),
  placeOfSupply: z
    .string()
    .optional()
    .refine((v) => v === undefined || placeOfSupplyNamed(v) !== undefined, {
      message: 'placeOfSupply must be an Indian state or union territory',
    }),
})

/** POST /api/subscriptions {planId} → {razorpayKeyId, amount, currency, orderId}: the amount is the server's. */
export async function createSubscriptionApi(args: ActionFunctionArgs) {
  const user = await requireBuyer(args.request, 'Please sign in to create a subscription')
  const body = await readJsonBody(args.request, createSchema)
  const db = await getDb()
  try {
    const order = await createCheckoutOrder(
      db,
      commandContext(args, user.id),
      paymentGateway(db),
      { id: user.id, email: user.email, name: user.displayName ?? null },
      placeOfSupplyNamed(body.placeOfSupply)?.name,
    )
    return apiJson(order)
  } catch (error) {
    if (error instanceof PaymentGatewayError) return apiError(502, GATEWAY_ERROR)
    return errorResponse(error)
  }
}

const verifySchema = z.object({
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(128),
})

/** POST /api/payments/verify with checkout's three fields. */
export async function verifyPaymentApi(args: ActionFunctionArgs) {
  const user = await requireBuyer(args.request, 'Please sign in to verify a payment')
  const body = await readJsonBody(args.request, verifySchema)
  const db = await getDb()
  try {
    const result = await verifyCheckoutPayment(
      db,
      commandContext(args, user.id),
      paymentGateway(db),
      user.id,
      body,
    )
    return apiJson({
      success: true,
      message: 'Your subscription has been activated successfully!',
      paymentId: result.paymentId,
      orderId: result.orderId,
      ...(await subscriptionStatus(db, user.id)),
    })
  } catch (error) {
    if (error instanceof PaymentSignatureError)
      return apiError(400, 'Payment verification failed: the signature does not match')
    if (error instanceof PaymentGatewayError) return apiError(502, GATEWAY_ERROR)
    return errorResponse(error)
  }
}
