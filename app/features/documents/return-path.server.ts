import { DOCUMENT_PARAMS } from '#app/features/documents/contract.ts'
import { redirectTarget } from '#app/platform/redirect-target.server.ts'

/** The document page (or dialog) a form came from: a path inside /app, never another site. */
export function returnPath(raw: string | undefined, agreementId: string): string {
  return redirectTarget(raw, { fallback: `/app/documents/${agreementId}`, within: ['/app'] })
}

/**
 * The same view on its Document tab with `set` applied: the page's `tab` (or the dialog's
 * `dtab` over /app, whose own `tab` and other parameters are kept) set to document, and
 * the other tabs' parameters dropped — after adding a clause (`edit=1`) or an AI edit
 * (`ai_change=<version>`).
 */
export function documentTabPath(returnTo: string, set: Record<string, string>): string {
  const url = new URL(returnTo, 'http://x')
  const dialog = url.pathname === '/app'
  for (const key of Object.values(DOCUMENT_PARAMS)) {
    // Over the workspace, `tab` is the workspace's own and `document` names the open document.
    if (dialog && (key === DOCUMENT_PARAMS.pageTab || key === DOCUMENT_PARAMS.dialogDocument)) continue
    url.searchParams.delete(key)
  }
  url.searchParams.set(dialog ? DOCUMENT_PARAMS.dialogTab : DOCUMENT_PARAMS.pageTab, 'document')
  for (const [key, value] of Object.entries(set)) url.searchParams.set(key, value)
  return `${url.pathname}?${url.searchParams.toString()}`
}
