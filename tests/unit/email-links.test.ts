import { describe, expect, it } from 'vitest'
import {
  EMAIL_LINK_VALIDITY_MS,
  emailLinkState,
  mailWaitMessage,
  mailWaitSeconds,
  type StoredEmailLink,
} from '#domain/accounts/email-links.ts'
import { emailChangeMail, emailChangeNoticeMail, verificationMail } from '#domain/accounts/email-mails.ts'

const NOW = new Date('2026-09-01T10:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const MIN = 60_000
const HOUR = 60 * MIN

describe('how often a link may be mailed (1 a minute, 5 a day)', () => {
  it('lets the first one through', () => {
    expect(mailWaitSeconds([], NOW)).toBe(0)
  })

  it('makes the next wait out the minute since the last', () => {
    expect(mailWaitSeconds([ago(15_000)], NOW)).toBe(45)
    expect(mailWaitSeconds([ago(MIN)], NOW)).toBe(0)
  })

  it('after five in a day, waits until the oldest of them is a day old', () => {
    const five = [ago(23 * HOUR), ago(20 * HOUR), ago(10 * HOUR), ago(5 * HOUR), ago(2 * HOUR)]
    expect(mailWaitSeconds(five, NOW)).toBe(3600)
    expect(mailWaitSeconds(five.slice(1), NOW)).toBe(0)
    expect(mailWaitSeconds([ago(25 * HOUR), ...five.slice(1)], NOW)).toBe(0)
  })

  it('words the wait in seconds, minutes or hours', () => {
    expect(mailWaitMessage(45)).toMatch(/Please wait 45 seconds and try again\.$/)
    expect(mailWaitMessage(1)).toMatch(/wait 1 second and/)
    expect(mailWaitMessage(600)).toMatch(/wait 10 minutes and/)
    expect(mailWaitMessage(3600)).toMatch(/wait 1 hour and/)
    expect(mailWaitMessage(61)).toMatch(/wait 2 minutes and/)
  })
})

describe('what a followed link may still do', () => {
  const link = (over: Partial<StoredEmailLink> = {}): StoredEmailLink => ({
    purpose: 'verify',
    email: 'asha@example.in',
    expiresAt: new Date(NOW.getTime() + EMAIL_LINK_VALIDITY_MS),
    usedAt: null,
    revokedAt: null,
    ...over,
  })

  it('is valid once, for a day', () => {
    expect(emailLinkState(link(), 'asha@example.in', NOW)).toBe('valid')
    expect(emailLinkState(link({ usedAt: NOW }), 'asha@example.in', NOW)).toBe('used')
    expect(emailLinkState(link({ revokedAt: NOW }), 'asha@example.in', NOW)).toBe('cancelled')
    expect(emailLinkState(link({ expiresAt: NOW }), 'asha@example.in', NOW)).toBe('expired')
  })

  it('a verification link dies when the account moved to another address; a change link does not', () => {
    expect(emailLinkState(link(), 'asha.new@example.in', NOW)).toBe('stale')
    expect(emailLinkState(link({ purpose: 'change', email: 'new@example.in' }), 'asha@example.in', NOW)).toBe(
      'valid',
    )
  })
})

describe('the mails', () => {
  const expiresAt = new Date('2026-09-02T10:00:00Z')

  it('carry the link and its expiry in text and HTML', () => {
    const url = 'http://localhost:3000/verify-email/abc'
    const mail = verificationMail({ to: 'asha@example.in', url, expiresAt })
    expect(mail.to).toBe('asha@example.in')
    expect(mail.text).toContain(url)
    expect(mail.text).toContain('expires in 24 hours (2 Sept 2026, 3:30 pm IST)')
    expect(mail.html).toContain(`href="${url}"`)
  })

  it('the change link goes to the new address; the notice to the old one has no link and says how to get help', () => {
    const change = emailChangeMail({
      to: 'new@example.in',
      from: 'old@example.in',
      url: 'http://x/verify-email/t',
      expiresAt,
    })
    expect(change.to).toBe('new@example.in')
    expect(change.text).toContain('http://x/verify-email/t')
    const notice = emailChangeNoticeMail({
      to: 'old@example.in',
      newEmail: '<b>new</b>@example.in',
      support: null,
    })
    expect(notice.to).toBe('old@example.in')
    expect(notice.text).toContain('<b>new</b>@example.in')
    expect(notice.html).toContain('&lt;b&gt;new&lt;/b&gt;@example.in')
    expect(notice.text).not.toMatch(/https?:\/\//)
    expect(notice.text).toMatch(/If it was not you/)
    expect(notice.text).toMatch(/contact the team that runs this NyayaDraft site/)
    const withSupport = emailChangeNoticeMail({
      to: 'o@x.in',
      newEmail: 'n@x.in',
      support: 'help@nyaya.example',
    })
    expect(withSupport.text).toMatch(/write to our support team at help@nyaya\.example/)
  })
})
