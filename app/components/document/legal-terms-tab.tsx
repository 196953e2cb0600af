// Placeholder until the Legal Terms tab is built (issue 5 part 4).
export interface LegalTermsTabView {
  status: 'not-built'
}

export function LegalTermsTab(_props: { view: LegalTermsTabView; agreementId: string }) {
  return <p className="text-sm text-slate-600">Explaining legal terms arrives here shortly.</p>
}
