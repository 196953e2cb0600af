import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { DESCRIBE_AGREEMENT, NO_OBLIGATIONS } from '#app/features/chat/api-generation.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { call, signedIn, type Client } from '#tests/support/api.ts'
import { actingAs } from '#tests/support/actor.ts'

const db = useTestDatabase()

const RENTAL_WORDS =
  'I am Suresh Patil. Rent my flat at 12 MG Road, Pune to Ravi Kumar for 11 months at 25,000 a month with a deposit of 1 lakh.'
const DOG_SITTING =
  'Anita Rao will take care of my dog Bruno while I am abroad, and I will pay her 10,000 a month'

type Agreement = {
  id: string
  title: string
  templateId: string
  content: string
  pages: number
  summary: string
  keyTerms: unknown[]
  createdAt: string
  access: 'full' | 'preview'
}

const generate = (c: Client, body: unknown) => call(c.request('POST', '/api/generate-agreement', body))

async function professional(c: Client) {
  await runSubscriptionCommand(db(), actingAs(c.userId), c.userId, {
    type: 'ActivateSubscription',
    data: { now: new Date(), source: 'operator' },
  })
}

const counts = async () => ({
  events: (await db().query('SELECT 1 FROM events')).length,
  agreements: (await db().query('SELECT 1 FROM agreements')).length,
})

