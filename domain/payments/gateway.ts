// What the product needs from a payment gateway. Two adapters implement it in
// app/providers/: Razorpay (through its SDK) and the offline test gateway, which signs
// exactly as Razorpay does so one verification path serves both.

export type GatewayMode = 'razorpay' | 'test'

export interface GatewayOrder {
  id: string
  amountPaise: number
  currency: string
  receipt: string
}

export interface GatewayPaymentLink {
  id: string
  /** The hosted page the customer is sent to. */
  shortUrl: string
  referenceId: string
  amountPaise: number
  currency: string
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'

/** A payment as the gateway reports it when asked — never as the browser says it is. */
export interface GatewayPayment {
  id: string
  /** The order the payment paid; for a payment link, the link's own order at the gateway. */
  orderId: string | null
  amountPaise: number
  currency: string
  status: GatewayPaymentStatus
  /** The gateway's reason when the payment failed. */
  errorDescription: string | null
  notes: Record<string, string>
}

export interface CreateOrderInput {
  amountPaise: number
  currency: 'INR'
  /** Our own reference, at most 40 characters (Razorpay's limit). */
  receipt: string
  notes: Record<string, string>
}

export interface CreatePaymentLinkInput {
  amountPaise: number
  currency: 'INR'
  referenceId: string
  description: string
  customer: { name: string; email: string }
  /** Where the hosted page sends the customer back, with the signed result in the query. */
  callbackUrl: string
  notes: Record<string, string>
}

export interface PaymentGateway {
  readonly mode: GatewayMode
  /** The public key checkout opens with (the test gateway's is `rzp_test_offline`). */
  readonly keyId: string
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>
  createPaymentLink(input: CreatePaymentLinkInput): Promise<GatewayPaymentLink>
  fetchPayment(paymentId: string): Promise<GatewayPayment>
  checkoutSignatureMatches(input: { orderId: string; paymentId: string; signature: string }): boolean
  paymentLinkSignatureMatches(input: {
    paymentLinkId: string
    referenceId: string
    status: string
    paymentId: string
    signature: string
  }): boolean
  /** Over the raw request bytes; false when no webhook secret is configured. */
  webhookSignatureMatches(rawBody: Uint8Array, signature: string | null): boolean
}

/**
 * The gateway could not be reached or refused the call (network, 5xx, timeout, bad keys):
 * the user is told "Payment gateway error. Please try again later." and nothing is recorded.
 */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError'
}
