import crypto from 'node:crypto'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { invoiceSeriesStreamId, financialYearOf } from '#domain/billing/index.ts'
import { PROFESSIONAL_PRICE_PAISE } from '#domain/subscription/index.ts'
import { readStream } from '#events/read.server.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { invoicesProjection } from '#events/projections/invoices.ts'
import { issueMissingInvoices } from '#app/features/billing/invoices.server.ts'
import { billingHistoryOf } from '#app/features/billing/billing-history.server.ts'
import { settlePurchase } from '#app/features/payments/settle.server.ts'
import { createCheckoutOrder, verifyCheckoutPayment } from '#app/features/payments/purchase.server.ts'
import { receiveWebhook } from '#app/features/payments/webhook.server.ts'
import { fakeGateway } from '#tests/support/fake-gateway.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { loader as invoiceLoader } from '#app/routes/subscription_.invoices.$number.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { actingAs } from '#tests/support/actor.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'

const db = useTestDatabase()

const SUPPLIER = {
  SUPPLIER_NAME: 'Example Legal Tech Private Limited',
  SUPPLIER_ADDRESS: '4th Floor, Example House\\nBaner, Pune 411045',
  // Maharashtra (27): a Maharashtra customer pays CGST + SGST, anyone else IGST.
  SUPPLIER_GSTIN: '27AAPFU0939F1ZV',
}

beforeEach(() => {
  for (const [name, value] of Object.entries(SUPPLIER)) vi.stubEnv(name, value)
  vi.stubEnv('SUPPLIER_SAC', '')
})
afterEach(() => vi.unstubAllEnvs())

async function account(email: string, displayName = 'Asha Rao') {
  const id = crypto.randomUUID()
  await db().query(
    `INSERT INTO users (id, email, display_name, password_hash) VALUES ($1, $2, $3, 'not-a-hash')`,
    [id, email, displayName],
  )
  return id
}

/** A purchase begun and its payment captured, as verification records them. */
async function paid(userId: string, placeOfSupply?: string, gateway: 'razorpay' | 'test' = 'razorpay') {
  const tag = crypto.randomBytes(6).toString('hex')
  const orderId = `order_${tag}`
  const paymentId = `pay_${tag}`
  await runSubscriptionCommand(db(), actingAs(userId), userId, {
    type: 'StartPurchase',
    data: {
      orderId,
      kind: 'order',
      gateway,
      amountPaise: PROFESSIONAL_PRICE_PAISE,
      receipt: `nd_${tag}`,
      ...(placeOfSupply ? { placeOfSupply } : {}),
    },
  })
  await runSubscriptionCommand(db(), actingAs(userId), userId, {
    type: 'RecordCapturedPayment',
    data: {
      now: new Date(),
      source: 'checkout',
      orderId,
      paymentId,
      amountPaise: PROFESSIONAL_PRICE_PAISE,
      currency: 'INR',
      status: 'captured',
    },
  })
  return { orderId, paymentId }
}

const invoiceRows = () =>
  db().query<{ number: string; sequence: number; user_id: string; payment_id: string }>(
    'SELECT number, sequence, user_id, payment_id FROM invoices ORDER BY sequence',
  )

const download = async (b: Awaited<ReturnType<typeof browser>>, segment: string) =>
  settle(() =>
    invoiceLoader({
      request: b.get(`/subscription/invoices/${segment}`),
      context: { ...CONTEXT },
      params: { number: segment },
    }),
  )

const pdfText = async (response: Response) => {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  return { totalPages, text: text.replace(/\s+/g, ' ') }
}

