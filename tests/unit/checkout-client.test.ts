import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createOrder,
  openRazorpay,
  toastForEnd,
  verifyPayment,
  type CheckoutOrder,
} from '#app/features/payments/checkout.client.ts'

// The browser's side of checkout, without a browser: the calls it makes and what each answer
// becomes, and the options Razorpay's checkout is opened with (spec §7).

afterEach(() => {
  vi.unstubAllGlobals()
})

const answering = (status: number, body: unknown) => {
  const fetch = vi.fn(async () => Response.json(body, { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const ORDER: CheckoutOrder = {
  razorpayKeyId: 'rzp_test_abc',
  amount: 29_900,
  currency: 'INR',
  orderId: 'order_RzpTest0000001',
}

describe('creating the order', () => {
  it('posts the plan and the place of supply, and hands back the order', async () => {
    const fetch = answering(200, ORDER)
    expect(await createOrder('Kerala')).toEqual({ order: ORDER })
    expect(fetch).toHaveBeenCalledWith('/api/subscriptions', expect.objectContaining({ method: 'POST' }))
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init[1].body))).toEqual({ planId: 'professional', placeOfSupply: 'Kerala' })
  })

  it('says what went wrong in the specification’s words', async () => {
    answering(401, { error: 'Please sign in to create a subscription' })
    expect(await createOrder('')).toEqual({
      refused: {
        type: 'error',
        title: 'Subscription Failed',
        description: 'Please sign in to create a subscription',
      },
    })
    answering(502, { error: 'Payment gateway error. Please try again later.' })
    expect(await createOrder('')).toEqual({
      refused: {
        type: 'error',
        title: 'Subscription Failed',
        description: 'Payment gateway error. Please try again later.',
      },
    })
    answering(500, {})
    expect(await createOrder('')).toEqual({
      refused: {
        type: 'error',
        title: 'Subscription Error',
        description: 'Failed to initiate subscription. Please try again.',
      },
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    expect(await createOrder('')).toMatchObject({ refused: { title: 'Subscription Error' } })
  })
})

describe('verification', () => {
  const result = { razorpay_payment_id: 'pay_1', razorpay_order_id: ORDER.orderId, razorpay_signature: 'ab' }

  it('is accepted on success and refused with the server’s reason', async () => {
    answering(200, { success: true, message: 'Your subscription has been activated successfully!' })
    expect(await verifyPayment(result)).toBeNull()
    answering(400, { error: 'Payment verification failed: the signature does not match' })
    expect(await verifyPayment(result)).toBe('Payment verification failed: the signature does not match')
  })
})

describe('Razorpay’s checkout', () => {
  function fakeRazorpay() {
    const opened: Record<string, unknown>[] = []
    const failures: ((response: { error?: { description?: string } }) => void)[] = []
    class Razorpay {
      options: Record<string, unknown>
      constructor(options: Record<string, unknown>) {
        this.options = options
        opened.push(options)
      }
      open() {}
      on(_event: string, handler: (response: { error?: { description?: string } }) => void) {
        failures.push(handler)
      }
    }
    return { Razorpay, opened, failures }
  }

  it('opens with the specification’s options and resolves with the signed result', async () => {
    const { Razorpay, opened } = fakeRazorpay()
    const ended = openRazorpay(Razorpay, ORDER, { name: 'Asha Rao', email: 'asha@example.in' }, () => {})
    const options = opened[0]!
    expect(options).toMatchObject({
      key: 'rzp_test_abc',
      amount: 29_900,
      currency: 'INR',
      name: 'NyayaDraft',
      description: 'Professional Plan - 3 months',
      order_id: ORDER.orderId,
      prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '' },
      notes: { plan_id: 'professional', type: '3_month_purchase' },
      theme: { color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    })
    const paid = { razorpay_payment_id: 'pay_1', razorpay_order_id: ORDER.orderId, razorpay_signature: 'ab' }
    ;(options.handler as (r: typeof paid) => void)(paid)
    expect(await ended).toEqual({ paid })
  })

  it('a dismissal is "Payment Cancelled"; a failed attempt is told and the modal stays', async () => {
    const { Razorpay, opened, failures } = fakeRazorpay()
    const told: string[] = []
    const ended = openRazorpay(Razorpay, ORDER, { name: '', email: '' }, (d) => told.push(d))
    failures[0]!({ error: { description: 'Card declined' } })
    expect(told).toEqual(['Card declined'])
    ;(opened[0]!.modal as { ondismiss: () => void }).ondismiss()
    const end = await ended
    expect(toastForEnd(end, null)).toEqual({
      type: 'message',
      title: 'Payment Cancelled',
      description: 'You can retry the payment anytime.',
    })
  })

  it('ends in the specification’s toasts', () => {
    const paid = { paid: { razorpay_payment_id: 'p', razorpay_order_id: 'o', razorpay_signature: 's' } }
    expect(toastForEnd(paid, null)).toMatchObject({ title: 'Payment Successful' })
    expect(toastForEnd(paid, 'bad signature')).toEqual({
      type: 'error',
      title: 'Payment Verification Failed',
      description: 'bad signature',
    })
    expect(toastForEnd({ failed: 'Card declined' }, null)).toMatchObject({ title: 'Payment failed' })
  })
})
