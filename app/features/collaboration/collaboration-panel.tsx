import { Link } from '@remix-run/react'
import { pluralise } from '#domain/collaboration/index.ts'
import { AddCollaboratorForm } from './add-collaborator-form.tsx'
import { CollaboratorRow, OwnerRow } from './collaborator-row.tsx'
import { CommentForm } from './comment-form.tsx'
import { CommentThread } from './comment-thread.tsx'
import { FormKeyProvider } from './form-key.tsx'
import {
  COMMENT_THREADS_PAGE,
  COMMENTS_PARAM,
  refusalTarget,
  type CollaborationRefusal,
  type CollaborationView,
} from './contract.ts'
import { firstMessage } from '#app/platform/form-contract.ts'

/** The page the panel is on (its `returnTo`), asking for the newest `threads` threads, at the comments. */
function withMoreThreads(returnTo: string, threads: number): string {
  const url = new URL(returnTo, 'http://panel.invalid')
  url.searchParams.set(COMMENTS_PARAM, String(threads))
  return `${url.pathname}${url.search}#comments-heading`
}

/**
 * The collaboration panel: the team (owner first, then collaborators with their roles and
 * presence) and the comment threads. The owner and admins add, re-role and remove; every
 * role comments, replies, resolves and reopens. Every form posts to /document/<id> and
 * comes back to `returnTo`; `refused` is a refusal the server rendered without JavaScript.
 */
export function CollaborationPanel({
  view,
  returnTo,
  refused = null,
}: {
  view: CollaborationView
  returnTo: string
  refused?: CollaborationRefusal | null
}) {
  const target = refused ? refusalTarget(refused) : null
  const forRow = (id: string, intents: readonly string[]) =>
    refused && target === id && intents.includes(refused.intent) ? refused : null
  // A refusal about a collaborator who is no longer listed (removed from another page) has
  // no row to stand beside: it is shown at the top of the team instead.
  const rowless =
    refused &&
    (refused.intent === 'change-role' || refused.intent === 'remove-collaborator') &&
    !view.collaborators.some((c) => c.id === target)
      ? refused
      : null
  return (
    <FormKeyProvider value={view.formKey}>
      <div className="flex flex-col gap-4" data-testid="collaboration-panel">
        <section aria-labelledby="team-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="team-heading" className="text-base font-semibold">
            Team Collaboration
          </h2>
          <p className="text-sm text-slate-600" data-testid="collaborator-count">
            {pluralise(view.collaborators.length, 'collaborator')}
            {/* The owner and admins see each invitation in the list; the others only how many. */}
            {!view.canManage && view.pendingInvitations > 0
              ? ` · ${pluralise(view.pendingInvitations, 'invitation')} pending`
              : ''}
          </p>
          {rowless ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {firstMessage(rowless)}
            </p>
          ) : null}
          {view.canManage ? (
            <div className="mt-3">
              <AddCollaboratorForm
                agreementId={view.agreementId}
                returnTo={returnTo}
                refused={refused?.intent === 'add-collaborator' ? refused : null}
              />
            </div>
          ) : (
            <p className="mt-2 text-xs text-slate-500">
              Only the owner and admins can add or remove collaborators.
            </p>
          )}
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Collaborators">
            <OwnerRow owner={view.owner} />
            {view.collaborators.map((c) => (
              <CollaboratorRow
                key={c.id}
                agreementId={view.agreementId}
                collaborator={c}
                canManage={view.canManage}
                returnTo={returnTo}
                refused={forRow(c.id, ['change-role', 'remove-collaborator'])}
              />
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="comments-heading"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id="comments-heading" className="text-base font-semibold">
            Comments
          </h2>
          <p className="text-sm text-slate-600" data-testid="comment-count">
            {pluralise(view.threadCount, 'comment')}
            {view.threadCount > 0 ? ` · ${view.openCount} open` : ''}
          </p>
          {view.canComment ? (
            <div className="mt-3">
              <CommentForm
                agreementId={view.agreementId}
                returnTo={returnTo}
                label="Add a comment"
                submitLabel="Post Comment"
                refused={refused?.intent === 'comment' && !refused.values.parentId ? refused : null}
              />
            </div>
          ) : null}
          {view.comments.length === 0 ? (
            <p className="mt-3 text-sm text-slate-500">No comments yet.</p>
          ) : (
            <>
              {view.earlierThreads > 0 ? (
                // A link, so it works without JavaScript: the same page with a page more of threads.
                <Link
                  to={withMoreThreads(returnTo, view.threadsShown + COMMENT_THREADS_PAGE)}
                  preventScrollReset
                  className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
                >
                  {`Show ${pluralise(Math.min(COMMENT_THREADS_PAGE, view.earlierThreads), 'earlier thread')}`}
                </Link>
              ) : null}
              <ul className="mt-3 flex flex-col gap-3" aria-label="Comment threads">
                {view.comments.map((thread) => (
                  <CommentThread
                    key={thread.id}
                    agreementId={view.agreementId}
                    thread={thread}
                    canComment={view.canComment}
                    returnTo={returnTo}
                    refused={forRow(thread.id, ['comment', 'resolve', 'reopen'])}
                  />
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </FormKeyProvider>
  )
}
