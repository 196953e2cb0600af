import { describe, expect, it, vi } from 'vitest'
import { analyseAgreement, riskLevel } from '#domain/analysis/index.ts'
import { factsOf } from '#domain/portfolio/facts.ts'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { loader as appLoader } from '#app/routes/app._index.tsx'
import { AnalyticsTab } from '#app/features/workspace/analytics-tab.tsx'
import { keptPortfolioDashboard, type PortfolioDashboard } from '#app/features/workspace/portfolio.server.ts'
import { agreementPortfolioProjection } from '#events/projections/agreement-portfolio.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { noticesDelivered } from '#tests/support/notices.ts'
import { openPostgres } from '#db/postgres.server.ts'
import { historyFixtures, type Browser } from '#tests/support/history.ts'
import { actingAs } from '#tests/support/actor.ts'
import { settle } from '#tests/support/requests.ts'
import { routeArgs } from '#tests/support/collaboration.ts'
import { renderInRouter } from '#tests/support/render.tsx'

const db = useTestDatabase()
const { livedIn, account, run, contentOf } = historyFixtures(() => db())

// A text that fails three compliance rules with high severity and has no placeholder left.
const RISKY = `EMPLOYMENT AGREEMENT

This agreement is made between Acme Private Limited (Employer) and Ravi Kumar (Employee).

1. NON-COMPETE. The Employee shall not work for any competitor for two years after the termination of employment.
2. GOVERNING LAW. This agreement is governed by the laws of England.
3. ARBITRATION. Disputes go to a sole arbitrator appointed by the Employer alone.
`

async function dashboardOf(b: Browser) {
  const response = await settle(() => appLoader(routeArgs(b.get('/app?view=analytics'))))
  expect(response.status).toBe(200)
  const data = (await response.json()) as { view: string; analytics: PortfolioDashboard | null }
  expect(data.view).toBe('analytics')
  return data.analytics
}

async function generate(
  ownerId: string,
  templateId: 'rental-agreement' | 'employment-contract' | 'offer-letter',
) {
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(ownerId),
    templateId,
    details: SAMPLE_DETAILS[templateId],
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.agreementId
}

/** Meera's three documents: a rental (registration, placeholders), an employment contract edited into a risky text, an offer letter. */
async function meerasPortfolio() {
  const meera = await account('meera@example.in', 'Meera Iyer')
  const rental = await generate(meera.id, 'rental-agreement')
  const employment = await generate(meera.id, 'employment-contract')
  const offer = await generate(meera.id, 'offer-letter')
  await run(employment, meera.id, {
    type: 'EditAgreement',
    data: { content: RISKY, actorId: meera.id, now: new Date() },
  })
  await run(offer, meera.id, {
    type: 'ExportAgreement',
    data: { format: 'pdf', actorId: meera.id, now: new Date() },
  })
  return { meera, rental, employment, offer }
}

