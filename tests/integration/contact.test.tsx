import { describe, expect, it, vi } from 'vitest'
import {
  action as contactAction,
  headers as contactHeaders,
  loader as contactLoader,
} from '#app/routes/contact.tsx'
import { ContactPage } from '#app/features/contact/contact-page.tsx'
import { CONTACT_MAIL_PURPOSE, receiveContactMessage } from '#app/features/contact/messages.server.ts'
import { runContactList } from '#app/features/contact/operator.server.ts'
import { publicPageData } from '#app/features/site/operator.server.ts'
import { STATIC_PAGES, SUPPORT_HOURS as FOOTER_HOURS } from '#app/features/site/contract.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { CONTACT_FAQ } from '#domain/contact/faq.ts'
import { CONTACT_RATE_LIMIT, CONTACT_TEXTS } from '#domain/contact/message.ts'
import { CSRF_EXPIRED } from '#app/platform/csrf.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { mailsTo } from '#tests/support/mail.ts'
import { renderInRouter } from '#tests/support/render.tsx'
import { browser, settle } from '#tests/support/requests.ts'

// The contact form (issue 19, part 3): checked on the server with each message beside its
// field and the typed text kept, a honeypot, a per-client limit, kept in contact_messages
// with a reference, mailed to the support address, listed and marked by the operator.
vi.hoisted(() => {
  process.env.SUPPORT_EMAIL = 'support@nyaya.example'
})
const SUPPORT = 'support@nyaya.example'

const db = useTestDatabase()

type Context = { clientAddress: string; toast?: unknown }
const args = (request: Request, context: Context = { clientAddress: '203.0.113.7' }) => ({
  request,
  context,
  params: {},
})

const MESSAGE = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'Priya@Example.in',
  phone: '098765-43210',
  subject: 'Refund for my Professional plan',
  message: 'I paid twice by mistake.\r\n\r\nInvoice ND/2026-27/00004. Please refund one payment.',
}

async function send(fields: Record<string, string>, context?: Context) {
  const b = await browser()
  return settle(() => contactAction(args(b.post('/contact', { intent: 'contact', ...fields }), context)))
}

const stored = () =>
  db().query<{ reference: string; email: string; phone: string | null; message: string; mailed: boolean }>(
    'SELECT reference, email, phone, message, mailed FROM contact_messages ORDER BY number',
  )
const year = () => new Date(Date.now() + 330 * 60_000).getUTCFullYear()

describe('the contact form refuses what it cannot keep', () => {
  it('an empty form: 400, each required field’s own message, nothing kept', async () => {
    const response = await send({ firstName: '  ', lastName: '', email: '', subject: '', message: '\r\n' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      intent: 'contact',
      fieldErrors: {
        firstName: CONTACT_TEXTS.firstName,
        lastName: CONTACT_TEXTS.lastName,
        email: CONTACT_TEXTS.emailMissing,
        subject: CONTACT_TEXTS.subject,
        message: CONTACT_TEXTS.message,
      },
      formError: null,
      values: { firstName: '  ', lastName: '', email: '', phone: '', subject: '', message: '\r\n' },
    })
    expect(await stored()).toEqual([])
  })

  it('a malformed e-mail, a phone that is not Indian, overlong text: each named, everything typed given back', async () => {
    const typed = {
      firstName: 'P'.repeat(101),
      lastName: 'Sharma',
      email: 'priya@example',
      phone: '2345 6789',
      subject: 'S'.repeat(201),
      message: 'm'.repeat(5001),
    }
    // Without JavaScript the toast rides on this request's context (the page renders at once).
    const context: Context = { clientAddress: '203.0.113.7' }
    const response = await send(typed, context)
    expect(response.status).toBe(400)
    expect(context.toast).toMatchObject({
      type: 'error',
      title: 'Message not sent',
      description: 'First name is too long: at most 100 characters',
    })
    expect(await response.json()).toEqual({
      intent: 'contact',
      fieldErrors: {
        firstName: 'First name is too long: at most 100 characters',
        email: 'Please enter a valid email address',
        phone: CONTACT_TEXTS.phone,
        subject: 'The subject is too long: at most 200 characters',
        message: 'Your message is too long: at most 5,000 characters',
      },
      formError: null,
      values: typed,
    })
    expect(await stored()).toEqual([])
  })

  it('the honeypot filled in: 400 with the form’s message, the text kept, nothing kept or mailed', async () => {
    const response = await send({ ...MESSAGE, website: 'https://spam.example' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      intent: 'contact',
      fieldErrors: {},
      formError: CONTACT_TEXTS.honeypot,
      values: { ...MESSAGE },
    })
    expect(await stored()).toEqual([])
    expect(await mailsTo(SUPPORT)).toEqual([])
  })

  it('without the CSRF token: 403, nothing kept', async () => {
    const b = await browser()
    const request = b.post('/contact', { ...MESSAGE, csrf: '' })
    const response = await settle(() => contactAction(args(request)))
    expect(response.status).toBe(403)
    await expect(response).toHaveFormError(CSRF_EXPIRED)
    expect(await stored()).toEqual([])
  })

  it(`the ${CONTACT_RATE_LIMIT.messages + 1}th message within the hour from one client: 429 with the wait; another client is not held up`, async () => {
    for (let i = 1; i <= CONTACT_RATE_LIMIT.messages; i++) {
      const response = await send({ ...MESSAGE, subject: `Question ${i}` })
      expect(response.status, `message ${i}`).toBe(302)
    }
    // Refused forms are not counted: this one is a 400, not a 429.
    expect((await send({ ...MESSAGE, email: '' })).status).toBe(400)
    const refused = await send({ ...MESSAGE, subject: 'One too many' })
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('Retry-After'))
    expect(wait).toBeGreaterThan(3500)
    expect(wait).toBeLessThanOrEqual(3600)
    const body = await refused.json()
    expect(body.formError).toBe(
      'Too many messages from this connection. Please wait 60 minutes and try again.',
    )
    expect(body.values.subject).toBe('One too many')
    // Sent with JavaScript off, the page answering it keeps the wait and is kept by no cache.
    const page = await contactLoader(args((await browser()).get('/contact')))
    const headers = new Headers(
      contactHeaders({ actionHeaders: refused.headers, loaderHeaders: page.headers } as never),
    )
    expect(headers.get('Retry-After')).toBe(String(wait))
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect((await stored()).length).toBe(CONTACT_RATE_LIMIT.messages)
    expect((await send(MESSAGE, { clientAddress: '198.51.100.9' })).status).toBe(302)
  })
})

