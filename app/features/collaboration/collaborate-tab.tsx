import { Link } from '@remix-run/react'
import { buttonVariants } from '#app/ui/button.tsx'
import { CollaborationPanel } from '#app/features/collaboration/collaboration-panel.tsx'
import { ShareLinkBox } from '#app/features/collaboration/share-link-box.tsx'
import type { CollaborationView } from '#app/features/collaboration/contract.ts'

/**
 * The Collaborate tab: the share link (the shared document page), the team with roles and
 * presence, and the comment threads. Its forms post to /document/<id> and come back here.
 */
export function CollaborateTab({ view, returnTo }: { view: CollaborationView; returnTo: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <CollaborationPanel view={view} returnTo={returnTo} />
      <aside
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        aria-labelledby="share-heading"
      >
        <h2 id="share-heading" className="text-base font-semibold">
          Share
        </h2>
        <p className="text-sm text-slate-600">
          Everyone on the team opens the document at its shared page; what they may do there depends on their
          role.
        </p>
        <ShareLinkBox url={view.shareUrl} />
        <Link
          to={`/document/${view.agreementId}`}
          className={buttonVariants({ variant: 'outline', className: 'py-1.5' })}
        >
          Open the shared document page
        </Link>
      </aside>
    </div>
  )
}

/** A trial document's collaboration card: shown, but locked. */
export function CollaborationLocked() {
  return (
    <section
      aria-labelledby="collaboration-locked"
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
    >
      <h2 id="collaboration-locked" className="text-base font-semibold">
        <span aria-hidden="true">🔒 </span>Team Collaboration
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sharing and comments are part of Professional. Upgrade Required.
      </p>
      <Link to="/subscription" className={buttonVariants({ className: 'mt-2 py-1.5' })}>
        Upgrade to Professional
      </Link>
    </section>
  )
}
