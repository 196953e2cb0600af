import type { Queryable } from '#db/types.ts'
import { agreementIdOfStream, agreementStreamId } from '#domain/agreement/index.ts'
import { analyseAgreement } from '#domain/analysis/index.ts'
import { storedChecklist } from '#domain/drafting/stored-checklist.ts'
import { activityKindOf } from '#domain/portfolio/activity.ts'
import { weekKey } from '#domain/portfolio/calendar.ts'
import { countChanges, countsOf, type Count, type PortfolioDocument } from '#domain/portfolio/counts.ts'
import { executionNeedsOf, factsOf, type ExecutionNeeds } from '#domain/portfolio/facts.ts'
import type { RecordedEvent } from '../types.ts'
import type { Projection, Replay } from './types.ts'
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from '../rows.ts'
import { eventTypes } from '../types.ts'

type Row = {
  owner_id: string
  title: string
  template_id: string
  content_version: string | number
  created_at: Date | string
  // This projection's row, when it has one.
  kept_version: string | number | null
  kept_title: string | null
  kept_template_id: string | null
  kept_created_at: Date | string | null
  risk: number | null
  compliance: number | null
  placeholders: number | null
  serious_issues: number | null
  stamp_duty: boolean | null
  registration: ExecutionNeeds['registration'] | null
}

const checklistOf = storedChecklist

/** The date an ExecutionDateRecorded event recorded ("YYYY-MM-DD"), or null for a cleared one. */
const executedOnOf = (data: unknown): string | null => {
  const executedOn = (data as { executedOn?: unknown } | null)?.executedOn
  return typeof executedOn === 'string' ? executedOn : null
}

/** What a RegistrationRecorded event recorded: the day ("YYYY-MM-DD") and number, or nulls for a cleared one. */
const registrationOf = (
  data: unknown,
): { registeredOn: string | null; registrationNumber: string | null } => {
  const d = data as { registeredOn?: unknown; registrationNumber?: unknown } | null
  const registeredOn = typeof d?.registeredOn === 'string' ? d.registeredOn : null
  return {
    registeredOn,
    registrationNumber:
      registeredOn !== null && typeof d?.registrationNumber === 'string' ? d.registrationNumber : null,
  }
}

const keptDocument = (row: Row): PortfolioDocument | null =>
  row.kept_version === null
    ? null
    : {
        templateId: row.kept_template_id!,
        createdAt: new Date(row.kept_created_at!),
        facts: {
          risk: row.risk,
          compliance: row.compliance,
          placeholders: row.placeholders!,
          seriousIssues: row.serious_issues!,
        },
        needs: { stampDuty: row.stamp_duty!, registration: row.registration! },
      }

type Facts = ReturnType<typeof factsOf>
type Current = Pick<Row, 'owner_id' | 'title' | 'template_id' | 'content_version' | 'created_at'>

const portfolioDocument = (row: Current, facts: Facts, needs: ExecutionNeeds): PortfolioDocument => ({
  templateId: row.template_id,
  createdAt: new Date(row.created_at),
  facts: {
    risk: facts.scores?.risk ?? null,
    compliance: facts.scores?.compliance ?? null,
    placeholders: facts.placeholders,
    seriousIssues: facts.seriousIssues,
  },
  needs,
})

