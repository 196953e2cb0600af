import { Link } from '@remix-run/react'
import type { DocumentPage } from './contract.ts'

/** The document's key terms; a trial preview shows three and says how many more Professional shows. */
export function KeyTermsCard({ keyTerms }: { keyTerms: DocumentPage['keyTerms'] }) {
  return (
    <section aria-labelledby="key-terms-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="key-terms-heading" className="text-base font-semibold">
        Key Terms
      </h2>
      {keyTerms.shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">This document has no key terms listed.</p>
      ) : (
        <dl className="mt-2 flex flex-col gap-2 text-sm">
          {keyTerms.shown.map((k, i) => (
            <div key={i}>
              <dt className="font-medium">{k.term}</dt>
              <dd className="text-slate-600">{k.definition}</dd>
            </div>
          ))}
        </dl>
      )}
      {keyTerms.more > 0 ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
          {keyTerms.more} more key {keyTerms.more === 1 ? 'term' : 'terms'} with{' '}
          <Link to="/subscription" className="underline">
            Professional
          </Link>
          .
        </p>
      ) : null}
    </section>
  )
}
