import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { loader as appLoader } from '#app/routes/app._index.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { action as executionAction } from '#app/routes/app.documents.$id.execution.tsx'
import type { PortfolioDashboard } from '#app/features/workspace/portfolio.server.ts'
import { ownedDocuments } from '#app/features/account/data-export-documents.server.ts'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { agreementPortfolioProjection } from '#events/projections/agreement-portfolio.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { historyFixtures, type Browser } from '#tests/support/history.ts'
import { actingAs } from '#tests/support/actor.ts'
import { settle } from '#tests/support/requests.ts'
import { routeArgs } from '#tests/support/collaboration.ts'

// The date of registration: recorded on the same Analytics-tab page as the date of execution
// (a second form posting to /app/documents/<id>/execution), an event on the agreement's
// stream; once recorded, the dashboard and the checklist stop counting s.23's four months.

const db = useTestDatabase()
const { livedIn, account, run, page, download } = historyFixtures(() => db())

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY)
/** The day in India, n days ago, as a date input posts it. */
const istDay = (n = 0) => new Date(Date.now() - n * DAY + 330 * 60_000).toISOString().slice(0, 10)
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec']
const words = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return `${d} ${MONTHS[m - 1]} ${y}`
}

async function generate(
  ownerId: string,
  templateId: 'sale-deed' | 'employment-contract',
  createdAt = new Date(),
) {
  const outcome = await generateAgreement(
    db(),
    createOfflineProvider(),
    { owner: actingAs(ownerId), templateId, details: SAMPLE_DETAILS[templateId] },
    { now: () => createdAt },
  )
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.agreementId
}

const versionOf = async (id: string) =>
  Number(
    (
      await db().query<{ version: string }>('SELECT version FROM agreements WHERE agreement_id = $1', [id])
    )[0]!.version,
  )
const eventsOf = (id: string, type: string) =>
  db().query<{ data: unknown }>('SELECT data FROM events WHERE stream_id = $1 AND type = $2', [
    `agreement-${id}`,
    type,
  ])

/** The registration form on the Analytics tab, posted as the browser posts it. */
const register = async (b: Browser, id: string, fields: Record<string, string>) =>
  settle(() =>
    executionAction(
      routeArgs(
        b.post(`/app/documents/${id}/execution`, {
          intent: 'register',
          returnTo: `/app/documents/${id}?tab=analytics`,
          ...fields,
        }),
        { id },
      ),
    ),
  )

async function rowOf(b: Browser, id: string) {
  const response = await settle(() => appLoader(routeArgs(b.get('/app?view=analytics'))))
  const dashboard = ((await response.json()) as { analytics: PortfolioDashboard }).analytics
  return dashboard.attention.execution.rows.find((r) => r.id === id)!
}

async function analyticsTab(b: Browser, id: string) {
  const response = await settle(() =>
    documentLoader(routeArgs(b.get(`/app/documents/${id}?tab=analytics`), { id })),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as DocumentPage).analytics!
}

type Refusal = {
  intent: string
  fieldErrors: Record<string, string>
  formError?: string
  values: Record<string, string>
}

