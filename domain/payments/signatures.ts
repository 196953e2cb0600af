import { createHmac, timingSafeEqual } from 'node:crypto'

// Razorpay's signatures, computed as its servers and its SDK compute them, so the offline
// test gateway signs with the same code the verification checks against.

const hmacHex = (secret: string, data: string | Uint8Array) =>
  createHmac('sha256', secret).update(data).digest('hex')

/** Checkout's `razorpay_signature`: HMAC-SHA256 of `<order id>|<payment id>` with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`)
}

export interface PaymentLinkCallback {
  paymentLinkId: string
  referenceId: string
  status: string
  paymentId: string
}

/** A payment link's callback signature: `<link id>|<reference id>|<status>|<payment id>`. */
export function paymentLinkSignature(callback: PaymentLinkCallback, keySecret: string): string {
  const { paymentLinkId, referenceId, status, paymentId } = callback
  return hmacHex(keySecret, `${paymentLinkId}|${referenceId}|${status}|${paymentId}`)
}

/** `X-Razorpay-Signature` of a webhook: HMAC-SHA256 of the raw request bytes, never a re-serialised body. */
export function webhookSignature(rawBody: Uint8Array | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody)
}

/** Whether a signature someone sent is the expected one, in time that does not depend on where they differ. */
export function signatureMatches(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'))
}
