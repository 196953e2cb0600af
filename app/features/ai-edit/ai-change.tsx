import { Form, Link } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { DiffText, type DiffPart } from '#app/features/history/word-diff.tsx'

export { DiffText, type DiffPart }

/** What an AI edit changed, computed on the server (app/features/ai-edit/ai-change.server.ts). */
export interface AiChangeView {
  /** The stream version the AI edit made. */
  version: number
  instruction: string
  summary: string
  provider: 'offline' | 'openai'
  model: string | null
  /** null when the texts were too different to compare word by word in time. */
  parts: DiffPart[] | null
  /** Words added and removed. */
  added: number
  removed: number
  /** True while the AI edit is still the latest change to the text. */
  canUndo: boolean
}

const providerLabel = (change: AiChangeView) =>
  change.provider === 'offline'
    ? 'the offline drafting engine'
    : `the AI model${change.model ? ` (${change.model})` : ''}`

/**
 * After an AI edit: what was asked, what the provider says it did, and the change itself
 * against the previous text, with Undo (an ordinary edit back to that text, refused if the
 * document changed after the AI edit) and a way to put the panel away.
 */
export function AiChangePanel({
  change,
  agreementId,
  returnTo,
  dismissHref,
}: {
  change: AiChangeView
  agreementId: string
  returnTo: string
  dismissHref: string
}) {
  return (
    <section
      aria-labelledby="ai-change-heading"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="ai-change-heading" className="text-base font-semibold">
            What the AI edit changed
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            You asked: <q className="italic">{change.instruction}</q> — made by {providerLabel(change)}.
          </p>
          <p className="mt-1 text-sm text-slate-700" data-testid="ai-change-summary">
            {change.summary}
          </p>
        </div>
        <div className="flex gap-2">
          {change.canUndo ? (
            <Form method="post" action={`/app/documents/${agreementId}/ai-edit`}>
              <CsrfInput />
              <input type="hidden" name="intent" value="undo" />
              <input type="hidden" name="version" value={change.version} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <Button type="submit" variant="outline" className="py-1.5">
                Undo AI Edit
              </Button>
            </Form>
          ) : null}
          <Link
            to={dismissHref}
            className={buttonVariants({ variant: 'ghost', className: 'py-1.5' })}
            preventScrollReset
          >
            Hide changes
          </Link>
        </div>
      </div>
      {change.canUndo ? null : (
        <p className="mt-2 text-xs text-slate-600">
          The document changed after this AI edit, so it can no longer be undone here.
        </p>
      )}
      {change.parts ? (
        <>
          <p className="mt-3 text-xs text-slate-600">
            {change.added} {change.added === 1 ? 'word' : 'words'} added, {change.removed}{' '}
            {change.removed === 1 ? 'word' : 'words'} removed. Added text is{' '}
            <ins className="bg-green-100 text-green-900 no-underline">highlighted</ins>, removed text{' '}
            <del className="bg-red-100 text-red-800">struck through</del>.
          </p>
          <div className="mt-2 max-h-96 overflow-y-auto rounded-lg border border-slate-200 bg-white p-4">
            <DiffText parts={change.parts} />
          </div>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          The AI rewrote too much of the document to show the change word by word; the new text is below.
        </p>
      )}
    </section>
  )
}
