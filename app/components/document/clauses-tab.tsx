// Placeholder until the Clauses tab is built (issue 5 part 6).
export interface ClausesTabView {
  status: 'not-built'
}

export function ClausesTab(_props: { view: ClausesTabView; agreementId: string; returnTo: string }) {
  return <p className="text-sm text-slate-600">The clause library arrives here shortly.</p>
}
