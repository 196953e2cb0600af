import Razorpay from 'razorpay'
import { z } from 'zod'
import {
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentLink,
  type PaymentGateway,
  PaymentGatewayError,
} from '#domain/payments/gateway.ts'
import {
  checkoutSignature,
  paymentLinkSignature,
  signatureMatches,
  webhookSignature,
} from '#domain/payments/signatures.ts'

/**
 * The payment gateway on Razorpay, through its official SDK. Each call has a deadline; any
 * failure — network, refusal, timeout, an answer of the wrong shape — becomes a
 * PaymentGatewayError whose message names Razorpay and never carries the key secret.
 */

export const RAZORPAY_TIMEOUT_MS = 10_000

export interface RazorpayGatewayOptions {
  readonly keyId: string
  readonly keySecret: string
  /** Without it no webhook is accepted. */
  readonly webhookSecret?: string
  /** Per call (default 10 s). */
  readonly timeoutMs?: number
}

// Razorpay sends `notes: []` when there are none, and numbers where the app sent strings.
const notesSchema = z
  .union([z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])), z.array(z.never())])
  .nullish()
  .transform((notes) =>
    Object.fromEntries(
      Object.entries(notes && !Array.isArray(notes) ? notes : {}).map(([k, v]) => [k, String(v ?? '')]),
    ),
  )

const orderSchema = z.object({
  id: z.string(),
  amount: z.coerce.number().int(),
  currency: z.string(),
  receipt: z.string().nullish(),
})

const paymentLinkSchema = z.object({
  id: z.string(),
  short_url: z.string(),
  reference_id: z.string().nullish(),
  amount: z.coerce.number().int(),
  currency: z.string(),
})

const paymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.coerce.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullish(),
  notes: notesSchema,
})

/** Razorpay's ids are a prefix and base62 characters; anything else is refused before it reaches a URL path. */
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/

export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const { keyId, keySecret, webhookSecret } = options
  const timeoutMs = options.timeoutMs ?? RAZORPAY_TIMEOUT_MS
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret })
  freeHungSockets(client, timeoutMs)

  /** The SDK call, its deadline and its answer's shape; every failure said without the secret. */
  async function call<T>(what: string, request: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new PaymentGatewayError(`Razorpay did not answer within ${timeoutMs} ms (${what})`)),
        timeoutMs,
      )
    })
    let answer: unknown
    try {
      answer = await Promise.race([Promise.resolve().then(request), deadline])
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw error
      throw new PaymentGatewayError(
        withoutSecret(`Razorpay: ${what} failed: ${describeFailure(error)}`, keySecret),
      )
    } finally {
      clearTimeout(timer)
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success)
      throw new PaymentGatewayError(`Razorpay: ${what} got an answer of an unexpected shape`)
    return parsed.data
  }

  return {
    mode: 'razorpay',
    keyId,

    async createOrder(input): Promise<GatewayOrder> {
      const order = await call(
        'creating an order',
        () =>
          client.orders.create({
            amount: input.amountPaise,
            currency: input.currency,
            receipt: input.receipt,
            notes: input.notes,
          }),
        orderSchema,
      )
      return {
        id: order.id,
        amountPaise: order.amount,
        currency: order.currency,
        receipt: order.receipt ?? input.receipt,
      }
    },

    async createPaymentLink(input): Promise<GatewayPaymentLink> {
      const link = await call(
        'creating a payment link',
        () =>
          client.paymentLink.create({
            amount: input.amountPaise,
            currency: input.currency,
            reference_id: input.referenceId,
            description: input.description,
            customer: { name: input.customer.name, email: input.customer.email },
            notify: { sms: false, email: false },
            reminder_enable: false,
            callback_url: input.callbackUrl,
            callback_method: 'get',
            notes: input.notes,
          }),
        paymentLinkSchema,
      )
      return {
        id: link.id,
        shortUrl: link.short_url,
        referenceId: link.reference_id ?? input.referenceId,
        amountPaise: link.amount,
        currency: link.currency,
      }
    },

    async fetchPayment(paymentId): Promise<GatewayPayment> {
      if (!PAYMENT_ID.test(paymentId)) throw new PaymentGatewayError('Razorpay payment ids look like pay_…')
      const payment = await call('fetching a payment', () => client.payments.fetch(paymentId), paymentSchema)
      return {
        id: payment.id,
        orderId: payment.order_id ?? null,
        amountPaise: payment.amount,
        currency: payment.currency,
        status: payment.status,
        errorDescription: payment.error_description ?? null,
        notes: payment.notes,
      }
    },

    checkoutSignatureMatches({ orderId, paymentId, signature }) {
      return signatureMatches(checkoutSignature(orderId, paymentId, keySecret), signature)
    },

    paymentLinkSignatureMatches({ signature, ...callback }) {
      return signatureMatches(paymentLinkSignature(callback, keySecret), signature)
    },

    webhookSignatureMatches(rawBody, signature) {
      if (!webhookSecret) return false
      return signatureMatches(webhookSignature(rawBody, webhookSecret), signature)
    },
  }
}

/**
 * The SDK has no timeout option and its HTTP client none by default, so a request Razorpay
 * never answers would hold its socket after the deadline gave up on it. The client it keeps
 * is given a timeout a little past the deadline, when it is where this SDK version keeps it.
 */
function freeHungSockets(client: Razorpay, timeoutMs: number) {
  const http = (client as unknown as { api?: { rq?: { defaults?: { timeout?: number } } } }).api?.rq
  if (http?.defaults) http.defaults.timeout = timeoutMs + 1_000
}

/**
 * The SDK rejects with `{ statusCode, error: { description } }` when Razorpay answers with an
 * error, and with a TypeError of its own when no answer came at all. The original error is
 * not kept as the cause: an HTTP client's error carries its request, credentials included.
 */
function describeFailure(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode, error: body } = error as { statusCode: unknown; error?: { description?: unknown } }
    const description = typeof body?.description === 'string' ? ` ${body.description}` : ''
    return `HTTP ${String(statusCode)}${description}`
  }
  return 'no answer (network error)'
}

function withoutSecret(message: string, secret: string): string {
  return secret ? message.replaceAll(secret, '[key secret]') : message
}
