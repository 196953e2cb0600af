import type { ClientToast } from '#app/platform/client-toast.ts'
import {
  CHECKOUT_PLAN_TEXT,
  CHECKOUT_PRODUCT_NAME,
  PAYMENT_TOASTS,
  RAZORPAY_CHECKOUT_SCRIPT,
  TEST_CHECKOUT_ROUTE_ID,
  testCheckoutPath,
  type TestCheckoutAnswer,
} from './contract.ts'

// The purchase with JavaScript (spec §4): the server creates the order, checkout opens —
// Razorpay's, its script loaded only now, or the test gateway's dialog — and its signed
// result goes to the server's verification. Every step's failure is a toast, never a throw.

export interface CheckoutOrder {
  razorpayKeyId: string
  amount: number
  currency: string
  orderId: string
}

export interface CheckoutResult {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

/** How checkout ended: paid (a result to verify), dismissed, or failed with the gateway's reason. */
export type CheckoutEnd = { paid: CheckoutResult } | { dismissed: true } | { failed: string }

const SUBSCRIPTION_ERROR: ClientToast = {
  type: 'error',
  title: 'Subscription Error',
  description: 'Failed to initiate subscription. Please try again.',
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>
  } catch {
    return {}
  }
}

/** POST /api/subscriptions: the order, or the toast that says why there is none. */
export async function createOrder(
  placeOfSupply: string,
): Promise<{ order: CheckoutOrder } | { refused: ClientToast }> {
  let response: Response
  try {
    response = await fetch('/api/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ planId: 'professional', ...(placeOfSupply ? { placeOfSupply } : {}) }),
    })
  } catch {
    return { refused: SUBSCRIPTION_ERROR }
  }
  const body = await jsonOf(response)
  if (response.status === 401)
    return {
      refused: {
        type: 'error',
        title: 'Subscription Failed',
        description: 'Please sign in to create a subscription',
      },
    }
  if (response.status === 502)
    return {
      refused: {
        type: 'error',
        title: 'Subscription Failed',
        description: 'Payment gateway error. Please try again later.',
      },
    }
  const order = body as Partial<CheckoutOrder>
  if (!response.ok || typeof order.orderId !== 'string' || typeof order.razorpayKeyId !== 'string') {
    return {
      refused:
        response.status === 400 && typeof body.error === 'string'
          ? { ...SUBSCRIPTION_ERROR, description: body.error }
          : SUBSCRIPTION_ERROR,
    }
  }
  return { order: order as CheckoutOrder }
}

/** POST /api/payments/verify: null when the payment is accepted, else the reason. */
export async function verifyPayment(result: CheckoutResult): Promise<string | null> {
  try {
    const response = await fetch('/api/payments/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(result),
    })
    const body = await jsonOf(response)
    if (response.ok && body.success !== false) return null
    const reason = body.error ?? body.message
    return typeof reason === 'string' ? reason : 'The payment could not be verified.'
  } catch {
    return 'The payment could not be verified. Please check your connection and reload the page.'
  }
}

/** The test gateway's answer to the in-page dialog's Pay or Fail (its JSON, through Remix's data request). */
export async function answerTestCheckout(
  orderId: string,
  intent: 'pay' | 'fail',
  csrf: string,
): Promise<TestCheckoutAnswer> {
  try {
    const url = `${testCheckoutPath(orderId)}?_data=${encodeURIComponent(TEST_CHECKOUT_ROUTE_ID)}`
    const response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({ csrf, intent }),
    })
    const body = (await jsonOf(response)) as TestCheckoutAnswer
    if ('paid' in body || 'failed' in body || 'error' in body) return body
    return { error: `The test gateway answered ${response.status}` }
  } catch {
    return { error: 'The test gateway could not be reached' }
  }
}

// Razorpay's checkout, as much of it as this module uses.
interface RazorpayInstance {
  open(): void
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance
declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

/**
 * Loads checkout.js once, with the page's CSP nonce. Rejects when it cannot load — the
 * network, or a page whose policy does not allow Razorpay (reached by a client-side
 * navigation from a page that had no use for it).
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = RAZORPAY_CHECKOUT_SCRIPT
    script.async = true
    // Browsers hide a nonce attribute's value; the property still holds it.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('no Razorpay')))
    script.onerror = () => {
      script.remove()
      reject(new Error('checkout.js did not load'))
    }
    document.head.appendChild(script)
  })
}

/** Opens Razorpay's checkout with the specification's options; resolves when it ends. */
export function openRazorpay(
  Razorpay: RazorpayConstructor,
  order: CheckoutOrder,
  buyer: { name: string; email: string },
  onFailedAttempt: (description: string) => void,
): Promise<CheckoutEnd> {
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.razorpayKeyId,
      amount: order.amount,
      currency: order.currency,
      name: CHECKOUT_PRODUCT_NAME,
      description: CHECKOUT_PLAN_TEXT,
      order_id: order.orderId,
      prefill: { name: buyer.name, email: buyer.email, contact: '' },
      notes: { plan_id: 'professional', type: '3_month_purchase' },
      theme: { color: '#1d4ed8' },
      handler: (result: CheckoutResult) => resolve({ paid: result }),
      modal: { ondismiss: () => resolve({ dismissed: true }) },
    })
    // The modal stays open for another attempt; the webhook records the failed one.
    checkout.on('payment.failed', (response) =>
      onFailedAttempt(response.error?.description ?? 'The payment failed'),
    )
    checkout.open()
  })
}

/** The toast for how checkout ended, once verification (if any) has answered. */
export function toastForEnd(end: CheckoutEnd, verificationError: string | null): ClientToast {
  if ('dismissed' in end) return { ...PAYMENT_TOASTS.cancelled }
  if ('failed' in end) return { type: 'error', title: PAYMENT_TOASTS.failedTitle, description: end.failed }
  if (verificationError)
    return { type: 'error', title: PAYMENT_TOASTS.verificationFailedTitle, description: verificationError }
  return { ...PAYMENT_TOASTS.successful }
}
