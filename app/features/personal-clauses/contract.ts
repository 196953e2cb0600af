// The "Save as my clause" page (/app/documents/<id>/save-clause). Plain data only: this
// file ships to the browser.

export const SAVE_CLAUSE_INTENT = 'save-clause'
export const DELETE_CLAUSE_INTENT = 'delete-clause'
/** Edits one of the user's own clauses, from its page (/app/clauses/<id>?edit=1). */
export const EDIT_CLAUSE_INTENT = 'edit-clause'
export const EDIT_CLAUSE_PARAM = 'edit'

/** The page's own parameter: the passage picked to start from (its index). */
export const SAVE_PARAMS = { passage: 'passage' } as const

export const saveClauseHref = (documentId: string, passage?: number) =>
  `/app/documents/${encodeURIComponent(documentId)}/save-clause${passage === undefined ? '' : `?${SAVE_PARAMS.passage}=${passage}`}`

export interface SaveClausePage {
  document: { id: string; title: string; content: string }
  /** The document's clauses (or paragraphs) to start from. */
  passages: { label: string; text: string }[]
  /** The passage picked (`?passage=`), if one was. */
  chosen: number | null
  /** The new clause's id, fixed when the page is read, so a form sent twice saves once. */
  clauseId: string
  categories: string[]
  risks: string[]
}
