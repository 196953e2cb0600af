import { Form, Link } from '@remix-run/react'
import { Button } from '#app/ui/button.tsx'
import { ClauseCardView, ClauseDetailView } from './clause-card.tsx'
import { DOCUMENT_PARAMS as P, type DocumentLinks } from '#app/features/documents/contract.ts'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'

export const CLAUSE_VIEWS = ['browse', 'popular', 'search'] as const
export type ClauseView = (typeof CLAUSE_VIEWS)[number]

const VIEW_LABELS: Record<ClauseView, string> = { browse: 'Browse', popular: 'Popular', search: 'Search' }

/** A clause as a card shows it: the tags cut to what the view shows (3 or 4). */
export interface ClauseCard {
  id: string
  title: string
  category: string
  subcategory: string
  description: string
  riskLevel: string
  /**
   * The library's built-in seed (an editorial ranking of how common the clause is, not a
   * measurement) plus the times it was really added here. Not shown as a count of uses,
   * since most of it was never measured; Popular ranks by `timesAdded`, then the seed.
   */
  usageCount: number
  /** Times it was added to a document here (ClauseAdded events, all users): a real count. */
  timesAdded: number
  tags: string[]
  moreTags: number
  placeholderCount: number
}

export interface ClauseDetail extends ClauseCard {
  content: string
  applicableLaws: string[]
  /** Placeholder names without brackets, in order. */
  placeholders: string[]
  lastUpdated: string
}

export interface ClausesTabView {
  view: ClauseView
  query: string
  /** A category, or 'all'. */
  category: string
  /** A risk level, or 'all'. */
  risk: string
  categories: string[]
  risks: string[]
  clauses: ClauseCard[]
  selected: ClauseDetail | null
}

/**
 * A GET form to the Clauses tab of this view (page or dialog): its action and the hidden
 * fields that keep the view's own parameters (the dialog's workspace ones too), built from
 * the links helper so the form lands where the tab's links do.
 */
function tabForm(links: DocumentLinks, extra: Record<string, string>, replaced: readonly string[]) {
  const url = new URL(links.tab('clauses', extra), 'http://x')
  const hidden = [...url.searchParams].filter(([key]) => !replaced.includes(key))
  return { action: url.pathname, hidden }
}

/**
 * The clause library as a tab of the document: Browse (search, category and risk filters),
 * Popular (top 5 by use) and Search, each a URL so it works without JavaScript; a clause's
 * details open from its card; "Add to document" appends it and opens edit mode.
 */
export function ClausesTab({
  view,
  agreementId,
  links,
}: {
  view: ClausesTabView
  agreementId: string
  links: DocumentLinks
}) {
  const state: Record<string, string> = {
    ...(view.view !== 'browse' ? { [P.clauseView]: view.view } : {}),
    ...(view.query && view.view !== 'popular' ? { [P.clauseQuery]: view.query } : {}),
    ...(view.view === 'browse' && view.category !== 'all' ? { [P.clauseCategory]: view.category } : {}),
    ...(view.view === 'browse' && view.risk !== 'all' ? { [P.clauseRisk]: view.risk } : {}),
  }
  const here = links.tab('clauses', state)
  const details = (id: string) => `${links.tab('clauses', { ...state, [P.clauseId]: id })}#clause-detail`
  // After Add, the server opens the Document tab in edit mode from this return path.
  const returnTo = links.edit

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Clause library views">
        <ul className="flex gap-1">
          {Object.entries(VIEW_LABELS).map(([key, label]) => (
            <li key={key}>
              <Link
                to={links.tab('clauses', key === 'browse' ? {} : { [P.clauseView]: key })}
                aria-current={view.view === key ? 'page' : undefined}
                preventScrollReset
                className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium ${view.view === key ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {view.selected ? (
        <ClauseDetailView
          clause={view.selected}
          agreementId={agreementId}
          returnTo={returnTo}
          closeHref={here}
        />
      ) : null}

      {view.view === 'browse' ? <BrowseFilters view={view} links={links} /> : null}
      {view.view === 'search' ? <SearchForm view={view} links={links} /> : null}
      {view.view === 'popular' ? (
        <p className="text-sm text-slate-600">
          The five clauses added to documents most often here; where the counts are equal, the library&apos;s
          own ranking of how common the clause is in Indian practice decides.
        </p>
      ) : null}

      <p className="text-sm text-slate-600" aria-live="polite">
        {view.view === 'search' && view.query.trim() === ''
          ? 'Search the title, description, tags and text of every clause.'
          : `${view.clauses.length} ${view.clauses.length === 1 ? 'clause' : 'clauses'}${view.query ? ` matching “${view.query}”` : ''}`}
      </p>
      {view.clauses.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Clauses">
          {view.clauses.map((clause) => (
            <li key={clause.id}>
              <ClauseCardView
                clause={clause}
                agreementId={agreementId}
                returnTo={returnTo}
                detailsHref={details(clause.id)}
              />
            </li>
          ))}
        </ul>
      ) : view.view !== 'search' || view.query.trim() !== '' ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          No clause matches. Try other words or fewer filters.
        </p>
      ) : null}
    </div>
  )
}

function BrowseFilters({ view, links }: { view: ClausesTabView; links: DocumentLinks }) {
  const { action, hidden } = tabForm(links, {}, [P.clauseQuery, P.clauseCategory, P.clauseRisk, P.clauseId])
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      className="flex flex-wrap items-end gap-3"
      role="search"
      aria-label="Clause filters"
    >
      {hidden.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div className="flex flex-col gap-1">
        <Label htmlFor="clause-browse-q" className="text-inherit">
          Search clauses
        </Label>
        <Input
          key={view.query}
          id="clause-browse-q"
          type="search"
          name={P.clauseQuery}
          defaultValue={view.query}
          maxLength={200}
          className="rounded-md border border-slate-300 bg-transparent px-3 py-1.5 text-sm shadow-none"
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="clause-category" className="text-inherit">
          Category
        </Label>
        <Select
          key={view.category}
          id="clause-category"
          name={P.clauseCategory}
          defaultValue={view.category}
          className="rounded-md border border-slate-300 bg-transparent px-2 py-1.5 text-sm shadow-none"
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
        <Label htmlFor="clause-risk" className="text-inherit">
          Risk level
        </Label>
        <Select
          key={view.risk}
          id="clause-risk"
          name={P.clauseRisk}
          defaultValue={view.risk}
          className="rounded-md border border-slate-300 bg-transparent px-2 py-1.5 text-sm shadow-none"
        >
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
    </Form>
  )
}

function SearchForm({ view, links }: { view: ClausesTabView; links: DocumentLinks }) {
  const { action, hidden } = tabForm(links, { [P.clauseView]: 'search' }, [P.clauseQuery, P.clauseId])
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      className="flex flex-wrap items-end gap-2"
      role="search"
      aria-label="Clause search"
    >
      {hidden.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div className="flex min-w-[16rem] flex-1 flex-col gap-1">
        <Label htmlFor="clause-search-q" className="text-inherit">
          Search clauses
        </Label>
        <Input
          key={view.query}
          id="clause-search-q"
          type="search"
          name={P.clauseQuery}
          defaultValue={view.query}
          maxLength={200}
          placeholder="force majeure, deposit, arbitration…"
          className="rounded-md border border-slate-300 bg-transparent px-3 py-1.5 text-sm shadow-none"
        />
      </div>
      <Button type="submit" className="py-1.5">
        Search
      </Button>
    </Form>
  )
}
