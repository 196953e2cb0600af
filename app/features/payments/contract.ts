// What the payment pages' servers and the browser's checkout share. Plain data only: this
// file ships to the browser.

/** The test gateway's key id: checkout opens the in-page test dialog instead of Razorpay's. */
export const TEST_GATEWAY_KEY_PREFIX = 'rzp_test_offline'

export const CHECKOUT_PRODUCT_NAME = 'NyayaDraft'
export const CHECKOUT_PLAN_TEXT = 'Professional Plan - 3 months'
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

export const TEST_CHECKOUT_INTENTS = { pay: 'pay', fail: 'fail', cancel: 'cancel' } as const
export type TestCheckoutIntent = keyof typeof TEST_CHECKOUT_INTENTS

/** The test checkout page's path for an order or payment link. */
export const testCheckoutPath = (orderId: string) => `/payments/test-checkout/${encodeURIComponent(orderId)}`

/**
 * Remix's id for that route: a POST with `?_data=<id>` is answered with the action's own JSON
 * (the signed checkout result) instead of the page, which is how the in-page dialog pays.
 */
export const TEST_CHECKOUT_ROUTE_ID = 'routes/payments.test-checkout.$order'

/** What the test checkout answers the in-page dialog. */
export type TestCheckoutAnswer =
  | { paid: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }
  | { failed: { description: string } }
  | { error: string }

export const PAYMENT_TOASTS = {
  successful: {
    type: 'success',
    title: 'Payment Successful',
    description: 'Your subscription has been activated successfully!',
  },
  cancelled: {
    type: 'message',
    title: 'Payment Cancelled',
    description: 'You can retry the payment anytime.',
  },
  failedTitle: 'Payment failed',
  verificationFailedTitle: 'Payment Verification Failed',
} as const
