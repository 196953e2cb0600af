/**
 * The single-use links that prove an e-mail address: 'verify' confirms the account's own
 * address, 'change' moves the account to a new one. Pure rules: how long a link lives,
 * how often one may be mailed, and what a followed link may still do.
 */
export type EmailLinkPurpose = 'verify' | 'change'

/** A day: long enough to reach a mailbox checked once a day, short enough that an old mail is dead. */
export const EMAIL_LINK_VALIDITY_HOURS = 24
export const EMAIL_LINK_VALIDITY_MS = EMAIL_LINK_VALIDITY_HOURS * 60 * 60 * 1000

// Each mail goes to an address the user typed, so an account must not become a mail cannon.
export const EMAIL_LINK_LIMITS = { perMinute: 1, perDay: 5 } as const
const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS

/**
 * Seconds until the account may be mailed another link of a purpose, given when the earlier
 * ones were made; 0 when it may now.
 */
export function mailWaitSeconds(sentAt: readonly Date[], now: Date): number {
  const ages = sentAt.map((at) => now.getTime() - at.getTime()).filter((age) => age >= 0 && age < DAY_MS)
  const waits = [0]
  const lastMinute = ages.filter((age) => age < MINUTE_MS).sort((a, b) => a - b)
  if (lastMinute.length >= EMAIL_LINK_LIMITS.perMinute)
    waits.push(MINUTE_MS - (lastMinute[EMAIL_LINK_LIMITS.perMinute - 1] ?? 0))
  const lastDay = [...ages].sort((a, b) => a - b)
  if (lastDay.length >= EMAIL_LINK_LIMITS.perDay)
    waits.push(DAY_MS - (lastDay[EMAIL_LINK_LIMITS.perDay - 1] ?? 0))
  return Math.ceil(Math.max(...waits) / 1000)
}

/** The 429's words: how long, in the largest unit that reads naturally. */
export function mailWaitMessage(seconds: number): string {
  const [count, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour']
  const wait = `${count} ${unit}${count === 1 ? '' : 's'}`
  return `Too many e-mails with a link: we send at most ${EMAIL_LINK_LIMITS.perMinute} a minute and ${EMAIL_LINK_LIMITS.perDay} a day. Please wait ${wait} and try again.`
}

export interface StoredEmailLink {
  purpose: EmailLinkPurpose
  email: string
  expiresAt: Date
  usedAt: Date | null
  revokedAt: Date | null
}

export type EmailLinkState = 'valid' | 'used' | 'cancelled' | 'expired' | 'stale'

/**
 * What a followed link may do now. A 'verify' link is stale once the account uses another
 * address (it proves the old one); a 'change' link stays good while it is the pending change.
 */
export function emailLinkState(link: StoredEmailLink, accountEmail: string, now: Date): EmailLinkState {
  if (link.usedAt) return 'used'
  if (link.revokedAt) return 'cancelled'
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired'
  if (link.purpose === 'verify' && link.email !== accountEmail) return 'stale'
  return 'valid'
}

export const EMAIL_LINK_TEXTS = {
  notFound: 'This link is not valid. Check that you opened the whole link from the e-mail.',
  used: 'This link has already been used. Each link works once.',
  cancelled: 'This link was cancelled: a newer request replaced it, or the change was called off.',
  expired: `This link has expired (links work for ${EMAIL_LINK_VALIDITY_HOURS} hours). Ask for a new one from your profile.`,
  stale: 'This link was for an address your account no longer uses.',
  emailTaken: 'That e-mail address is already in use by another account.',
  verifyBanner: 'Verify your e-mail',
} as const

export const LINK_STATE_MESSAGES: Record<Exclude<EmailLinkState, 'valid'>, string> = {
  used: EMAIL_LINK_TEXTS.used,
  cancelled: EMAIL_LINK_TEXTS.cancelled,
  expired: EMAIL_LINK_TEXTS.expired,
  stale: EMAIL_LINK_TEXTS.stale,
}