describe('POST /api/generate-agreement', () => {
  it('drafts a template from the words of userInput and stores it in the caller’s library', async () => {
    const owner = await signedIn('owner@example.in')
    const response = await generate(owner, {
      templateType: 'rental-agreement',
      userInput: RENTAL_WORDS,
      details: {},
    })
    expect(response.status).toBe(201)
    const { agreement } = (await response.json()) as { agreement: Agreement }
    const [row] = await db().query<{
      agreement_id: string
      owner_id: string
      title: string
      pages: number
      content: string
    }>(
      'SELECT agreement_id::text AS agreement_id, owner_id::text AS owner_id, title, pages, content FROM agreements',
    )
    expect(agreement).toEqual({
      id: row!.agreement_id,
      title: row!.title,
      templateId: 'rental-agreement',
      content: row!.content,
      pages: row!.pages,
      summary: expect.any(String),
      keyTerms: expect.any(Array),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      access: 'preview',
    })
    expect(row!.owner_id).toBe(owner.userId)
    expect(agreement.content).toContain('RAVI KUMAR')
    expect(agreement.content).toContain('₹25,000 (Rupees Twenty-Five Thousand only)')
    expect(agreement.keyTerms.length).toBeGreaterThan(0)
  })

  it('gives a trial user one document: the second request is 403 and stores nothing', async () => {
    const owner = await signedIn('owner@example.in')
    const body = { templateType: 'custom', userInput: DOG_SITTING, details: {} }
    expect((await generate(owner, body)).status).toBe(201)
    const before = await counts()
    const second = await generate(owner, body)
    expect([second.status, await second.json()]).toEqual([403, { error: 'Document limit reached' }])
    expect(await counts()).toEqual(before)
    expect(before.agreements).toBe(1)
  })

  it('lets details given override what was read from userInput', async () => {
    const owner = await signedIn('owner@example.in')
    const response = await generate(owner, {
      templateType: 'rental-agreement',
      userInput: RENTAL_WORDS,
      details: { monthlyRent: '30000', tenantName: 'Meena Joshi' },
    })
    const { agreement } = (await response.json()) as { agreement: Agreement }
    expect(agreement.content).toContain('₹30,000 (Rupees Thirty Thousand only)')
    expect(agreement.content).toContain('MEENA JOSHI')
    expect(agreement.content).not.toContain('RAVI KUMAR')
  })

  it('answers missing details with 400, naming the fields, and drafts nothing', async () => {
    const owner = await signedIn('owner@example.in')
    const response = await generate(owner, {
      templateType: 'rental-agreement',
      userInput: 'Rent my flat to Ravi Kumar',
      details: {},
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as {
      error: string
      templateType: string
      fieldErrors: { field: string }[]
    }
    expect(body.templateType).toBe('rental-agreement')
    expect(body.error).toMatch(/^Some details are missing or not valid: /)
    // The caller (the account holder) is the "I" who lets the flat: the landlord.
    expect(body.fieldErrors.map((e) => e.field)).toEqual([
      'propertyAddress',
      'monthlyRent',
      'securityDeposit',
      'leasePeriod',
    ])
    expect(await counts()).toEqual({ events: 0, agreements: 0 })
  })

  it('drafts a custom agreement from the obligations in userInput', async () => {
    const owner = await signedIn('owner@example.in')
    const response = await generate(owner, { templateType: 'custom', userInput: DOG_SITTING })
    expect(response.status).toBe(201)
    const { agreement } = (await response.json()) as { agreement: Agreement }
    expect(agreement.templateId).toBe('custom')
    // "my" and "I" are the caller's: the defined party, never an undefined pronoun.
    expect(agreement.content).toMatch(
      /Anita Rao will take care of the (?:First|Second) Party's dog Bruno while the (?:First|Second) Party is abroad/,
    )
    // ₹10,000 a month between individuals: negotiation, mediation or a Lok Adalat, then the courts.
    expect(agreement.content).toMatch(/Mediation Act, 2023.*Lok Adalat/)
    expect(agreement.content).not.toMatch(/Arbitration and Conciliation Act/)
  })

  it('without a templateType, lets the description pick the template or a custom agreement', async () => {
    const owner = await signedIn('owner@example.in')
    await professional(owner)
    const rental = (await (await generate(owner, { userInput: RENTAL_WORDS })).json()) as {
      agreement: Agreement
    }
    expect(rental.agreement.templateId).toBe('rental-agreement')
    expect(rental.agreement.access).toBe('full')
    const custom = (await (await generate(owner, { templateType: null, userInput: DOG_SITTING })).json()) as {
      agreement: Agreement
    }
    expect(custom.agreement.templateId).toBe('custom')
  })

  it('a "sale deed" for a car drafts the vehicle sale and says so in instrumentNote, as the chat does', async () => {
    const owner = await signedIn('owner@example.in')
    await professional(owner)
    const response = await generate(owner, {
      userInput:
        'Sale deed for my car: I, Rohit Malhotra, am selling my Maruti Swift car to Sanjay Verma for 4.5 lakh, delivery on 15/12/2026',
    })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { agreement: Agreement; instrumentNote?: string }
    expect(body.agreement.templateId).toBe('goods-sale')
    expect(body.agreement.content).not.toMatch(/Transfer of Property Act|Sub-Registrar/)
    expect(body.instrumentNote).toMatch(/^You asked for a sale deed, but a car is movable property/)
    const rental = (await (await generate(owner, { userInput: RENTAL_WORDS })).json()) as object
    expect(rental).not.toHaveProperty('instrumentNote')
  })

  it('refuses what cannot be drafted with 400, before drafting or spending anything', async () => {
    const owner = await signedIn('owner@example.in')
    const cases: [unknown, string][] = [
      [
        {
          templateType: 'custom',
          userInput: 'I need an agreement to share the cost of a borewell with my neighbour',
        },
        NO_OBLIGATIONS,
      ],
      [
        { userInput: 'I need an agreement to share the cost of a borewell with my neighbour' },
        NO_OBLIGATIONS,
      ],
      [
        { userInput: 'Rent my flat to Ravi Kumar', details: { landlordName: 'Priya Sharma' } },
        // Only what a clause must compute with is asked for; the address would be a placeholder.
        'To draft this Rental Agreement, say Monthly Rent (₹); Security Deposit (₹); Lease Period (months) in userInput or details (anything else not stated is drafted as [TO BE CONFIRMED: …] for you to fill in).',
      ],
      [{ userInput: '   ' }, DESCRIBE_AGREEMENT],
      [
        { templateType: 'space-lease', userInput: 'x' },
        'templateType must be a template id from the catalogue, or "custom"',
      ],
      [
        { templateType: 'custom', userInput: 'Custom agreement: I want a rental agreement for my flat' },
        'This describes a Rental Agreement: send templateType "rental-agreement" with its details, or for a custom agreement say what each party agrees to do.',
      ],
      [
        { templateType: 'custom', userInput: DOG_SITTING, details: 'none' },
        'details must be an object of field names and values',
      ],
    ]
    for (const [body, error] of cases) {
      const response = await generate(owner, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBe(error)
    }
    expect(await counts()).toEqual({ events: 0, agreements: 0 })
    // The trial allowance is still there.
    expect((await generate(owner, { templateType: 'custom', userInput: DOG_SITTING })).status).toBe(201)
  })

  it('ignores a userEmail field: the agreement is always the caller’s', async () => {
    const other = await signedIn('other@example.in')
    const owner = await signedIn('owner@example.in')
    expect(
      (
        await generate(owner, {
          templateType: 'custom',
          userInput: DOG_SITTING,
          userEmail: 'other@example.in',
        })
      ).status,
    ).toBe(201)
    expect(await db().query('SELECT owner_id::text AS owner_id FROM agreements')).toEqual([
      { owner_id: owner.userId },
    ])
    expect(await db().query('SELECT 1 FROM agreements WHERE owner_id = $1', [other.userId])).toHaveLength(0)
  })
})

describe('GET /api/user-agreements', () => {
  const ai = createOfflineProvider()
  const T0 = new Date('2026-01-05T10:00:00Z')
  const details = (i: number) => ({
    landlordName: 'Priya Sharma',
    tenantName: `Tenant Number${String.fromCharCode(65 + i)}`,
    propertyAddress: 'Flat 12, Shanti Apartments, Baner, Pune 411045',
    monthlyRent: `${20_000 + i * 1000}`,
    securityDeposit: '100000',
    leasePeriod: '11',
  })

  /** `n` agreements created a minute apart: the i-th has tenant "Tenant Number<A+i>". */
  async function library(c: Client, n: number) {
    await runSubscriptionCommand(db(), actingAs(c.userId), c.userId, {
      type: 'ActivateSubscription',
      data: { now: T0, source: 'operator' },
    })
    const ids: string[] = []
    for (let i = 0; i < n; i++) {
      const at = new Date(T0.getTime() + (i + 1) * 60_000)
      const outcome = await generateAgreement(
        db(),
        ai,
        { owner: actingAs(c.userId), templateId: 'rental-agreement', details: details(i) },
        { now: () => at },
      )
      if (!outcome.ok) throw new Error(outcome.message)
      ids.push(outcome.agreementId)
    }
    return ids
  }

  type Page = {
    success: boolean
    agreements: {
      id: string
      title: string
      content: string
      pages: number
      summary: string
      createdAt: string
    }[]
    total: number
    limit: number
    offset: number
  }
  const page = async (c: Client, query = '') => {
    const response = await call(c.request('GET', `/api/user-agreements${query}`))
    expect(response.status).toBe(200)
    return (await response.json()) as Page
  }

  it('lists the caller’s agreements newest first, with their text, a page at a time', async () => {
    const owner = await signedIn('owner@example.in')
    const ids = await library(owner, 5)
    const other = await signedIn('other@example.in')
    await library(other, 1)

    const all = await page(owner)
    expect(all).toMatchObject({ success: true, total: 5, limit: 50, offset: 0 })
    expect(all.agreements.map((a) => a.id)).toEqual([...ids].reverse())
    expect(all.agreements[0]).toEqual({
      id: ids[4],
      title: expect.any(String),
      content: expect.stringContaining('TENANT NUMBERE'),
      pages: expect.any(Number),
      summary: expect.any(String),
      createdAt: new Date(T0.getTime() + 5 * 60_000).toISOString(),
    })

    const first = await page(owner, '?limit=2')
    expect(first.agreements.map((a) => a.id)).toEqual([ids[4], ids[3]])
    const second = await page(owner, '?limit=2&offset=2')
    expect(second.agreements.map((a) => a.id)).toEqual([ids[2], ids[1]])
    const last = await page(owner, '?limit=2&offset=4')
    expect([last.agreements.map((a) => a.id), last.total]).toEqual([[ids[0]], 5])
    expect((await page(owner, '?offset=10')).agreements).toEqual([])
  })

  it('ignores userEmail and shows an empty library as an empty list', async () => {
    const other = await signedIn('other@example.in')
    await library(other, 2)
    const owner = await signedIn('owner@example.in')
    expect(await page(owner, '?userEmail=other%40example.in')).toEqual({
      success: true,
      agreements: [],
      total: 0,
      limit: 50,
      offset: 0,
    })
  })

  it('refuses a limit outside 1–200 or an offset below 0 with 400', async () => {
    const owner = await signedIn('owner@example.in')
    for (const [query, error] of [
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=201', 'limit can be at most 200'],
      ['?limit=2.5', 'limit must be a whole number'],
      ['?offset=-1', 'offset cannot be negative'],
    ]) {
      const response = await call(owner.request('GET', `/api/user-agreements${query}`))
      expect([response.status, await response.json()], query).toEqual([400, { error }])
    }
    expect((await page(owner, '?limit=200')).limit).toBe(200)
  })
})
