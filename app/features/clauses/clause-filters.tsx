import { Form, Link } from '@remix-run/react'
import { Button } from '#app/ui/button.tsx'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'

// The clause library's GET forms and list heading, shared by the workspace's Clauses tab
// and a document's Clauses tab: each page says where its forms go and what its URL
// parameters are called; the controls, labels and wording are the same in both.

const FIELD = 'rounded-md border border-slate-300 bg-transparent px-3 py-1.5 text-sm shadow-none'

/** Where a filter form goes: its action, the hidden fields that keep the page's own state, and the parameter names. */
export interface ClauseFormTarget {
  action: string
  hidden: ReadonlyArray<readonly [string, string]>
  names: { search: string; category: string; risk: string }
  /** Makes the fields' ids unique on the page. */
  idPrefix: string
  /** In a document the forms keep the scroll position (the tab sits below the text). */
  preventScrollReset?: boolean
}

export interface ClauseFilterValues {
  search: string
  /** A category, or 'all'. */
  category: string
  /** A risk level, or 'all'. */
  risk: string
  categories: readonly string[]
  risks: readonly string[]
}

function Hidden({ target }: { target: ClauseFormTarget }) {
  return (
    <>
      {target.hidden.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
    </>
  )
}

/** Browse: the search text, then the category and risk filters on top of it. */
export function ClauseBrowseFilters({
  target,
  values,
  clearHref,
}: {
  target: ClauseFormTarget
  values: ClauseFilterValues
  /** Shown when a filter is set. */
  clearHref?: string
}) {
  const id = (name: string) => `${target.idPrefix}-${name}`
  const filtered = values.search !== '' || values.category !== 'all' || values.risk !== 'all'
  return (
    <Form
      method="get"
      action={target.action}
      preventScrollReset={target.preventScrollReset}
      className="flex flex-wrap items-end gap-3"
      role="search"
      aria-label="Clause filters"
    >
      <Hidden target={target} />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id('search')} className="text-inherit">
          Search clauses
        </Label>
        <Input
          key={values.search}
          id={id('search')}
          type="search"
          name={target.names.search}
          defaultValue={values.search}
          maxLength={200}
          className={FIELD}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id('category')} className="text-inherit">
          Category
        </Label>
        <Select
          key={values.category}
          id={id('category')}
          name={target.names.category}
          defaultValue={values.category}
          className={FIELD}
        >
          <option value="all">All categories</option>
          {values.categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id('risk')} className="text-inherit">
          Risk level
        </Label>
        <Select
          key={values.risk}
          id={id('risk')}
          name={target.names.risk}
          defaultValue={values.risk}
          className={FIELD}
        >
          <option value="all">All risk levels</option>
          {values.risks.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" className="py-1.5">
        Apply filters
      </Button>
      {clearHref && filtered ? (
        <Link to={clearHref} className="py-1.5 text-sm text-brand-700 underline">
          Clear
        </Link>
      ) : null}
    </Form>
  )
}

/** Search: one field over title, description, tags and text. */
export function ClauseSearchForm({ target, search }: { target: ClauseFormTarget; search: string }) {
  const id = `${target.idPrefix}-search-q`
  return (
    <Form
      method="get"
      action={target.action}
      preventScrollReset={target.preventScrollReset}
      className="flex flex-wrap items-end gap-2"
      role="search"
      aria-label="Clause search"
    >
      <Hidden target={target} />
      <div className="flex min-w-[16rem] flex-1 flex-col gap-1">
        <Label htmlFor={id} className="text-inherit">
          Search clauses
        </Label>
        <Input
          key={search}
          id={id}
          type="search"
          name={target.names.search}
          defaultValue={search}
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

/** What the list below shows: Popular's rule, or how many clauses match. */
export function ClauseListHeading({
  show,
  search,
  count,
}: {
  show: 'browse' | 'popular' | 'search'
  search: string
  count: number
}) {
  return (
    <>
      {show === 'popular' ? (
        <p className="text-sm text-slate-600">
          The five clauses added to documents most often here; where the counts are equal, the library&apos;s
          own ranking of how common the clause is in Indian practice decides.
        </p>
      ) : null}
      <p className="text-sm text-slate-600" aria-live="polite">
        {show === 'search' && search.trim() === ''
          ? 'Search the title, description, tags and text of every clause.'
          : `${count} ${count === 1 ? 'clause' : 'clauses'}${search ? ` matching “${search}”` : ''}`}
      </p>
    </>
  )
}

/** Said when a search or filter leaves nothing (not before anything was searched). */
export function NoClauseMatches({ show, search }: { show: 'browse' | 'popular' | 'search'; search: string }) {
  return show !== 'search' || search.trim() !== '' ? (
    <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      No clause matches. Try other words or fewer filters.
    </p>
  ) : null
}
