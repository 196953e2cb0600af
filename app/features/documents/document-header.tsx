import { Link } from '@remix-run/react'
import { buttonVariants } from '#app/ui/button.tsx'
import type { DocumentLinks, DocumentPage, RiskLevel } from './contract.ts'

const riskTone: Record<RiskLevel, string> = {
  Low: 'bg-green-100 text-green-800',
  Medium: 'bg-amber-100 text-amber-900',
  High: 'bg-red-100 text-red-800',
}

/**
 * Title, Legal Document badge, pages, when it was generated and the risk badge computed
 * from the analysis of the current text, with the document's actions. Every action is a
 * link, so each works without JavaScript.
 */
export function DocumentHeader({ doc, links }: { doc: DocumentPage; links: DocumentLinks }) {
  const full = doc.access === 'full'
  // Viewers read and comment; editing is offered to the owner, admins and editors.
  const canEdit = full && doc.role !== 'viewer'
  return (
    <header className="flex flex-col gap-3 border-b border-slate-200 pb-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 id="document-title" className="mr-2 text-2xl font-bold break-words">
          {doc.title}
        </h1>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
          Legal Document
        </span>
        {doc.risk ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${riskTone[doc.risk.level]}`}
            title={`Risk score ${doc.risk.score} of 100, from the analysis of the current text`}
            data-testid="risk-badge"
          >
            {doc.risk.level} Risk
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            Risk not assessed
          </span>
        )}
        {full ? null : (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
            Preview — free trial
          </span>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {doc.pages} {doc.pages === 1 ? 'page' : 'pages'} ·{' '}
        <time title={doc.generatedAt}>Generated {doc.generated}</time>
        {doc.updated ? ` · last changed ${doc.updated}` : ''}
        {full ? null : (
          <>
            {' · '}
            <Link to={`/app/documents/${doc.id}/history`} className="text-brand-700 underline">
              Version history
            </Link>
          </>
        )}
      </p>
      {full ? (
        <div className="flex flex-wrap gap-2" aria-label="Document actions" role="group">
          {canEdit ? (
            <>
              <Link
                to={links.edit}
                className={buttonVariants({ variant: 'outline', className: 'py-1.5' })}
                data-action="edit"
              >
                Edit
              </Link>
              <Link
                to={links.tab('document', { ai: '1' }) + '#ai-edit'}
                className={buttonVariants({ variant: 'outline', className: 'py-1.5' })}
              >
                AI Edit
              </Link>
            </>
          ) : (
            <span className="self-center text-sm text-slate-600">
              You can read and comment on this document.
            </span>
          )}
          <Link
            to={links.tab('collaborate')}
            className={buttonVariants({ variant: 'outline', className: 'py-1.5' })}
          >
            Share
          </Link>
          <Link
            to={`/app/documents/${doc.id}/history`}
            className={buttonVariants({ variant: 'ghost', className: 'py-1.5' })}
          >
            Version history
          </Link>
        </div>
      ) : null}
    </header>
  )
}
