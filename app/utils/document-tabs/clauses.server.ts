import type { ClausesTabView } from '#app/components/document/clauses-tab.tsx'

/** The Clauses tab's data for the URL's search (placeholder until part 6). */
export function clausesTabData(_url: URL): ClausesTabView {
  return { status: 'not-built' }
}
