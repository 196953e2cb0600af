import type { AgreementView } from '#events/projections/agreements.ts'
import type { LegalTermsTabView } from '#app/components/document/legal-terms-tab.tsx'

/** The Legal Terms tab's data for the URL's request (placeholder until part 4). */
export async function legalTermsTabData(_agreement: AgreementView, _url: URL): Promise<LegalTermsTabView> {
  return { status: 'not-built' }
}
