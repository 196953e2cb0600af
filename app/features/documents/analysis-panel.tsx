type Severity = 'high' | 'medium' | 'low'

export type AnalysisView =
  | { status: 'none' }
  | { status: 'empty'; title: string; message: string }
  | {
      status: 'analysed'
      agreementId: string
      title: string
      scores: { risk: number; completeness: number; compliance: number; readability: number }
      issues: Array<{ id: string; severity: Severity; message: string; basis: string; fix: string }>
      recommendations: Array<{ id: string; text: string }>
    }

const SCORE_LABELS = [
  ['risk', 'Risk', 'lower is better'],
  ['completeness', 'Completeness', ''],
  ['compliance', 'Compliance', ''],
  ['readability', 'Readability', 'Flesch reading ease'],
] as const

const severityTone: Record<Severity, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-700',
}

/**
 * The Document Analysis panel: the drafting engine's analysis of the agreement in view,
 * computed from its text on every load — never fixed numbers. With no agreement in view it
 * says there is nothing to analyse yet.
 */
export function AnalysisPanel({ analysis }: { analysis: AnalysisView }) {
  return (
    <section aria-labelledby="analysis-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="analysis-title" className="text-base font-semibold">
        Document Analysis
      </h2>
      {analysis.status === 'none' ? (
        <p className="mt-2 text-sm text-slate-600">
          Nothing to analyse yet. Generate an agreement, or open one from your Document Library, and its risk,
          completeness, compliance and readability appear here.
        </p>
      ) : analysis.status === 'empty' ? (
        <p className="mt-2 text-sm text-slate-600">
          {analysis.title}: {analysis.message}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Of{' '}
            <a
              href={`/app/documents/${analysis.agreementId}`}
              className="font-medium text-brand-700 underline"
            >
              {analysis.title}
            </a>
          </p>
          <h3 className="mt-3 text-sm font-semibold">Risk Assessment</h3>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {SCORE_LABELS.map(([key, label, note]) => (
              <div key={key} className="rounded-lg bg-slate-50 p-3" data-testid={`score-${key}`}>
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-xl font-semibold">{analysis.scores[key]}%</dd>
                {note ? <dd className="text-[11px] text-slate-500">{note}</dd> : null}
              </div>
            ))}
          </dl>
          <h3 className="mt-4 text-sm font-semibold">Issues and Warnings</h3>
          {analysis.issues.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No issues found by the checks.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {analysis.issues.map((issue) => (
                <li key={issue.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <span
                    className={`mr-2 rounded-full px-2 py-0.5 text-xs font-medium ${severityTone[issue.severity]}`}
                  >
                    {issue.severity}
                  </span>
                  {issue.message}
                  <p className="mt-1 text-xs text-slate-500">
                    {issue.basis} — {issue.fix}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 text-sm font-semibold">AI Recommendations</h3>
          {analysis.recommendations.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Nothing to recommend.</p>
          ) : (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
              {analysis.recommendations.map((r) => (
                <li key={r.id}>{r.text}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
