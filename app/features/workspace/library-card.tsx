import { DocumentLink } from '#app/features/documents/document-link.tsx'

type Entry = {
  id: string
  title: string
  summary: string
  pages: number
  access: 'full' | 'preview'
  created: string
}

/** The first five agreements, newest first, read from the library projection. */
export function LibraryCard({ entries, total }: { entries: Entry[]; total: number }) {
  return (
    <section aria-labelledby="library" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="library" className="text-lg font-semibold">
        Document Library
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">
          No agreements yet. Pick a template or describe one in the chat.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {entries.map((e) => (
            <li key={e.id} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">{e.title}</p>
                <p className="text-xs text-slate-500">
                  {e.created} · {e.pages} {e.pages === 1 ? 'page' : 'pages'}
                  {e.access === 'preview' ? ' · Preview' : ''}
                </p>
                {e.summary ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{e.summary}</p> : null}
              </div>
              <DocumentLink
                agreementId={e.id}
                className="shrink-0 rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
              >
                Open
              </DocumentLink>
            </li>
          ))}
        </ul>
      )}
      {total > entries.length ? (
        <p className="mt-2 text-xs text-slate-500">
          Showing {entries.length} of {total} agreements
        </p>
      ) : null}
    </section>
  )
}
