import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStream } from '#events/read.server.ts'
import { paymentOrdersOf } from '#events/projections/index.ts'
import { subscriptionStreamId } from '#domain/subscription/index.ts'
import { addCalendarMonths } from '#domain/subscription/rules.ts'
import { action as subscriptionAction, loader as subscriptionLoader } from '#app/routes/subscription.tsx'
import { loader as callbackLoader } from '#app/routes/subscription_.callback.tsx'
import {
  action as testCheckoutAction,
  loader as testCheckoutLoader,
} from '#app/routes/payments.test-checkout.$order.tsx'
import { subscriptionStatus } from '#app/features/subscription/subscription.server.ts'
import { createCheckoutOrder, verifyCheckoutPayment } from '#app/features/payments/purchase.server.ts'
import { paymentGateway } from '#app/providers/payments.server.ts'
import { GATEWAY_ERROR } from '#app/features/subscription/contract.ts'
import { validUntilText } from '#app/features/subscription/valid-until.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'
import { actingAs } from '#tests/support/actor.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { getLog } from '#app/platform/log.server.ts'
import { server } from '#tests/mocks/server.ts'
import { failWith, paymentLinkCreated, RazorpayRecorder } from '#tests/mocks/razorpay.ts'

const db = useTestDatabase()

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

type Browser = Awaited<ReturnType<typeof signedIn>>

async function userIdOf(email: string) {
  const [user] = await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email,
  ])
  return user!.id
}

async function account(email: string) {
  const b = await signedIn(email)
  return { b, id: await userIdOf(email) }
}

const streamTypes = async (userId: string) =>
  (await readStream(db(), subscriptionStreamId(userId))).map((e) => e.type)

const context = () => ({ ...CONTEXT }) as Record<string, unknown>
const run = (
  fn: (args: {
    request: Request
    context: Record<string, unknown>
    params: Record<string, string>
  }) => unknown,
  request: Request,
  params: Record<string, string> = {},
  ctx = context(),
) => settle(async () => fn({ request, context: ctx, params }))

const pageData = async (b: Browser, path = '/subscription') =>
  (await (await run(subscriptionLoader as never, b.get(path))).json()) as {
    subscription: {
      status: string | null
      validUntil: string | null
      canSubscribe: boolean
      canCancel: boolean
    }
    payments: { test: boolean }
    confirmCancel: boolean
    placeOfSupply: string
    billing: { status: string; invoice: { number: string; path: string } | null }[]
  }

/** The no-JavaScript purchase: the form posted, answered with a redirect to the hosted page. */
const subscribe = (b: Browser, placeOfSupply = 'Karnataka') =>
  run(subscriptionAction as never, b.post('/subscription', { intent: 'subscribe', placeOfSupply }))

const orderOf = (response: Response) =>
  decodeURIComponent(/\/payments\/test-checkout\/([^/?]+)$/.exec(response.headers.get('location') ?? '')![1]!)

const checkout = (b: Browser, order: string, intent: string, ctx = context()) =>
  run(
    testCheckoutAction as never,
    b.post(`/payments/test-checkout/${encodeURIComponent(order)}`, { intent }),
    { order },
    ctx,
  )

/** Follows an absolute callback URL as the browser would. */
const callback = (b: Browser, url: string, headers: Record<string, string> = {}) => {
  const { pathname, search } = new URL(url)
  const request = b.get(`${pathname}${search}`)
  for (const [k, v] of Object.entries(headers)) request.headers.set(k, v)
  return run(callbackLoader as never, request)
}

