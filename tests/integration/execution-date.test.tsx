import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { loader as appLoader } from '#app/routes/app._index.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { action as executionAction } from '#app/routes/app.documents.$id.execution.tsx'
import { portfolioDashboard, type PortfolioDashboard } from '#app/features/workspace/portfolio.server.ts'
import { AnalyticsTab } from '#app/features/workspace/analytics-tab.tsx'
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
import { renderInRouter } from '#tests/support/render.tsx'

// The date of execution: recorded from the document's Analytics tab (a form that posts and
// redirects), an event on the agreement's stream, and the registration deadline (Registration
// Act s.23) the dashboard and the checklist count from it.

const db = useTestDatabase()
const { livedIn, account, run, page } = historyFixtures(() => db())

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

/** The form on the Analytics tab, posted as the browser posts it. */
const post = async (b: Browser, id: string, fields: Record<string, string>) =>
  settle(() =>
    executionAction(
      routeArgs(
        b.post(`/app/documents/${id}/execution`, {
          returnTo: `/app/documents/${id}?tab=analytics`,
          ...fields,
        }),
        { id },
      ),
    ),
  )

async function dashboardOf(b: Browser) {
  const response = await settle(() => appLoader(routeArgs(b.get('/app?view=analytics'))))
  return ((await response.json()) as { analytics: PortfolioDashboard }).analytics
}

async function analyticsTab(b: Browser, id: string) {
  const response = await settle(() =>
    documentLoader(routeArgs(b.get(`/app/documents/${id}?tab=analytics`), { id })),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as DocumentPage).analytics!
}

