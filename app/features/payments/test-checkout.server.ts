import { json, redirect } from '@remix-run/node'
import type { Db } from '#db/types.ts'
import { paymentOrderByReference } from '#events/projections/index.ts'
import { groupIndian } from '#domain/shared/money.ts'
import { PaymentGatewayError } from '#domain/payments/gateway.ts'
import { SubscriptionError } from '#domain/subscription/index.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import type { AppLoadContext } from '#app/platform/request.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { testGateway } from '#app/providers/payments.server.ts'
import type { TestGateway } from '#app/providers/test-gateway.server.ts'
import { PAYMENT_TOASTS, CHECKOUT_PLAN_TEXT, type TestCheckoutAnswer } from './contract.ts'
import { PaymentSignatureError, recordPayment, verifyCheckoutPayment } from './purchase.server.ts'
import { WEBHOOK_ACTOR } from './webhook.server.ts'

// The test gateway's checkout page, standing in for Razorpay's hosted page and modal. It
// exists only while the test gateway is in use (with Razorpay configured anyone could
// otherwise mark an order paid) and only for the order's owner: for anyone else, and for an
// order that does not exist, it is the same 404.

const notFound = () => json('Not Found', { status: 404 })

const rupees = (paise: number) =>
  `₹${groupIndian(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`

async function ownedTestOrder(db: Db, userId: string, orderId: string | undefined) {
  const gateway = testGateway(db)
  if (!gateway || !orderId) throw notFound()
  const ours = await paymentOrderByReference(db, { orderId })
  if (!ours || ours.orderId !== orderId || ours.userId !== userId) throw notFound()
  const order = await gateway.testCheckoutOrder(orderId)
  if (!order) throw notFound()
  return { gateway, ours, order }
}

/** GET /payments/test-checkout/<order>. */
export async function testCheckoutPage({
  request,
  params,
}: {
  request: Request
  params: { order?: string }
}) {
  const user = await requireUser(request)
  const db = await getDb()
  const { ours, order } = await ownedTestOrder(db, user.id, params.order)
  return json(
    {
      orderId: order.id,
      kind: order.kind,
      amount: rupees(order.amountPaise),
      plan: CHECKOUT_PLAN_TEXT,
      paid: order.status === 'paid',
      /** The purchase as the app has recorded it (created, paid or failed). */
      recorded: ours.status,
      failureReason: ours.failureReason,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/** A fetch from the in-page dialog (Remix's `_data` request) rather than a form the page posted. */
const fromDialog = (context: unknown) => (context as AppLoadContext | null)?.dataRequest === true

/** POST /payments/test-checkout/<order>: Pay, Fail the payment, or Cancel. */
export async function testCheckoutAction({
  request,
  params,
  context,
}: {
  request: Request
  params: { order?: string }
  context: unknown
}) {
  const user = await requireUser(request)
  const db = await getDb()
  const { gateway, ours, order } = await ownedTestOrder(db, user.id, params.order)
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const forged = await csrfProblem(request, form)
  if (forged) return refuse(intent || 'pay', { formError: forged }, 403)
  const dialog = fromDialog(context)
  const answer = (body: TestCheckoutAnswer, status = 200) => json(body, { status })
  // The gateway's own refusal (the order is already paid): 409 with its reason.
  const gatewayRefused = (error: unknown) => {
    if (!(error instanceof PaymentGatewayError)) throw error
    return dialog ? answer({ error: error.message }, 409) : refuse(intent, { formError: error.message }, 409)
  }

  if (intent === 'cancel') {
    return dialog
      ? answer({ error: 'cancelled' })
      : redirectWithToast(request, '/subscription', PAYMENT_TOASTS.cancelled)
  }
  if (intent === 'fail') {
    let reason: string
    try {
      reason = await failAsTheWebhookWould(db, { request, context }, gateway, user.id, ours.orderId)
    } catch (error) {
      return gatewayRefused(error)
    }
    if (dialog) return answer({ failed: { description: reason } })
    return redirectWithToast(request, '/subscription', {
      type: 'error',
      title: PAYMENT_TOASTS.failedTitle,
      description: reason,
    })
  }
  if (intent !== 'pay') return refuse(intent, { formError: 'Choose Pay, Fail the payment or Cancel.' }, 400)

  let paid: Awaited<ReturnType<TestGateway['payOnTestCheckout']>>
  try {
    paid = await gateway.payOnTestCheckout(order.id)
  } catch (error) {
    return gatewayRefused(error)
  }
  // Exactly as Razorpay's hosted page: back to the callback URL with the signed query.
  if (paid.kind === 'payment_link') return redirect(paid.redirectUrl)
  // Checkout hands the signed result to the page's handler, which posts it to verification.
  if (dialog) return answer({ paid: paid.fields })
  // The order's page opened without JavaScript: the server plays the handler's part.
  try {
    await verifyCheckoutPayment(
      db,
      commandContext({ request, context }, user.id),
      gateway,
      user.id,
      paid.fields,
    )
  } catch (error) {
    if (!(error instanceof PaymentSignatureError || error instanceof SubscriptionError)) throw error
    return redirectWithToast(request, '/subscription', {
      type: 'error',
      title: PAYMENT_TOASTS.verificationFailedTitle,
      description: error.message,
    })
  }
  return redirectWithToast(request, '/subscription', PAYMENT_TOASTS.successful)
}

/**
 * A failed payment reaches Razorpay's merchants by the `payment.failed` webhook, not through
 * the customer's browser. The test gateway sends no webhooks, so its page records the failure
 * as that delivery would: the payment as the gateway reports it, through the same use case.
 */
async function failAsTheWebhookWould(
  db: Db,
  args: { request: Request; context: unknown },
  gateway: TestGateway,
  userId: string,
  orderId: string,
): Promise<string> {
  const failed = await gateway.failOnTestCheckout(orderId)
  const payment = await gateway.fetchPayment(failed.paymentId)
  try {
    await recordPayment(db, commandContext(args, WEBHOOK_ACTOR), userId, orderId, payment, 'webhook')
  } catch (error) {
    // recordPayment records the failure, then refuses it as not captured.
    if (!(error instanceof SubscriptionError && error.code === 'subscription.payment_not_captured'))
      throw error
  }
  return failed.errorDescription
}
