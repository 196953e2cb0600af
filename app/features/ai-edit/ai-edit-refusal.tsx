import { Form } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button } from '#app/ui/button.tsx'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { Label } from '#app/ui/label.tsx'
import { Textarea } from '#app/ui/textarea.tsx'

/** The AI edit form's fields, as a refusal gives them back. */
export type AiEditField = 'instruction' | 'version' | 'returnTo'

/** What an AI edit refusal shows beyond the form contract's messages. */
export interface AiEditDetails {
  /** The toast's title: 'Edit Request Required', 'AI Edit Failed', 'No agreement available', 'Edit conflict' … */
  title: string
  /** Instructions the offline engine can carry out on this document. */
  suggestions: string[]
  /** The text changed: the AI's proposal (null when it was not asked) and the newer saved text. */
  conflict: { proposed: string | null; theirs: string; version: number } | null
}

/**
 * The answer to an AI edit that changed nothing, in the form contract: the instruction as
 * typed, the version to send the next attempt with (the newer one after a conflict) and
 * where to go back, with the title, suggestions and conflict as details.
 */
export type AiEditRefusal = FormRefusal<AiEditField, AiEditDetails>

/**
 * Why the AI edit changed nothing, with what the offline engine can do instead. With
 * JavaScript a suggestion fills the box; without, it is listed to copy.
 */
export function AiEditRefusalNotice({
  refusal,
  onSuggestion,
}: {
  refusal: AiEditRefusal
  onSuggestion?: (text: string) => void
}) {
  const details = refusal.details
  const suggestions = details?.suggestions ?? []
  // A message about the request itself shows beside its box; this notice carries the rest.
  if (!refusal.formError && suggestions.length === 0) return null
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      data-testid="ai-edit-refusal"
    >
      {details ? <p className="font-semibold">{details.title}</p> : null}
      {refusal.formError ? <p className="break-words">{refusal.formError}</p> : null}
      {suggestions.length > 0 ? (
        <div>
          <p className="font-medium">Requests that work offline on this document:</p>
          <ul className="mt-1 flex flex-wrap gap-2" aria-label="Suggested edit requests">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                {onSuggestion ? (
                  <Button
                    type="button"
                    onClick={() => onSuggestion(suggestion)}
                    variant="outline"
                    size="xs"
                    className="rounded-full border-red-300 px-3 text-sm font-normal text-red-900 hover:bg-red-100"
                  >
                    {suggestion}
                  </Button>
                ) : (
                  <code className="rounded bg-white px-2 py-0.5">{suggestion}</code>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/**
 * The text changed while (or before) the AI worked: nothing was saved. The AI's proposal
 * can be saved on top as an ordinary edit (after reading it), or the request asked again
 * on the newer text with the form beside this.
 */
export function AiEditConflict({ agreementId, refusal }: { agreementId: string; refusal: AiEditRefusal }) {
  const conflict = refusal.details?.conflict
  if (!conflict) return null
  return (
    <div className={`grid gap-4 ${conflict.proposed !== null ? 'lg:grid-cols-2' : ''}`}>
      {conflict.proposed !== null ? (
        <Form
          method="post"
          action={`/app/documents/${agreementId}/edit`}
          className="flex flex-col gap-2"
          aria-label="The AI's proposal"
        >
          <CsrfInput />
          <input type="hidden" name="version" value={conflict.version} />
          <input
            type="hidden"
            name="returnTo"
            value={refusal.values.returnTo ?? `/app/documents/${agreementId}`}
          />
          <Label htmlFor="ai-proposal" className="font-semibold text-inherit">
            The AI&apos;s proposal (not saved)
          </Label>
          <Textarea
            id="ai-proposal"
            name="content"
            defaultValue={conflict.proposed}
            className="min-h-[20rem] w-full rounded-xl border border-slate-300 bg-transparent p-3 font-serif text-sm leading-relaxed shadow-none"
          />
          <div>
            <Button type="submit" variant="outline">
              Save the AI&apos;s version on top
            </Button>
          </div>
        </Form>
      ) : null}
      <section aria-labelledby="ai-conflict-theirs" className="flex flex-col gap-2">
        <h3 id="ai-conflict-theirs" className="text-sm font-semibold">
          The newer version (saved, version {conflict.version})
        </h3>
        <div
          className="max-h-[24rem] min-h-[10rem] overflow-y-auto whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-3 font-serif text-sm leading-relaxed"
          data-testid="ai-conflict-theirs"
        >
          {conflict.theirs}
        </div>
      </section>
    </div>
  )
}
