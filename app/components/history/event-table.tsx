import { Link } from '@remix-run/react'
import { HISTORY_PARAMS as P, type HistoryPage } from './types.ts'

/**
 * One page of the audit trail, oldest first: number, when (India time), who, what, and the
 * event's hash. Every event of the stream is on some page (links, no JavaScript), and all of
 * them are in the downloads. Untrusted text (instructions, comments, names) is React text.
 */
export function EventTable({ page }: { page: HistoryPage }) {
  const first = (page.page - 1) * page.pageSize + 1
  const last = first + page.events.length - 1
  const brokenAt = page.chain.status === 'broken' ? page.chain.version : null
  return (
    <section aria-labelledby="events-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="events-heading" className="text-base font-semibold">
          Events
        </h2>
        <p className="text-sm text-slate-600" data-testid="events-range">
          {page.events.length > 0 ? `Events ${first}–${last} of ${page.total}` : 'No events'}
        </p>
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3">#</th>
              <th scope="col" className="py-2 pr-3">When</th>
              <th scope="col" className="py-2 pr-3">Who</th>
              <th scope="col" className="py-2 pr-3">What</th>
              <th scope="col" className="py-2">Hash</th>
            </tr>
          </thead>
          <tbody>
            {page.events.map((event) => (
              <tr
                key={event.version}
                id={`event-${event.version}`}
                data-testid="history-event"
                data-type={event.type}
                className={`border-b border-slate-100 align-top ${brokenAt === event.version ? 'bg-red-50' : ''}`}
              >
                <td className="py-2 pr-3 font-medium tabular-nums">{event.version}</td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={event.at}>{event.when}</time>
                </td>
                <td className="py-2 pr-3 break-words">
                  <span className="font-medium">{event.actorName}</span>
                  {event.actorEmail && event.actorEmail !== event.actorName ? (
                    <span className="block text-xs text-slate-600">{event.actorEmail}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 break-words">
                  <span className="font-medium">{event.action}</span>
                  {brokenAt === event.version ? (
                    <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">Chain breaks here</span>
                  ) : null}
                  {event.detail ? <span className="block text-slate-700">{event.detail}</span> : null}
                  {event.isVersion ? (
                    <span className="mt-1 flex flex-wrap gap-3 text-xs">
                      <Link to={`?${P.version}=${event.version}${pageParam(page.page)}#versions-heading`} className="text-brand-700 underline">
                        View text
                      </Link>
                      {event.previousVersion !== null ? (
                        <Link
                          to={`?${P.from}=${event.previousVersion}&${P.to}=${event.version}${pageParam(page.page)}#versions-heading`}
                          className="text-brand-700 underline"
                        >
                          Compare with #{event.previousVersion}
                        </Link>
                      ) : null}
                    </span>
                  ) : null}
                </td>
                <td className="py-2">
                  <code className="block break-all text-[11px] leading-snug text-slate-600" title={`prev_hash ${event.prevHash}`}>
                    {event.hash}
                  </code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.pages > 1 ? <Pager page={page.page} pages={page.pages} /> : null}
    </section>
  )
}

const pageParam = (page: number) => (page > 1 ? `&${P.page}=${page}` : '')

/** First, previous, the pages around this one, next, last: every page of events is a link. */
function Pager({ page, pages }: { page: number; pages: number }) {
  const near = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
  const link = (p: number, label: string, rel?: string) => (
    <Link key={label} to={`?${P.page}=${p}#events-heading`} rel={rel} className="rounded-md border border-slate-300 px-2.5 py-1 hover:bg-slate-100">
      {label}
    </Link>
  )
  return (
    <nav aria-label="Pages of events" className="mt-3 flex flex-wrap items-center gap-1 text-sm">
      {page > 1 ? link(page - 1, 'Previous', 'prev') : null}
      {near.map((p, i) => (
        <span key={p} className="flex items-center gap-1">
          {i > 0 && p - near[i - 1]! > 1 ? <span className="px-1 text-slate-400">…</span> : null}
          {p === page ? (
            <span aria-current="page" className="rounded-md bg-brand-600 px-2.5 py-1 text-white">
              {p}
            </span>
          ) : (
            link(p, String(p))
          )}
        </span>
      ))}
      {page < pages ? link(page + 1, 'Next', 'next') : null}
    </nav>
  )
}
