import { ExecutionDateForm, type ExecutionDateView } from './execution-date-form.tsx'
import { RegistrationDateForm, type RegistrationView } from './registration-date-form.tsx'

type Severity = 'high' | 'medium' | 'low'

export interface AnalyticsTabView {
  analysis:
    | { status: 'empty'; message: string }
    | {
        status: 'analysed'
        scores: { risk: number; completeness: number; compliance: number; readability: number }
        issues: {
          id: string
          severity: Severity
          message: string
          basis: string
          fix: string
          line: number | null
        }[]
        recommendations: { id: string; text: string; basis: string | null }[]
        rules: { title: string; basis: string; passed: boolean }[]
        completeness: { expected: number; present: number; missing: string[] }
      }
  /** The drafting engine's execution checklist; null for a text it did not draft. */
  checklist: { label: string; detail: string }[] | null
  /** The day the document was signed, as recorded, and registration's deadline counted from it. */
  execution: ExecutionDateView
  /** When and under what number it was registered; null when the checklist says it need not be. */
  registration: RegistrationView | null
}

const SCORES = [
  ['risk', 'Risk', 'lower is better'],
  ['completeness', 'Completeness', 'expected clauses present'],
  ['compliance', 'Compliance', 'statutory checks passed'],
  ['readability', 'Readability', 'Flesch reading ease'],
] as const

const tone: Record<Severity, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-700',
}

/** The analysis of the current text — every figure computed from it — and how to execute it. */
export function AnalyticsTab({
  view,
  agreementId,
  returnTo,
}: {
  view: AnalyticsTabView
  agreementId: string
  /** Where the execution date form comes back to: this tab, on the page or in the dialog. */
  returnTo: string
}) {
  const a = view.analysis
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="analysis-heading">
        <h2 id="analysis-heading" className="text-lg font-semibold">
          Document Analysis
        </h2>
        {a.status === 'empty' ? (
          <p className="mt-2 text-sm text-slate-600">{a.message}</p>
        ) : (
          <>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {SCORES.map(([key, label, note]) => (
                <div key={key} className="rounded-lg bg-slate-50 p-3" data-testid={`score-${key}`}>
                  <dt className="text-xs text-slate-600">{label}</dt>
                  <dd className="text-2xl font-semibold">{a.scores[key]}%</dd>
                  <dd className="text-[11px] text-slate-500">{note}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-slate-500">
              {a.completeness.present} of {a.completeness.expected} expected clauses present
              {a.completeness.missing.length > 0 ? `; missing: ${a.completeness.missing.join(', ')}` : ''}.
            </p>
            <h3 className="mt-5 text-base font-semibold">Issues and Warnings</h3>
            {a.issues.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No issues found by the checks.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2" aria-label="Issues">
                {a.issues.map((issue) => (
                  <li key={issue.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                    <span
                      className={`mr-2 rounded-full px-2 py-0.5 text-xs font-medium ${tone[issue.severity]}`}
                    >
                      {issue.severity}
                    </span>
                    {issue.message}
                    {issue.line ? <span className="text-xs text-slate-500"> (line {issue.line})</span> : null}
                    <p className="mt-1 text-xs text-slate-600">
                      <span className="font-medium">Basis:</span> {issue.basis}
                    </p>
                    <p className="text-xs text-slate-600">
                      <span className="font-medium">Fix:</span> {issue.fix}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mt-5 text-base font-semibold">Recommendations</h3>
            {a.recommendations.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">
                Nothing to recommend: the checks found nothing to fix.
              </p>
            ) : (
              <ul className="mt-2 list-disc pl-5 text-sm" aria-label="Recommendations">
                {a.recommendations.map((r) => (
                  <li key={r.id}>
                    {r.text}
                    {r.basis ? <span className="text-xs text-slate-500"> ({r.basis})</span> : null}
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mt-5 text-base font-semibold">Checks applied</h3>
            <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2" aria-label="Checks applied">
              {a.rules.map((r) => (
                <li key={r.title} title={r.basis}>
                  <span aria-hidden="true">{r.passed ? '✓ ' : '✗ '}</span>
                  {r.title} — {r.passed ? 'passed' : 'needs attention'}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section
        aria-labelledby="checklist-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="checklist-heading" className="text-base font-semibold">
          Execution Checklist
        </h2>
        {view.checklist ? (
          <ul className="mt-2 flex flex-col gap-2 text-sm" aria-label="Execution checklist">
            {view.checklist.map((item, i) => (
              <li key={i}>
                <span className="font-medium">{item.label}.</span>{' '}
                <span className="text-slate-600">{item.detail}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            This document was not drafted by the drafting engine, so there is no checklist for it. Check stamp
            duty and registration with a lawyer before signing.
          </p>
        )}
        <ExecutionDateForm agreementId={agreementId} view={view.execution} returnTo={returnTo} />
        {view.registration ? (
          <RegistrationDateForm agreementId={agreementId} view={view.registration} returnTo={returnTo} />
        ) : null}
      </section>
    </div>
  )
}