describe('numbering tax invoices', () => {
  it('ten payments of ten users settled at once: numbers 00001 to 00010, no gap, no repeat', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => account(`buyer${i}@example.in`)))
    const payments = await Promise.all(users.map((id) => paid(id, 'Karnataka')))
    const issued = await Promise.all(users.map((id) => issueMissingInvoices(db(), actingAs(id), id)))

    expect(issued.every((numbers) => numbers.length === 1)).toBe(true)
    const fy = financialYearOf(new Date())
    const expected = Array.from({ length: 10 }, (_, i) => `ND/${fy}/${String(i + 1).padStart(5, '0')}`)
    expect(issued.flat().sort()).toEqual(expected)
    const rows = await invoiceRows()
    expect(rows.map((r) => r.number)).toEqual(expected)
    expect(new Set(rows.map((r) => r.payment_id))).toEqual(new Set(payments.map((p) => p.paymentId)))
    // Each user's invoice is for that user's own payment.
    for (const [i, id] of users.entries()) {
      expect(rows.find((r) => r.user_id === id)?.payment_id).toBe(payments[i]!.paymentId)
    }
    const stream = await readStream(db(), invoiceSeriesStreamId(fy))
    expect(stream.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    // The read model rebuilt from the log is the one kept live.
    const live = await db().query<{ document: unknown }>('SELECT * FROM invoices ORDER BY number')
    // Stored as a JSON object, not a JSON string holding one (the drivers encode jsonb themselves).
    expect(live.every((row) => typeof row.document === 'object')).toBe(true)
    await rebuildProjections(db(), [invoicesProjection])
    expect(await db().query('SELECT * FROM invoices ORDER BY number')).toEqual(live)
  })

  it('one payment settled again and again, also at once, has one invoice', async () => {
    const id = await account('twice@example.in')
    const { paymentId } = await paid(id, 'Maharashtra')
    await settlePurchase(db(), actingAs(id), id)
    await Promise.all([1, 2, 3].map(() => settlePurchase(db(), actingAs(id), id)))
    // The read model's check bypassed: the series itself refuses a second invoice.
    await db().query('DELETE FROM invoices')
    expect(await issueMissingInvoices(db(), actingAs(id), id)).toEqual([])
    const stream = await readStream(db(), invoiceSeriesStreamId(financialYearOf(new Date())))
    expect(stream.map((e) => (e.data as { paymentId: string }).paymentId)).toEqual([paymentId])
  })

  it('a purchase verified, then reported by the webhook again and again, ten at once: one invoice', async () => {
    const fake = fakeGateway()
    const id = await account('buys@example.in')
    const buyer = { id, email: 'buys@example.in', name: 'Asha Rao' }
    const order = await createCheckoutOrder(db(), actingAs(id), fake.gateway, buyer, 'Karnataka')
    const { payment, checkout } = fake.pay(order.orderId)
    await verifyCheckoutPayment(db(), actingAs(id), fake.gateway, id, checkout)
    const gateway = actingAs('payment-gateway')
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const delivery = fake.webhook('payment.captured', payment, `evt_${i}`)
        return receiveWebhook(db(), gateway, fake.gateway, delivery.raw, delivery.headers)
      }),
    )
    await verifyCheckoutPayment(db(), actingAs(id), fake.gateway, id, checkout)
    const rows = await invoiceRows()
    expect(rows.map((r) => [r.sequence, r.user_id, r.payment_id])).toEqual([[1, id, payment.id]])
  })

  it('a second purchase gets the next number, and the billing history lists both with their invoices', async () => {
    const id = await account('renews@example.in')
    const first = await paid(id, 'Maharashtra')
    await settlePurchase(db(), actingAs(id), id)
    const second = await paid(id, 'Maharashtra')
    await settlePurchase(db(), actingAs(id), id)
    const fy = financialYearOf(new Date())
    const history = await billingHistoryOf(db(), id)
    expect(history.map((r) => [r.paymentId, r.status, r.amountPaise, r.invoice?.number])).toEqual([
      [second.paymentId, 'paid', 29_900, `ND/${fy}/00002`],
      [first.paymentId, 'paid', 29_900, `ND/${fy}/00001`],
    ])
    expect(history[0]!.invoice!.path).toBe(`/subscription/invoices/ND-${fy}-00002`)
    // The renewal runs on from the first period's end.
    expect(history[0]!.periodStart).toBe(history[1]!.periodEnd)
  })
})