/** The agreement's dashboard row, as analysed now. */
async function keepDocument(
  tx: Queryable,
  agreementId: string,
  row: Current,
  facts: Facts,
  needs: ExecutionNeeds,
) {
  await tx.query(
    `INSERT INTO agreement_portfolio (agreement_id, owner_id, title, template_id, created_at, content_version,
       risk, compliance, completeness, readability, placeholders, serious_issues, worst_issue, stamp_duty, registration)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (agreement_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, title = EXCLUDED.title,
       template_id = EXCLUDED.template_id, created_at = EXCLUDED.created_at,
       content_version = EXCLUDED.content_version, risk = EXCLUDED.risk, compliance = EXCLUDED.compliance,
       completeness = EXCLUDED.completeness, readability = EXCLUDED.readability,
       placeholders = EXCLUDED.placeholders, serious_issues = EXCLUDED.serious_issues,
       worst_issue = EXCLUDED.worst_issue, stamp_duty = EXCLUDED.stamp_duty, registration = EXCLUDED.registration`,
    [
      agreementId,
      row.owner_id,
      row.title,
      row.template_id,
      row.created_at,
      row.content_version,
      facts.scores?.risk ?? null,
      facts.scores?.compliance ?? null,
      facts.scores?.completeness ?? null,
      facts.scores?.readability ?? null,
      facts.placeholders,
      facts.seriousIssues,
      facts.worstIssue,
      needs.stampDuty,
      needs.registration,
    ],
  )
}

/** Counts of several owners added in one statement (a rebuild's page). */
async function addOwnersCounts(tx: Queryable, counts: ReadonlyMap<string, Count & { owner: string }>) {
  const all = [...counts.values()].filter((c) => c.n !== 0)
  if (all.length === 0) return
  await tx.query(
    `INSERT INTO agreement_portfolio_counts (owner_id, measure, key, n)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::bigint[])
     ON CONFLICT (owner_id, measure, key) DO UPDATE SET n = agreement_portfolio_counts.n + EXCLUDED.n`,
    [all.map((c) => c.owner), all.map((c) => c.measure), all.map((c) => c.key), all.map((c) => c.n)],
  )
}

function addTo(counts: Map<string, Count & { owner: string }>, owner: string, c: Count) {
  const id = `${owner}\u0000${c.measure}\u0000${c.key}`
  const n = (counts.get(id)?.n ?? 0) + c.n
  counts.set(id, { owner, measure: c.measure, key: c.key, n })
}

/** A rebuild's page of agreements: each one's last recorded execution date, from its events. */
async function keepExecutionDates(tx: Queryable, agreementIds: readonly string[]) {
  const recorded = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) AND type = 'ExecutionDateRecorded'
      ORDER BY stream_id, stream_version`,
    [agreementIds.map(agreementStreamId)],
  )
  const last = new Map<string, string | null>()
  for (const row of recorded) {
    const event = toRecordedEvent(row, eventTypes)
    last.set(agreementIdOfStream(event.streamId)!, executedOnOf(event.data))
  }
  const dated = [...last].filter(([, date]) => date !== null)
  if (dated.length === 0) return
  await tx.query(
    `UPDATE agreement_portfolio p SET executed_on = v.executed_on::date
       FROM unnest($1::uuid[], $2::text[]) AS v(agreement_id, executed_on) WHERE p.agreement_id = v.agreement_id`,
    [dated.map(([id]) => id), dated.map(([, date]) => date)],
  )
}

/** A rebuild's page of agreements: each one's last recorded registration, from its events. */
async function keepRegistrations(tx: Queryable, agreementIds: readonly string[]) {
  const recorded = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) AND type = 'RegistrationRecorded'
      ORDER BY stream_id, stream_version`,
    [agreementIds.map(agreementStreamId)],
  )
  const last = new Map<string, ReturnType<typeof registrationOf>>()
  for (const row of recorded) {
    const event = toRecordedEvent(row, eventTypes)
    last.set(agreementIdOfStream(event.streamId)!, registrationOf(event.data))
  }
  const registered = [...last].filter(([, r]) => r.registeredOn !== null)
  if (registered.length === 0) return
  await tx.query(
    `UPDATE agreement_portfolio p SET registered_on = v.registered_on::date, registration_number = v.registration_number
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS v(agreement_id, registered_on, registration_number)
      WHERE p.agreement_id = v.agreement_id`,
    [
      registered.map(([id]) => id),
      registered.map(([, r]) => r.registeredOn),
      registered.map(([, r]) => r.registrationNumber),
    ],
  )
}

