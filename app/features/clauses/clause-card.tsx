import { Form, Link } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import type { ClauseCard, ClauseDetail } from './clauses-tab.tsx'

/** Spec 001 §9: Low green, Medium yellow, High red. */
const RISK_TONE: Record<string, string> = {
  Low: 'bg-green-100 text-green-800',
  Medium: 'bg-yellow-100 text-yellow-900',
  High: 'bg-red-100 text-red-800',
}

export function RiskBadge({ level }: { level: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${RISK_TONE[level] ?? 'bg-slate-100 text-slate-700'}`}
      data-risk={level}
    >
      {level} Risk
    </span>
  )
}

/** Only the measured count is shown; the seed behind Popular's order is not a number of uses. */
const added = (clause: ClauseCard) =>
  clause.timesAdded > 0
    ? ` · added to documents ${clause.timesAdded.toLocaleString('en-IN')} ${clause.timesAdded === 1 ? 'time' : 'times'}`
    : ''

/**
 * "Add to document": the server appends the library's own text of this clause (never
 * text from the browser) after two blank lines, then opens the Document tab in edit mode.
 */
export function AddClauseForm({
  agreementId,
  clauseId,
  returnTo,
}: {
  agreementId: string
  clauseId: string
  returnTo: string
}) {
  return (
    <Form method="post" action={`/app/documents/${agreementId}/clauses`}>
      <CsrfInput />
      <input type="hidden" name="clauseId" value={clauseId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" className="py-1.5">
        Add to document
      </Button>
    </Form>
  )
}

export function ClauseCardView({
  clause,
  agreementId,
  returnTo,
  detailsHref,
}: {
  clause: ClauseCard
  agreementId: string
  returnTo: string
  detailsHref: string
}) {
  const titleId = `clause-${clause.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {clause.title}
        </h3>
        <RiskBadge level={clause.riskLevel} />
      </div>
      <p className="text-xs text-slate-600">
        {clause.category} · {clause.subcategory}
        {added(clause)}
      </p>
      <p className="text-sm text-slate-700">{clause.description}</p>
      <ul className="flex flex-wrap gap-1" aria-label="Tags">
        {clause.tags.map((tag) => (
          <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </li>
        ))}
        {clause.moreTags > 0 ? (
          <li className="px-1 text-xs text-slate-500">+{clause.moreTags} more</li>
        ) : null}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        <AddClauseForm agreementId={agreementId} clauseId={clause.id} returnTo={returnTo} />
        <Link
          to={detailsHref}
          className={buttonVariants({ variant: 'ghost', className: 'py-1.5' })}
          aria-label={`View details of ${clause.title}`}
        >
          View details
        </Link>
      </div>
    </article>
  )
}

/** The open clause: its whole text with the placeholders to fill, the statutes, and Add. */
export function ClauseDetailView({
  clause,
  agreementId,
  returnTo,
  closeHref,
}: {
  clause: ClauseDetail
  agreementId: string
  returnTo: string
  closeHref: string
}) {
  return (
    <section
      id="clause-detail"
      aria-labelledby="clause-detail-title"
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="clause-detail-title" className="text-lg font-semibold">
            {clause.title}
          </h3>
          <p className="text-xs text-slate-600">
            {clause.category} · {clause.subcategory}
            {added(clause)} · updated {clause.lastUpdated}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <RiskBadge level={clause.riskLevel} />
          <Link
            to={closeHref}
            className={buttonVariants({ variant: 'ghost', className: 'py-1' })}
            aria-label="Close clause details"
            preventScrollReset
          >
            Close
          </Link>
        </div>
      </div>
      <p className="text-sm text-slate-700">{clause.description}</p>
      <div
        className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white p-3 font-serif text-sm leading-relaxed"
        data-testid="clause-content"
      >
        {clause.content}
      </div>
      <div className="grid gap-3 text-sm md:grid-cols-2">
        <div>
          <h4 className="font-medium">Applicable laws</h4>
          <ul className="mt-1 list-disc pl-5">
            {clause.applicableLaws.map((law) => (
              <li key={law}>{law}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-medium">Placeholders to fill in</h4>
          {clause.placeholders.length > 0 ? (
            <>
              <ul className="mt-1 flex flex-wrap gap-1">
                {clause.placeholders.map((name) => (
                  <li key={name}>
                    <code className="rounded bg-white px-1.5 py-0.5 text-xs">[{name}]</code>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-slate-600">
                They stay in brackets when the clause is added; fill them in before you save.
              </p>
            </>
          ) : (
            <p className="mt-1 text-slate-600">None — the clause can be used as it is.</p>
          )}
        </div>
      </div>
      <ul className="flex flex-wrap gap-1" aria-label="Tags">
        {clause.tags.map((tag) => (
          <li key={tag} className="rounded bg-white px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
      <div>
        <AddClauseForm agreementId={agreementId} clauseId={clause.id} returnTo={returnTo} />
      </div>
    </section>
  )
}
