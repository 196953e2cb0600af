import { Link } from '@remix-run/react'
import { ChainStatus } from './chain-status.tsx'
import { EventTable } from './event-table.tsx'
import { AUDIT_FORMAT_LABELS, AUDIT_FORMATS, HISTORY_PARAMS as P, type HistoryPage } from './contract.ts'
import { VersionPickers } from './version-pickers.tsx'

/**
 * The version history and audit trail of one document, for its owner and its
 * collaborators alike: who is looking, the chain check, the downloads, the versions of the
 * text (view one, compare two) and every event, a page at a time.
 */
export function HistoryView({ page }: { page: HistoryPage }) {
  const recomputeHref = `?${P.recompute}=1${page.page > 1 ? `&${P.page}=${page.page}` : ''}`
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1 border-b border-slate-200 pb-4">
        <Link to={`/app/documents/${page.id}`} className="text-sm text-brand-700 underline">
          ← Back to the document
        </Link>
        <h1 className="mt-2 text-2xl font-bold">Version history</h1>
        <p className="text-lg break-words" data-testid="history-title">
          {page.title}
        </p>
        <p className="text-sm text-slate-600" data-testid="history-viewer">
          Viewing as {page.viewer.name}
          {page.viewer.email !== page.viewer.name ? ` (${page.viewer.email})` : ''} · {page.viewer.role}
          {page.access === 'preview' ? ' · free-trial preview' : ''} · {page.total}{' '}
          {page.total === 1 ? 'event' : 'events'}
        </p>
      </header>
      {page.problem ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {page.problem}
        </p>
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_20rem]">
        <ChainStatus chain={page.chain} algorithm={page.algorithm} recomputeHref={recomputeHref} />
        <section
          aria-labelledby="downloads-heading"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id="downloads-heading" className="text-base font-semibold">
            Download the audit trail
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {AUDIT_FORMATS.map((format) => (
              <li key={format}>
                {/* A plain link: the server answers with an attachment, with or without JavaScript. */}
                <a href={`/app/documents/${page.id}/audit/${format}`} className="text-brand-700 underline">
                  {AUDIT_FORMAT_LABELS[format]}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">
            Every event, with the chain recomputed when the file is made. The certificate lists what section
            63 of the Bharatiya Sakshya Adhiniyam 2023 asks a certificate to state, and must be completed and
            signed by the person producing it.
          </p>
        </section>
      </div>
      <VersionPickers page={page} />
      <EventTable page={page} />
    </div>
  )
}
