import { istDateTime } from '#domain/shared/ist-time.ts'
import { EMAIL_LINK_VALIDITY_HOURS } from './email-links.ts'

// The account's three mails about addresses, as plain text and simple HTML. Every value
// that came from a user (a name, an address) is escaped in the HTML part.

export interface AccountMail {
  to: string
  subject: string
  text: string
  html: string
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** Paragraphs of plain text, the one link among them, and the same as HTML. */
function compose(to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }) {
  const text = [...paragraphs, '— NyayaDraft'].join('\n\n')
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#0f172a">',
    ...paragraphs.map((p) =>
      link && p === link.url
        ? `<p><a href="${escape(link.url)}">${escape(link.label)}</a><br><small>${escape(link.url)}</small></p>`
        : `<p>${escape(p)}</p>`,
    ),
    '<p>— NyayaDraft</p></body></html>',
  ].join('\n')
  return { to, subject, text, html }
}

const greeting = (name: string) => (name ? `Hello ${name},` : 'Hello,')
const validity = (expiresAt: Date) =>
  `The link works once and expires in ${EMAIL_LINK_VALIDITY_HOURS} hours (${istDateTime(expiresAt, { seconds: false })} IST).`

/** Sent at sign-up and on "Resend": proves the account's own address. */
export function verificationMail(args: {
  to: string
  name: string
  url: string
  expiresAt: Date
}): AccountMail {
  return compose(
    args.to,
    'Verify your e-mail for NyayaDraft',
    [
      greeting(args.name),
      `Please confirm that ${args.to} is your address by opening this link and pressing "Verify e-mail":`,
      args.url,
      validity(args.expiresAt),
      'If you did not create a NyayaDraft account, ignore this e-mail: nothing happens unless the link is followed.',
    ],
    { url: args.url, label: 'Verify my e-mail' },
  )
}

/** Sent to the NEW address: the change happens only when this link is followed. */
export function emailChangeMail(args: {
  to: string
  from: string
  name: string
  url: string
  expiresAt: Date
}): AccountMail {
  return compose(
    args.to,
    'Confirm your new e-mail address for NyayaDraft',
    [
      greeting(args.name),
      `You asked to change your NyayaDraft account's e-mail address from ${args.from} to ${args.to}. Open this link and press "Confirm new e-mail" to make the change:`,
      args.url,
      validity(args.expiresAt),
      `Until then you sign in with ${args.from}. If you did not ask for this, ignore this e-mail: nothing changes unless the link is followed.`,
    ],
    { url: args.url, label: 'Confirm my new e-mail' },
  )
}

/** Sent to the OLD address when a change is asked for: no link, only what happened and what to do. */
export function emailChangeNoticeMail(args: { to: string; newEmail: string; name: string }): AccountMail {
  return compose(args.to, 'Your NyayaDraft e-mail address is being changed', [
    greeting(args.name),
    `Someone signed in to your NyayaDraft account asked to change its e-mail address from ${args.to} to ${args.newEmail}, giving your current password. The change happens only when the link we sent to ${args.newEmail} is followed; until then you sign in with ${args.to}.`,
    'If this was you, there is nothing more to do here.',
    'If it was not you: sign in, press "Cancel the change" on the Profile tab of your account page, and change your password on its Security tab. To reach our support team, reply to this e-mail.',
  ])
}
