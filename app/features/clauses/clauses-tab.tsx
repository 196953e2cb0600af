import { Link } from '@remix-run/react'
import { ClauseCardView, ClauseDetailView } from './clause-card.tsx'
import { DOCUMENT_PARAMS as P, type DocumentLinks } from '#app/features/documents/contract.ts'
import {
  ClauseBrowseFilters,
  ClauseListHeading,
  ClauseSearchForm,
  NoClauseMatches,
  type ClauseFormTarget,
} from './clause-filters.tsx'

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
function tabForm(
  links: DocumentLinks,
  extra: Record<string, string>,
  replaced: readonly string[],
): ClauseFormTarget {
  const url = new URL(links.tab('clauses', extra), 'http://x')
  const hidden = [...url.searchParams].filter(([key]) => !replaced.includes(key))
  return {
    action: url.pathname,
    hidden,
    names: { search: P.clauseQuery, category: P.clauseCategory, risk: P.clauseRisk },
    idPrefix: 'clause',
    preventScrollReset: true,
  }
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

      {view.view === 'browse' ? (
        <ClauseBrowseFilters
          target={tabForm(links, {}, [P.clauseQuery, P.clauseCategory, P.clauseRisk, P.clauseId])}
          values={{ ...view, search: view.query }}
        />
      ) : null}
      {view.view === 'search' ? (
        <ClauseSearchForm
          target={tabForm(links, { [P.clauseView]: 'search' }, [P.clauseQuery, P.clauseId])}
          search={view.query}
        />
      ) : null}
      <ClauseListHeading show={view.view} search={view.query} count={view.clauses.length} />
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
      ) : (
        <NoClauseMatches show={view.view} search={view.query} />
      )}
    </div>
  )
}
