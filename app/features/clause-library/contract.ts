// The clause library tab (/app?view=clauses) and a clause's page (/app/clauses/<id>): their
// URL parameters and the data they show. Plain data only: this file ships to the browser.

import type { ClauseView } from '#app/features/clauses/clauses-tab.tsx'

/**
 * The tab's own parameters, named apart from the sidebar's and the document dialog's:
 * `clause` opens a clause as a dialog over the tab, `into` is the document picked in it.
 */
export const LIBRARY_PARAMS = {
  show: 'show',
  search: 'search',
  category: 'category',
  risk: 'risk',
  clause: 'clause',
  into: 'into',
} as const

/** The library's views: the built-in clauses' three, and the user's own. */
export type LibraryView = ClauseView | 'mine'
export const LIBRARY_VIEWS: readonly LibraryView[] = ['browse', 'popular', 'search', 'mine']

/** A clause's page; `into` is the document picked to add it to. */
export const clauseHref = (id: string, into?: string) =>
  `/app/clauses/${encodeURIComponent(id)}${into ? `?into=${encodeURIComponent(into)}` : ''}`

/** The library tab's URL (its view and filters kept) with the clause dialog closed. */
export function libraryCloseHref(search: string) {
  const params = new URLSearchParams(search)
  params.delete(LIBRARY_PARAMS.clause)
  params.delete(LIBRARY_PARAMS.into)
  return `/app?${params.toString()}`
}

/** The library tab's URL with a clause open as a dialog over it. */
export function libraryDialogHref(search: string, id: string) {
  const params = new URLSearchParams(search)
  params.delete(LIBRARY_PARAMS.into)
  params.set('view', 'clauses')
  params.set(LIBRARY_PARAMS.clause, id)
  return `/app?${params.toString()}`
}

/**
 * Where a clause's forms and links go: on its page, to the page's own URLs; in the dialog,
 * picking a document stays in the dialog (a GET of /app keeping the tab's parameters).
 */
export interface ClauseDetailLinks {
  choose: { action: string; hidden: [string, string][] }
}

export interface LibraryCard {
  id: string
  title: string
  category: string
  subcategory: string
  description: string
  riskLevel: string
  /** Cut to what the view shows: 3 in Browse and Popular, 4 in Search. */
  tags: string[]
  moreTags: number
  applicableLaws: string[]
  /** ISO date. */
  lastUpdated: string
  /** Times added to a document here (ClauseAdded events, every user): a measured count. */
  uses: number
  /** One of the user's own clauses (My clauses), not the built-in library's. */
  personal: boolean
}

export interface ClauseLibraryView {
  show: LibraryView
  search: string
  /** A category, or 'all'. */
  category: string
  /** A risk level, or 'all'. */
  risk: string
  categories: string[]
  risks: string[]
  clauses: LibraryCard[]
  /** My clauses: how many the user has in all, whatever the filters (else absent). */
  mineCount?: number
}

export interface ClauseDetail extends LibraryCard {
  content: string
  /** Placeholder names without brackets, in order of first appearance. */
  placeholders: string[]
}

/** A document the user may add the clause to. */
export interface TargetDocument {
  id: string
  title: string
  /** A trial preview: the add is refused until Professional. */
  preview: boolean
}

export interface ClausePage {
  clause: ClauseDetail
  /** One of the user's own clauses with its edit form open (`?edit=1`). */
  editing: boolean
  /** What the edit form's category and risk lists offer. */
  categories: string[]
  risks: string[]
  documents: TargetDocument[]
  /** The document picked (`?into=`), with the placeholder values its details give. */
  into: (TargetDocument & { prefill: Record<string, string> }) | null
}

/** The add form's field for a placeholder. */
export const placeholderField = (name: string) => `ph:${name}`
