import { HISTORY_PARAMS as P, type HistoryPage } from './contract.ts'

/**
 * One page of the audit trail, oldest first: number, when (India time), who, what, and the
 * event's hash. Every event of the stream is on some page (links, no JavaScript), and all of
 * them are in the downloads. Untrusted text (instructions, comments, names) is React text.
 *
 * The links here are plain anchors, not Remix's Link: a page of rows holds dozens of them,
 * and each Link costs the server as much to render as the rest of its row. With JavaScript
 * they load the page as a document, as they do without it.
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
        {/* Cell styles are set once on the table: a page of rows stays light to render and to send. */}
        <table className="w-full min-w-[48rem] text-left text-sm [&_td]:py-2 [&_td]:pr-3 [&_td]:align-top [&_tr]:border-b [&_tr]:border-slate-100">
          <thead className="text-xs uppercase tracking-wide text-slate-500 [&_th]:py-2 [&_th]:pr-3">
            <tr>
              <th scope="col">#</th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Hash</th>
            </tr>
          </thead>
          <tbody>
            {page.events.map((event) => (
              <tr
                key={event.version}
                id={`event-${event.version}`}
                data-testid="history-event"
                className={brokenAt === event.version ? 'bg-red-50' : undefined}
              >
                <td className="font-medium tabular-nums">{event.version}</td>
                <td className="whitespace-nowrap">
                  <time dateTime={event.at}>{event.when}</time>
                </td>
                <td className="break-words">
                  <b className="font-medium">{event.actorName}</b>
                  {event.actorEmail && event.actorEmail !== event.actorName ? (
                    <small className="block text-xs text-slate-600">{event.actorEmail}</small>
                  ) : null}
                </td>
                <td className="break-words">
                  <b className="font-medium">{event.action}</b>
                  {brokenAt === event.version ? (
                    <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
                      Chain breaks here
                    </span>
                  ) : null}
                  {event.detail ? <span className="block text-slate-700">{event.detail}</span> : null}
                  {event.isVersion ? (
                    <VersionLinks version={event.version} previous={event.previousVersion} page={page.page} />
                  ) : null}
                </td>
                <td>
                  <code className="block break-all text-[11px] leading-snug text-slate-600">
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

/** A version's own links: its text, and what changed from the version before it. */
function VersionLinks({
  version,
  previous,
  page,
}: {
  version: number
  previous: number | null
  page: number
}) {
  return (
    <span className="mt-1 flex flex-wrap gap-3 text-xs">
      <a
        href={`?${P.version}=${version}${pageParam(page)}#versions-heading`}
        className="text-brand-700 underline"
      >
        View text
      </a>
      {previous !== null ? (
        <a
          href={`?${P.from}=${previous}&${P.to}=${version}${pageParam(page)}#versions-heading`}
          className="text-brand-700 underline"
        >
          Compare with #{previous}
        </a>
      ) : null}
    </span>
  )
}

/** First, previous, the pages around this one, next, last: every page of events is a link. */
function Pager({ page, pages }: { page: number; pages: number }) {
  const near = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b)
  const link = (p: number, label: string, rel?: string) => (
    <a
      key={label}
      href={`?${P.page}=${p}#events-heading`}
      rel={rel}
      className="rounded-md border border-slate-300 px-2.5 py-1 hover:bg-slate-100"
    >
      {label}
    </a>
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
