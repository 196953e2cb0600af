import { Link } from '@remix-run/react'
import type { SharedDocumentPage } from './contract.ts'

/**
 * `/document/<id>?view=print`: the document alone, for reading full width or printing —
 * Full Screen's counterpart without JavaScript. The links do not print.
 */
export function PrintView({ doc }: { doc: SharedDocumentPage }) {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 bg-white px-6 py-8 print:max-w-none print:p-0">
      <nav className="mb-6 flex flex-wrap gap-4 text-sm print:hidden" aria-label="Print view">
        <Link to={`/document/${doc.id}`} className="text-brand-700 underline">
          ← Back to the shared document
        </Link>
        {doc.access === 'full' ? (
          <a href={`/app/documents/${doc.id}/export/pdf`} download className="text-brand-700 underline">
            Download PDF
          </a>
        ) : null}
        <span className="text-slate-500">To print, use your browser’s Print command (Ctrl+P).</span>
      </nav>
      <h1 className="text-2xl font-bold break-words">{doc.title}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {doc.type} · Created <time dateTime={doc.createdAt}>{doc.createdDate}</time>
      </p>
      <div
        className="mt-6 whitespace-pre-wrap break-words font-serif text-[15px] leading-relaxed"
        data-testid="document-content"
      >
        {doc.content}
      </div>
    </main>
  )
}