describe('/subscription without JavaScript', () => {
  it('shows a trial user the plan with the test gateway, and sends the form to its checkout page', async () => {
    const { b, id } = await account('asha@example.in')
    const data = await pageData(b)
    expect(data.subscription).toEqual({
      status: null,
      validUntil: null,
      canSubscribe: true,
      canCancel: false,
    })
    expect(data.payments).toEqual({ test: true })

    const response = await subscribe(b, 'Maharashtra')
    await expect(response).toRedirectTo(/^\/payments\/test-checkout\/plink_[A-Za-z0-9]{14}$/)
    const [row] = await paymentOrdersOf(db(), id)
    expect(row).toMatchObject({
      orderId: orderOf(response),
      kind: 'payment_link',
      gateway: 'test',
      placeOfSupply: 'Maharashtra',
      status: 'created',
    })
    expect((await pageData(b)).subscription.status).toBe('created')
    expect((await pageData(b)).placeOfSupply).toBe('Maharashtra')
  })

  it('asks for the place of supply, keeping nothing else', async () => {
    const { b, id } = await account('asha@example.in')
    const response = await subscribe(b, 'Atlantis')
    expect(response.status).toBe(400)
    await expect(response).toHaveFieldError(
      'placeOfSupply',
      'Choose the state or union territory you are in.',
    )
    expect(await streamTypes(id)).toEqual([])
  })

  it('with Razorpay, redirects to its hosted page, which will send the customer to the callback', async () => {
    vi.stubEnv('RAZORPAY_KEY_ID', 'rzp_test_pages')
    vi.stubEnv('RAZORPAY_KEY_SECRET', 'pages-secret')
    const recorder = new RazorpayRecorder()
    server.use(paymentLinkCreated(recorder))
    const { b } = await account('asha@example.in')
    expect((await pageData(b)).payments).toEqual({ test: false })
    const response = await subscribe(b, 'Kerala')
    await expect(response).toRedirectTo(/^https:\/\/rzp\.io\/i\//)
    expect(recorder.requests[0]?.body).toMatchObject({
      amount: 29_900,
      currency: 'INR',
      callback_url: 'http://localhost/subscription/callback',
    })
  })

  it('answers a gateway failure 502 with the specification’s message, the state kept and nothing recorded', async () => {
    vi.stubEnv('RAZORPAY_KEY_ID', 'rzp_test_pages')
    vi.stubEnv('RAZORPAY_KEY_SECRET', 'pages-secret')
    server.use(failWith('payment_links', 500))
    const logged = vi.spyOn(getLog(), 'error')
    const { b, id } = await account('asha@example.in')
    const response = await subscribe(b, 'Tamil Nadu')
    expect(response.status).toBe(502)
    await expect(response).toHaveFormError(GATEWAY_ERROR)
    expect(((await response.json()) as { values: Record<string, string> }).values).toEqual({
      placeOfSupply: 'Tamil Nadu',
    })
    expect(await streamTypes(id)).toEqual([])
    // The gateway's error goes to the log with its stack, never to the page.
    expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, 'payment link not created')
  })

  it('refuses a form without the CSRF token (403) and a purchase while subscribed (409)', async () => {
    const { b, id } = await account('asha@example.in')
    const forged = await run(
      subscriptionAction as never,
      b.post('/subscription', { intent: 'subscribe', placeOfSupply: 'Goa', csrf: 'wrong' }),
    )
    expect(forged.status).toBe(403)
    await grantProfessional(db(), 'asha@example.in')
    const before = await streamTypes(id)
    const again = await subscribe(b)
    expect(again.status).toBe(409)
    expect(await streamTypes(id)).toEqual(before)
  })
})

