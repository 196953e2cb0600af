import { Form, Link } from '@remix-run/react'
import { Button } from '#app/ui/button.tsx'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'
import { TabLink, TabLinks } from '#app/ui/tabs.tsx'
import { LibraryCardView } from './library-card.tsx'
import { LIBRARY_PARAMS as P, type ClauseLibraryView, type LibraryView } from './contract.ts'

const VIEW_LABELS: Record<LibraryView, string> = { browse: 'Browse', popular: 'Popular', search: 'Search' }

const viewHref = (show: LibraryView) =>
  show === 'browse' ? '/app?view=clauses' : `/app?view=clauses&${P.show}=${show}`

const FIELD = 'rounded-md border border-slate-300 bg-transparent px-3 py-1.5 text-sm shadow-none'

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

      {view.show === 'browse' ? <BrowseFilters view={view} /> : null}
      {view.show === 'search' ? <SearchForm view={view} /> : null}
      {view.show === 'popular' ? (
        <p className="text-sm text-slate-600">
          The five clauses added to documents most often here; where the counts are equal, the library&apos;s
          own ranking of how common the clause is in Indian practice decides.
        </p>
      ) : null}

      <p className="text-sm text-slate-600" aria-live="polite">
        {view.show === 'search' && view.search.trim() === ''
          ? 'Search the title, description, tags and text of every clause.'
          : `${view.clauses.length} ${view.clauses.length === 1 ? 'clause' : 'clauses'}${view.search ? ` matching “${view.search}”` : ''}`}
      </p>
      {view.clauses.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Clauses">
          {view.clauses.map((clause) => (
            <li key={clause.id}>
              <LibraryCardView clause={clause} />
            </li>
          ))}
        </ul>
      ) : view.show !== 'search' || view.search.trim() !== '' ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          No clause matches. Try other words or fewer filters.
        </p>
      ) : null}
    </main>
  )
}

function BrowseFilters({ view }: { view: ClauseLibraryView }) {
  return (
    <Form
      method="get"
      action="/app"
      className="flex flex-wrap items-end gap-3"
      role="search"
      aria-label="Clause filters"
    >
      <input type="hidden" name="view" value="clauses" />
      <div className="flex flex-col gap-1">
        <Label htmlFor="library-search" className="text-inherit">
          Search clauses
        </Label>
        <Input
          key={view.search}
          id="library-search"
          type="search"
          name={P.search}
          defaultValue={view.search}
          maxLength={200}
          className={FIELD}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="library-category" className="text-inherit">
          Category
        </Label>
        <Select
          key={view.category}
          id="library-category"
          name={P.category}
          defaultValue={view.category}
          className={FIELD}
        >
          <option value="all">All categories</option>
          {view.categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="library-risk" className="text-inherit">
          Risk level
        </Label>
        <Select key={view.risk} id="library-risk" name={P.risk} defaultValue={view.risk} className={FIELD}>
          <option value="all">All risk levels</option>
          {view.risks.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" className="py-1.5">
        Apply filters
      </Button>
      {view.search || view.category !== 'all' || view.risk !== 'all' ? (
        <Link to="/app?view=clauses" className="py-1.5 text-sm text-brand-700 underline">
          Clear
        </Link>
      ) : null}
    </Form>
  )
}

function SearchForm({ view }: { view: ClauseLibraryView }) {
  return (
    <Form
      method="get"
      action="/app"
      className="flex flex-wrap items-end gap-2"
      role="search"
      aria-label="Clause search"
    >
      <input type="hidden" name="view" value="clauses" />
      <input type="hidden" name={P.show} value="search" />
      <div className="flex min-w-[16rem] flex-1 flex-col gap-1">
        <Label htmlFor="library-search-q" className="text-inherit">
          Search clauses
        </Label>
        <Input
          key={view.search}
          id="library-search-q"
          type="search"
          name={P.search}
          defaultValue={view.search}
          maxLength={200}
          placeholder="force majeure, deposit, arbitration…"
          className={FIELD}
        />
      </div>
      <Button type="submit" className="py-1.5">
        Search
      </Button>
    </Form>
  )
}
