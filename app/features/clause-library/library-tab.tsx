import {
  ClauseBrowseFilters,
  ClauseListHeading,
  ClauseSearchForm,
  NoClauseMatches,
  type ClauseFormTarget,
} from '#app/features/clauses/clause-filters.tsx'
import { TabLink, TabLinks } from '#app/ui/tab-links.tsx'
import { LibraryCardView } from './library-card.tsx'
import { LIBRARY_PARAMS as P, type ClauseLibraryView, type LibraryView } from './contract.ts'

const VIEW_LABELS: Record<LibraryView, string> = { browse: 'Browse', popular: 'Popular', search: 'Search' }

const viewHref = (show: LibraryView) =>
  show === 'browse' ? '/app?view=clauses' : `/app?view=clauses&${P.show}=${show}`

/** The workspace's forms go to /app and keep the tab (and, for Search, the view). */
const target = (show: 'browse' | 'search'): ClauseFormTarget => ({
  action: '/app',
  hidden:
    show === 'search'
      ? [
          ['view', 'clauses'],
          [P.show, 'search'],
        ]
      : [['view', 'clauses']],
  names: { search: P.search, category: P.category, risk: P.risk },
  idPrefix: 'library',
})

/**
 * The workspace's Clauses tab: the clause library as Browse, Popular and Search, each a
 * URL, its filters GET forms — so it all works without JavaScript. A card opens the
 * clause's page, where it is copied or added to a document.
 */
export function ClauseLibraryTab({ view }: { view: ClauseLibraryView }) {
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-semibold">Clause Library</h1>
        <p className="mt-1 text-sm text-slate-600">
          {view.categories.length} categories of clauses drafted for Indian law, each with the statutes it
          rests on. Open a clause to copy it or add it to one of your documents.
        </p>
      </div>
      <TabLinks look="pills" aria-label="Clause library views" className="max-w-md">
        {(Object.keys(VIEW_LABELS) as LibraryView[]).map((show) => (
          <TabLink key={show} look="pills" to={viewHref(show)} current={view.show === show}>
            {VIEW_LABELS[show]}
          </TabLink>
        ))}
      </TabLinks>

      {view.show === 'browse' ? (
        <ClauseBrowseFilters target={target('browse')} values={view} clearHref="/app?view=clauses" />
      ) : null}
      {view.show === 'search' ? <ClauseSearchForm target={target('search')} search={view.search} /> : null}
      <ClauseListHeading show={view.show} search={view.search} count={view.clauses.length} />
      {view.clauses.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Clauses">
          {view.clauses.map((clause) => (
            <li key={clause.id}>
              <LibraryCardView clause={clause} />
            </li>
          ))}
        </ul>
      ) : (
        <NoClauseMatches show={view.show} search={view.search} />
      )}
    </main>
  )
}
