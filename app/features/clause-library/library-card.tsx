import { Link, useLocation } from '@remix-run/react'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { RiskBadge } from '#app/features/clauses/clause-card.tsx'
import { clauseHref, libraryDialogHref, type LibraryCard } from './contract.ts'

const enIN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "12 Mar 2025" from the clause's ISO date. */
export const updatedOn = (iso: string) => enIN.format(new Date(`${iso}T00:00:00Z`))

/** Only the measured count: the seed behind the library's ranking is not a number of uses. */
export const usesText = (uses: number) =>
  uses === 0
    ? 'Not yet added to a document'
    : `Added to documents ${uses.toLocaleString('en-IN')} ${uses === 1 ? 'time' : 'times'}`

/**
 * A clause in the library tab: what the specification's card shows, and the way to its page
 * (without JavaScript) or, with it, to its dialog over the tab, the tab's filters kept.
 */
export function LibraryCardView({ clause }: { clause: LibraryCard }) {
  const titleId = `library-${clause.id}-title`
  const hydrated = useHydrated()
  const { pathname, search } = useLocation()
  const href = hydrated && pathname === '/app' ? libraryDialogHref(search, clause.id) : clauseHref(clause.id)
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          <Link to={href} className="hover:underline" preventScrollReset>
            {clause.title}
          </Link>
        </h2>
        <RiskBadge level={clause.riskLevel} />
      </div>
      <p className="text-xs text-slate-600">
        {clause.category} · {clause.subcategory}
      </p>
      {clause.description ? <p className="text-sm text-slate-700">{clause.description}</p> : null}
      <ul className="flex flex-wrap gap-1" aria-label="Tags">
        {clause.tags.map((tag) => (
          <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </li>
        ))}
        {clause.moreTags > 0 ? (
          <li className="px-1 text-xs text-slate-500">+{clause.moreTags} more</li>
        ) : null}
      </ul>
      {clause.applicableLaws.length > 0 ? (
        <p className="text-xs text-slate-600">
          <span className="font-medium">Applicable laws:</span> {clause.applicableLaws.join('; ')}
        </p>
      ) : null}
      <p className="mt-auto flex flex-wrap justify-between gap-2 pt-2 text-xs text-slate-500">
        <span>
          {clause.personal ? 'Last saved' : 'Updated'} {updatedOn(clause.lastUpdated)}
        </span>
        <span data-testid="clause-uses">{usesText(clause.uses)}</span>
      </p>
      <Link to={href} className="text-sm font-medium text-brand-700 underline" preventScrollReset>
        View clause<span className="sr-only">: {clause.title}</span>
      </Link>
    </article>
  )
}