/** Agreements analysed per statement batch when a rebuild finishes. */
const FINISH_PAGE = 200

/**
 * A rebuild analyses each agreement's last text once, at the end, instead of every text it
 * had: with zero counts deleted (addCounts) the rows are the same. Per page it only adds the
 * activity counts, for the owners the agreements projection has just written.
 */
const replay: Replay = {
  async page(tx, events) {
    const activity = events.flatMap((event) => {
      const agreementId = agreementIdOfStream(event.streamId)
      const kind = activityKindOf(event.type)
      return agreementId && kind
        ? [
            {
              agreementId,
              count: { measure: `activity-${kind}` as const, key: weekKey(event.recordedAt), n: 1 },
            },
          ]
        : []
    })
    if (activity.length === 0) return
    const owners = new Map(
      (
        await tx.query<{ agreement_id: string; owner_id: string }>(
          'SELECT agreement_id::text AS agreement_id, owner_id::text AS owner_id FROM agreements WHERE agreement_id = ANY($1::uuid[])',
          [[...new Set(activity.map((a) => a.agreementId))]],
        )
      ).map((r) => [r.agreement_id, r.owner_id]),
    )
    const counts = new Map<string, Count & { owner: string }>()
    for (const { agreementId, count } of activity) {
      const owner = owners.get(agreementId)
      if (owner) addTo(counts, owner, count)
    }
    await addOwnersCounts(tx, counts)
  },
  async finish(tx) {
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const rows = await tx.query<Current & { agreement_id: string; content: string; structure: unknown }>(
        `SELECT agreement_id::text AS agreement_id, owner_id::text AS owner_id, title, template_id,
                content_version, created_at, content, structure
           FROM agreements WHERE agreement_id > $1::uuid ORDER BY agreement_id LIMIT $2`,
        [after, FINISH_PAGE],
      )
      if (rows.length === 0) return
      // The execution steps come from each agreement's generation.
      const generated = await tx.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) AND type = 'AgreementGenerated'`,
        [rows.map((r) => agreementStreamId(r.agreement_id))],
      )
      const checklists = new Map(
        generated.map((g) => {
          const event = toRecordedEvent(g, eventTypes)
          return [agreementIdOfStream(event.streamId), checklistOf(event.data)] as const
        }),
      )
      const counts = new Map<string, Count & { owner: string }>()
      await Promise.all(
        rows.map((row) => {
          const needs = executionNeedsOf(checklists.get(row.agreement_id) ?? null)
          const facts = factsOf(
            analyseAgreement({
              templateId: row.template_id,
              title: row.title,
              content: row.content,
              checklist: checklistOf({ structure: row.structure }),
            }),
          )
          for (const c of countsOf(portfolioDocument(row, facts, needs))) addTo(counts, row.owner_id, c)
          return keepDocument(tx, row.agreement_id, row, facts, needs)
        }),
      )
      await addOwnersCounts(tx, counts)
      const ids = rows.map((r) => r.agreement_id)
      await keepExecutionDates(tx, ids)
      await keepRegistrations(tx, ids)
      if (rows.length < FINISH_PAGE) return
      after = rows[rows.length - 1]!.agreement_id
    }
  },
}

/**
 * In one order for every transaction, so two changes of one owner's counts never deadlock.
 * A count a change brings to 0 is deleted: the rows are then the same whatever path led to
 * them, which a rebuild that analyses only each document's last text relies on.
 */
async function addCounts(tx: Queryable, ownerId: string, counts: readonly Count[]) {
  const sorted = [...counts].sort((a, b) =>
    a.measure === b.measure ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.measure < b.measure ? -1 : 1,
  )
  for (const c of sorted)
    await tx.query(
      `INSERT INTO agreement_portfolio_counts (owner_id, measure, key, n) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner_id, measure, key) DO UPDATE SET n = agreement_portfolio_counts.n + EXCLUDED.n`,
      [ownerId, c.measure, c.key, c.n],
    )
  if (counts.some((c) => c.n < 0))
    await tx.query('DELETE FROM agreement_portfolio_counts WHERE owner_id = $1 AND n = 0', [ownerId])
}

/**
 * What the portfolio dashboard needs of each agreement, analysed once when its text changes
 * (not on every view), and the owner's counts moved with it. Listed after `agreements`, whose
 * row this event has just written; a rebuild of this projection alone reads the final rows
 * and so ends in the same state. The execution steps come from the generation's checklist:
 * an edit does not change the kind of instrument; the date of execution from the last
 * ExecutionDateRecorded, and the registration from the last RegistrationRecorded.
 */
export const agreementPortfolioProjection: Projection = {
  name: 'agreement-portfolio',
  tables: ['agreement_portfolio', 'agreement_portfolio_counts'],
  canHandle: ['*'],
  replay,
  async apply(tx: Queryable, event: RecordedEvent) {
    const agreementId = agreementIdOfStream(event.streamId)
    if (!agreementId) return
    await applyFacts(tx, agreementId, event)
    // After the facts, so a row written just now for a document without one gets the date too.
    if (event.type === 'ExecutionDateRecorded')
      await tx.query('UPDATE agreement_portfolio SET executed_on = $2::date WHERE agreement_id = $1', [
        agreementId,
        executedOnOf(event.data),
      ])
    if (event.type === 'RegistrationRecorded') {
      const { registeredOn, registrationNumber } = registrationOf(event.data)
      await tx.query(
        'UPDATE agreement_portfolio SET registered_on = $2::date, registration_number = $3 WHERE agreement_id = $1',
        [agreementId, registeredOn, registrationNumber],
      )
    }
  },
}

/** The document's facts and counts after one of its events (see agreementPortfolioProjection). */
async function applyFacts(tx: Queryable, agreementId: string, event: RecordedEvent) {
  // The text is read only when it changed: most events (comments, exports) leave it alone.
  const [row] = await tx.query<Row>(
    `SELECT a.owner_id, a.title, a.template_id, a.content_version, a.created_at,
            p.content_version AS kept_version, p.title AS kept_title, p.template_id AS kept_template_id,
            p.created_at AS kept_created_at, p.risk, p.compliance, p.placeholders, p.serious_issues,
            p.stamp_duty, p.registration
       FROM agreements a LEFT JOIN agreement_portfolio p ON p.agreement_id = a.agreement_id
      WHERE a.agreement_id = $1`,
    [agreementId],
  )
  if (!row) return
  const kind = activityKindOf(event.type)
  const activity: Count[] = kind
    ? [{ measure: `activity-${kind}`, key: weekKey(event.recordedAt), n: 1 }]
    : []

  const before = keptDocument(row)
  const generated = event.type === 'AgreementGenerated'
  if (
    before &&
    !generated &&
    Number(row.kept_version) === Number(row.content_version) &&
    row.kept_title === row.title
  ) {
    await addCounts(tx, row.owner_id, activity)
    return
  }
  const needs: ExecutionNeeds =
    generated || !before ? executionNeedsOf(generated ? checklistOf(event.data) : null) : before.needs
  const [{ content, structure } = { content: '', structure: null }] = await tx.query<{
    content: string
    structure: unknown
  }>('SELECT content, structure FROM agreements WHERE agreement_id = $1', [agreementId])
  // The document's own formalities (its drafted checklist) for the signing rules, as the rebuild reads them.
  const checklist = checklistOf({ structure })
  const facts = factsOf(
    analyseAgreement({ templateId: row.template_id, title: row.title, content, checklist }),
  )
  const after = portfolioDocument(row, facts, needs)
  await addCounts(tx, row.owner_id, [...activity, ...countChanges(before, after)])
  await keepDocument(tx, agreementId, row, facts, needs)
}
