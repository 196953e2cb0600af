/**
 * The contact page's one form, the query its thank-you redirect carries, and the toasts'
 * titles. Plain data: the page and the action both read it.
 */
export const CONTACT_INTENT = 'contact'
export const CONTACT_PATH = '/contact'
export const REFERENCE_PARAM = 'reference'
export const CONTACT_TOASTS = {
  sent: 'Message sent',
  failed: 'Message not sent',
} as const
