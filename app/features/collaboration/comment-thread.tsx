import { useFetcher } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { FormKeyInput } from './form-key.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { FormError } from '#app/ui/field.tsx'
import { firstMessage } from '#app/platform/form-contract.ts'
import { CommentForm } from './comment-form.tsx'
import type { CollaborationRefusal, CommentEntry, CommentThread as Thread } from './contract.ts'

/** Author, en-IN time and the text — as text, never markup. */
function CommentBody({ comment }: { comment: CommentEntry }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-2 text-sm">
        <span className="font-medium break-words">{comment.authorName}</span>
        <time dateTime={comment.at} className="text-xs text-slate-500">
          {comment.timestamp}
        </time>
      </p>
      <p
        className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-800"
        data-testid="comment-content"
      >
        {comment.content}
      </p>
    </>
  )
}

/**
 * A comment with its replies, Resolve or Reopen, and a reply form. Anyone who may comment
 * (every role) may reply, resolve and reopen.
 */
export function CommentThread({
  agreementId,
  thread,
  canComment,
  returnTo,
  refused,
}: {
  agreementId: string
  thread: Thread
  canComment: boolean
  returnTo: string
  /** A refusal of a form of this thread (its reply, resolve or reopen). */
  refused: CollaborationRefusal | null
}) {
  const toggle = useFetcher<CollaborationRefusal>()
  const toggled =
    (toggle.state === 'idle' ? toggle.data : undefined) ??
    (refused && refused.intent !== 'comment' ? refused : undefined)
  const toggleError = toggled ? firstMessage(toggled) : undefined
  const intent = thread.resolved ? 'reopen' : 'resolve'
  return (
    <li
      className={`rounded-lg border p-3 ${thread.resolved ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
      data-testid="comment-thread"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <CommentBody comment={thread} />
        </div>
        {thread.resolved ? (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
            Resolved
          </span>
        ) : null}
      </div>
      {thread.replies.length > 0 ? (
        <ul
          className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-3"
          aria-label={`Replies to ${thread.authorName}`}
        >
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentBody comment={reply} />
            </li>
          ))}
        </ul>
      ) : null}
      {canComment ? (
        <div className="mt-2 flex flex-col gap-2">
          <toggle.Form method="post" action={`/document/${agreementId}`}>
            <CsrfInput />
            <FormKeyInput />
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="commentId" value={thread.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <StatusButton
              type="submit"
              disabled={toggle.state !== 'idle'}
              status={toggle.state !== 'idle' ? 'pending' : 'idle'}
              variant="ghost"
              className="px-2 py-1 text-xs"
            >
              {thread.resolved ? 'Reopen' : 'Resolve'}
            </StatusButton>
          </toggle.Form>
          <FormError message={toggleError} />
          <CommentForm
            agreementId={agreementId}
            returnTo={returnTo}
            parentId={thread.id}
            label={`Reply to ${thread.authorName}`}
            submitLabel="Reply"
            refused={refused?.intent === 'comment' ? refused : null}
          />
        </div>
      ) : null}
    </li>
  )
}