describe('the invoice PDF', () => {
  it('same state: the number, CGST 9% + SGST 9%, the total in figures and words, the supplier and the ids', async () => {
    const b = await signedIn('local@example.in')
    const [{ id }] = (await db().query<{ id: string }>(
      `SELECT id::text AS id FROM users WHERE email = 'local@example.in'`,
    )) as [{ id: string }]
    const { orderId, paymentId } = await paid(id, 'Maharashtra')
    await settlePurchase(db(), actingAs(id), id)
    const [row] = await invoiceRows()
    const segment = row!.number.replaceAll('/', '-')

    const response = await download(b, segment)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Invoice_${segment}.pdf"`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const { totalPages, text } = await pdfText(response)
    expect(totalPages).toBe(1)
    for (const part of [
      'Tax Invoice',
      `Invoice number: ${row!.number}`,
      'Example Legal Tech Private Limited',
      'GSTIN: 27AAPFU0939F1ZV',
      'State: Maharashtra (state code 27)',
      'local@example.in',
      'Place of supply: Maharashtra (state code 27)',
      'Professional plan — 3 months (',
      'SAC: [TO BE CONFIGURED]',
      'Taxable value ₹253.39',
      'CGST @ 9% ₹22.80',
      'SGST @ 9% ₹22.81',
      'Total (inclusive of GST) ₹299.00',
      'Rupees Two Hundred Ninety-Nine only',
      `Payment id: ${paymentId}`,
      `Order id: ${orderId}`,
      'This is a computer-generated invoice.',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('IGST')
  })

  it('another state: IGST 18%; and another user’s number is a 404 exactly like a missing one', async () => {
    const b = await signedIn('away@example.in')
    const [{ id }] = (await db().query<{ id: string }>(
      `SELECT id::text AS id FROM users WHERE email = 'away@example.in'`,
    )) as [{ id: string }]
    await paid(id, 'Karnataka')
    await settlePurchase(db(), actingAs(id), id)
    const [row] = await invoiceRows()
    const segment = row!.number.replaceAll('/', '-')
    const { text } = await pdfText(await download(b, segment))
    expect(text).toContain('Place of supply: Karnataka (state code 29)')
    expect(text).toContain('IGST @ 18% ₹45.61')
    expect(text).toContain('Total (inclusive of GST) ₹299.00')
    expect(text).not.toMatch(/CGST|SGST/)

    const stranger = await signedIn('stranger@example.in')
    const theirs = await download(stranger, segment)
    const missing = await download(stranger, segment.replace(/\d{5}$/, '00999'))
    const malformed = await download(stranger, 'ND-2026-27-1')
    for (const answer of [theirs, missing, malformed]) {
      expect(answer.status).toBe(404)
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    }
    expect(await theirs.text()).toBe(await missing.text())

    const anonymous = await download(await browser(), segment)
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toMatch(/^\/auth\?redirectTo=/)
  })

  it('without supplier settings or a customer state: "[TO BE CONFIGURED]" and GST @ 18% undivided, saying why', async () => {
    for (const name of Object.keys(SUPPLIER)) vi.stubEnv(name, '')
    const b = await signedIn('bare@example.in')
    const [{ id }] = (await db().query<{ id: string }>(
      `SELECT id::text AS id FROM users WHERE email = 'bare@example.in'`,
    )) as [{ id: string }]
    await paid(id)
    await settlePurchase(db(), actingAs(id), id)
    const [row] = await invoiceRows()
    const { text } = await pdfText(await download(b, row!.number.replaceAll('/', '-')))
    expect(text).toContain('GSTIN: [TO BE CONFIGURED]')
    expect(text).toContain('State: [TO BE CONFIGURED]')
    expect(text).toContain('Place of supply: [NOT GIVEN]')
    expect(text).toContain('GST @ 18% ₹45.61')
    expect(text).toContain('The supplier’s state is not configured')
    expect(text).not.toMatch(/[CSI]GST @/)
  })

  it('a payment through the offline test gateway gets a specimen, never a "Tax Invoice"', async () => {
    const b = await signedIn('trial@example.in')
    const [{ id }] = (await db().query<{ id: string }>(
      `SELECT id::text AS id FROM users WHERE email = 'trial@example.in'`,
    )) as [{ id: string }]
    await paid(id, 'Maharashtra', 'test')
    await settlePurchase(db(), actingAs(id), id)
    const [row] = await invoiceRows()
    const { text } = await pdfText(await download(b, row!.number.replaceAll('/', '-')))
    expect(text).toContain('Specimen invoice — not a tax invoice')
    expect(text).toContain('offline test gateway: no money moved')
    expect(text).not.toContain('Tax Invoice')
    const [history] = await billingHistoryOf(db(), id)
    expect(history!.invoice).toMatchObject({ number: row!.number, specimen: true })
  })

  it('refuses to issue with a malformed GSTIN rather than print it', async () => {
    vi.stubEnv('SUPPLIER_GSTIN', '27AAPFU0939F1ZW')
    const id = await account('badgstin@example.in')
    await paid(id, 'Maharashtra')
    await expect(settlePurchase(db(), actingAs(id), id)).rejects.toThrow(/SUPPLIER_GSTIN/)
    expect(await invoiceRows()).toEqual([])
  })
})
