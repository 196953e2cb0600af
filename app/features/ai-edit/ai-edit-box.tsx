import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { TextareaField } from '#app/ui/field.tsx'
import { showToast } from '#app/platform/client-toast.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { AiEditConflict, AiEditRefusalNotice, type AiEditRefusal } from './ai-edit-refusal.tsx'
import { useTypedText } from '#app/ui/use-typed-text.ts'

// Spec 001 §5 words, as domain/ai/edit.ts has them (that module is too heavy to ship to the browser).
const EDIT_REQUEST_REQUIRED = 'Edit Request Required'
const DESCRIBE_CHANGES = "Please describe what changes you'd like to make"
const NO_AGREEMENT = 'No agreement available'
const NO_CONTENT = 'No document content available to edit'
/** MAX_INSTRUCTION_LENGTH of domain/agreement/events.ts; the server refuses longer ones too. */
const MAX_INSTRUCTION = 2000

export interface AiEditBoxProps {
  agreementId: string
  /** The version the page shows: the edit is refused (409) if the text changed after it. */
  version: number
  returnTo: string
  /** Open without JavaScript (the header's AI Edit link adds `ai=1`). */
  open: boolean
  closeHref: string
  /** False when the document has no text to edit. */
  hasContent?: boolean
  /** A refused attempt to show again (the AI edit route's page, without JavaScript). */
  refused?: AiEditRefusal
}

/**
 * The AI editor: a form posting the instruction to /app/documents/<id>/ai-edit. Without
 * JavaScript it shows when `open` and the route's page answers a refusal. With JavaScript
 * it is a toggle; Enter sends (Shift+Enter is a new line), an empty request is refused
 * here without a request, the box is disabled while the AI works, and a refusal shows in
 * the box with the request kept. A success redirects to the document with the change shown.
 */
export function AiEditBox({
  agreementId,
  version,
  returnTo,
  open,
  closeHref,
  hasContent = true,
  refused,
}: AiEditBoxProps) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<AiEditRefusal>()
  const form = useRef<HTMLFormElement>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  const [toggled, setToggled] = useState<boolean | null>(null)
  const [instruction, setInstruction] = useTypedText('ai-instruction', refused?.values.instruction ?? '')
  // The header's AI Edit link opens the box again after it was closed here.
  useEffect(() => setToggled(null), [open])

  const pending = fetcher.state !== 'idle'
  const refusal = (fetcher.state === 'idle' ? fetcher.data : undefined) ?? refused
  const isOpen = (hydrated ? toggled : null) ?? open
  const postVersion = Number(refusal?.values.version) || version
  const instructionError = refusal?.fieldErrors.instruction ?? null

  function blocked(): boolean {
    if (!hasContent) {
      showToast({ type: 'error', title: NO_AGREEMENT, description: NO_CONTENT })
      return true
    }
    if (instruction.trim() === '') {
      showToast({ type: 'error', title: EDIT_REQUEST_REQUIRED, description: DESCRIBE_CHANGES })
      box.current?.focus()
      return true
    }
    return false
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (blocked()) event.preventDefault()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (!pending) form.current?.requestSubmit()
  }
  const fillSuggestion = (text: string) => {
    setInstruction(text)
    box.current?.focus()
  }

  return (
    <div id="ai-edit" className="flex flex-col gap-2">
      {hydrated ? (
        <div>
          <Button
            type="button"
            variant="outline"
            className="py-1.5"
            aria-expanded={isOpen}
            aria-controls="ai-edit-panel"
            onClick={() => setToggled(!isOpen)}
          >
            {isOpen ? 'Close AI Editor' : 'Open AI Editor'}
          </Button>
        </div>
      ) : null}
      {isOpen ? (
        <section
          id="ai-edit-panel"
          aria-labelledby="ai-edit-heading"
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div>
            <h2 id="ai-edit-heading" className="text-base font-semibold">
              AI Edit
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Describe the change in your own words — for example “change the rent to 30000”, “make the notice
              period 60 days” or “add the force majeure clause”. You will see what changed, and can undo it.
            </p>
          </div>
          <fetcher.Form
            ref={form}
            method="post"
            action={`/app/documents/${agreementId}/ai-edit`}
            onSubmit={onSubmit}
            className="flex flex-col gap-2"
          >
            <CsrfInput />
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="version" value={postVersion} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <TextareaField
              id="ai-instruction"
              label="Edit request"
              name="instruction"
              ref={box}
              value={instruction}
              onChange={(event) => setInstruction(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              disabled={pending}
              maxLength={MAX_INSTRUCTION}
              rows={3}
              error={instructionError}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={
                refusal
                  ? instructionError
                    ? 'ai-instruction-error ai-edit-refusal'
                    : 'ai-edit-refusal'
                  : undefined
              }
              placeholder="What should the AI change?"
              className="min-h-0 resize-y disabled:bg-slate-100"
            />
            <div className="flex flex-wrap items-center gap-2">
              <StatusButton type="submit" disabled={pending} status={pending ? 'pending' : 'idle'}>
                {pending ? 'Applying…' : 'Apply AI Edit'}
              </StatusButton>
              {hydrated ? null : (
                <Link to={closeHref} className={buttonVariants({ variant: 'ghost' })}>
                  Close
                </Link>
              )}
              {hydrated ? (
                <span className="text-xs text-slate-500">Enter sends · Shift+Enter for a new line</span>
              ) : null}
            </div>
          </fetcher.Form>
          {refusal ? (
            <div id="ai-edit-refusal" className="flex flex-col gap-3">
              <AiEditRefusalNotice
                refusal={refusal}
                {...(hydrated ? { onSuggestion: fillSuggestion } : {})}
              />
              <AiEditConflict agreementId={agreementId} refusal={refusal} />
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
