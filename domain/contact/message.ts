import { isEmailAddress, MESSAGES, normaliseEmail } from '#domain/accounts/credentials.ts'
import { CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField } from './form.ts'
import { parseIndianPhone } from './phone.ts'

/**
 * The contact form's rules: first and last name, e-mail, an optional Indian phone number,
 * subject and message, each with its own message beside it; the honeypot (form.ts) empty.
 */

export const CONTACT_TEXTS = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  emailMissing: 'Please enter your e-mail address',
  // The specification's words for a malformed address (spec 001 §5).
  emailInvalid: MESSAGES.invalidEmail,
  phone:
    'Please enter an Indian phone number: a 10-digit mobile (98765 43210, +91 98765 43210) or a landline with its STD code (080 2345 6789)',
  subject: 'Please enter a subject',
  message: 'Please enter your message',
  honeypot:
    'Your message was not sent: the field “Leave this field empty” was filled in. Empty it and send the message again.',
  tooLong: (label: string, max: number) =>
    `${label} is too long: at most ${max.toLocaleString('en-IN')} characters`,
} as const

export interface ContactMessage {
  firstName: string
  lastName: string
  email: string
  /** E.164 (+91 and 10 digits), or null when none was given. */
  phone: string | null
  subject: string
  message: string
}

export type ContactInput = Partial<Record<ContactField | typeof HONEYPOT_FIELD, unknown>>
type Result =
  { ok: true; value: ContactMessage } | { ok: false; fieldErrors: Partial<Record<ContactField, string>> }

const text = (value: unknown) => (typeof value === 'string' ? value : '')
// One line: a name or subject travels into a mail's subject and the operator's list.
const oneLine = (value: unknown) => text(value).replace(/\s+/g, ' ').trim()

/** The message as it will be kept, or every field's problem at once. */
export function parseContactMessage(input: ContactInput): Result {
  const fieldErrors: Partial<Record<ContactField, string>> = {}
  const required = (field: ContactField, value: string, missing: string, label: string, max: number) => {
    if (!value) fieldErrors[field] = missing
    else if (value.length > max) fieldErrors[field] = CONTACT_TEXTS.tooLong(label, max)
    return value
  }
  const firstName = required(
    'firstName',
    oneLine(input.firstName),
    CONTACT_TEXTS.firstName,
    'First name',
    CONTACT_LIMITS.name,
  )
  const lastName = required(
    'lastName',
    oneLine(input.lastName),
    CONTACT_TEXTS.lastName,
    'Last name',
    CONTACT_LIMITS.name,
  )
  const email = normaliseEmail(text(input.email))
  if (!email) fieldErrors.email = CONTACT_TEXTS.emailMissing
  else if (!isEmailAddress(email)) fieldErrors.email = CONTACT_TEXTS.emailInvalid
  const phoneText = text(input.phone).trim()
  const phone = phoneText && phoneText.length <= CONTACT_LIMITS.phone ? parseIndianPhone(phoneText) : null
  if (phoneText && !phone) fieldErrors.phone = CONTACT_TEXTS.phone
  const subject = required(
    'subject',
    oneLine(input.subject),
    CONTACT_TEXTS.subject,
    'The subject',
    CONTACT_LIMITS.subject,
  )
  // Line breaks are kept; a browser sends them as CR LF.
  const message = required(
    'message',
    text(input.message).replace(/\r\n?/g, '\n').trim(),
    CONTACT_TEXTS.message,
    'Your message',
    CONTACT_LIMITS.message,
  )
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  return { ok: true, value: { firstName, lastName, email, phone, subject, message } }
}

/** Whether the honeypot was filled: a program, not a person, sent the form. */
export function honeypotFilled(input: ContactInput): boolean {
  return text(input[HONEYPOT_FIELD]).trim() !== ''
}

/**
 * The reference a sender is given: C-<year in IST>-<number, 6 digits at least>. The number
 * is the message's own and never repeats; the year only helps a person read it.
 */
export function contactReference(number: number, receivedAt: Date): string {
  const istYear = new Date(receivedAt.getTime() + 330 * 60_000).getUTCFullYear()
  return `C-${istYear}-${String(number).padStart(6, '0')}`
}
export const REFERENCE_PATTERN = /^C-\d{4}-\d{6,}$/

/** Per client address, in fixed windows: enough for a person, too few for a flood of mail. */
export const CONTACT_RATE_LIMIT = { messages: 5, windowSeconds: 60 * 60 } as const

export function contactWaitMessage(seconds: number): string {
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
  return `Too many messages from this connection. Please wait ${wait} and try again.`
}
