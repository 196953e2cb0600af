import { Link } from '@remix-run/react'
import { AnalyticsTab } from './analytics-tab.tsx'
import { ClausesTab } from '#app/features/clauses/clauses-tab.tsx'
import { CollaborateTab, CollaborationLocked } from '#app/features/collaboration/collaborate-tab.tsx'
import { DocumentHeader } from './document-header.tsx'
import { DocumentTab } from './document-tab.tsx'
import { ExportPanel } from '#app/features/export/export-panel.tsx'
import { LegalTermsTab } from '#app/features/explain/legal-terms-tab.tsx'
import { DOCUMENT_TABS, TAB_LABELS, type DocumentLinks, type DocumentPage } from './contract.ts'

/**
 * One agreement with its six tabs (a Professional document) or the trial preview. The
 * same view is the page /app/documents/<id> and, with JavaScript, the dialog over the
 * workspace; `links` says where its tabs and actions lead in each.
 */
export function DocumentView({ doc, links }: { doc: DocumentPage; links: DocumentLinks }) {
  return (
    <div className="flex flex-col gap-4">
      <DocumentHeader doc={doc} links={links} />
      {doc.access === 'preview' ? (
        <PreviewBody doc={doc} links={links} />
      ) : (
        <FullBody doc={doc} links={links} />
      )}
    </div>
  )
}

function FullBody({ doc, links }: { doc: DocumentPage; links: DocumentLinks }) {
  return (
    <>
      <nav aria-label="Document tabs">
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {DOCUMENT_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={links.tab(tab)}
                aria-current={tab === doc.tab ? 'page' : undefined}
                preventScrollReset
                className={`inline-block border-b-2 px-3 py-2 text-sm font-medium ${tab === doc.tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                {TAB_LABELS[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={`${TAB_LABELS[doc.tab]} tab`} data-tab={doc.tab}>
        {doc.tab === 'document' ? <DocumentTab doc={doc} links={links} /> : null}
        {doc.tab === 'analytics' && doc.analytics ? (
          <AnalyticsTab view={doc.analytics} agreementId={doc.id} returnTo={links.tab('analytics')} />
        ) : null}
        {doc.tab === 'legal-terms' && doc.legalTerms ? (
          <LegalTermsTab view={doc.legalTerms} content={doc.content} links={links} />
        ) : null}
        {doc.tab === 'export' ? (
          <ExportPanel agreementId={doc.id} access={doc.access} exports={doc.exports} />
        ) : null}
        {doc.tab === 'collaborate' && doc.collaboration ? (
          <CollaborateTab view={doc.collaboration} returnTo={links.tab('collaborate')} />
        ) : null}
        {doc.tab === 'clauses' && doc.clauses ? (
          <ClausesTab view={doc.clauses} agreementId={doc.id} links={links} />
        ) : null}
      </section>
    </>
  )
}

/**
 * A trial document: the text and the first key terms; download, export and sharing shown
 * but disabled with "Upgrade Required" (the server refuses them too), collaboration locked.
 */
function PreviewBody({ doc, links }: { doc: DocumentPage; links: DocumentLinks }) {
  return (
    <>
      <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        This is a preview of your free trial document. Editing, download, export and sharing are part of
        Professional.{' '}
        <Link to="/subscription" className="font-medium underline">
          Upgrade Now - ₹299
        </Link>
      </p>
      <DocumentTab doc={doc} links={links} />
      <div className="grid gap-4 md:grid-cols-2">
        <ExportPanel agreementId={doc.id} access={doc.access} exports={doc.exports} />
        <CollaborationLocked />
      </div>
    </>
  )
}
