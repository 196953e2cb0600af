import type { Db, Queryable } from '#db/types.ts'
import { findTemplate, getCategory } from '#domain/catalogue/index.ts'
import { riskLevel } from '#domain/analysis/index.ts'
import { ACTIVITY_KINDS, type ActivityKind } from '#domain/portfolio/activity.ts'
import { dayKey, lastMonths, lastWeeks } from '#domain/portfolio/calendar.ts'
import { keptUntilReadModelsChange } from '#db/kept-reads.ts'
import { executionRow } from './execution-row.ts'

/** Months of documents created, and weeks of activity, the charts show. */
export const MONTHS_SHOWN = 12
export const WEEKS_SHOWN = 8
/** Rows per list; the rest are counted ("and 12 more"). */
export const ROWS_SHOWN = 10

type ListRow = {
  list: 'lowest' | 'placeholders' | 'serious' | 'execution'
  id: string
  title: string
  risk: number | null
  compliance: number | null
  placeholders: number
  serious_issues: number
  worst_issue: string | null
  stamp_duty: boolean
  registration: string
  /** "YYYY-MM-DD" (selected as text: a driver would turn a date into a local midnight). */
  executed_on: string | null
  registered_on: string | null
  registration_number: string | null
}

// The owner's counts (documents by template, month and risk, attention, compliance, activity),
// without months and weeks older than the charts show.
const COUNTS = `
SELECT measure, key, n::int AS n FROM agreement_portfolio_counts
 WHERE owner_id = $1 AND n <> 0
   AND (measure <> 'month' OR key >= $2) AND (measure NOT LIKE 'activity-%' OR key >= $3)`

// The four short lists, each read in its index's order up to ROWS_SHOWN rows.
const COLUMNS = `agreement_id AS id, title, risk, compliance, placeholders, serious_issues, worst_issue, stamp_duty, registration,
  to_char(executed_on, 'YYYY-MM-DD') AS executed_on, to_char(registered_on, 'YYYY-MM-DD') AS registered_on,
  registration_number`
const list = (name: string, condition: string, order: string) => `
(SELECT '${name}' AS list, ${COLUMNS} FROM agreement_portfolio
  WHERE owner_id = $1 AND ${condition} ORDER BY ${order} LIMIT $2)`
const LISTS = [
  list('lowest', 'compliance IS NOT NULL', 'compliance, risk DESC, title, agreement_id'),
  list('placeholders', 'placeholders > 0', 'placeholders DESC, created_at DESC, agreement_id'),
  list('serious', 'serious_issues > 0', 'serious_issues DESC, created_at DESC, agreement_id'),
  list(
    'execution',
    "(stamp_duty OR registration = 'compulsory')",
    // Still to be registered first, signed ones the earliest (the nearest or most overdue
    // deadline) leading; then stamping only; the registered ones last, their deadline met.
    "(registration = 'compulsory' AND registered_on IS NULL) DESC, (registered_on IS NOT NULL), executed_on NULLS LAST, created_at DESC, agreement_id",
  ),
].join(' UNION ALL ')

const documentHref = (id: string, query: string) => `/app/documents/${id}${query}`
const monthLabel = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const weekLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })

function categoryName(templateId: string): string {
  if (templateId === 'custom') return 'Custom agreements'
  const template = findTemplate(templateId)
  return template ? getCategory(template.categoryId).name : 'Other'
}

/**
 * The Analytics tab: the caller's own documents (not those shared with them — those are on
 * the Collaboration tab and their owner's to fix), in two read-model queries. Null when the
 * caller owns no document: the tab then shows the specification's placeholder.
 */
