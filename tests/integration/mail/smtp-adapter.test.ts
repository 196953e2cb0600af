import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmtpMailer } from '#app/providers/mailer-smtp.server.ts'
import { composeMail } from '#domain/mail/compose.ts'
import { parseEml } from '#tests/support/eml.js'

// A real SMTP server on a local port, started by the test: what it receives is what a
// provider's would (envelope, authentication, the message as sent).
type Received = { from: string; to: string[]; user: string | undefined; raw: Buffer }
const received: Received[] = []
let server: SMTPServer
let port = 0

beforeAll(async () => {
  server = new SMTPServer({
    // Plain connection for the test; a provider's SMTP_URL uses smtps:// or STARTTLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: 'mailer' })
      callback(new Error('Invalid username or password'))
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) {
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const message = composeMail({
  to: 'priya@example.in',
  subject: 'पासवर्ड बदलें — reset your NyayaDraft password',
  paragraphs: ['Someone asked to reset the password of priya@example.in.'],
  action: { label: 'Choose a new password', url: 'https://nyaya.example/auth/reset?token=abc123' },
  after: ['This link works once and expires in 30 minutes.'],
})

describe('the SMTP mailer', () => {
  it('hands the message to the server, signed in with the URL’s credentials, text and HTML both', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      from: 'NyayaDraft <no-reply@nyaya.example>',
    })
    await mailer.send(message)
    const got = received.at(-1)!
    expect(got).toMatchObject({ from: 'no-reply@nyaya.example', to: ['priya@example.in'], user: 'mailer' })
    const mail = parseEml(got.raw)
    expect(mail.contentType).toBe('multipart/alternative')
    expect(mail.subject).toBe(message.subject)
    expect(mail.from).toBe('NyayaDraft <no-reply@nyaya.example>')
    expect(mail.to).toBe('priya@example.in')
    expect(mail.text).toBe(message.text)
    expect(mail.html).toBe(message.html)
    expect(Number.isNaN(Date.parse(mail.date))).toBe(false)
    expect(mail.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/)
  })

  it('fails (for the outbox to retry) when the server refuses the recipient, the login or the connection', async () => {
    const from = 'no-reply@nyaya.example'
    const good = createSmtpMailer({ url: `smtp://mailer:s3cret@127.0.0.1:${port}`, from })
    await expect(good.send({ ...message, to: 'nobody@refused.example' })).rejects.toThrow(/No such mailbox/)
    const badLogin = createSmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${port}`, from })
    await expect(badLogin.send(message)).rejects.toThrow(/Invalid username or password/)
    const closed = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from })
    await expect(closed.send(message)).rejects.toThrow()
  })
})
