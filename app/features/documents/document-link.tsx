import { Link, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { DOCUMENT_PARAMS as P } from './contract.ts'

/**
 * A link that opens an agreement: its page without JavaScript, and with JavaScript the
 * dialog over the workspace (the current workspace URL, its tab named, plus `document=<id>`).
 */
export function DocumentLink({
  agreementId,
  className,
  children,
}: {
  agreementId: string
  className?: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  let to = `/app/documents/${agreementId}`
  if (hydrated && location.pathname === '/app') {
    const params = new URLSearchParams(location.search)
    for (const key of Object.values(P)) if (key !== P.pageTab) params.delete(key)
    // Without a tab, a document id starts the workspace on Collaboration: keep the one in view.
    if (!params.has('view')) params.set('view', 'home')
    params.set(P.dialogDocument, agreementId)
    to = `/app?${params.toString()}`
  }
  return (
    <Link to={to} className={className} preventScrollReset>
      {children}
    </Link>
  )
}
