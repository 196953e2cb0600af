import { json } from '@remix-run/node'
import { z } from 'zod'
import { PaymentGatewayError } from '#domain/payments/gateway.ts'
import { SubscriptionError } from '#domain/subscription/index.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { httpStatusOf } from '#app/platform/http-errors.server.ts'
import { isSpeculative, speculativeRefusal } from '#app/platform/prefetch.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { paymentGateway } from '#app/providers/payments.server.ts'
import { PaymentSignatureError, verifyPaymentLinkCallback } from '#app/features/payments/purchase.server.ts'
import { PAYMENT_TOASTS } from '#app/features/payments/contract.ts'
import { GATEWAY_ERROR } from './contract.ts'
import { subscriptionPageData } from './page.server.ts'
import { getLog } from '#app/platform/log.server.ts'

// The query Razorpay's hosted page (or the test gateway's) adds to the callback URL.
const field = z.string().min(1).max(200)
const callbackSchema = z.object({
  razorpay_payment_id: field,
  razorpay_payment_link_id: field,
  razorpay_payment_link_reference_id: field,
  razorpay_payment_link_status: field,
  razorpay_signature: field,
})

/**
 * GET /subscription/callback: the hosted page sends the customer back here with the signed
 * result. Nothing is recorded unless the signature checks and the gateway itself reports the
 * payment captured; a refusal is the plan page again, 4xx, with the reason.
 */
export async function paymentLinkCallback({ request, context }: { request: Request; context: unknown }) {
  const user = await requireUser(request)
  // A prefetch of the link is not the customer coming back: it records nothing.
  if (isSpeculative(request)) return speculativeRefusal()
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = callbackSchema.safeParse(query)
  const refused = async (status: number, message: string) =>
    json(
      { ...(await subscriptionPageData(request, user)), callbackError: message },
      {
        status,
        headers: {
          'Cache-Control': 'no-store',
          ...(await toastNow(request, context, {
            type: 'error',
            title: PAYMENT_TOASTS.verificationFailedTitle,
            description: message,
          })),
        },
      },
    )
  if (!parsed.success) return refused(400, 'The payment page’s answer is incomplete.')

  const db = await getDb()
  try {
    await verifyPaymentLinkCallback(
      db,
      commandContext({ request, context }, user.id),
      paymentGateway(db),
      user.id,
      parsed.data,
    )
  } catch (error) {
    if (error instanceof PaymentSignatureError) return refused(400, error.message)
    if (error instanceof SubscriptionError) return refused(httpStatusOf(error), error.message)
    if (error instanceof PaymentGatewayError) {
      getLog().warn({ err: error }, 'payment link callback not verified')
      return refused(502, GATEWAY_ERROR)
    }
    throw error
  }
  return redirectWithToast(request, '/subscription', PAYMENT_TOASTS.successful)
}
