import type { SerializeFrom } from '@remix-run/node'
import { refusalOf } from '#app/platform/form-contract.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { WorkspaceTabs } from '#app/features/workspace/workspace-tabs.tsx'
import type { sharedDocumentPage } from './page.server.ts'
import { COLLABORATION_INTENTS, type CollaborationField } from './contract.ts'
import { PrintView } from './print-view.tsx'
import { SharedDocumentView } from './shared-document-view.tsx'

type SharedDocumentPageData = SerializeFrom<typeof sharedDocumentPage>

export function SharedDocumentPage({ doc, answer }: { doc: SharedDocumentPageData; answer: unknown }) {
  // Without JavaScript a refused form renders this page again, with what was typed.
  const refused = refusalOf<CollaborationField>(answer, ...COLLABORATION_INTENTS)
  if (doc.print) return <PrintView doc={doc} />
  return (
    <>
      <SiteHeader />
      <WorkspaceTabs view="collaboration" />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <SharedDocumentView doc={doc} refused={refused} />
      </main>
    </>
  )
}