describe('the Analytics tab', () => {
  it('counts only the caller’s own documents: categories, months, risk, lowest compliance first', async () => {
    // Asha's document (edited, exported, commented on by Ravi) must never reach Meera's dashboard.
    await livedIn()
    const { meera, rental, employment, offer } = await meerasPortfolio()
    const d = (await dashboardOf(meera.b))!
    expect(d.total).toBe(3)
    expect(d.categories).toEqual([
      { name: 'Employment & HR', count: 2 },
      { name: 'Property & Real Estate', count: 1 },
    ])
    expect(d.months).toHaveLength(12)
    expect(d.months.at(-1)!.count).toBe(3)
    expect(d.months.slice(0, -1).every((m) => m.count === 0)).toBe(true)

    // The stored facts are the analysis of each text as it is now (the edit included).
    const expected = await Promise.all(
      [rental, employment, offer].map(async (id) => {
        const [row] = await db().query<{ template_id: string; title: string }>(
          'SELECT template_id, title FROM agreements WHERE agreement_id = $1',
          [id],
        )
        const facts = factsOf(
          analyseAgreement({ templateId: row!.template_id, title: row!.title, content: await contentOf(id) }),
        )
        return { id, title: row!.title, ...facts }
      }),
    )
    const levels = { Low: 0, Medium: 0, High: 0 }
    for (const e of expected) levels[riskLevel(e.scores!.risk)]++
    expect(d.risk).toEqual({ ...levels, unscored: 0 })
    expect(levels.High).toBe(1)

    // Lowest compliance first: the risky edit leads; ties go to the higher risk.
    const lowest = [...expected].sort(
      (a, b) => a.scores!.compliance - b.scores!.compliance || b.scores!.risk - a.scores!.risk,
    )
    expect(lowest[0]!.id).toBe(employment)
    expect(d.lowestCompliance.map((r) => [r.id, r.compliance, r.href])).toEqual(
      lowest.map((e) => [e.id, e.scores!.compliance, `/app/documents/${e.id}?tab=analytics`]),
    )
    expect(d.averageCompliance).toBe(
      Math.round(expected.reduce((sum, e) => sum + e.scores!.compliance, 0) / expected.length),
    )
  })

  it('lists what needs attention, each row linking to the tab that fixes it', async () => {
    await livedIn()
    const { meera, rental, employment, offer } = await meerasPortfolio()
    const { attention } = (await dashboardOf(meera.b))!

    // The drafts keep [TO BE CONFIRMED …] particulars; the hand-edited text has none left.
    expect(attention.placeholders.count).toBe(2)
    expect(attention.placeholders.rows.map((r) => [r.id, r.href])).toEqual([
      [rental, `/app/documents/${rental}?edit=1`],
      [offer, `/app/documents/${offer}?edit=1`],
    ])
    expect(attention.placeholders.rows[0]!.detail).toMatch(/^\d+ placeholders to fill in$/)

    // Compulsory registration first; the edited contract keeps the stamping its generation's checklist set.
    expect(attention.execution.count).toBe(2)
    expect(attention.execution.rows.map((r) => r.id)).toEqual([rental, employment])
    expect(attention.execution.rows[0]!.detail).toContain('Registration Act, 1908, s.23')
    expect(attention.execution.rows[1]!.detail).not.toContain('Registration')
    expect(attention.execution.rows[1]!.href).toBe(`/app/documents/${employment}?tab=analytics`)

    expect(attention.serious.count).toBe(1)
    expect(attention.serious.rows.map((r) => [r.id, r.href])).toEqual([
      [employment, `/app/documents/${employment}?tab=analytics`],
    ])
    expect(attention.serious.rows[0]!.detail).toMatch(/^\d+ high-risk issues: /)
  })

  it('counts activity per week, by anyone on the owner’s documents', async () => {
    const { owner } = await livedIn()
    const { meera } = await meerasPortfolio()
    const asha = (await dashboardOf(owner.b))!
    expect(asha.total).toBe(1)
    expect(asha.activity).toHaveLength(8)
    // A hand edit and an added clause, an AI edit, an export, Ravi's comment and Asha's reply.
    expect(asha.activity.at(-1)).toMatchObject({ edits: 2, aiEdits: 1, exports: 1, comments: 2 })
    expect(asha.activity.slice(0, -1).every((w) => w.edits + w.aiEdits + w.exports + w.comments === 0)).toBe(
      true,
    )
    expect((await dashboardOf(meera.b))!.activity.at(-1)).toMatchObject({
      edits: 1,
      aiEdits: 0,
      exports: 1,
      comments: 0,
    })
  })

  it('shows the specification’s placeholder to a user with no document of their own, even with one shared with them', async () => {
    // Ravi is a collaborator on Asha's document and owns none.
    const { ravi } = await livedIn()
    const nobody = await account('nobody@example.in', 'Nobody')
    expect(await dashboardOf(ravi.b)).toBeNull()
    expect(await dashboardOf(nobody.b)).toBeNull()
    const html = await renderInRouter(
      <AnalyticsTab dashboard={null} />,
      'http://localhost/app?view=analytics',
    )
    expect(html).toContain('Generate a document first')
    expect(html).toMatch(/href="\/app"[^>]*>Generate Document</)
  })

  it('renders charts with their numbers as text alternatives and rows as links', async () => {
    const { meera, rental } = await meerasPortfolio()
    const dashboard = (await dashboardOf(meera.b))!
    const html = await renderInRouter(
      <AnalyticsTab dashboard={dashboard} />,
      'http://localhost/app?view=analytics',
    )
    expect(html).toContain(
      'aria-label="Documents by category: Employment &amp; HR 2, Property &amp; Real Estate 1"',
    )
    expect(html).toMatch(/aria-label="Risk distribution: Low risk \d, Medium risk \d, High risk 1"/)
    expect(html).toContain(`href="/app/documents/${rental}?edit=1"`)
    expect(html).toContain('id="activity-table"')
    expect(html).not.toContain('<script')
  })
})

