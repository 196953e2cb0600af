import type { LegalTermsResult, TermView } from './legal-terms-tab.tsx'

type Explained = Extract<LegalTermsResult, { kind: 'explained' }>

// Spec 001 §3: basic and intermediate have their own badge; anything else is shown as destructive.
const BADGE: Record<string, string> = {
  basic: 'bg-emerald-100 text-emerald-800',
  intermediate: 'bg-amber-100 text-amber-900',
}
const DESTRUCTIVE = 'bg-red-100 text-red-800'

/**
 * An explanation: the summary, a card per term and the recommendations. Every string here
 * came from the glossary or from a model's answer, so it is rendered as text only — React
 * escapes it — and never as HTML.
 */
export function LegalTermsResultView({ result }: { result: Explained }) {
  const count = result.terms.length
  return (
    <section
      aria-labelledby="legal-terms-result-heading"
      className="flex flex-col gap-4"
      data-testid="legal-terms-result"
    >
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="legal-terms-result-heading" className="text-base font-semibold">
          Summary
        </h3>
        <p className="mt-1 text-xs text-slate-600">
          {result.scope === 'selection' ? 'Explained: the selected text' : 'Explained: the whole document'} ·{' '}
          {result.language}
        </p>
        <p className="mt-2 text-sm">{result.summary}</p>
        {result.notice ? (
          <p role="note" className="mt-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900">
            {result.notice}
          </p>
        ) : null}
      </div>

      <div>
        <h3 className="text-base font-semibold">Legal Terms ({count})</h3>
        {count === 0 ? (
          <p className="mt-1 text-sm text-slate-700">
            No legal terms were found in this text. Select a clause that uses legal language, or leave the
            text empty to explain the whole document.
          </p>
        ) : (
          <ul className="mt-2 grid gap-3 md:grid-cols-2" aria-label="Legal terms">
            {result.terms.map((term, i) => (
              <li key={`${i}-${term.term}`}>
                <TermCard term={term} id={`legal-term-${i}`} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 className="text-base font-semibold">Recommendations</h3>
        {result.recommendations.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No recommendations for this text.</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" aria-label="Recommendations">
            {result.recommendations.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function TermCard({ term, id }: { term: TermView; id: string }) {
  const t = term.translation
  return (
    <article aria-labelledby={id} className="h-full rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={id} className="text-base font-semibold">
          {term.term}
        </h4>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[term.complexity] ?? DESTRUCTIVE}`}
          data-testid="complexity"
        >
          {term.complexity}
        </span>
      </div>
      <p className="mt-2">{term.explanation}</p>
      <dl className="mt-3 flex flex-col gap-2">
        <div>
          <dt className="text-xs font-medium text-slate-600">Indian law</dt>
          <dd>{term.indianLawContext}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Example</dt>
          <dd className="italic text-slate-700">{term.example}</dd>
        </div>
        {t ? (
          <div>
            <dt className="text-xs font-medium text-slate-600">
              {t.language}
              {t.reviewed ? null : (
                <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-normal text-slate-700">
                  machine translation, not yet reviewed
                </span>
              )}
            </dt>
            <dd lang={t.lang} data-testid="translation">
              <span className="font-medium">{t.term}</span> — {t.explanation}
            </dd>
          </div>
        ) : null}
        {term.relatedTerms.length > 0 ? (
          <div>
            <dt className="text-xs font-medium text-slate-600">Related terms</dt>
            <dd>{term.relatedTerms.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  )
}
