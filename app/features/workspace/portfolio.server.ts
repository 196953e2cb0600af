import type { Queryable } from '#db/types.ts'
import { findTemplate, getCategory } from '#domain/catalogue/index.ts'
import { riskLevel, type RiskLevel } from '#domain/analysis/index.ts'
import { ACTIVITY_EVENT_TYPES, activityKindOf, type ActivityKind } from '#domain/portfolio/activity.ts'
import { lastMonths, lastWeeks, startOf } from '#domain/portfolio/calendar.ts'

/** Months of documents created, and weeks of activity, the charts show. */
export const MONTHS_SHOWN = 12
export const WEEKS_SHOWN = 8
/** Rows per list; the rest are counted ("and 12 more"). */
export const ROWS_SHOWN = 10

type Listed = { id: string; title: string }
type SummaryRow = {
  total: number
  unscored: number
  average_compliance: number | null
  by_template: { templateId: string; count: number }[]
  by_month: { month: string; count: number }[]
  by_risk: { risk: number; count: number }[]
  lowest: (Listed & { compliance: number; risk: number })[]
  placeholders_count: number
  placeholders: (Listed & { placeholders: number })[]
  serious_count: number
  serious: (Listed & { seriousIssues: number; worstIssue: string | null })[]
  execution_count: number
  execution: (Listed & { stampDuty: boolean; registration: string })[]
}

const listed = (condition: string, order: string, columns: string) => `
  (SELECT coalesce(jsonb_agg(jsonb_build_object('id', agreement_id, 'title', title, ${columns}) ORDER BY ${order}), '[]'::jsonb)
     FROM (SELECT * FROM mine WHERE ${condition} ORDER BY ${order} LIMIT $3) t)`

// One statement over the caller's rows of the portfolio read model: every chart and list of
// the dashboard, grouped and limited by the database (no text is read).
const SUMMARY = `
WITH mine AS (SELECT * FROM agreement_portfolio WHERE owner_id = $1)
SELECT
  (SELECT count(*)::int FROM mine) AS total,
  (SELECT count(*)::int FROM mine WHERE risk IS NULL) AS unscored,
  (SELECT round(avg(compliance))::int FROM mine) AS average_compliance,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('templateId', template_id, 'count', n)), '[]'::jsonb)
     FROM (SELECT template_id, count(*)::int AS n FROM mine GROUP BY template_id) t) AS by_template,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('month', month, 'count', n)), '[]'::jsonb)
     FROM (SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM') AS month, count(*)::int AS n
             FROM mine WHERE created_at >= $2 GROUP BY 1) t) AS by_month,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('risk', risk, 'count', n)), '[]'::jsonb)
     FROM (SELECT risk, count(*)::int AS n FROM mine WHERE risk IS NOT NULL GROUP BY risk) t) AS by_risk,
  ${listed('compliance IS NOT NULL', 'compliance, risk DESC, title, agreement_id', "'compliance', compliance, 'risk', risk")} AS lowest,
  (SELECT count(*)::int FROM mine WHERE placeholders > 0) AS placeholders_count,
  ${listed('placeholders > 0', 'placeholders DESC, created_at DESC, agreement_id', "'placeholders', placeholders")} AS placeholders,
  (SELECT count(*)::int FROM mine WHERE serious_issues > 0) AS serious_count,
  ${listed('serious_issues > 0', 'serious_issues DESC, created_at DESC, agreement_id', "'seriousIssues', serious_issues, 'worstIssue', worst_issue")} AS serious,
  (SELECT count(*)::int FROM mine WHERE stamp_duty OR registration = 'compulsory') AS execution_count,
  ${listed("stamp_duty OR registration = 'compulsory'", "(registration = 'compulsory') DESC, created_at DESC, agreement_id", "'stampDuty', stamp_duty, 'registration', registration")} AS execution`