describe('recording the date of registration', () => {
  it('records it from the form: the countdown gives way to "Registered on", in the history, the audit trail and the download', async () => {
    const meera = await account('meera@example.in', 'Meera Iyer')
    const deed = await generate(meera.id, 'sale-deed', daysAgo(200))
    await run(deed, meera.id, {
      type: 'RecordExecutionDate',
      data: { executedOn: istDay(190), actorId: meera.id, now: new Date() },
    })
    expect((await rowOf(meera.b, deed)).detail).toMatch(/the registration deadline passed on/)
    expect((await analyticsTab(meera.b, deed)).registration).toMatchObject({
      registeredOn: null,
      registered: null,
      canRecord: true,
      earliest: istDay(190),
      today: istDay(),
    })

    const response = await register(meera.b, deed, {
      registeredOn: istDay(100),
      registrationNumber: ' PUN-4567/2026 ',
      version: String(await versionOf(deed)),
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/app/documents/${deed}?tab=analytics`)
    expect((await eventsOf(deed, 'RegistrationRecorded')).map((e) => e.data)).toEqual([
      expect.objectContaining({
        registeredOn: istDay(100),
        registrationNumber: 'PUN-4567/2026',
        recordedBy: meera.id,
      }),
    ])

    const registered = `Registered on ${words(istDay(100))} (No. PUN-4567/2026)`
    const row = await rowOf(meera.b, deed)
    expect(row.detail).toContain(registered)
    expect(row.detail).not.toMatch(/deadline passed|days left|register by/)
    expect(row.action).toBe('See the checklist')

    const tab = await analyticsTab(meera.b, deed)
    expect(tab.registration).toMatchObject({ registeredOn: istDay(100), registered })
    expect(tab.execution).toMatchObject({ executedOn: istDay(190), deadline: null })
    const checklist = tab.checklist!.find((c) => c.label === 'Registration compulsory')!
    expect(checklist.detail).toContain(`${registered}.`)
    expect(checklist.detail).not.toMatch(/deadline passed/)

    const history = JSON.stringify((await page(meera.b, deed)).body)
    expect(history).toContain('Registration recorded')
    expect(history).toContain(registered)
    expect(await (await download(meera.b, deed, 'csv')).text()).toContain(registered)
    expect((await ownedDocuments(db(), meera.id)).find((d) => d.id === deed)).toMatchObject({
      executedOn: istDay(190),
      registeredOn: istDay(100),
      registrationNumber: 'PUN-4567/2026',
    })

    // Cleared: the countdown is back.
    const cleared = await register(meera.b, deed, {
      intent: 'clear-registration',
      registeredOn: istDay(100),
      version: String(await versionOf(deed)),
    })
    expect(cleared.status).toBe(302)
    expect((await analyticsTab(meera.b, deed)).registration!.registeredOn).toBeNull()
    expect((await rowOf(meera.b, deed)).detail).toMatch(/the registration deadline passed on/)
    expect(JSON.stringify((await page(meera.b, deed)).body)).toContain('Registration cleared')
  })

  it('refuses a day before the execution, in the future, or a number too long (400 beside the field, what was typed kept), and a stale form (409)', async () => {
    const meera = await account('meera@example.in', 'Meera Iyer')
    const deed = await generate(meera.id, 'sale-deed', daysAgo(30))
    await run(deed, meera.id, {
      type: 'RecordExecutionDate',
      data: { executedOn: istDay(20), actorId: meera.id, now: new Date() },
    })
    const version = String(await versionOf(deed))
    for (const [fields, field, message] of [
      [
        { registeredOn: istDay(21), registrationNumber: 'A/1' },
        'registeredOn',
        /cannot have been registered before it was signed/,
      ],
      [{ registeredOn: istDay(-1), registrationNumber: '' }, 'registeredOn', /cannot be in the future/],
      [{ registeredOn: '', registrationNumber: 'A/1' }, 'registeredOn', /Enter the date of registration/],
      [{ registeredOn: istDay(5), registrationNumber: 'N'.repeat(61) }, 'registrationNumber', /at most 60/],
    ] as const) {
      const refused = await register(meera.b, deed, { ...fields, version })
      expect(refused.status).toBe(400)
      const body = (await refused.json()) as Refusal
      expect(body.intent).toBe('registration-date')
      expect(body.fieldErrors[field]).toMatch(message)
      expect(body.values).toMatchObject(fields)
    }
    expect(await versionOf(deed)).toBe(Number(version))
    expect(await eventsOf(deed, 'RegistrationRecorded')).toEqual([])

    // Someone recorded a registration after this form was loaded: nothing is overwritten.
    await run(deed, meera.id, {
      type: 'RecordRegistration',
      data: { registeredOn: istDay(10), registrationNumber: 'FIRST', actorId: meera.id, now: new Date() },
    })
    const stale = await register(meera.b, deed, {
      registeredOn: istDay(5),
      registrationNumber: 'SECOND',
      version,
    })
    expect(stale.status).toBe(409)
    const body = (await stale.json()) as Refusal
    expect(body.formError).toMatch(/Nothing was overwritten/)
    expect(body.values).toMatchObject({ registeredOn: istDay(5), registrationNumber: 'SECOND' })
    expect((await analyticsTab(meera.b, deed)).registration).toMatchObject({
      registeredOn: istDay(10),
      registrationNumber: 'FIRST',
    })
  })

  it('refuses a forged post (403) and a document that need not be registered', async () => {
    const meera = await account('meera@example.in', 'Meera Iyer')
    const deed = await generate(meera.id, 'sale-deed')
    const forged = await register(meera.b, deed, {
      csrf: '',
      registeredOn: istDay(),
      version: String(await versionOf(deed)),
    })
    expect(forged.status).toBe(403)
    expect(await eventsOf(deed, 'RegistrationRecorded')).toEqual([])

    const contract = await generate(meera.id, 'employment-contract')
    expect((await analyticsTab(meera.b, contract)).registration).toBeNull()
    const refused = await register(meera.b, contract, {
      registeredOn: istDay(),
      version: String(await versionOf(contract)),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as Refusal).formError).toMatch(/need not be registered/)
  })

  it('lets an editor record it; a viewer is refused (403)', async () => {
    const { owner, ravi, agreementId } = await livedIn()
    // Ravi is an editor on Asha's rental agreement.
    const recorded = await register(ravi.b, agreementId, {
      registeredOn: istDay(),
      registrationNumber: '12',
      version: String(await versionOf(agreementId)),
    })
    expect(recorded.status).toBe(302)
    expect((await analyticsTab(owner.b, agreementId)).registration!.registeredOn).toBe(istDay())
    await run(agreementId, owner.id, {
      type: 'ChangeCollaboratorRole',
      data: {
        collaboratorId: (
          await db().query<{ id: string }>(
            'SELECT collaborator_id::text AS id FROM agreement_collaborators WHERE agreement_id = $1',
            [agreementId],
          )
        )[0]!.id,
        role: 'viewer',
        actor: { id: owner.id, email: owner.email, name: owner.name },
        now: new Date(),
      },
    })
    const viewer = await register(ravi.b, agreementId, {
      intent: 'clear-registration',
      version: String(await versionOf(agreementId)),
    })
    expect(viewer.status).toBe(403)
    expect((await analyticsTab(ravi.b, agreementId)).registration!.canRecord).toBe(false)
    expect((await analyticsTab(owner.b, agreementId)).registration!.registeredOn).toBe(istDay())
  })
})

describe('the dashboard’s registered documents', () => {
  it('come after those still to be registered, not among the overdue', async () => {
    const meera = await account('meera@example.in', 'Meera Iyer')
    const registered = await generate(meera.id, 'sale-deed', daysAgo(300))
    const overdue = await generate(meera.id, 'sale-deed', daysAgo(200))
    const undated = await generate(meera.id, 'sale-deed')
    for (const [id, ago] of [
      [registered, 290],
      [overdue, 190],
    ] as const)
      await run(id, meera.id, {
        type: 'RecordExecutionDate',
        data: { executedOn: istDay(ago), actorId: meera.id, now: new Date() },
      })
    await run(registered, meera.id, {
      type: 'RecordRegistration',
      data: { registeredOn: istDay(280), registrationNumber: null, actorId: meera.id, now: new Date() },
    })
    const response = await settle(() => appLoader(routeArgs(meera.b.get('/app?view=analytics'))))
    const { rows } = ((await response.json()) as { analytics: PortfolioDashboard }).analytics.attention
      .execution
    expect(rows.map((r) => r.id)).toEqual([overdue, undated, registered])
    expect(rows[2]!.detail).toMatch(new RegExp(`^Registered on ${words(istDay(280))}(;|$)`))
  })

  it('is rebuilt from the log with the same registrations, with the other projections or alone', async () => {
    const meera = await account('meera@example.in', 'Meera Iyer')
    const deed = await generate(meera.id, 'sale-deed', daysAgo(30))
    const cleared = await generate(meera.id, 'sale-deed', daysAgo(30))
    for (const [id, registeredOn, registrationNumber] of [
      [deed, istDay(20), 'ONE'],
      [deed, istDay(10), 'TWO'],
      [cleared, istDay(5), 'THREE'],
      [cleared, null, null],
    ] as const)
      await run(id, meera.id, {
        type: 'RecordRegistration',
        data: { registeredOn, registrationNumber, actorId: meera.id, now: new Date() },
      })
    const rows = () =>
      db().query<{ agreement_id: string; registered_day: string | null; registration_number: string | null }>(
        'SELECT p.*, p.registered_on::text AS registered_day FROM agreement_portfolio p ORDER BY p.agreement_id',
      )
    const before = await rows()
    expect(before.find((r) => r.agreement_id === deed)).toMatchObject({
      registered_day: istDay(10),
      registration_number: 'TWO',
    })
    expect(before.find((r) => r.agreement_id === cleared)).toMatchObject({
      registered_day: null,
      registration_number: null,
    })
    await rebuildProjections(db())
    expect(await rows()).toEqual(before)
    await rebuildProjections(db(), [agreementPortfolioProjection])
    expect(await rows()).toEqual(before)
  })
})
