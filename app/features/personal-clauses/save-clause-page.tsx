import { Form, Link, useLocation } from '@remix-run/react'
import { useRef } from 'react'
import { refusalOf } from '#app/platform/form-contract.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { Button } from '#app/ui/button.tsx'
import { FormError, TextareaField } from '#app/ui/field.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { ClauseDetailsFields } from './clause-details-fields.tsx'
import { SAVE_CLAUSE_INTENT, SAVE_PARAMS, saveClauseHref, type SaveClausePage } from './contract.ts'

/** The passage a "Save as my clause" click carried from the document's selection (JavaScript only). */
function carriedPassage(state: unknown): string | null {
  return state && typeof state === 'object' && typeof (state as { passage?: unknown }).passage === 'string'
    ? (state as { passage: string }).passage
    : null
}

/**
 * Save a passage as my clause: pick one of the document's clauses (a GET form) or, with
 * JavaScript, select text in the document shown below; trim it in the text area, give it
 * a title, category, risk level and tags, and save. Placeholders in square brackets
 * ([PARTY A]) become fields when the clause is added to a document.
 */
export function SaveClausePageView({ data, actionData }: { data: SaveClausePage; actionData: unknown }) {
  const location = useLocation()
  const hydrated = useHydrated()
  const passageRef = useRef<HTMLTextAreaElement>(null)
  const refused = refusalOf(actionData, SAVE_CLAUSE_INTENT)
  const { document: doc, passages, chosen } = data
  const carried = carriedPassage(location.state)
  const initialPassage =
    refused?.values.passage ?? carried ?? (chosen !== null ? passages[chosen]?.text : '') ?? ''
  const value = (name: string, fallback = '') => refused?.values[name] ?? fallback

  function takeSelection() {
    const selection = window.getSelection()
    const source = window.document.getElementById('source-text')
    if (!selection || selection.isCollapsed || !source || !passageRef.current) return
    if (!source.contains(selection.getRangeAt(0).commonAncestorContainer)) return
    passageRef.current.value = selection.toString()
    passageRef.current.focus()
  }

  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-4 px-4 py-6">
        <Link to={`/app/documents/${doc.id}`} className="text-sm text-brand-700 underline">
          ← Back to “{doc.title}”
        </Link>
        <div>
          <h1 className="text-2xl font-semibold">Save as my clause</h1>
          <p className="mt-1 text-sm text-slate-600">
            Keep a passage of “{doc.title}” in your clause library under My clauses, private to you. Write
            placeholders in square brackets, such as [PARTY A] or [NOTICE DAYS]: they become fields to fill in
            when you add the clause to a document.
          </p>
        </div>

        {passages.length > 0 ? (
          <Form method="get" action={saveClauseHref(doc.id)} className="flex flex-wrap items-end gap-2">
            <div className="flex min-w-[16rem] flex-1 flex-col gap-1">
              <Label htmlFor="passage-choice">Start from a passage of the document</Label>
              <Select
                id="passage-choice"
                name={SAVE_PARAMS.passage}
                defaultValue={chosen === null ? '' : String(chosen)}
                key={chosen ?? 'none'}
              >
                <option value="" disabled>
                  Choose a clause or paragraph
                </option>
                {passages.map((p, i) => (
                  <option key={i} value={i}>
                    {p.label}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" variant="outline">
              Use this passage
            </Button>
          </Form>
        ) : null}

        <Form
          method="post"
          action={saveClauseHref(doc.id)}
          className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
          aria-label="Save as my clause"
          noValidate
        >
          <CsrfInput />
          <input type="hidden" name="intent" value={SAVE_CLAUSE_INTENT} />
          <input type="hidden" name="clauseId" value={data.clauseId} />
          <TextareaField
            ref={passageRef}
            id="passage"
            name="passage"
            label="Passage"
            key={`${chosen ?? 'none'}-${carried ?? ''}`}
            defaultValue={initialPassage}
            hint="Trim it to the words you want to keep; replace names and figures with [PLACEHOLDERS]."
            error={refused?.fieldErrors.passage}
            className="min-h-[12rem] w-full rounded-md border border-slate-300 bg-white p-3 font-serif text-sm"
          />
          <ClauseDetailsFields
            idPrefix=""
            value={value}
            refused={refused}
            categories={data.categories}
            risks={data.risks}
            tagsPlaceholder="notice, deposit, Maharashtra"
          />
          <FormError message={refused?.formError} />
          <div>
            <Button type="submit">Save as my clause</Button>
          </div>
        </Form>

        <section aria-labelledby="source-heading" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="source-heading" className="font-semibold">
              The document
            </h2>
            {hydrated ? (
              <Button type="button" variant="outline" className="py-1.5" onClick={takeSelection}>
                Use the selected text
              </Button>
            ) : (
              <p className="text-xs text-slate-600">Copy a passage from here into the Passage field.</p>
            )}
          </div>
          <div
            id="source-text"
            className="max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white p-4 font-serif text-sm leading-relaxed"
          >
            {doc.content}
          </div>
        </section>
      </main>
    </>
  )
}
