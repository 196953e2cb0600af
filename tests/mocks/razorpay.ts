import { HttpResponse, delay, http } from 'msw'

/**
 * msw handlers for the Razorpay API the SDK calls (https://api.razorpay.com/v1). Add what a
 * test needs to the suite's server: `server.use(...)` (tests/mocks/server.ts). The answers
 * have the fields and shapes Razorpay documents for each entity.
 */

export const RAZORPAY_API = 'https://api.razorpay.com/v1'
export const ORDERS_URL = `${RAZORPAY_API}/orders`
export const PAYMENT_LINKS_URL = `${RAZORPAY_API}/payment_links`
export const PAYMENT_URL = `${RAZORPAY_API}/payments/:id`

export interface RazorpayRequest {
  readonly method: string
  readonly url: string
  readonly headers: Headers
  readonly body: Record<string, unknown> | null
}

/** Keeps the requests the handlers answered. */
export class RazorpayRecorder {
  readonly requests: RazorpayRequest[] = []
  get calls(): number {
    return this.requests.length
  }
  async take(request: Request): Promise<Record<string, unknown> | null> {
    const text = await request.clone().text()
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null
    this.requests.push({ method: request.method, url: request.url, headers: request.headers, body })
    return body
  }
}

/** The HTTP Basic credentials a request carried, decoded. */
export function basicAuth(headers: Headers): { keyId: string; keySecret: string } | null {
  const match = /^Basic (.+)$/.exec(headers.get('authorization') ?? '')
  if (!match?.[1]) return null
  const [keyId = '', keySecret = ''] = Buffer.from(match[1], 'base64').toString('utf8').split(':')
  return { keyId, keySecret }
}

const CREATED_AT = 1_767_225_600

/** POST /orders answered with the order Razorpay would create from the body. */
export function orderCreated(recorder = new RazorpayRecorder(), id = 'order_RzpTest0000001') {
  return http.post(ORDERS_URL, async ({ request }) => {
    const body = (await recorder.take(request)) ?? {}
    return HttpResponse.json({
      id,
      entity: 'order',
      amount: body['amount'],
      amount_paid: 0,
      amount_due: body['amount'],
      currency: body['currency'],
      receipt: body['receipt'] ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: body['notes'] ?? [],
      created_at: CREATED_AT,
    })
  })
}

/** POST /payment_links answered with the link Razorpay would create from the body. */
export function paymentLinkCreated(recorder = new RazorpayRecorder(), id = 'plink_RzpTest0000001') {
  return http.post(PAYMENT_LINKS_URL, async ({ request }) => {
    const body = (await recorder.take(request)) ?? {}
    return HttpResponse.json({
      id,
      entity: 'payment_link',
      accept_partial: false,
      amount: body['amount'],
      amount_paid: 0,
      currency: body['currency'],
      reference_id: body['reference_id'] ?? '',
      description: body['description'] ?? '',
      customer: body['customer'] ?? {},
      notify: body['notify'] ?? {},
      reminder_enable: body['reminder_enable'] ?? true,
      callback_url: body['callback_url'] ?? '',
      callback_method: body['callback_method'] ?? '',
      notes: body['notes'] ?? null,
      payments: null,
      short_url: `https://rzp.io/i/${id.slice(-8)}`,
      status: 'created',
      expire_by: 0,
      expired_at: 0,
      cancelled_at: 0,
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
      user_id: '',
    })
  })
}

/** A payment entity as GET /payments/:id returns it; `overrides` change any field. */
export function paymentEntity(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    entity: 'payment',
    amount: 29_900,
    currency: 'INR',
    status: 'captured',
    order_id: 'order_RzpTest0000001',
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: true,
    description: 'NyayaDraft subscription',
    card_id: null,
    bank: null,
    wallet: null,
    vpa: 'success@razorpay',
    email: 'asha@example.in',
    contact: '+919876543210',
    notes: [],
    fee: 706,
    tax: 108,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    created_at: CREATED_AT,
    ...overrides,
  }
}

/** GET /payments/:id answered with `payment` for its own id, 404 for any other. */
export function paymentFound(payment: ReturnType<typeof paymentEntity>, recorder = new RazorpayRecorder()) {
  return http.get(PAYMENT_URL, async ({ request, params }) => {
    await recorder.take(request)
    if (params['id'] !== payment.id)
      return razorpayError(404, 'BAD_REQUEST_ERROR', 'The id provided does not exist')
    return HttpResponse.json(payment)
  })
}

/** Razorpay's error body with a status. */
export function razorpayError(status: number, code: string, description: string) {
  return HttpResponse.json(
    { error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } },
    { status },
  )
}

type Endpoint = 'orders' | 'payment_links' | 'payment'

type Resolver = (info: { request: Request }) => Promise<Response>

function route(endpoint: Endpoint, resolver: Resolver) {
  if (endpoint === 'orders') return http.post(ORDERS_URL, ({ request }) => resolver({ request }))
  if (endpoint === 'payment_links')
    return http.post(PAYMENT_LINKS_URL, ({ request }) => resolver({ request }))
  return http.get(PAYMENT_URL, ({ request }) => resolver({ request }))
}

/** Every request to the endpoint answered with an error status and Razorpay's error body. */
export function failWith(
  endpoint: Endpoint,
  status: number,
  description = 'We are facing some trouble completing your request at the moment. Please try again shortly.',
  recorder = new RazorpayRecorder(),
) {
  const code = status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR'
  return route(endpoint, async ({ request }) => {
    await recorder.take(request)
    return razorpayError(status, code, description)
  })
}

/** The connection fails without any answer. */
export function networkError(endpoint: Endpoint, recorder = new RazorpayRecorder()) {
  return route(endpoint, async ({ request }) => {
    await recorder.take(request)
    return HttpResponse.error()
  })
}

/** Never answers: the adapter's deadline must give up on it. */
export function hang(endpoint: Endpoint, recorder = new RazorpayRecorder()) {
  return route(endpoint, async ({ request }) => {
    await recorder.take(request)
    await delay('infinite')
    return HttpResponse.error()
  })
}
