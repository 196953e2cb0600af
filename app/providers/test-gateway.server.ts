import crypto from 'node:crypto'
import type { Queryable } from '#db/types.ts'
import { UNIQUE_VIOLATION, sqlState } from '#db/types.ts'
import { getEnv, localSecretFile } from '#app/platform/env.server.ts'
import { type GatewayPayment, type PaymentGateway, PaymentGatewayError } from '#domain/payments/gateway.ts'
import {
  checkoutSignature,
  paymentLinkSignature,
  signatureMatches,
  webhookSignature,
} from '#domain/payments/signatures.ts'

/**
 * The embedded default gateway: no network and no money. Orders, payment links and the
 * payments made on its checkout page are rows in the app's own database, and it signs with
 * the same functions Razorpay's signatures are checked with, under a local secret, so the
 * app's verification code cannot tell the two gateways apart.
 */

export const TEST_GATEWAY_KEY_ID = 'rzp_test_offline'
export const TEST_GATEWAY_FAILURE = 'Payment failed on the test gateway (chosen by the tester)'
const TEST_SECRET_IN_TESTS = 'test-payment-secret-for-the-offline-gateway'

/**
 * The app's own page that plays Razorpay's hosted checkout for an order or payment link
 * (the route lives in app/routes); a link's short URL points there, relative to the app.
 */
export function testCheckoutPath(orderId: string): string {
  return `/payments/test-checkout/${encodeURIComponent(orderId)}`
}

// Read once per process: a gateway is made per request.
const secrets = new Map<string, string>()

/** The gateway's key secret, made once beside the session secret (fixed under NODE_ENV=test). */
export function testGatewaySecret(dataDir = getEnv().PGLITE_DATA_DIR): string {
  let secret = secrets.get(dataDir)
  if (secret === undefined) {
    secret = localSecretFile(dataDir, 'payment-test-secret', TEST_SECRET_IN_TESTS)
    secrets.set(dataDir, secret)
  }
  return secret
}

export type TestCheckoutKind = 'order' | 'payment_link'

/** What the test checkout page shows for an order or a payment link. */
export interface TestCheckoutOrder {
  id: string
  kind: TestCheckoutKind
  amountPaise: number
  currency: string
  /** The order's receipt or the link's reference_id. */
  reference: string
  description: string | null
  notes: Record<string, string>
  status: 'created' | 'attempted' | 'paid'
  /** Where a paid payment link sends the customer back; null for a checkout order. */
  callbackUrl: string | null
}