export async function portfolioDashboard(db: Queryable, userId: string, now = new Date()) {
  const months = lastMonths(now, MONTHS_SHOWN)
  const weeks = lastWeeks(now, WEEKS_SHOWN)
  const counts = await db.query<{ measure: string; key: string; n: number }>(COUNTS, [
    userId,
    months[0],
    weeks[0],
  ])
  const count = (measure: string, key: string) =>
    counts.find((c) => c.measure === measure && c.key === key)?.n ?? 0
  const total = count('documents', 'all')
  if (total === 0) return null
  const rows = await db.query<ListRow>(LISTS, [userId, ROWS_SHOWN])
  // UNION ALL keeps each branch's order in practice; the rows are regrouped in it.
  const listOf = (name: ListRow['list']) => rows.filter((r) => r.list === name)

  const categories = new Map<string, number>()
  for (const c of counts.filter((c) => c.measure === 'template'))
    categories.set(categoryName(c.key), (categories.get(categoryName(c.key)) ?? 0) + c.n)
  const scored = count('compliance', 'scored')
  const analyticsHref = (id: string) => documentHref(id, '?tab=analytics')
  const activityOf = (week: string) =>
    Object.fromEntries(
      (Object.keys(ACTIVITY_KINDS) as ActivityKind[]).map((kind) => [kind, count(`activity-${kind}`, week)]),
    ) as Record<ActivityKind, number>

  return {
    total,
    averageCompliance: scored > 0 ? Math.round(count('compliance', 'sum') / scored) : null,
    categories: [...categories]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    months: months.map((key) => ({
      key,
      label: monthLabel.format(new Date(`${key}-01T00:00:00Z`)),
      count: count('month', key),
    })),
    risk: {
      Low: count('risk', 'Low'),
      Medium: count('risk', 'Medium'),
      High: count('risk', 'High'),
      unscored: count('risk', 'unscored'),
    },
    lowestCompliance: listOf('lowest').map((d) => ({
      id: d.id,
      title: d.title,
      compliance: d.compliance!,
      riskLevel: riskLevel(d.risk ?? 0),
      href: analyticsHref(d.id),
    })),
    attention: {
      placeholders: {
        count: count('attention', 'placeholders'),
        rows: listOf('placeholders').map((d) => ({
          id: d.id,
          title: d.title,
          detail: `${d.placeholders} ${d.placeholders === 1 ? 'placeholder' : 'placeholders'} to fill in`,
          // The Document tab in edit mode, where the [TO BE CONFIRMED …] text is replaced.
          href: documentHref(d.id, '?edit=1'),
          action: 'Fill in',
        })),
      },
      execution: {
        count: count('attention', 'execution'),
        rows: listOf('execution').map((d) =>
          executionRow(
            {
              id: d.id,
              title: d.title,
              stampDuty: d.stamp_duty,
              registration: d.registration,
              executedOn: d.executed_on,
              registeredOn: d.registered_on,
              registrationNumber: d.registration_number,
            },
            now,
          ),
        ),
      },
      serious: {
        count: count('attention', 'serious'),
        rows: listOf('serious').map((d) => ({
          id: d.id,
          title: d.title,
          detail: `${d.serious_issues} high-risk ${d.serious_issues === 1 ? 'issue' : 'issues'}${d.worst_issue ? `: ${d.worst_issue}` : ''}`,
          href: analyticsHref(d.id),
          action: 'See the issues',
        })),
      },
    },
    activity: weeks.map((key) => ({
      key,
      label: weekLabel.format(new Date(`${key}T00:00:00Z`)),
      ...activityOf(key),
    })),
  }
}

export type PortfolioDashboard = NonNullable<Awaited<ReturnType<typeof portfolioDashboard>>>

/**
 * The dashboard as kept until the read models next change (db/kept-reads.ts), per user and
 * IST day (its months, weeks and deadlines move with the date): a view then costs no query.
 */
export function keptPortfolioDashboard(db: Db, userId: string, now = new Date()) {
  return keptUntilReadModelsChange(db, 'portfolio-dashboard', `${userId}:${dayKey(now)}`, async () =>
    deepFreeze(await portfolioDashboard(db, userId, now)),
  )
}

/** One copy serves many requests: nobody may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
