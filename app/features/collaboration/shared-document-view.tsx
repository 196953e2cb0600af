import { Link } from '@remix-run/react'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { CollaborationLocked } from '#app/features/collaboration/collaborate-tab.tsx'
import { CollaborationPanel } from './collaboration-panel.tsx'
import { FullScreenButton } from './full-screen-button.tsx'
import { FormKeyProvider } from './form-key.tsx'
import { ShareButton } from './share-button.tsx'
import { ShareLinkBox } from './share-link-box.tsx'
import type { CollaborationRefusal, SharedDocumentPage, TeamRole } from './contract.ts'

const WHAT_YOU_MAY_DO: Record<TeamRole, string> = {
  owner: 'You own this document. The people on its team open it here after signing in; nobody else can.',
  admin:
    'This document was shared with you as an admin: you can view, comment, edit and manage its collaborators.',
  editor: 'This document was shared with you as an editor: you can view, comment and edit it.',
  viewer: 'This document was shared with you as a viewer: you can view it and comment on it.',
}

/**
 * The shared document page (spec §2): title, created date, type and "Shared Document"
 * badges, the content with the collaboration panel beside it, the Show/Hide Collaboration
 * toggle (a link), Download PDF, Full Screen and Share, and the info box with the link.
 */
export function SharedDocumentView({
  doc,
  refused,
}: {
  doc: SharedDocumentPage
  refused: CollaborationRefusal | null
}) {
  const base = `/document/${doc.id}`
  const full = doc.access === 'full'
  return (
    <article
      id="shared-document"
      aria-labelledby="shared-title"
      className="flex flex-col gap-4 bg-white [&:fullscreen]:overflow-y-auto [&:fullscreen]:p-8"
    >
      <header className="flex flex-col gap-3 border-b border-slate-200 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="shared-title" className="mr-2 text-2xl font-bold break-words">
            {doc.title}
          </h1>
          <span
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
            data-testid="type-badge"
          >
            {doc.type}
          </span>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
            Shared Document
          </span>
        </div>
        <p className="text-sm text-slate-600">
          Created <time dateTime={doc.createdAt}>{doc.createdDate}</time>
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Shared document actions">
          <Link
            to={doc.showCollaboration ? `${base}?collab=hide` : base}
            aria-controls="shared-collaboration"
            aria-expanded={doc.showCollaboration}
            className={buttonVariants({ variant: 'outline', className: 'py-1.5' })}
            preventScrollReset
          >
            {doc.showCollaboration ? 'Hide Collaboration' : 'Show Collaboration'}
          </Link>
          {full ? (
            <a
              href={`/app/documents/${doc.id}/export/pdf`}
              download
              className={buttonVariants({ variant: 'outline', className: 'py-1.5' })}
            >
              Download PDF
            </a>
          ) : (
            <Button type="button" disabled variant="outline" className="py-1.5 opacity-60">
              Download PDF — Upgrade Required
            </Button>
          )}
          <FullScreenButton targetId="shared-document" printHref={`${base}?view=print`} />
          {full ? (
            <FormKeyProvider value={doc.formKey}>
              <ShareButton agreementId={doc.id} title={doc.title} url={doc.shareUrl} />
            </FormKeyProvider>
          ) : (
            <Button type="button" disabled variant="outline" className="py-1.5 opacity-60">
              Share — Upgrade Required
            </Button>
          )}
        </div>
      </header>

      <div className={`grid gap-6 ${doc.showCollaboration ? 'lg:grid-cols-[1fr_24rem]' : ''}`}>
        <div
          className="min-w-0 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-6 font-serif text-[15px] leading-relaxed"
          data-testid="document-content"
        >
          {doc.content}
        </div>
        {doc.showCollaboration ? (
          <div
            id="shared-collaboration"
            className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto"
          >
            {doc.collaboration ? (
              <CollaborationPanel view={doc.collaboration} returnTo={base} refused={refused} />
            ) : (
              <CollaborationLocked />
            )}
          </div>
        ) : null}
      </div>

      <aside
        role="note"
        aria-labelledby="shared-info"
        className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800"
      >
        <h2 id="shared-info" className="font-semibold">
          Shared Document
        </h2>
        <p>{WHAT_YOU_MAY_DO[doc.role]}</p>
        {full ? <ShareLinkBox url={doc.shareUrl} highlight={doc.shared} /> : null}
        <p>
          <Link to={`/app/documents/${doc.id}`} className="text-brand-700 underline">
            Open in the workspace
          </Link>{' '}
          for the analysis, legal terms, export formats{doc.role === 'viewer' ? '' : ' and editing'}.
        </p>
      </aside>
    </article>
  )
}