describe('a message sent', () => {
  it('is kept, acknowledged with a reference on the page it redirects to, and mailed to the support address', async () => {
    const response = await send(MESSAGE)
    const reference = `C-${year()}-000001`
    await expect(response).toRedirectTo(`/contact?reference=${reference}`)
    await expect(response).toSendToast({
      type: 'success',
      title: 'Message sent',
      description: `Your reference is ${reference}. We reply within one business day.`,
    })
    expect(await stored()).toEqual([
      {
        reference,
        email: 'priya@example.in',
        phone: '+919876543210',
        message: 'I paid twice by mistake.\n\nInvoice ND/2026-27/00004. Please refund one payment.',
        mailed: true,
      },
    ])
    const [mail, ...more] = await mailsTo(SUPPORT)
    expect(more).toEqual([])
    expect(mail!.purpose).toBe(CONTACT_MAIL_PURPOSE)
    expect(mail!.subject).toBe(`[${reference}] Refund for my Professional plan`)
    expect(mail!.text).toContain('From: Priya Sharma <priya@example.in>, phone +91 98765 43210')
    expect(mail!.text).toContain('Invoice ND/2026-27/00004. Please refund one payment.')
    expect(mail!.text).toContain(`npm run contact:list -- --handled ${reference}`)
    // The second gets the next number.
    await expect(send({ ...MESSAGE, phone: '' })).toRedirectTo(`/contact?reference=C-${year()}-000002`)

    // The page after the redirect shows the reference and nothing of the message.
    const b = await browser()
    const page = await (await contactLoader(args(b.get(`/contact?reference=${reference}`)))).json()
    expect(page).toEqual({ ...publicPageData(), reference, supportEmail: SUPPORT, faq: CONTACT_FAQ })
    const html = await renderInRouter(
      <ContactPage data={page} actionData={undefined} />,
      'http://localhost/contact',
    )
    expect(html).toContain(reference)
    expect(html).toContain('Thank you — your message was received')
    expect(html).not.toContain('Priya')
    // A reference of another shape is ignored: the form again.
    const odd = await (await contactLoader(args(b.get('/contact?reference=%3Cscript%3E')))).json()
    expect(odd.reference).toBeNull()
  })

  it('Indian numbers in the ways people write them are accepted and kept in one form', async () => {
    const written = [
      '+91 98765 43210',
      '098765-43210',
      '9876543210',
      '0091 98765 43210',
      '080 2345 6789',
      '0484-2345678',
    ]
    for (const [i, phone] of written.entries()) {
      expect((await send({ ...MESSAGE, phone }, { clientAddress: `192.0.2.${i}` })).status, phone).toBe(302)
    }
    expect((await stored()).map((m) => m.phone)).toEqual([
      '+919876543210',
      '+919876543210',
      '+919876543210',
      '+919876543210',
      '+918023456789',
      '+914842345678',
    ])
  })

  it('without a support address it is kept, unmailed, for the operator’s list', async () => {
    const { reference } = await receiveContactMessage(
      db(),
      {
        firstName: 'Arjun',
        lastName: 'Rao',
        email: 'arjun@example.in',
        phone: null,
        subject: 'Hello',
        message: 'Are you open on Saturdays?',
      },
      { supportAddress: null },
    )
    expect(await stored()).toEqual([
      {
        reference,
        email: 'arjun@example.in',
        phone: null,
        message: 'Are you open on Saturdays?',
        mailed: false,
      },
    ])
    expect(await db().query('SELECT 1 FROM mail_outbox')).toEqual([])
  })
})

