import { Form, Link, useLocation } from '@remix-run/react'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { showToast } from '#app/platform/client-toast.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { AiChangePanel } from '#app/features/ai-edit/ai-change.tsx'
import { AiEditBox } from '#app/features/ai-edit/ai-edit-box.tsx'
import { SaveSelectionLink } from '#app/features/personal-clauses/save-selection-link.tsx'
import { KeyTermsCard } from './key-terms-card.tsx'
import { DOCUMENT_PARAMS, type DocumentLinks, type DocumentPage } from './contract.ts'
import { Label } from '#app/ui/label.tsx'
import { Textarea } from '#app/ui/textarea.tsx'

/**
 * The Document tab: the text (a text area in edit mode), the AI editor, and beside it the
 * computed risk assessment, the key terms and the quick actions. Edit mode is a URL
 * (`edit=1`), so it needs no JavaScript; Cancel goes back to the text as stored. Save
 * posts the version the text was loaded at, so a stale save is a 409 that keeps both texts.
 */
export function DocumentTab({ doc, links }: { doc: DocumentPage; links: DocumentLinks }) {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const editing = doc.access === 'full' && doc.role !== 'viewer' && params.get(DOCUMENT_PARAMS.edit) === '1'
  const aiOpen = params.get(DOCUMENT_PARAMS.ai) === '1'

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="flex min-w-0 flex-col gap-4">
        {editing ? (
          <Form
            method="post"
            action={`/app/documents/${doc.id}/edit`}
            className="flex flex-col gap-2"
            aria-label="Edit document"
          >
            <CsrfInput />
            <input type="hidden" name="version" value={doc.version} />
            <input type="hidden" name="returnTo" value={links.returnTo} />
            <Label htmlFor="document-content" className="text-inherit">
              Document text
            </Label>
            <Textarea
              id="document-content"
              name="content"
              defaultValue={doc.content}
              key={doc.version}
              className="min-h-[32rem] w-full rounded-xl border border-slate-300 bg-transparent p-4 font-serif text-[15px] leading-relaxed shadow-none"
            />
            <div className="flex gap-2">
              <Button type="submit">Save</Button>
              <Link to={links.tab('document')} className={buttonVariants({ variant: 'outline' })}>
                Cancel
              </Link>
            </div>
          </Form>
        ) : (
          <>
            {doc.aiChange ? (
              <AiChangePanel
                change={doc.aiChange}
                agreementId={doc.id}
                returnTo={links.returnTo}
                dismissHref={links.tab('document')}
              />
            ) : null}
            <article
              aria-labelledby="document-title"
              className="whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-6 font-serif text-[15px] leading-relaxed"
              data-testid="document-content"
            >
              {doc.content}
            </article>
          </>
        )}
        {doc.access === 'full' && doc.role !== 'viewer' ? (
          // A new version remounts the box: after an AI edit it is closed and empty again.
          <AiEditBox
            key={doc.version}
            agreementId={doc.id}
            version={doc.version}
            returnTo={links.returnTo}
            open={aiOpen}
            closeHref={links.tab('document')}
            hasContent={doc.content.trim() !== ''}
          />
        ) : null}
      </div>
      <aside className="flex flex-col gap-4" aria-label="About this document">
        <RiskAssessmentCard doc={doc} links={links} />
        <KeyTermsCard keyTerms={doc.keyTerms} />
        <QuickActions doc={doc} links={links} />
      </aside>
    </div>
  )
}

function RiskAssessmentCard({ doc, links }: { doc: DocumentPage; links: DocumentLinks }) {
  const a = doc.assessment
  return (
    <section aria-labelledby="risk-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="risk-heading" className="text-base font-semibold">
        Risk Assessment
      </h2>
      {a && doc.risk ? (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">Risk</dt>
            <dd className="text-right font-medium">
              {doc.risk.level} ({doc.risk.score}/100)
            </dd>
            <dt className="text-slate-600">Compliance</dt>
            <dd className="text-right font-medium">{a.compliance}%</dd>
            <dt className="text-slate-600">Completeness</dt>
            <dd className="text-right font-medium">{a.completeness}%</dd>
            <dt className="text-slate-600">Readability</dt>
            <dd className="text-right font-medium">{a.readability}%</dd>
          </dl>
          <p className="mt-2 text-xs text-slate-600">
            {a.issues === 0
              ? 'The checks found no issues in the current text.'
              : `${a.issues} ${a.issues === 1 ? 'issue' : 'issues'} found${a.serious > 0 ? `, ${a.serious} serious` : ''}.`}{' '}
            {doc.access === 'full' ? (
              <Link to={links.tab('analytics')} className="text-brand-700 underline">
                See the analysis
              </Link>
            ) : null}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">There is not enough text to assess yet.</p>
      )}
    </section>
  )
}

function QuickActions({ doc, links }: { doc: DocumentPage; links: DocumentLinks }) {
  const hydrated = useHydrated()
  const full = doc.access === 'full'
  async function copy() {
    try {
      await navigator.clipboard.writeText(doc.content)
      showToast({
        type: 'success',
        title: 'Content Copied!',
        description: 'The document text is on your clipboard.',
      })
    } catch {
      showToast({
        type: 'error',
        title: 'Copy Failed',
        description: 'Your browser did not allow copying; select the text and copy it instead.',
      })
    }
  }
  return (
    <section
      aria-labelledby="quick-actions-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="quick-actions-heading" className="text-base font-semibold">
        Quick Actions
      </h2>
      <div className="mt-2 flex flex-col gap-2">
        {full ? (
          <>
            <a
              href={`/app/documents/${doc.id}/export/pdf`}
              className={buttonVariants({ variant: 'outline', className: 'w-full' })}
              download
            >
              Download PDF
            </a>
            <Link
              to={links.tab('collaborate')}
              className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            >
              Share with Team
            </Link>
            {doc.role !== 'viewer' ? <SaveSelectionLink documentId={doc.id} /> : null}
          </>
        ) : (
          <>
            <Button type="button" disabled variant="outline" className="w-full opacity-60">
              Download PDF — Upgrade Required
            </Button>
            <Button type="button" disabled variant="outline" className="w-full opacity-60">
              Share with Team — Upgrade Required
            </Button>
          </>
        )}
        {hydrated ? (
          <Button type="button" onClick={copy} variant="outline" className="w-full">
            Copy Content
          </Button>
        ) : (
          <p className="text-xs text-slate-600">
            Copy Content needs JavaScript: select the text and copy it instead.
          </p>
        )}
      </div>
    </section>
  )
}