/** What Razorpay Checkout hands its success handler for an order. */
export interface CheckoutSuccessFields {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

/** The query Razorpay's hosted page adds to a paid payment link's callback URL. */
export interface PaymentLinkCallbackParams {
  razorpay_payment_id: string
  razorpay_payment_link_id: string
  razorpay_payment_link_reference_id: string
  razorpay_payment_link_status: 'paid'
  razorpay_signature: string
}

export type TestCheckoutPaid =
  | { kind: 'order'; fields: CheckoutSuccessFields }
  | {
      kind: 'payment_link'
      callbackUrl: string
      params: PaymentLinkCallbackParams
      /** The callback URL with the params in its query, where the page redirects. */
      redirectUrl: string
    }

export interface TestCheckoutFailed {
  paymentId: string
  orderId: string
  errorDescription: string
}

export interface TestGateway extends PaymentGateway {
  readonly mode: 'test'
  /** The order or link as the checkout page shows it; null when there is none with that id. */
  testCheckoutOrder(orderId: string): Promise<TestCheckoutOrder | null>
  /** Records a captured payment and returns what Razorpay would send back, signed. */
  payOnTestCheckout(orderId: string): Promise<TestCheckoutPaid>
  /** Records a failed payment with the reason the tester chose. */
  failOnTestCheckout(orderId: string, reason?: string): Promise<TestCheckoutFailed>
}

export interface TestGatewayOptions {
  /** The app's database, or a promise of it (getDb()). */
  readonly db: Queryable | Promise<Queryable>
  /** Defaults to testGatewaySecret(). */
  readonly secret?: string
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A Razorpay-shaped id: the prefix and 14 random base62 characters. */
export function gatewayId(prefix: 'order' | 'plink' | 'pay'): string {
  let id = `${prefix}_`
  for (let i = 0; i < 14; i++) id += BASE62[crypto.randomInt(BASE62.length)]
  return id
}

interface OrderRow {
  id: string
  kind: TestCheckoutKind
  gateway_order_id: string
  amount_paise: number
  currency: string
  reference: string
  description: string | null
  notes: Record<string, string>
  callback_url: string | null
  status: TestCheckoutOrder['status']
  [column: string]: unknown
}

const MAX_REFERENCE = 40

/** Refuses what Razorpay's API refuses, so the app meets the same errors offline. */
function checkAmount(amountPaise: number, currency: string) {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 100)
    throw new PaymentGatewayError('Test gateway: the amount must be a whole number of paise, at least 100')
  if (currency !== 'INR') throw new PaymentGatewayError('Test gateway: only INR is accepted')
}

function checkReference(name: string, value: string) {
  if (value.length === 0 || value.length > MAX_REFERENCE)
    throw new PaymentGatewayError(`Test gateway: ${name} must be 1 to ${MAX_REFERENCE} characters`)
}

export function createTestGateway(options: TestGatewayOptions): TestGateway {
  const secret = options.secret ?? testGatewaySecret()
  const db = async () => options.db

  async function order(orderId: string): Promise<OrderRow | null> {
    const rows = await (
      await db()
    ).query<OrderRow>('SELECT * FROM test_gateway_orders WHERE id = $1', [orderId])
    return rows[0] ?? null
  }

  async function existingOrder(orderId: string): Promise<OrderRow> {
    const found = await order(orderId)
    if (!found) throw new PaymentGatewayError(`Test gateway: no order or payment link ${orderId}`)
    if (found.status === 'paid') throw new PaymentGatewayError(`Test gateway: ${orderId} is already paid`)
    return found
  }

  return {
    mode: 'test',
    keyId: TEST_GATEWAY_KEY_ID,

    async createOrder(input) {
      checkAmount(input.amountPaise, input.currency)
      checkReference('the receipt', input.receipt)
      const id = gatewayId('order')
      await (
        await db()
      ).query(
        `INSERT INTO test_gateway_orders (id, kind, gateway_order_id, amount_paise, currency, reference, notes, status)
         VALUES ($1, 'order', $1, $2, $3, $4, $5, 'created')`,
        [id, input.amountPaise, input.currency, input.receipt, input.notes],
      )
      return { id, amountPaise: input.amountPaise, currency: input.currency, receipt: input.receipt }
    },

    async createPaymentLink(input) {
      checkAmount(input.amountPaise, input.currency)
      checkReference('the reference_id', input.referenceId)
      const id = gatewayId('plink')
      try {
        await (
          await db()
        ).query(
          `INSERT INTO test_gateway_orders
             (id, kind, gateway_order_id, amount_paise, currency, reference, description, notes, callback_url, status)
           VALUES ($1, 'payment_link', $2, $3, $4, $5, $6, $7, $8, 'created')`,
          [
            id,
            gatewayId('order'),
            input.amountPaise,
            input.currency,
            input.referenceId,
            input.description,
            input.notes,
            input.callbackUrl,
          ],
        )
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION)
          throw new PaymentGatewayError(`Test gateway: reference_id ${input.referenceId} is already used`)
        throw error
      }
      return {
        id,
        shortUrl: testCheckoutPath(id),
        referenceId: input.referenceId,
        amountPaise: input.amountPaise,
        currency: input.currency,
      }
    },

    async fetchPayment(paymentId): Promise<GatewayPayment> {
      const rows = await (
        await db()
      ).query<{
        id: string
        gateway_order_id: string
        amount_paise: number
        currency: string
        status: 'captured' | 'failed'
        error_description: string | null
        notes: Record<string, string>
      }>(
        `SELECT p.id, o.gateway_order_id, p.amount_paise, p.currency, p.status, p.error_description, o.notes
           FROM test_gateway_payments p JOIN test_gateway_orders o ON o.id = p.order_id
          WHERE p.id = $1`,
        [paymentId],
      )
      const payment = rows[0]
      if (!payment) throw new PaymentGatewayError(`Test gateway: no payment ${paymentId}`)
      return {
        id: payment.id,
        orderId: payment.gateway_order_id,
        amountPaise: payment.amount_paise,
        currency: payment.currency,
        status: payment.status,
        errorDescription: payment.error_description,
        notes: payment.notes,
      }
    },

    checkoutSignatureMatches({ orderId, paymentId, signature }) {
      return signatureMatches(checkoutSignature(orderId, paymentId, secret), signature)
    },

    paymentLinkSignatureMatches({ signature, ...callback }) {
      return signatureMatches(paymentLinkSignature(callback, secret), signature)
    },

    webhookSignatureMatches(rawBody, signature) {
      return signatureMatches(webhookSignature(rawBody, secret), signature)
    },

    async testCheckoutOrder(orderId) {
      const found = await order(orderId)
      if (!found) return null
      return {
        id: found.id,
        kind: found.kind,
        amountPaise: found.amount_paise,
        currency: found.currency,
        reference: found.reference,
        description: found.description,
        notes: found.notes,
        status: found.status,
        callbackUrl: found.callback_url,
      }
    },

    async payOnTestCheckout(orderId) {
      const found = await existingOrder(orderId)
      const paymentId = gatewayId('pay')
      // One statement, so two tabs paying at once cannot both capture.
      const captured = await (
        await db()
      ).query(
        `WITH paid AS (
           UPDATE test_gateway_orders SET status = 'paid' WHERE id = $1 AND status <> 'paid'
           RETURNING id, amount_paise, currency)
         INSERT INTO test_gateway_payments (id, order_id, amount_paise, currency, status)
         SELECT $2, id, amount_paise, currency, 'captured' FROM paid
         RETURNING id`,
        [orderId, paymentId],
      )
      if (captured.length === 0) throw new PaymentGatewayError(`Test gateway: ${orderId} is already paid`)
      if (found.kind === 'order') {
        return {
          kind: 'order',
          fields: {
            razorpay_payment_id: paymentId,
            razorpay_order_id: orderId,
            razorpay_signature: checkoutSignature(orderId, paymentId, secret),
          },
        }
      }
      const callback = { paymentLinkId: orderId, referenceId: found.reference, status: 'paid', paymentId }
      const params: PaymentLinkCallbackParams = {
        razorpay_payment_id: paymentId,
        razorpay_payment_link_id: orderId,
        razorpay_payment_link_reference_id: found.reference,
        razorpay_payment_link_status: 'paid',
        razorpay_signature: paymentLinkSignature(callback, secret),
      }
      const callbackUrl = found.callback_url ?? ''
      return { kind: 'payment_link', callbackUrl, params, redirectUrl: withQuery(callbackUrl, params) }
    },

    async failOnTestCheckout(orderId, reason = TEST_GATEWAY_FAILURE) {
      const found = await existingOrder(orderId)
      const paymentId = gatewayId('pay')
      const queryable = await db()
      await queryable.query(
        `INSERT INTO test_gateway_payments (id, order_id, amount_paise, currency, status, error_description)
         VALUES ($1, $2, $3, $4, 'failed', $5)`,
        [paymentId, orderId, found.amount_paise, found.currency, reason],
      )
      // As at Razorpay, an order with a payment attempt is 'attempted'; a link stays open.
      if (found.kind === 'order')
        await queryable.query(
          `UPDATE test_gateway_orders SET status = 'attempted' WHERE id = $1 AND status = 'created'`,
          [orderId],
        )
      return { paymentId, orderId: found.gateway_order_id, errorDescription: reason }
    },
  }
}

/** The callback URL with the params appended to any query it already has. */
function withQuery(url: string, params: PaymentLinkCallbackParams): string {
  const [base = '', hash] = url.split('#', 2)
  const query = new URLSearchParams(params as unknown as Record<string, string>).toString()
  const joined = `${base}${base.includes('?') ? '&' : '?'}${query}`
  return hash === undefined ? joined : `${joined}#${hash}`
}