// Activity on the caller's documents (by anyone: collaborators' comments count) from the
// history read model, per IST week starting on Monday.
const ACTIVITY = `
SELECT to_char(date_trunc('week', (h.recorded_at AT TIME ZONE 'UTC') + interval '330 minutes'), 'YYYY-MM-DD') AS week,
       h.event_type, count(*)::int AS n
  FROM agreement_portfolio p
  JOIN agreement_history h ON h.agreement_id = p.agreement_id
 WHERE p.owner_id = $1 AND h.recorded_at >= $2 AND h.event_type = ANY($3::text[])
 GROUP BY 1, 2`

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
  const [summary] = await db.query<SummaryRow>(SUMMARY, [userId, startOf(months[0]!), ROWS_SHOWN])
  if (!summary || summary.total === 0) return null
  const activityRows = await db.query<{ week: string; event_type: string; n: number }>(ACTIVITY, [
    userId,
    startOf(weeks[0]!),
    ACTIVITY_EVENT_TYPES,
  ])

  const categories = new Map<string, number>()
  for (const t of summary.by_template)
    categories.set(categoryName(t.templateId), (categories.get(categoryName(t.templateId)) ?? 0) + t.count)
  const risk: Record<RiskLevel, number> = { Low: 0, Medium: 0, High: 0 }
  for (const r of summary.by_risk) risk[riskLevel(r.risk)] += r.count
  const perWeek = new Map(weeks.map((w) => [w, { edits: 0, aiEdits: 0, exports: 0, comments: 0 }]))
  for (const row of activityRows) {
    const kind: ActivityKind | null = activityKindOf(row.event_type)
    const week = perWeek.get(row.week)
    if (kind && week) week[kind] += Number(row.n)
  }
  const analyticsHref = (id: string) => documentHref(id, '?tab=analytics')

  return {
    total: summary.total,
    averageCompliance: summary.average_compliance,
    categories: [...categories]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    months: months.map((key) => ({
      key,
      label: monthLabel.format(new Date(`${key}-01T00:00:00Z`)),
      count: summary.by_month.find((m) => m.month === key)?.count ?? 0,
    })),
    risk: { ...risk, unscored: summary.unscored },
    lowestCompliance: summary.lowest.map((d) => ({
      id: d.id,
      title: d.title,
      compliance: d.compliance,
      riskLevel: riskLevel(d.risk),
      href: analyticsHref(d.id),
    })),
    attention: {
      placeholders: {
        count: summary.placeholders_count,
        rows: summary.placeholders.map((d) => ({
          id: d.id,
          title: d.title,
          detail: `${d.placeholders} ${d.placeholders === 1 ? 'placeholder' : 'placeholders'} to fill in`,
          // The Document tab in edit mode, where the [TO BE CONFIRMED …] text is replaced.
          href: documentHref(d.id, '?edit=1'),
          action: 'Fill in',
        })),
      },
      execution: {
        count: summary.execution_count,
        rows: summary.execution.map((d) => ({
          id: d.id,
          title: d.title,
          detail: [
            d.registration === 'compulsory'
              ? 'Registration compulsory within 4 months of execution (Registration Act, 1908, s.23)'
              : null,
            d.stampDuty ? 'Stamp duty payable before or at execution (Indian Stamp Act, 1899, s.17)' : null,
          ]
            .filter(Boolean)
            .join('; '),
          // The Analytics tab holds the execution checklist.
          href: analyticsHref(d.id),
          action: 'See the checklist',
        })),
      },
      serious: {
        count: summary.serious_count,
        rows: summary.serious.map((d) => ({
          id: d.id,
          title: d.title,
          detail: `${d.seriousIssues} high-risk ${d.seriousIssues === 1 ? 'issue' : 'issues'}${d.worstIssue ? `: ${d.worstIssue}` : ''}`,
          href: analyticsHref(d.id),
          action: 'See the issues',
        })),
      },
    },
    activity: weeks.map((key) => ({
      key,
      label: weekLabel.format(new Date(`${key}T00:00:00Z`)),
      ...perWeek.get(key)!,
    })),
  }
}

export type PortfolioDashboard = NonNullable<Awaited<ReturnType<typeof portfolioDashboard>>>