describe('the form as it is rendered', () => {
  it('shows each message beside its field and the typed text, with the honeypot out of sight and out of the tab order', async () => {
    const response = await send({ ...MESSAGE, email: 'not-an-address', subject: '' })
    const html = await renderInRouter(
      <ContactPage
        data={{ ...publicPageData(), reference: null, supportEmail: null, faq: [...CONTACT_FAQ] }}
        actionData={await response.json()}
      />,
      'http://localhost/contact',
    )
    const emailInput = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? ''
    expect(emailInput).toContain('value="not-an-address"')
    expect(emailInput).toContain('aria-invalid="true"')
    const describedBy = /aria-describedby="([^"]+)"/.exec(emailInput)?.[1]
    expect(html).toContain(
      `id="${describedBy}" class="text-sm text-red-700">Please enter a valid email address</p>`,
    )
    expect(html).toContain(CONTACT_TEXTS.subject)
    expect(html).toContain('value="Priya"')
    expect(html).toContain('I paid twice by mistake.')
    expect(/<input[^>]*name="website"[^>]*>/.exec(html)?.[0]).toContain('tabindex="-1"')
    for (const words of [
      'Monday to Friday',
      '9:00–19:00 IST',
      'Saturday',
      '10:00–16:00 IST',
      'within one business day',
    ])
      expect(html).toContain(words)
    expect(html).toContain('₹299 for 3 months')
    // The public pages' footer: every static page, the short hours and the company line.
    for (const { path } of STATIC_PAGES) expect(html).toContain(`href="${path}"`)
    for (const hours of FOOTER_HOURS) expect(html).toContain(hours)
    expect(html).toContain('data-testid="company-line"')
  })
})

describe('the page’s caching', () => {
  it('signed out it may be revalidated like the other public pages; signed in, no cache keeps it', async () => {
    const out = await contactLoader(args((await browser()).get('/contact')))
    expect(out.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(
      new Headers(contactHeaders({ actionHeaders: new Headers(), loaderHeaders: out.headers } as never)).get(
        'Cache-Control',
      ),
    ).toBe('private, no-cache')
    const mine = await contactLoader(args((await signedIn('contact@example.in')).get('/contact')))
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('npm run contact:list', () => {
  it('lists the open messages, marks one handled once, and says so for an unknown reference', async () => {
    await send(MESSAGE)
    await send({
      ...MESSAGE,
      firstName: 'Arjun',
      lastName: 'Rao',
      email: 'arjun@example.in',
      phone: '',
      subject: 'Hello',
    })
    const first = `C-${year()}-000001`
    const second = `C-${year()}-000002`
    const run = async (...argv: string[]) => {
      const lines: string[] = []
      const code = await runContactList(db(), argv, { print: (line) => lines.push(line), operator: 'asha' })
      return { code, out: lines.join('\n') }
    }

    const listed = await run()
    expect(listed.code).toBe(0)
    expect(listed.out).toContain(`${first}  `)
    expect(listed.out).toContain('From: Priya Sharma <priya@example.in>, +91 98765 43210')
    expect(listed.out).toContain('  | I paid twice by mistake.')
    expect(listed.out).toContain('open (queued in the mail outbox for SUPPORT_EMAIL)')
    expect(listed.out).toContain(`${second}  `)
    expect(listed.out.trim().split('\n').at(-1)).toBe('2 open messages')

    expect(await run('--handled', first)).toEqual({ code: 0, out: `${first} marked handled` })
    expect((await run('--handled', first)).out).toMatch(
      new RegExp(`^${first} was already handled on .+ IST$`),
    )
    const open = await run()
    expect(open.out).not.toContain(first)
    expect(open.out.trim().split('\n').at(-1)).toBe('1 open message')
    const all = await run('--all')
    expect(all.out).toMatch(new RegExp(`${first} .* handled .* IST by asha`))
    expect(all.out.trim().split('\n').at(-1)).toBe('2 messages, 1 open')

    expect(await run('--handled', 'C-2026-999999')).toEqual({
      code: 1,
      out: 'No contact message with the reference C-2026-999999',
    })
    expect((await run('--handled')).code).toBe(2)
    expect((await run('--everything')).code).toBe(2)
  })

  it('--purge deletes only messages handled over a year ago', async () => {
    await send(MESSAGE)
    await send({ ...MESSAGE, subject: 'Second' })
    await send({ ...MESSAGE, subject: 'Third' })
    const [a, b] = [`C-${year()}-000001`, `C-${year()}-000002`]
    await db().query(
      `UPDATE contact_messages SET handled_at = now() - interval '366 days' WHERE reference = $1`,
      [a],
    )
    await db().query(
      `UPDATE contact_messages SET handled_at = now() - interval '364 days' WHERE reference = $1`,
      [b],
    )
    const lines: string[] = []
    expect(await runContactList(db(), ['--purge'], { print: (l) => lines.push(l) })).toBe(0)
    expect(lines).toEqual(['Deleted 1 message handled over 365 days ago'])
    expect((await stored()).map((m) => m.reference)).toEqual([b, `C-${year()}-000003`])
  })
})