describe('the test checkout page and the callback', () => {
  it('pays: the signed redirect to the callback, which activates the plan with the toast', async () => {
    const { b, id } = await account('asha@example.in')
    const order = orderOf(await subscribe(b))
    const page = await run(testCheckoutLoader as never, b.get(`/payments/test-checkout/${order}`), { order })
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({
      orderId: order,
      kind: 'payment_link',
      amount: '₹299.00',
      plan: 'Professional Plan - 3 months',
      paid: false,
    })

    const paid = await checkout(b, order, 'pay')
    await expect(paid).toRedirectTo(/^http:\/\/localhost\/subscription\/callback\?/)
    const back = new URL(paid.headers.get('location')!)
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      razorpay_payment_link_id: order,
      razorpay_payment_link_status: 'paid',
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(await streamTypes(id)).toEqual(['PaymentOrderCreated'])

    const landed = await callback(b, back.href)
    await expect(landed).toRedirectTo('/subscription')
    await expect(landed).toSendToast({
      type: 'success',
      title: 'Payment Successful',
      description: 'Your subscription has been activated successfully!',
    })
    const status = await subscriptionStatus(db(), id)
    expect(status.subscription?.status).toBe('active')
    expect((await pageData(b)).subscription).toMatchObject({
      status: 'active',
      canSubscribe: false,
      canCancel: true,
    })
    // The purchase in the billing history, with its invoice to download: a specimen, since the
    // offline test gateway moved no money.
    expect((await pageData(b)).billing).toEqual([
      expect.objectContaining({
        status: 'paid',
        invoice: {
          number: expect.stringMatching(/^ND\/\d{4}-\d{2}\/\d{5}$/),
          path: expect.any(String),
          specimen: true,
        },
      }),
    ])
    // The callback again (a reload): accepted, and still one period.
    await expect(callback(b, back.href)).resolves.toMatchObject({ status: 302 })
    expect((await streamTypes(id)).filter((t) => t === 'SubscriptionActivated')).toHaveLength(1)
    // The order's page says it is paid and offers nothing to press.
    const after = await run(testCheckoutLoader as never, b.get(`/payments/test-checkout/${order}`), { order })
    expect(await after.json()).toMatchObject({ paid: true, recorded: 'paid' })
  })

  it('refuses a tampered callback with 400 and the reason, recording nothing', async () => {
    const { b, id } = await account('asha@example.in')
    const order = orderOf(await subscribe(b))
    const back = new URL((await checkout(b, order, 'pay')).headers.get('location')!)
    const signature = back.searchParams.get('razorpay_signature')!
    back.searchParams.set(
      'razorpay_signature',
      signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    )
    const ctx = context()
    const refused = await settle(async () =>
      callbackLoader({ request: b.get(`${back.pathname}${back.search}`), context: ctx, params: {} } as never),
    )
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ callbackError: 'The payment signature does not match' })
    expect(ctx.toast).toMatchObject({ title: 'Payment Verification Failed' })
    expect(await streamTypes(id)).toEqual(['PaymentOrderCreated'])
    // Missing fields are refused the same way.
    const incomplete = await callback(b, 'http://localhost/subscription/callback?razorpay_payment_id=pay_x')
    expect(incomplete.status).toBe(400)
  })

  it('records nothing for a prefetch of the callback, then everything for the visit', async () => {
    const { b, id } = await account('asha@example.in')
    const order = orderOf(await subscribe(b))
    const url = (await checkout(b, order, 'pay')).headers.get('location')!
    const prefetched = await callback(b, url, { 'sec-purpose': 'prefetch' })
    expect(prefetched.status).toBe(204)
    expect(await streamTypes(id)).toEqual(['PaymentOrderCreated'])
    await expect(callback(b, url)).resolves.toMatchObject({ status: 302 })
    expect(await streamTypes(id)).toContain('SubscriptionActivated')
  })

  it('sends a signed-out visitor of the callback to sign in and back', async () => {
    const anonymous = await browser()
    const path = '/subscription/callback?razorpay_payment_id=pay_1&razorpay_signature=ab'
    const response = await run(callbackLoader as never, anonymous.get(path))
    await expect(response).toRedirectTo(`/auth?${new URLSearchParams({ redirectTo: path })}`)
  })

  it('is the owner’s alone: another user, an unknown order and the page under Razorpay are the same 404', async () => {
    const { b, id } = await account('asha@example.in')
    const { b: ravi } = await account('ravi@example.in')
    const order = orderOf(await subscribe(b))
    const notFound = async (who: Browser, o: string) => {
      const read = await run(testCheckoutLoader as never, who.get(`/payments/test-checkout/${o}`), {
        order: o,
      })
      const pay = await checkout(who, o, 'pay')
      return [read.status, pay.status]
    }
    expect(await notFound(ravi, order)).toEqual([404, 404])
    expect(await notFound(b, 'plink_00000000000000')).toEqual([404, 404])
    vi.stubEnv('RAZORPAY_KEY_ID', 'rzp_test_pages')
    vi.stubEnv('RAZORPAY_KEY_SECRET', 'pages-secret')
    expect(await notFound(b, order)).toEqual([404, 404])
    vi.unstubAllEnvs()
    expect(await streamTypes(id)).toEqual(['PaymentOrderCreated'])
    const forged = await run(
      testCheckoutAction as never,
      b.post(`/payments/test-checkout/${order}`, { intent: 'pay', csrf: 'forged' }),
      { order },
    )
    expect(forged.status).toBe(403)
    expect((await paymentOrdersOf(db(), id))[0]?.status).toBe('created')
  })

  it('fails the payment as the webhook would record it, and back to the plan with the reason', async () => {
    const { b, id } = await account('asha@example.in')
    const order = orderOf(await subscribe(b))
    const failed = await checkout(b, order, 'fail')
    await expect(failed).toRedirectTo('/subscription')
    await expect(failed).toSendToast({
      type: 'error',
      title: 'Payment failed',
      description: 'Payment failed on the test gateway (chosen by the tester)',
    })
    const events = await readStream(db(), subscriptionStreamId(id))
    expect(events.map((e) => e.type)).toEqual(['PaymentOrderCreated', 'PaymentFailed'])
    expect(events[1]?.data).toMatchObject({ orderId: order, source: 'webhook' })
    expect((await paymentOrdersOf(db(), id))[0]).toMatchObject({ status: 'failed' })
    // A link stays open after a failed attempt, as Razorpay's does: paying it now works.
    const back = (await checkout(b, order, 'pay')).headers.get('location')!
    await expect(callback(b, back)).resolves.toMatchObject({ status: 302 })
    expect((await subscriptionStatus(db(), id)).subscription?.status).toBe('active')
  })

  it('cancels back to the plan with the toast, recording nothing', async () => {
    const { b, id } = await account('asha@example.in')
    const order = orderOf(await subscribe(b))
    const cancelled = await checkout(b, order, 'cancel')
    await expect(cancelled).toRedirectTo('/subscription')
    await expect(cancelled).toSendToast({
      title: 'Payment Cancelled',
      description: 'You can retry the payment anytime.',
    })
    expect(await streamTypes(id)).toEqual(['PaymentOrderCreated'])
  })

  it('answers the in-page dialog with the signed checkout result, which verification accepts', async () => {
    const { b, id } = await account('asha@example.in')
    const gateway = paymentGateway(db())
    const buyer = { id, email: 'asha@example.in', name: 'Asha' }
    const { orderId } = await createCheckoutOrder(db(), actingAs(id), gateway, buyer, 'Delhi')
    const answer = await checkout(b, orderId, 'pay', { ...context(), dataRequest: true })
    expect(answer.status).toBe(200)
    const { paid } = (await answer.json()) as { paid: Parameters<typeof verifyCheckoutPayment>[4] }
    expect(paid).toMatchObject({
      razorpay_order_id: orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_/),
    })
    expect(await streamTypes(id)).toEqual(['PaymentOrderCreated'])
    const verified = await verifyCheckoutPayment(db(), actingAs(id), gateway, id, paid)
    expect(verified.activated).toBe(true)

    // Fail, from the dialog: the reason comes back as JSON.
    const second = await createCheckoutOrder(db(), actingAs(id), gateway, buyer)
    const failed = await checkout(b, second.orderId, 'fail', { ...context(), dataRequest: true })
    expect(await failed.json()).toEqual({
      failed: { description: 'Payment failed on the test gateway (chosen by the tester)' },
    })
  })

  it('pays an order opened without JavaScript by verifying it on the server', async () => {
    const { b, id } = await account('asha@example.in')
    const { orderId } = await createCheckoutOrder(db(), actingAs(id), paymentGateway(db()), {
      id,
      email: 'asha@example.in',
      name: null,
    })
    const paid = await checkout(b, orderId, 'pay')
    await expect(paid).toRedirectTo('/subscription')
    await expect(paid).toSendToast('Payment Successful')
    expect((await subscriptionStatus(db(), id)).subscription?.status).toBe('active')
    const again = await checkout(b, orderId, 'pay')
    expect(again.status).toBe(409)
  })
})

