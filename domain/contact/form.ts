/**
 * The contact form's fields and limits: what the page needs to draw it. No imports, so the
 * browser bundle takes only these few names (the rules are in message.ts).
 */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
/** The honeypot: a field people never see, which only a program filling every field fills. */
export const HONEYPOT_FIELD = 'website'

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const
