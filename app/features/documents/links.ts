import { DOCUMENT_PARAMS as P, type DocumentLinks, type DocumentTab } from './contract.ts'

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

/** Links of the document page, /app/documents/<id>?tab=… */
export function pageLinks(agreementId: string, current: string): DocumentLinks {
  const base = `/app/documents/${agreementId}`
  const tab = (t: DocumentTab, extra: Record<string, string> = {}) =>
    t === 'document' && Object.keys(extra).length === 0
      ? base
      : `${base}?${query({ [P.pageTab]: t, ...extra })}`
  return { tab, edit: tab('document', { edit: '1' }), returnTo: withoutModes(current) }
}

/** Links of the dialog over the workspace, /app?document=<id>&tab=… (the workspace's own parameters kept). */
export function dialogLinks(agreementId: string, workspaceSearch: string): DocumentLinks {
  const kept = new URLSearchParams(workspaceSearch)
  for (const key of Object.values(P)) if (key !== P.pageTab) kept.delete(key)
  const tab = (t: DocumentTab, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(kept)
    params.set(P.dialogDocument, agreementId)
    if (t !== 'document' || Object.keys(extra).length > 0) params.set(P.dialogTab, t)
    for (const [k, v] of Object.entries(extra)) params.set(k, v)
    return `/app?${params.toString()}`
  }
  return { tab, edit: tab('document', { edit: '1' }), returnTo: tab('document') }
}

/** Where to come back to after an action: the same view, out of edit mode, without the AI box or an AI edit's changes. */
function withoutModes(path: string): string {
  const url = new URL(path, 'http://x')
  url.searchParams.delete(P.edit)
  url.searchParams.delete(P.ai)
  url.searchParams.delete(P.aiChange)
  return `${url.pathname}${url.search}`
}
