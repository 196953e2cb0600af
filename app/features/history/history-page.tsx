import type { SerializeFrom } from '@remix-run/node'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import type { historyPage } from './page.server.ts'
import { HistoryView } from './history-view.tsx'

/** The version history page: the list, a version, a comparison and the chain check. */
export function HistoryPage({ page }: { page: SerializeFrom<typeof historyPage> }) {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <HistoryView page={page} />
      </main>
    </>
  )
}
