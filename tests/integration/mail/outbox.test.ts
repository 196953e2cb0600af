import { afterEach, describe, expect, it } from 'vitest'
import { startMailDelivery, type MailDelivery } from '#app/features/mail/delivery.server.ts'
import { mailDeliveryProblem, mailServiceDown, queueMail } from '#app/features/mail/outbox.server.ts'
import { MAX_DELIVERY_ATTEMPTS } from '#domain/mail/delivery.ts'
import type { Mailer, MailMessage } from '#domain/mail/mailer.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { mailsTo } from '#tests/support/mail.ts'

const db = useTestDatabase()

/** A mailer the test switches between working and failing. */
function switchableMailer() {
  const sent: MailMessage[] = []
  const state = { failWith: null as string | null }
  const mailer: Mailer = {
    async send(message) {
      if (state.failWith) throw new Error(state.failWith)
      sent.push(message)
    },
  }
  return { mailer, sent, state }
}

const mail = (to = 'priya@example.in', subject = 'Reset your NyayaDraft password') => ({
  purpose: 'password-reset',
  to,
  subject,
  text: `Choose a new password: http://localhost/auth/reset?token=t-${subject}`,
  html: '<p>Choose a new password</p>',
})

const deliveries: MailDelivery[] = []
afterEach(async () => {
  for (const d of deliveries.splice(0)) await d.stop()
})
async function deliverer(mailer: Mailer, log: string[] = []) {
  const delivery = await startMailDelivery({ db: db(), mailer, tickMs: 60_000, log: (l) => log.push(l) })
  deliveries.push(delivery)
  return delivery
}

const row = async (to = 'priya@example.in') =>
  (
    await db().query<{
      attempts: number
      sent_at: Date | null
      last_error: string | null
      wait: number | null
      body: string
    }>(
      `SELECT attempts, sent_at, last_error, body,
              EXTRACT(EPOCH FROM (next_attempt_at - now()))::int AS wait
         FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1`,
      [to],
    )
  )[0]!

describe('queueing', () => {
  it('writes the mail in the caller’s transaction: rolled back, there is none', async () => {
    await expect(
      db().transaction(async (tx) => {
        await queueMail(tx, mail('gone@example.in'))
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await mailsTo('gone@example.in')).toEqual([])
    await db().transaction((tx) => queueMail(tx, mail('kept@example.in')))
    expect(await mailsTo('kept@example.in')).toMatchObject([
      {
        purpose: 'password-reset',
        to: 'kept@example.in',
        subject: 'Reset your NyayaDraft password',
        attempts: 0,
      },
    ])
  })

  it('keeps the bodies sealed in the table: the link is not readable from a copy of the database', async () => {
    await queueMail(db(), mail())
    const stored = await row()
    expect(stored.body).toMatch(/^v1:/)
    expect(stored.body).not.toContain('token')
    expect((await mailsTo('priya@example.in'))[0]!.text).toContain('reset?token=')
  })

  it('refuses what is not one address, or a subject of several lines', async () => {
    await expect(queueMail(db(), mail('a@example.in, b@example.in'))).rejects.toThrow(/one e-mail address/)
    await expect(queueMail(db(), mail('a@example.in\r\nBcc: b@example.in'))).rejects.toThrow(
      /one e-mail address/,
    )
    await expect(queueMail(db(), { ...mail(), subject: 'Hi\r\nBcc: x@example.in' })).rejects.toThrow(
      /one line/,
    )
  })
})

describe('delivery', () => {
  it('wakes when a queued mail commits, without waiting for its timer', async () => {
    const { mailer, sent } = switchableMailer()
    await deliverer(mailer)
    await db().transaction((tx) => queueMail(tx, mail()))
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1)
    expect(sent[0]).toMatchObject({ to: 'priya@example.in', subject: 'Reset your NyayaDraft password' })
    await expect.poll(async () => (await row()).sent_at, { timeout: 10_000 }).not.toBeNull()
  })

  it('a failing mailer fails no caller: the mail waits a minute, doubling, and goes once the mailer works', async () => {
    const { mailer, sent, state } = switchableMailer()
    const log: string[] = []
    const delivery = await deliverer(mailer, log)
    state.failWith = 'connect ECONNREFUSED 10.0.0.1:465'

    // The caller's change and its mail commit; nothing the mailer does reaches the caller.
    await expect(db().transaction((tx) => queueMail(tx, mail()))).resolves.toBeUndefined()
    await delivery.drain()
    let stored = await row()
    expect(stored).toMatchObject({
      attempts: 1,
      sent_at: null,
      last_error: 'connect ECONNREFUSED 10.0.0.1:465',
    })
    expect(stored.wait).toBeGreaterThan(50)
    expect(stored.wait).toBeLessThanOrEqual(60)
    expect(log.at(-1)).toMatch(/failed \(attempt 1, next try in 60 s\): connect ECONNREFUSED/)
    expect(await mailServiceDown(db())).toBe(true)
    expect(await mailDeliveryProblem(db(), { purpose: 'password-reset', to: 'priya@example.in' })).toEqual({
      error: 'connect ECONNREFUSED 10.0.0.1:465',
      givenUp: false,
    })

    // Not due yet: a drain leaves it alone.
    await delivery.drain()
    expect((await row()).attempts).toBe(1)

    // Due again, still failing: the wait doubles.
    await db().query(`UPDATE mail_outbox SET next_attempt_at = now()`)
    await delivery.drain()
    stored = await row()
    expect(stored.attempts).toBe(2)
    expect(stored.wait).toBeGreaterThan(110)
    expect(stored.wait).toBeLessThanOrEqual(120)

    // The mail server is back: the retry sends it, and the problem is gone.
    state.failWith = null
    await db().query(`UPDATE mail_outbox SET next_attempt_at = now()`)
    await delivery.drain()
    stored = await row()
    expect(stored.attempts).toBe(3)
    expect(stored.sent_at).not.toBeNull()
    expect(stored.wait).toBeNull()
    expect(sent).toHaveLength(1)
    expect(await mailServiceDown(db())).toBe(false)
    expect(await mailDeliveryProblem(db(), { purpose: 'password-reset', to: 'priya@example.in' })).toBeNull()
  })

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} attempts and leaves the row, with its error, for the operator`, async () => {
    const { mailer, state } = switchableMailer()
    const log: string[] = []
    const delivery = await deliverer(mailer, log)
    state.failWith = '550 mailbox unavailable'
    await queueMail(db(), mail())
    await delivery.drain()
    // As if it had failed every attempt but the last.
    await db().query(`UPDATE mail_outbox SET attempts = $1, next_attempt_at = now()`, [
      MAX_DELIVERY_ATTEMPTS - 1,
    ])
    await delivery.drain()
    expect(await row()).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, sent_at: null, wait: null })
    expect(log.at(-1)).toMatch(/given up, left in mail_outbox/)
    expect(await mailDeliveryProblem(db(), { purpose: 'password-reset', to: 'priya@example.in' })).toEqual({
      error: '550 mailbox unavailable',
      givenUp: true,
    })
    // Given up is final: later drains do not touch it.
    await delivery.drain()
    expect((await row()).attempts).toBe(MAX_DELIVERY_ATTEMPTS)
  })

  it('sends every due mail once, however many drains run at the same time', async () => {
    const { mailer, sent } = switchableMailer()
    const delivery = await deliverer(mailer)
    for (let i = 0; i < 5; i++) await queueMail(db(), mail(`p${i}@example.in`))
    await Promise.all([delivery.drain(), delivery.drain(), delivery.drain()])
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(5)
    expect(new Set(sent.map((m) => m.to)).size).toBe(5)
  })
})
