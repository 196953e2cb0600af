import { useFetcher } from '@remix-run/react'
import { type FormEvent } from 'react'
import { COLLABORATION_TEXTS } from '#domain/collaboration/index.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { FormKeyInput } from './form-key.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { FormError, TextareaField } from '#app/ui/field.tsx'
import { showToast } from '#app/platform/client-toast.ts'
import type { CollaborationRefusal } from './contract.ts'
import { useFetcherSuccess } from './use-fetcher-success.ts'
import { useTypedText } from '#app/ui/use-typed-text.ts'

/**
 * A new comment, or a reply when `parentId` is given. Empty after trimming is refused
 * ("Comment cannot be empty") — in the browser with JavaScript, by the server without;
 * the server also caps the length with a clear message. The text is kept on a refusal
 * and cleared after it was posted.
 */
export function CommentForm({
  agreementId,
  returnTo,
  parentId,
  label,
  submitLabel,
  refused,
}: {
  agreementId: string
  returnTo: string
  parentId?: string
  label: string
  submitLabel: string
  refused: CollaborationRefusal | null
}) {
  const fetcher = useFetcher<CollaborationRefusal>()
  const refusal = (fetcher.state === 'idle' ? fetcher.data : undefined) ?? refused
  const fieldId = `comment-${parentId ?? 'new'}-${agreementId}`
  const [content, setContent] = useTypedText(fieldId, refused?.values.content ?? '')
  useFetcherSuccess(fetcher, () => setContent(''))
  const pending = fetcher.state !== 'idle'

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (content.trim() !== '') return
    event.preventDefault()
    showToast({ type: 'error', title: 'Error', description: COLLABORATION_TEXTS.commentEmpty })
  }

  return (
    <fetcher.Form
      method="post"
      action={`/document/${agreementId}`}
      onSubmit={onSubmit}
      className="flex flex-col gap-2"
    >
      <CsrfInput />
      <FormKeyInput />
      <input type="hidden" name="intent" value="comment" />
      {parentId ? <input type="hidden" name="parentId" value={parentId} /> : null}
      <input type="hidden" name="returnTo" value={returnTo} />
      <TextareaField
        id={fieldId}
        label={label}
        labelClassName={parentId ? 'sr-only' : 'text-sm font-medium text-slate-700'}
        name="content"
        rows={parentId ? 2 : 3}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
        error={refusal?.fieldErrors.content}
        placeholder={parentId ? 'Write a reply…' : 'Share your thoughts on this document…'}
        className="resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm aria-[invalid]:border-red-500"
      />
      <FormError message={refusal?.formError} />
      <div>
        <StatusButton
          type="submit"
          disabled={pending}
          status={pending ? 'pending' : 'idle'}
          variant={parentId ? 'outline' : 'default'}
          className={parentId ? 'px-3 py-1' : undefined}
        >
          {pending ? 'Posting…' : submitLabel}
        </StatusButton>
      </div>
    </fetcher.Form>
  )
}