describe('the portfolio read model', () => {
  it('keeps counts equal to its rows, and is rebuilt from the log to the same rows, with the other projections or alone', async () => {
    await livedIn()
    await meerasPortfolio()
    const rows = async () => [
      await db().query('SELECT * FROM agreement_portfolio ORDER BY agreement_id'),
      // Every count row, zeros too: a change deletes a count it brings to 0, so that a rebuild
      // that analyses only each document's last text ends in the same rows (ADR 0045).
      await db().query('SELECT * FROM agreement_portfolio_counts ORDER BY owner_id, measure, key'),
    ]
    const before = await rows()
    expect(before[0]).toHaveLength(4)
    expect((before[1] as { n: string | number }[]).filter((c) => Number(c.n) === 0)).toEqual([])
    // The counts kept by increments equal a count of the rows.
    const recount = await db().query<{ owner_id: string; measure: string; key: string; n: number }>(
      `SELECT owner_id, 'template' AS measure, template_id AS key, count(*)::int AS n FROM agreement_portfolio GROUP BY 1, 3
       UNION ALL SELECT owner_id, 'attention', 'placeholders', count(*)::int FROM agreement_portfolio WHERE placeholders > 0 GROUP BY 1
       UNION ALL SELECT owner_id, 'compliance', 'sum', sum(compliance)::int FROM agreement_portfolio GROUP BY 1`,
    )
    expect(recount.length).toBeGreaterThan(4)
    for (const r of recount) {
      const kept = (
        before[1] as { owner_id: string; measure: string; key: string; n: string | number }[]
      ).find((c) => c.owner_id === r.owner_id && c.measure === r.measure && c.key === r.key)
      expect(Number(kept!.n)).toBe(r.n)
    }
    await rebuildProjections(db())
    expect(await rows()).toEqual(before)
    await rebuildProjections(db(), [agreementPortfolioProjection])
    expect(await rows()).toEqual(before)
  })
})

describe('the dashboard kept in memory', () => {
  const countReads = async () => {
    await noticesDelivered(db())
    const reads = vi.spyOn(db(), 'query')
    const dashboardReads = () =>
      reads.mock.calls.filter(([text]) => text.includes('FROM agreement_portfolio_counts')).length
    return { dashboardReads, reads }
  }

  it('is read once per change of the read models and per IST day, and shows this server’s own writes at once', async () => {
    const { meera, offer } = await meerasPortfolio()
    const { dashboardReads, reads } = await countReads()
    try {
      const first = (await keptPortfolioDashboard(db(), meera.id))!
      expect(await keptPortfolioDashboard(db(), meera.id)).toBe(first)
      expect(dashboardReads()).toBe(1)
      expect(Object.isFrozen(first.activity[0])).toBe(true)

      await run(offer, meera.id, {
        type: 'ExportAgreement',
        data: { format: 'docx', actorId: meera.id, now: new Date() },
      })
      expect((await keptPortfolioDashboard(db(), meera.id))!.activity.at(-1)!.exports).toBe(2)
      expect(dashboardReads()).toBe(2)

      // 18:30 UTC is midnight in India: the next IST day is read afresh.
      const now = new Date()
      const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000)
      await keptPortfolioDashboard(db(), meera.id, tomorrow)
      expect(dashboardReads()).toBe(3)
    } finally {
      reads.mockRestore()
    }
  })

  it('drops what it kept when another writer changes the portfolio (the database notices)', async () => {
    const { meera } = await meerasPortfolio()
    expect((await keptPortfolioDashboard(db(), meera.id))!.total).toBe(3)
    // Another server on Postgres (its own connection), or a hand-written fix on PGlite.
    const other = testDatabaseKind === 'postgres' ? openPostgres(process.env.DATABASE_URL!, { max: 1 }) : db()
    try {
      await other.query(
        `UPDATE agreement_portfolio_counts SET n = 41 WHERE owner_id = $1 AND measure = 'documents'`,
        [meera.id],
      )
      await expect.poll(async () => (await keptPortfolioDashboard(db(), meera.id))!.total).toBe(41)
    } finally {
      if (other !== db()) await other.close()
    }
  })
})