describe('cancellation', () => {
  it('asks first, then cancels with access to the period’s end; a renewal extends from that end', async () => {
    const { b, id } = await account('asha@example.in')
    await grantProfessional(db(), 'asha@example.in')
    const end = (await subscriptionStatus(db(), id)).subscription!.currentEnd!
    expect((await pageData(b)).confirmCancel).toBe(false)
    expect((await pageData(b, '/subscription?confirm=cancel')).confirmCancel).toBe(true)

    const cancelled = await run(subscriptionAction as never, b.post('/subscription', { intent: 'cancel' }))
    await expect(cancelled).toRedirectTo('/subscription')
    await expect(cancelled).toSendToast({
      title: 'Subscription cancelled',
      description: `Access continues until ${validUntilText(end)}.`,
    })
    const data = await pageData(b, '/subscription?confirm=cancel')
    expect(data.subscription).toEqual({
      status: 'cancelled',
      validUntil: validUntilText(end),
      canSubscribe: true,
      canCancel: false,
    })
    expect(data.confirmCancel).toBe(false)
    const twice = await run(subscriptionAction as never, b.post('/subscription', { intent: 'cancel' }))
    expect(twice.status).toBe(409)

    // Renewing while the cancelled period runs: the new period starts where it ends.
    const order = orderOf(await subscribe(b))
    await callback(b, (await checkout(b, order, 'pay')).headers.get('location')!)
    const renewed = await subscriptionStatus(db(), id)
    expect(renewed.subscription).toMatchObject({ status: 'active' })
    expect(renewed.subscription?.currentEnd).toBe(addCalendarMonths(new Date(end), 3).toISOString())
  })
})

describe('the page’s date', () => {
  it('is "MMM dd, yyyy" in India time', () => {
    expect(validUntilText('2027-02-25T20:00:00.000Z')).toBe('Feb 26, 2027')
    expect(validUntilText('2026-12-01T00:00:00.000Z')).toBe('Dec 01, 2026')
  })
})
