import { Link } from '@remix-run/react'
import * as Dialog from '@radix-ui/react-dialog'
import { RouteDialog } from '#app/ui/route-dialog.tsx'
import { DocumentView } from './document-view.tsx'
import type { DocumentLinks, DocumentPage } from './contract.ts'

/**
 * The document as a dialog over the workspace (JavaScript only; lazy-loaded, so the
 * workspace's own JavaScript does not carry the document view). Its tabs and actions are
 * URLs of /app with `document` and `dtab`, so Back, reload and a shared link all reopen it;
 * closing goes to the workspace without them.
 */
export default function DocumentDialog({
  doc,
  links,
  closeHref,
}: {
  doc: DocumentPage
  links: DocumentLinks
  closeHref: string
}) {
  return (
    <RouteDialog
      closeHref={closeHref}
      testId="document-dialog"
      className="fixed inset-2 z-50 overflow-y-auto rounded-xl bg-white p-4 shadow-2xl sm:inset-6 sm:p-6"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <Dialog.Title className="text-sm font-medium text-slate-500">Generated document</Dialog.Title>
        <div className="flex gap-2 text-sm">
          <Link to={`/app/documents/${doc.id}`} className="text-brand-700 underline">
            Open as a page
          </Link>
          <Dialog.Close className="rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-100">
            Close
          </Dialog.Close>
        </div>
      </div>
      <DocumentView doc={doc} links={links} />
    </RouteDialog>
  )
}