describe('recording the date of execution', () => {
  it('records it from the form, shows the deadline on the checklist and the dashboard, and in the history', async () => {
    const meera = await account('meera@example.in', 'Meera Iyer')
    const deed = await generate(meera.id, 'sale-deed', daysAgo(10))
    const before = (await dashboardOf(meera.b)).attention.execution.rows.find((r) => r.id === deed)!
    expect(before.detail).toContain('execution date not recorded — record it')
    expect(before.href).toBe(`/app/documents/${deed}?tab=analytics#execution-date`)
    expect(before.action).toBe('Record the execution date')
    expect((await analyticsTab(meera.b, deed)).execution).toMatchObject({
      executedOn: null,
      deadline: null,
      canRecord: true,
      earliest: istDay(10),
      today: istDay(),
    })

    const signed = istDay(3)
    const response = await post(meera.b, deed, { executedOn: signed, version: String(await versionOf(deed)) })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/app/documents/${deed}?tab=analytics`)

    // Four months on: 3 days gone of a term of 120 to 123 days.
    const row = (await dashboardOf(meera.b)).attention.execution.rows.find((r) => r.id === deed)!
    const deadline = /register by (\d+ \w+ \d{4}) \((\d+) days left\)/.exec(row.detail)
    expect(row.detail).toMatch(new RegExp(`^Executed ${words(signed)}: register by `))
    expect(row.detail).toContain('Registration Act, 1908, s.23')
    expect(Number(deadline![2])).toBeGreaterThanOrEqual(117)
    expect(Number(deadline![2])).toBeLessThanOrEqual(120)
    expect(row.action).toBe('See the checklist')

    const tab = await analyticsTab(meera.b, deed)
    expect(tab.execution).toMatchObject({ executedOn: signed, executedOnText: words(signed) })
    expect(row.detail.startsWith(`${tab.execution.deadline!} — Registration Act, 1908, s.23`)).toBe(true)
    const registration = tab.checklist!.find((c) => c.label === 'Registration compulsory')!
    expect(registration.detail).toContain(`${tab.execution.deadline!}.`)

    const history = await page(meera.b, deed)
    expect(JSON.stringify(history.body)).toContain(`Signed on ${words(signed)}`)
    expect(JSON.stringify(history.body)).toContain('Execution date recorded')
    expect((await ownedDocuments(db(), meera.id)).find((d) => d.id === deed)!.executedOn).toBe(signed)

    // Corrected, then cleared: the dashboard asks for it again.
    expect(
      (await post(meera.b, deed, { executedOn: istDay(1), version: String(await versionOf(deed)) })).status,
    ).toBe(302)
    expect((await analyticsTab(meera.b, deed)).execution.executedOn).toBe(istDay(1))
    const cleared = await post(meera.b, deed, {
      intent: 'clear',
      executedOn: istDay(1),
      version: String(await versionOf(deed)),
    })
    expect(cleared.status).toBe(302)
    expect((await analyticsTab(meera.b, deed)).execution.executedOn).toBeNull()
    expect(
      (await dashboardOf(meera.b)).attention.execution.rows.find((r) => r.id === deed)!.detail,
    ).toContain('execution date not recorded')
    expect(JSON.stringify((await page(meera.b, deed)).body)).toContain('Execution date cleared')
  })

  it('refuses a date in the future or before the document existed (400, the typed date kept), and a stale form (409)', async () => {
    const meera = await account('meera@example.in', 'Meera Iyer')
    const deed = await generate(meera.id, 'sale-deed', daysAgo(5))
    const version = String(await versionOf(deed))
    for (const [typed, message] of [
      [istDay(-2), /cannot be in the future/],
      [istDay(6), new RegExp(`created on ${words(istDay(5))}`)],
      ['2026-02-30', /Enter a real date/],
    ] as const) {
      const refused = await post(meera.b, deed, { executedOn: typed, version })
      expect(refused.status).toBe(400)
      const body = (await refused.json()) as {
        intent: string
        fieldErrors: Record<string, string>
        values: Record<string, string>
      }
      expect(body.intent).toBe('execution-date')
      expect(body.fieldErrors.executedOn).toMatch(message)
      expect(body.values.executedOn).toBe(typed)
    }
    expect(await versionOf(deed)).toBe(Number(version))

    // Someone recorded a date after this form was loaded: nothing is overwritten.
    await run(deed, meera.id, {
      type: 'RecordExecutionDate',
      data: { executedOn: istDay(2), actorId: meera.id, now: new Date() },
    })
    const stale = await post(meera.b, deed, { executedOn: istDay(1), version })
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { formError: string }).formError).toMatch(/Nothing was overwritten/)
    expect((await analyticsTab(meera.b, deed)).execution.executedOn).toBe(istDay(2))
  })

  it('lets an editor record it; a viewer is refused (403), a stranger finds nothing (404)', async () => {
    const { owner, ravi, agreementId } = await livedIn()
    const stranger = await account('stranger@example.in', 'Sam')
    const version = String(await versionOf(agreementId))
    // Ravi is an editor on Asha's document.
    expect((await post(ravi.b, agreementId, { executedOn: istDay(), version })).status).toBe(302)
    expect((await analyticsTab(owner.b, agreementId)).execution.executedOn).toBe(istDay())
    expect((await post(stranger.b, agreementId, { executedOn: istDay(), version })).status).toBe(404)
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
    const viewer = await post(ravi.b, agreementId, {
      intent: 'clear',
      version: String(await versionOf(agreementId)),
    })
    expect(viewer.status).toBe(403)
    expect((await analyticsTab(ravi.b, agreementId)).execution.canRecord).toBe(false)
  })
})

describe('the dashboard’s registration deadlines', () => {
  it('lists dated documents first, the most overdue leading, then those without a date, then stamping only', async () => {
    const meera = await account('meera@example.in', 'Meera Iyer')
    const overdue = await generate(meera.id, 'sale-deed', daysAgo(200))
    const soon = await generate(meera.id, 'sale-deed', daysAgo(100))
    const undated = await generate(meera.id, 'sale-deed')
    const stampOnly = await generate(meera.id, 'employment-contract')
    for (const [id, ago] of [
      [overdue, 190],
      [soon, 95],
    ] as const)
      await run(id, meera.id, {
        type: 'RecordExecutionDate',
        data: { executedOn: istDay(ago), actorId: meera.id, now: new Date() },
      })

    const { execution } = (await dashboardOf(meera.b)).attention
    expect(execution.count).toBe(4)
    expect(execution.rows.map((r) => r.id)).toEqual([overdue, soon, undated, stampOnly])
    expect(execution.rows[0]!.detail).toMatch(
      new RegExp(
        `^Executed ${words(istDay(190))}: the registration deadline passed on .+ \\(\\d+ days ago\\); s\\.25 `,
      ),
    )
    expect(execution.rows[1]!.detail).toMatch(/register by .+ \((2[2-9]|30) days left\)/)
    expect(execution.rows[3]!.detail).not.toContain('Registration')

    // "Today" is the view's: the same row a month later has passed its deadline.
    const later = (await portfolioDashboard(db(), meera.id, new Date(Date.now() + 40 * DAY)))!
    expect(later.attention.execution.rows[1]!.detail).toMatch(/deadline passed on/)

    const html = await renderInRouter(
      <AnalyticsTab dashboard={(await dashboardOf(meera.b))!} />,
      'http://localhost/app?view=analytics',
    )
    expect(html).toContain(`href="/app/documents/${undated}?tab=analytics#execution-date"`)
  })

  it('is rebuilt from the log with the same dates, with the other projections or alone', async () => {
    const meera = await account('meera@example.in', 'Meera Iyer')
    const deed = await generate(meera.id, 'sale-deed', daysAgo(30))
    const cleared = await generate(meera.id, 'sale-deed', daysAgo(30))
    for (const [id, executedOn] of [
      [deed, istDay(20)],
      [deed, istDay(10)],
      [cleared, istDay(5)],
      [cleared, null],
    ] as const)
      await run(id, meera.id, {
        type: 'RecordExecutionDate',
        data: { executedOn, actorId: meera.id, now: new Date() },
      })
    const rows = () =>
      db().query<{ agreement_id: string; executed_day: string | null }>(
        'SELECT p.*, p.executed_on::text AS executed_day FROM agreement_portfolio p ORDER BY p.agreement_id',
      )
    const before = await rows()
    expect(before.find((r) => r.agreement_id === deed)!.executed_day).toBe(istDay(10))
    expect(before.find((r) => r.agreement_id === cleared)!.executed_day).toBeNull()
    await rebuildProjections(db())
    expect(await rows()).toEqual(before)
    await rebuildProjections(db(), [agreementPortfolioProjection])
    expect(await rows()).toEqual(before)
  })
})
