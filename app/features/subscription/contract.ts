// What /subscription's server and page (and the Upgrade dialog) share: the forms' intents
// and fields, the plan as the product sells it, and the page's view model. Plain data only:
// this file ships to the browser.

export const SUBSCRIPTION_INTENTS = { subscribe: 'subscribe', cancel: 'cancel' } as const
export const PLACE_FIELD = 'placeOfSupply'
export const PLACE_LABEL = 'State or union territory (place of supply, for GST)'
/** `?confirm=cancel`: the confirmation step of cancelling, as a page without JavaScript. */
export const CONFIRM_CANCEL_PARAM = 'confirm'

export const PLAN = {
  id: 'professional',
  name: 'Professional',
  price: '₹299',
  regularPrice: '₹499',
  saving: 'Save 40%',
  period: 'per 3 months',
  /** What the product enforces for a subscriber, and nothing it does not. */
  features: [
    'Unlimited documents',
    'Edit every document, by hand and with AI edits',
    'Export as PDF, Word, HTML and text',
    'Share documents and collaborate with your team',
    'Every key term of a document',
  ],
} as const

export const SUBSCRIBE_LABEL = `Subscribe Now - ${PLAN.price}`
export const SUBSCRIBED_LABEL = 'Currently Subscribed'
export const PROCESSING_LABEL = 'Processing...'

export const GATEWAY_ERROR = 'Payment gateway error. Please try again later.'
export const TEST_PAYMENTS_NOTE = 'Test payments — no money moves'
export const RAZORPAY_SECURITY_NOTE =
  'Payment security: Razorpay’s checkout is 256-bit SSL encrypted and PCI DSS compliant.'

export type SubscriptionStatusName = 'active' | 'cancelled' | 'expired' | 'created'

/** What the page shows of the plan the user has. */
export interface SubscriptionView {
  status: SubscriptionStatusName | null
  /** "MMM dd, yyyy" (India time) of the period's end, when there is one. */
  validUntil: string | null
  /** Subscribe is offered: no running period, or a cancelled one (a renewal extends from its end). */
  canSubscribe: boolean
  /** Cancel is offered: a running period not yet cancelled. */
  canCancel: boolean
}

/** The payments this server takes, as the page says it. */
export interface PaymentsView {
  test: boolean
}
