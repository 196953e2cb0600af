import { json, redirect } from '@remix-run/node'
import type { Db } from '#db/types.ts'
import { paymentOrdersOf } from '#events/projections/index.ts'
import { placeOfSupplyNamed } from '#domain/billing/places-of-supply.ts'
import { PaymentGatewayError } from '#domain/payments/gateway.ts'
import { SubscriptionError } from '#domain/subscription/index.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { requireUser, type SessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { paymentGateway, paymentsAreTest } from '#app/providers/payments.server.ts'
import { createPaymentLink } from '#app/features/payments/purchase.server.ts'
import { settlePurchase } from '#app/features/payments/settle.server.ts'
import { isSpeculative } from '#app/platform/prefetch.server.ts'
import { linkOrigin } from '#app/features/collaboration/view.server.ts'
import { billingHistoryOf } from '#app/features/billing/billing-history.server.ts'
import { runSubscriptionCommand, subscriptionStatus } from './subscription.server.ts'
import {
  CONFIRM_CANCEL_PARAM,
  GATEWAY_ERROR,
  PLACE_FIELD,
  SUBSCRIPTION_INTENTS,
  type PaymentsView,
  type SubscriptionView,
} from './contract.ts'
import { validUntilText } from './valid-until.ts'
import { getLog } from '#app/platform/log.server.ts'

export const CALLBACK_PATH = '/subscription/callback'
const PAGE = '/subscription'

/** The plan as the page shows it: status, its end, and which of subscribe and cancel apply. */
export async function subscriptionView(db: Db, userId: string, now = new Date()): Promise<SubscriptionView> {
  const { subscription } = await subscriptionStatus(db, userId, now)
  const status = subscription?.status ?? null
  return {
    status,
    validUntil: subscription?.currentEnd ? validUntilText(subscription.currentEnd) : null,
    // A cancelled period that is still running may be renewed: the decider extends it from its end.
    canSubscribe: status !== 'active',
    canCancel: status === 'active',
  }
}

/** Everything /subscription shows (also what the callback renders a refused payment with). */
export async function subscriptionPageData(request: Request, user: SessionUser) {
  const db = await getDb()
  const [view, [latest], billing] = await Promise.all([
    subscriptionView(db, user.id),
    paymentOrdersOf(db, user.id, 1),
    billingHistoryOf(db, user.id),
  ])
  const payments: PaymentsView = { test: paymentsAreTest() }
  const confirmCancel =
    view.canCancel && new URL(request.url).searchParams.get(CONFIRM_CANCEL_PARAM) === 'cancel'
  return {
    subscription: view,
    payments,
    confirmCancel,
    // The state chosen last time, so a second purchase needs no second choice.
    placeOfSupply: latest?.placeOfSupply ?? '',
    buyer: { name: user.displayName, email: user.email },
    // The latest purchase's failure, until a later one succeeds or fails otherwise.
    lastFailure: latest?.status === 'failed' ? latest.failureReason : null,
    // Every purchase with its tax invoice's download.
    billing,
  }
}

/** GET /subscription. */
export async function subscriptionPage({ request, context }: { request: Request; context: unknown }) {
  const user = await requireUser(request)
  await finishSettling(request, context, user.id)
  return json({ ...(await subscriptionPageData(request, user)), callbackError: null as string | null })
}

/** A paid purchase still without its invoice (its settling failed): issued on this visit. */
async function finishSettling(request: Request, context: unknown, userId: string) {
  if (isSpeculative(request)) return
  const db = await getDb()
  const unsettled = (await billingHistoryOf(db, userId)).some((row) => row.status === 'paid' && !row.invoice)
  if (!unsettled) return
  await settlePurchase(db, commandContext({ request, context }, userId), userId).catch((error: unknown) => {
    getLog().error({ err: error }, 'settling a recorded payment did not finish on this visit')
  })
}

type Field = typeof PLACE_FIELD

/** POST /subscription: subscribe (a payment link, for the page without JavaScript) or cancel. */
export async function subscriptionAction({ request, context }: { request: Request; context: unknown }) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const intent = form.get('intent') === SUBSCRIPTION_INTENTS.cancel ? 'cancel' : 'subscribe'
  const typedPlace = String(form.get(PLACE_FIELD) ?? '').slice(0, 100)
  const values = intent === 'subscribe' && typedPlace ? { [PLACE_FIELD]: typedPlace } : {}
  const forged = await csrfProblem(request, form)
  if (forged) return refuse<Field>(intent, { formError: forged, values }, 403)

  const db = await getDb()
  const by = commandContext({ request, context }, user.id)
  if (intent === 'cancel') {
    try {
      await runSubscriptionCommand(db, by, user.id, { type: 'CancelSubscription', data: { now: new Date() } })
    } catch (error) {
      if (error instanceof SubscriptionError && error.code === 'subscription.not_active')
        return refuse<Field>(intent, { formError: 'There is no running subscription to cancel.' }, 409)
      throw error
    }
    const view = await subscriptionView(db, user.id)
    return redirectWithToast(request, PAGE, {
      type: 'success',
      title: 'Subscription cancelled',
      description: `Access continues until ${view.validUntil}.`,
    })
  }

  const place = placeOfSupplyNamed(typedPlace)
  if (!place)
    return refuse<Field>(
      intent,
      { fieldErrors: { [PLACE_FIELD]: 'Choose the state or union territory you are in.' }, values },
      400,
    )
  if (!(await subscriptionView(db, user.id)).canSubscribe)
    return refuse<Field>(intent, { formError: 'You are already subscribed.', values }, 409)
  try {
    const link = await createPaymentLink(
      db,
      by,
      paymentGateway(db),
      { id: user.id, email: user.email, name: user.displayName },
      `${linkOrigin(new URL(request.url))}${CALLBACK_PATH}`,
      place.name,
    )
    // Razorpay's hosted page, or the test gateway's own page (a path in this app).
    return redirect(link.url)
  } catch (error) {
    if (error instanceof PaymentGatewayError) {
      getLog().error({ err: error }, 'payment link not created')
      return refuse<Field>(intent, { formError: GATEWAY_ERROR, values }, 502)
    }
    throw error
  }
}
