import { Link } from '@remix-run/react'
import { buttonClass } from '#app/ui/button.tsx'

/**
 * Sharing and comments come with the collaboration issue; until then the tab says what
 * it will hold and links to the shared-document page.
 */
export function CollaborateTab({ agreementId }: { agreementId: string }) {
  return (
    <section aria-labelledby="collaborate-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="collaborate-heading" className="text-lg font-semibold">
        Team Collaboration
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Inviting collaborators with roles, and threaded comments on this document, arrive here with the collaboration
        feature. The document&rsquo;s share link is its page:
      </p>
      <p className="mt-2">
        <Link to={`/document/${agreementId}`} className={buttonClass('secondary', 'py-1.5')}>
          Open the shared document page
        </Link>
      </p>
    </section>
  )
}

/** A trial document's collaboration card: shown, but locked. */
export function CollaborationLocked() {
  return (
    <section aria-labelledby="collaboration-locked" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <h2 id="collaboration-locked" className="text-base font-semibold">
        <span aria-hidden="true">🔒 </span>Team Collaboration
      </h2>
      <p className="mt-1 text-sm text-slate-600">Sharing and comments are part of Professional. Upgrade Required.</p>
      <Link to="/subscription" className={buttonClass('primary', 'mt-2 py-1.5')}>
        Upgrade to Professional
      </Link>
    </section>
  )
}
