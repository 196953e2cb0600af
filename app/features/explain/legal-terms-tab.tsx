import { Form, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/platform/client-toast.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { LegalTermsResultView } from './legal-terms-result.tsx'
import { DOCUMENT_PARAMS, type DocumentLinks } from '#app/features/documents/contract.ts'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'
import { Textarea } from '#app/ui/textarea.tsx'

/**
 * The selected text travels in the URL (the form is a GET), so it is capped. 4,000
 * characters of an Indian script are ~36 kB once percent-encoded; server.js accepts a
 * request head of 64 kB for that, so the server answers past the cap with its own 400.
 */
export const MAX_SELECTED_TEXT_CHARS = 4_000

// Spec 001 §5, word for word (the same constants as domain/glossary, which is too large to
// ship to the browser for two strings; a unit test holds them equal).
export const NO_TEXT_SELECTED = 'No Text Selected'
export const SELECT_TEXT_FIRST = 'Please select text from the document first'
export const TEXT_SELECTED = 'Text Selected'

export interface TermView {
  term: string
  /** basic, intermediate or advanced; anything but the first two shows as destructive. */
  complexity: string
  explanation: string
  indianLawContext: string
  example: string
  /** In the chosen language; `reviewed: false` is a machine translation and says so. */
  translation: { language: string; lang: string; term: string; explanation: string; reviewed: boolean } | null
  relatedTerms: string[]
}

export type LegalTermsResult =
  | { kind: 'idle' }
  | {
      kind: 'explained'
      /** 'Legal Terms Explained!' and 'Found N terms': the toast, and the page's status line. */
      title: string
      description: string
      scope: 'selection' | 'document'
      /** The language's display name. */
      language: string
      /** Set when the configured model failed and the offline glossary answered. */
      notice: string | null
      summary: string
      terms: TermView[]
      recommendations: string[]
    }
  | { kind: 'failed'; title: string; message: string; field: 'text' | 'language' | null }

export interface LegalTermsTabView {
  /** The page's HTTP status: 400 for a bad request, 5xx when the AI failed. */
  status: number
  languages: { value: string; label: string }[]
  maxTextLength: number
  /** What the form holds: what the user asked, kept as typed. */
  form: { language: string; text: string }
  result: LegalTermsResult
}

/**
 * The Legal Terms tab: a read-only copy of the document to select from, and a GET form
 * (language and text, both in the URL) that explains the text typed or pasted — or, left
 * empty, the whole document. Without JavaScript the result and its message arrive with
 * the page; with it, "Use Selected Text" copies the selection into the form and the
 * outcome of a submission is also a toast.
 */
export function LegalTermsTab({
  view,
  content,
  links,
}: {
  view: LegalTermsTabView
  content: string
  links: DocumentLinks
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  const textRef = useRef<HTMLTextAreaElement>(null)
  // Set by a submission from this page: only its answer raises a toast, not a reload or a link.
  const submitted = useRef(false)
  const { action, hidden } = formTarget(links)
  const r = view.result

  useEffect(() => {
    if (!submitted.current) return
    submitted.current = false
    if (r.kind === 'explained') showToast({ type: 'success', title: r.title, description: r.description })
    if (r.kind === 'failed') showToast({ type: 'error', title: r.title, description: r.message })
  }, [r])

  function takeSelection() {
    const selected = window.getSelection()?.toString().trim() ?? ''
    if (selected === '') {
      showToast({ type: 'error', title: NO_TEXT_SELECTED, description: SELECT_TEXT_FIRST })
      return
    }
    if (textRef.current) textRef.current.value = selected
    const n = selected.length
    showToast({
      type: 'success',
      title: TEXT_SELECTED,
      description: `${n.toLocaleString('en-IN')} ${n === 1 ? 'character' : 'characters'} ready to explain`,
    })
  }

  function onSubmit() {
    submitted.current = true
  }

  const errorId = 'legal-terms-error'
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 id="legal-terms-document-heading" className="text-lg font-semibold">
            Document text
          </h2>
          <p className="text-xs text-slate-600">
            {hydrated
              ? 'Select a passage here and press Use Selected Text, or explain the whole document.'
              : 'Copy a passage from here into the form, or leave the form empty to explain the whole document.'}
          </p>
          <div
            data-testid="legal-terms-document"
            aria-labelledby="legal-terms-document-heading"
            role="region"
            tabIndex={0}
            className="max-h-[28rem] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 font-serif text-[15px] leading-relaxed"
          >
            {content.trim() === '' ? (
              <p className="text-sm text-slate-600">This document has no text yet.</p>
            ) : (
              content.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i} className="mb-3 whitespace-pre-wrap break-words">
                  {paragraph}
                </p>
              ))
            )}
          </div>
        </div>

        <section aria-labelledby="legal-terms-form-heading" className="flex flex-col gap-3">
          <h2 id="legal-terms-form-heading" className="text-lg font-semibold">
            Explain Legal Terms
          </h2>
          <Form
            key={location.key}
            method="get"
            action={action}
            preventScrollReset
            onSubmit={onSubmit}
            aria-labelledby="legal-terms-form-heading"
            className="flex flex-col gap-3"
          >
            {hidden.map(([name, value], i) => (
              <input key={i} type="hidden" name={name} value={value} />
            ))}
            <div className="flex flex-col gap-1">
              <Label htmlFor="legal-terms-language">Language</Label>
              <Select
                id="legal-terms-language"
                name={DOCUMENT_PARAMS.language}
                defaultValue={view.form.language}
                aria-invalid={r.kind === 'failed' && r.field === 'language' ? true : undefined}
                aria-describedby={r.kind === 'failed' && r.field === 'language' ? errorId : undefined}
                className="pr-3"
              >
                {view.languages.map((l) => (
                  <option key={l.value} value={l.value}>
                    {l.label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="legal-terms-text">Text to explain</Label>
              <Textarea
                id="legal-terms-text"
                ref={textRef}
                name={DOCUMENT_PARAMS.text}
                defaultValue={view.form.text}
                rows={6}
                aria-invalid={r.kind === 'failed' && r.field === 'text' ? true : undefined}
                aria-describedby={[
                  'legal-terms-text-hint',
                  ...(r.kind === 'failed' && r.field === 'text' ? [errorId] : []),
                ].join(' ')}
                className="w-full"
              />
              <p id="legal-terms-text-hint" className="text-xs text-slate-600">
                Leave empty to explain the whole document. At most{' '}
                {view.maxTextLength.toLocaleString('en-IN')} characters.
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {hydrated ? (
                <Button type="button" onClick={takeSelection} variant="outline">
                  Use Selected Text
                </Button>
              ) : null}
              <Button type="submit">Explain Legal Terms</Button>
            </div>
          </Form>
          <Outcome result={r} errorId={errorId} />
        </section>
      </div>
      {r.kind === 'explained' ? <LegalTermsResultView result={r} /> : null}
    </div>
  )
}

/** The outcome in the page, so it is there without JavaScript and after the toast has gone. */
function Outcome({ result, errorId }: { result: LegalTermsResult; errorId: string }) {
  if (result.kind === 'explained') {
    return (
      <div
        role="status"
        className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        data-testid="legal-terms-outcome"
      >
        <p className="font-semibold">{result.title}</p>
        <p>{result.description}</p>
      </div>
    )
  }
  if (result.kind === 'failed') {
    return (
      <div
        id={errorId}
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        data-testid="legal-terms-outcome"
      >
        <p className="font-semibold">{result.title}</p>
        <p>{result.message}</p>
      </div>
    )
  }
  return null
}

/** Where the form goes, and the parameters it keeps (the tab, and in the dialog the workspace's own). */
function formTarget(links: DocumentLinks): { action: string; hidden: [string, string][] } {
  const url = new URL(links.tab('legal-terms'), 'http://localhost')
  const own: string[] = [DOCUMENT_PARAMS.language, DOCUMENT_PARAMS.text]
  return { action: url.pathname, hidden: [...url.searchParams].filter(([name]) => !own.includes(name)) }
}
