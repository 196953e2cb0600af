import { Link } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import type { PortfolioDashboard } from './portfolio.server.ts'
import { BarChart, ColumnChart, StackedColumns } from './charts.tsx'

type Dashboard = SerializeFrom<PortfolioDashboard>
type AttentionList = Dashboard['attention']['placeholders']

const RISK_FILL = { Low: 'fill-green-600', Medium: 'fill-yellow-500', High: 'fill-red-600' } as const
const ACTIVITY = [
  { key: 'edits', label: 'edits', fill: 'fill-brand-600' },
  { key: 'aiEdits', label: 'AI edits', fill: 'fill-violet-500' },
  { key: 'exports', label: 'exports', fill: 'fill-amber-500' },
  { key: 'comments', label: 'comments', fill: 'fill-teal-500' },
] as const

/**
 * The Analytics tab: with no document of their own, the specification's placeholder;
 * otherwise the portfolio dashboard, every chart drawn on the server and every row a link
 * to the document's tab that fixes it.
 */
export function AnalyticsTab({ dashboard }: { dashboard: Dashboard | null }) {
  if (!dashboard) {
    return (
      <section
        aria-labelledby="view-title"
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 text-center"
      >
        <h1 id="view-title" className="text-2xl font-semibold">
          Analytics
        </h1>
        <p className="mt-3 text-slate-600">
          Generate a document first: its analysis — risk, completeness, compliance and readability — appears
          here.
        </p>
        <Link
          to="/app"
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Generate Document
        </Link>
      </section>
    )
  }
  const d = dashboard
  return (
    <section aria-labelledby="view-title" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 id="view-title" className="text-2xl font-semibold">
        Analytics
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {d.total} {d.total === 1 ? 'document' : 'documents'} you own
        {d.averageCompliance === null ? '' : ` · average compliance ${d.averageCompliance}%`}. Documents
        shared with you are on the Collaboration tab.
      </p>

      <h2 className="mt-8 text-lg font-semibold">What needs attention</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-3">
        <Attention id="attention-placeholders" title="Placeholders left" list={d.attention.placeholders} />
        <Attention id="attention-execution" title="Registration or stamping" list={d.attention.execution} />
        <Attention id="attention-serious" title="High-risk issues" list={d.attention.serious} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card title="Documents by category">
          <BarChart
            title="Documents by category"
            bars={d.categories.map((c) => ({ label: c.name, value: c.count }))}
          />
        </Card>
        <Card title="Documents created per month">
          <ColumnChart
            title="Documents created per month"
            bars={d.months.map((m) => ({ label: m.label, value: m.count }))}
          />
        </Card>
        <Card title="Risk distribution">
          <BarChart
            title="Risk distribution"
            bars={[
              ...(['Low', 'Medium', 'High'] as const).map((level) => ({
                label: `${level} risk`,
                value: d.risk[level],
                fill: RISK_FILL[level],
              })),
              ...(d.risk.unscored > 0
                ? [{ label: 'No text to score', value: d.risk.unscored, fill: 'fill-slate-400' }]
                : []),
            ]}
          />
        </Card>
        <Card title="Lowest compliance first">
          <ol id="lowest-compliance" className="divide-y divide-slate-100 text-sm">
            {d.lowestCompliance.map((row) => (
              <li key={row.id} className="flex items-center justify-between gap-3 py-2">
                <Link to={row.href} className="min-w-0 truncate font-medium text-brand-700 hover:underline">
                  {row.title}
                </Link>
                <span className="shrink-0 text-slate-600">
                  {row.compliance}% compliant · {row.riskLevel} risk
                </span>
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <Card title="Activity per week" className="mt-6">
        <StackedColumns
          title="Activity per week"
          periods={d.activity.map((w) => w.label)}
          series={ACTIVITY.map((a) => ({
            label: a.label,
            fill: a.fill,
            values: d.activity.map((w) => w[a.key]),
          }))}
        />
        <table id="activity-table" className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Activity on your documents per week (weeks start on Monday)</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col">Week of</th>
              {ACTIVITY.map((a) => (
                <th key={a.key} scope="col">
                  <span
                    aria-hidden="true"
                    className={`mr-1 inline-block h-2 w-2 rounded-sm bg-current ${a.fill.replace('fill-', 'text-')}`}
                  />
                  {a.label[0]!.toUpperCase() + a.label.slice(1)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.activity.map((w) => (
              <tr key={w.key} className="border-t border-slate-100">
                <th scope="row" className="font-normal">
                  {w.label}
                </th>
                {ACTIVITY.map((a) => (
                  <td key={a.key}>{w[a.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  )
}

function Card({
  title,
  className = '',
  children,
}: {
  title: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-4 ${className}`}>
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function Attention({ id, title, list }: { id: string; title: string; list: AttentionList }) {
  return (
    <section id={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">
        {title} <span className="text-sm font-normal text-slate-600">({list.count})</span>
      </h3>
      {list.rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing here.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {list.rows.map((row) => (
            <li key={row.id} className="py-2">
              <p className="font-medium">{row.title}</p>
              <p className="text-slate-600">{row.detail}</p>
              <Link to={row.href} className="text-brand-700 underline">
                {row.action}
                <span className="sr-only">: {row.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.count > list.rows.length ? (
        <p className="mt-2 text-sm text-slate-600">and {list.count - list.rows.length} more</p>
      ) : null}
    </section>
  )
}
