import {
  ClauseBrowseFilters,
  ClauseListHeading,
  ClauseSearchForm,
  NoClauseMatches,
  type ClauseFormTarget,
} from '#app/features/clauses/clause-filters.tsx'
import { TabLink, TabLinks } from '#app/ui/tab-links.tsx'
import { LibraryCardView } from './library-card.tsx'
import { LIBRARY_PARAMS as P, LIBRARY_VIEWS, type ClauseLibraryView, type LibraryView } from './contract.ts'

const VIEW_LABELS: Record<LibraryView, string> = {
  browse: 'Browse',
  popular: 'Popular',
  search: 'Search',
  mine: 'My clauses',
}

const viewHref = (show: LibraryView) =>
  show === 'browse' ? '/app?view=clauses' : `/app?view=clauses&${P.show}=${show}`

/** The workspace's forms go to /app and keep the tab (and, for Search, the view). */
const target = (show: 'browse' | 'search' | 'mine'): ClauseFormTarget => ({
  action: '/app',
  hidden:
    show === 'browse'
      ? [['view', 'clauses']]
      : [
          ['view', 'clauses'],
          [P.show, show],
        ],
  names: { search: P.search, category: P.category, risk: P.risk },
  idPrefix: 'library',
})

/**
 * The workspace's Clauses tab: the clause library as Browse, Popular and Search, and the
 * user's own clauses as My clauses, each a URL, its filters GET forms — so it all works
 * without JavaScript. A card opens the clause's page, where it is copied or added to a document.
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
      <TabLinks look="pills" aria-label="Clause library views" className="max-w-xl">
        {LIBRARY_VIEWS.map((show) => (
          <TabLink key={show} look="pills" to={viewHref(show)} current={view.show === show}>
            {VIEW_LABELS[show]}
          </TabLink>
        ))}
      </TabLinks>

      {view.show === 'browse' ? (
        <ClauseBrowseFilters target={target('browse')} values={view} clearHref="/app?view=clauses" />
      ) : null}
      {view.show === 'mine' ? (
        <>
          <p className="text-sm text-slate-600">
            Clauses you saved from your own documents, seen by you alone. To add one, open a document you may
            edit and choose “Save as my clause”.
          </p>
          <ClauseBrowseFilters target={target('mine')} values={view} clearHref={viewHref('mine')} />
        </>
      ) : null}
      {view.show === 'search' ? <ClauseSearchForm target={target('search')} search={view.search} /> : null}
      <ClauseListHeading
        show={view.show === 'mine' ? 'browse' : view.show}
        search={view.search}
        count={view.clauses.length}
      />
      {view.clauses.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Clauses">
          {view.clauses.map((clause) => (
            <li key={clause.id}>
              <LibraryCardView clause={clause} />
            </li>
          ))}
        </ul>
      ) : view.show === 'mine' && view.mineCount === 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          You have not saved a clause of your own yet.
        </p>
      ) : (
        <NoClauseMatches show={view.show === 'mine' ? 'browse' : view.show} search={view.search} />
      )}
    </main>
  )
}
