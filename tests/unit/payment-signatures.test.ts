import { describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import {
  checkoutSignature,
  paymentLinkSignature,
  signatureMatches,
  webhookSignature,
} from '#domain/payments/signatures.ts'

// The official SDK's own validators are the reference the signatures must agree with.
const { validatePaymentVerification, validateWebhookSignature } = createRequire(import.meta.url)(
  'razorpay/dist/utils/razorpay-utils',
) as {
  validatePaymentVerification: (params: Record<string, string>, signature: string, secret: string) => boolean
  validateWebhookSignature: (body: string, signature: string, secret: string) => boolean
}

const SECRET = 'rzp_test_secret_4f1c'

describe('Razorpay signatures', () => {
  it('a checkout signature is the one the SDK verifies, and only for its own order and payment', () => {
    const signature = checkoutSignature('order_NQ1', 'pay_NQ9', SECRET)
    expect(
      validatePaymentVerification({ order_id: 'order_NQ1', payment_id: 'pay_NQ9' }, signature, SECRET),
    ).toBe(true)
    expect(
      validatePaymentVerification({ order_id: 'order_NQ2', payment_id: 'pay_NQ9' }, signature, SECRET),
    ).toBe(false)
    expect(
      validatePaymentVerification({ order_id: 'order_NQ1', payment_id: 'pay_NQ9' }, signature, 'other'),
    ).toBe(false)
  })

  it('a payment link callback signature is the one the SDK verifies', () => {
    const callback = {
      paymentLinkId: 'plink_A1',
      referenceId: 'ND-ref-1',
      status: 'paid',
      paymentId: 'pay_B2',
    }
    const signature = paymentLinkSignature(callback, SECRET)
    const params = {
      payment_link_id: 'plink_A1',
      payment_link_reference_id: 'ND-ref-1',
      payment_link_status: 'paid',
      payment_id: 'pay_B2',
    }
    expect(validatePaymentVerification(params, signature, SECRET)).toBe(true)
    expect(
      validatePaymentVerification({ ...params, payment_link_status: 'cancelled' }, signature, SECRET),
    ).toBe(false)
  })

  it('a webhook signature covers the raw bytes: the SDK agrees, and re-serialised JSON does not match', () => {
    const raw =
      '{"event":"payment.captured",  "payload":{"payment":{"entity":{"id":"pay_C3","amount":29900}}}}'
    const signature = webhookSignature(new TextEncoder().encode(raw), SECRET)
    expect(validateWebhookSignature(raw, signature, SECRET)).toBe(true)
    expect(signatureMatches(signature, webhookSignature(raw, SECRET))).toBe(true)
    expect(signatureMatches(webhookSignature(JSON.stringify(JSON.parse(raw)), SECRET), signature)).toBe(false)
  })

  it('signatureMatches refuses what is missing, malformed or altered', () => {
    const signature = checkoutSignature('order_NQ1', 'pay_NQ9', SECRET)
    expect(signatureMatches(signature, signature.toUpperCase())).toBe(true)
    expect(signatureMatches(signature, null)).toBe(false)
    expect(signatureMatches(signature, '')).toBe(false)
    expect(signatureMatches(signature, signature.slice(0, 63))).toBe(false)
    expect(signatureMatches(signature, `${signature.slice(0, 63)}${signature[63] === '0' ? '1' : '0'}`)).toBe(
      false,
    )
    expect(signatureMatches(signature, 'z'.repeat(64))).toBe(false)
  })
})
