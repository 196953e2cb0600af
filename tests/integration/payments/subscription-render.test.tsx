import { describe, expect, it } from 'vitest'
import { SubscriptionPage } from '#app/features/subscription/subscription-page.tsx'
import type { SubscriptionView } from '#app/features/subscription/contract.ts'
import { renderInRouter } from '#tests/support/render.tsx'

// The plan page as the server sends it (what a browser without JavaScript shows).

const page = (subscription: SubscriptionView, over: { test?: boolean; confirmCancel?: boolean } = {}) =>
  renderInRouter(
    <SubscriptionPage
      data={{
        subscription,
        payments: { test: over.test ?? true },
        confirmCancel: over.confirmCancel ?? false,
        placeOfSupply: 'Goa',
        buyer: { name: 'Asha', email: 'asha@example.in' },
        lastFailure: null,
        callbackError: null,
        billing: [],
      }}
      actionData={undefined}
    />,
    'http://localhost/subscription',
  )

const trial: SubscriptionView = { status: null, validUntil: null, canSubscribe: true, canCancel: false }
const active: SubscriptionView = {
  status: 'active',
  validUntil: 'Feb 26, 2027',
  canSubscribe: true,
  canCancel: true,
}

describe('the plan page', () => {
  it('offers a trial user the plan, with the test gateway said plainly and no security claim for it', async () => {
    const html = await page(trial)
    expect(html).toContain('₹299')
    expect(html).toMatch(/<s[^>]*>₹499<\/s>/)
    expect(html).toContain('Save 40%')
    expect(html).toContain('Test payments — no money moves')
    expect(html).not.toContain('PCI DSS')
    expect(html).toMatch(/<form method="post" action="\/subscription"/)
    expect(html).toMatch(/<option value="Goa" selected="">Goa<\/option>/)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Subscribe Now - ₹299<\/button>/)
  })

  it('with Razorpay, says what its checkout guarantees and nothing about test payments', async () => {
    const html = await page(trial, { test: false })
    expect(html).toContain('256-bit SSL encrypted and PCI DSS compliant')
    expect(html).not.toContain('Test payments')
  })

  it('shows an active plan green with its end, subscribed, and cancellation behind a confirmation', async () => {
    const html = await page({ ...active, canSubscribe: false })
    expect(html).toMatch(/data-status="active"><span class="[^"]*bg-green-100[^"]*">Active<\/span>/)
    expect(html).toContain('valid until Feb 26, 2027')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Currently Subscribed<\/button>/)
    expect(html).toContain('href="/subscription?confirm=cancel"')
    expect(html).not.toContain('Yes, cancel subscription')
    const confirming = await page({ ...active, canSubscribe: false }, { confirmCancel: true })
    expect(confirming).toContain('Cancel your subscription?')
    expect(confirming).toMatch(/name="intent" value="cancel"/)
    expect(confirming).toContain('Yes, cancel subscription')
  })

  it('shows a cancelled plan red with the day access ends, and a created one yellow', async () => {
    const cancelled = await page({
      status: 'cancelled',
      validUntil: 'Feb 26, 2027',
      canSubscribe: true,
      canCancel: false,
    })
    expect(cancelled).toMatch(/bg-red-100[^"]*">Cancelled<\/span>/)
    expect(cancelled).toContain('Access continues until Feb 26, 2027')
    expect(cancelled).toContain('Subscribe Now - ₹299')
    const created = await page({ status: 'created', validUntil: null, canSubscribe: true, canCancel: false })
    expect(created).toMatch(/bg-yellow-100[^"]*">Created<\/span>/)
    const expired = await page({
      status: 'expired',
      validUntil: 'Nov 01, 2026',
      canSubscribe: true,
      canCancel: false,
    })
    expect(expired).toMatch(/bg-slate-100[^"]*">Expired<\/span>/)
  })
})
