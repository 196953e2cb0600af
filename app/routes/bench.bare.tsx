import { json, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { ErrorPage } from '#app/features/site/error-page.tsx'

/**
 * The yardstick of `npm run bench:workspace`: the least a page of this app can be — the
 * root layout (and its loader: session, CSRF, toast) around a route that renders 50 rows
 * with no database. `/app` is measured against it. It exists only when the bench starts
 * the server with BENCH_ROUTES=1; in normal use it is a 404 like any unknown path.
 */
const ROWS = 50
const TEMPLATES = [
  'Rental Agreement',
  'Employment Contract',
  'Mutual NDA',
  'Service Agreement',
  'Loan Agreement',
]
const BASE_DAY = Date.UTC(2026, 0, 1)
// One formatter, as /app uses: building one per row would make the yardstick slow.
const enINDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' })

export const meta: MetaFunction = () => [{ title: 'Bench — NyayaDraft' }]

export function loader() {
  if (process.env.BENCH_ROUTES !== '1') throw new Response('Not Found', { status: 404 })
  // Computed per request like a loader's rows would be, but without any I/O.
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    id: `row-${i + 1}`,
    title: `${TEMPLATES[i % TEMPLATES.length]} No. ${i + 1}`,
    pages: (i % 9) + 2,
    created: enINDate.format(new Date(BASE_DAY + i * 86_400_000)),
  }))
  return json({ rows })
}

export default function BenchBare() {
  const { rows } = useLoaderData<typeof loader>()
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6">
      <h1 className="text-xl font-semibold">Fifty rows</h1>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Created</th>
            <th scope="col">Pages</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-100">
              <td>{row.title}</td>
              <td>{row.created}</td>
              <td>{row.pages}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
