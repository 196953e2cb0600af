import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeMail, mailDirectory, readMailEnv } from '#app/providers/mailer.server.ts'
import { composeMail } from '#domain/mail/compose.ts'
import { MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from '#domain/mail/delivery.ts'

const SMTP = {
  SMTP_URL: 'smtps://mailer:s3cret@smtp.example.in:465',
  MAIL_FROM: 'NyayaDraft <no-reply@nyaya.example>',
  APP_ORIGIN: 'https://nyaya.example',
}

describe('which mailer', () => {
  it('with nothing set, writes files beside the embedded database and says no mail is sent', () => {
    expect(describeMail({})).toEqual({ kind: 'file', label: 'written to ./.data/mail (no mail is sent)' })
    expect(mailDirectory({})).toBe(path.resolve('.data/mail'))
    expect(mailDirectory({ PGLITE_DATA_DIR: '/srv/nyaya/pglite' })).toBe('/srv/nyaya/mail')
    // An in-memory database keeps nothing on disk; its mail still goes to ./.data/mail.
    expect(mailDirectory({ PGLITE_DATA_DIR: 'memory://' })).toBe(path.resolve('.data/mail'))
  })

  it('with SMTP_URL, MAIL_FROM and APP_ORIGIN, sends by SMTP', () => {
    expect(describeMail(SMTP)).toEqual({ kind: 'smtp', label: 'SMTP' })
    // MAIL_FROM alone only names the file mailer's sender.
    expect(describeMail({ MAIL_FROM: SMTP.MAIL_FROM }).kind).toBe('file')
  })

  it('stops on SMTP_URL without MAIL_FROM or APP_ORIGIN, naming them and never the password', () => {
    const problem = (env: Record<string, string>) => {
      try {
        readMailEnv(env)
        return null
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(problem({ ...SMTP, MAIL_FROM: '' })).toMatch(/MAIL_FROM: set MAIL_FROM with SMTP_URL/)
    expect(problem({ ...SMTP, APP_ORIGIN: '' })).toMatch(/APP_ORIGIN: set APP_ORIGIN with SMTP_URL/)
    expect(problem({ ...SMTP, SMTP_URL: 'mail.example.in' })).toMatch(/SMTP_URL: an SMTP URL starts with/)
    expect(problem({ ...SMTP, MAIL_FROM: 'nobody' })).toMatch(/MAIL_FROM: MAIL_FROM is an address/)
    for (const message of [problem({ ...SMTP, MAIL_FROM: '' }), problem({ ...SMTP, APP_ORIGIN: '' })]) {
      expect(message).not.toContain('s3cret')
    }
    expect(problem(SMTP)).toBeNull()
    expect(problem({ ...SMTP, MAIL_FROM: 'no-reply@nyaya.example' })).toBeNull()
  })
})

describe('the retry schedule', () => {
  it('waits a minute, doubling, and gives up after the last attempt', () => {
    const waits = Array.from({ length: MAX_DELIVERY_ATTEMPTS }, (_, i) => retryDelaySeconds(i + 1))
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3840, null])
  })
})

describe('composeMail', () => {
  it('writes the same words as text and as escaped HTML, the link in full in both', () => {
    const mail = composeMail({
      to: 'priya@example.in',
      subject: 'Reset <your> password',
      paragraphs: ['Someone asked for "Priya & Co".'],
      action: { label: 'Choose a new password', url: 'https://nyaya.example/auth/reset?token=a&b' },
      after: ['This link expires in 30 minutes.'],
    })
    expect(mail.text).toBe(
      [
        'Hello,',
        'Someone asked for "Priya & Co".',
        'Choose a new password: https://nyaya.example/auth/reset?token=a&b',
        'This link expires in 30 minutes.',
        '— NyayaDraft, legal documents under Indian law',
      ].join('\n\n'),
    )
    expect(mail.html).toContain('<title>Reset &lt;your&gt; password</title>')
    expect(mail.html).toContain('Someone asked for &quot;Priya &amp; Co&quot;.')
    expect(mail.html).toContain('href="https://nyaya.example/auth/reset?token=a&amp;b"')
    expect(mail.html).not.toContain('<your>')
  })
})
