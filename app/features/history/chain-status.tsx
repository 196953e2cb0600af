import { Link } from '@remix-run/react'
import { HISTORY_PARAMS as P, type ChainView } from './contract.ts'

/**
 * The hash-chain check of this document's stream: verified with its count and the final
 * hash, or the first event that breaks it, named and linked. `recomputeHref` asks for the
 * whole chain to be recomputed now (see events/chain-check.server.ts for when it is reused).
 */
export function ChainStatus({
  chain,
  algorithm,
  recomputeHref,
}: {
  chain: ChainView
  algorithm: string
  recomputeHref: string
}) {
  return (
    <section
      aria-labelledby="chain-heading"
      data-testid="chain-status"
      data-status={chain.status}
      className={`rounded-xl border p-4 ${chain.status === 'verified' ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
    >
      <h2 id="chain-heading" className="text-base font-semibold">
        Hash chain
      </h2>
      {chain.status === 'verified' ? (
        <>
          <p className="mt-1 font-medium text-green-900" role="status">
            ✓ Verified ({chain.events} {chain.events === 1 ? 'event' : 'events'})
          </p>
          {chain.finalHash ? (
            <p className="mt-1 text-sm text-slate-700">
              Final hash:{' '}
              <code className="break-all text-xs" data-testid="final-hash">
                {chain.finalHash}
              </code>
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-600">
            {chain.full
              ? 'Every event’s hash was recomputed from the stored event for this view.'
              : `The hashes were recomputed from the stored events (the oldest on ${chain.recomputedAt}); no stored event has been rewritten since, and newer ones were checked now.`}{' '}
            <Link to={recomputeHref} className="underline">
              Recompute all now
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-1 font-medium text-red-900" role="alert">
            ✗ Broken at event #{chain.version}
            {chain.action ? ` (${chain.action})` : ''}: {chain.reason}.
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {chain.verifiedBefore} {chain.verifiedBefore === 1 ? 'event' : 'events'} before it verified. A
            stored event was altered, removed or reordered after it was recorded.{' '}
            <Link to={`?${P.page}=${chain.page}#event-${chain.version}`} className="underline">
              Show event #{chain.version}
            </Link>
          </p>
        </>
      )}
      <details className="mt-2 text-xs text-slate-600">
        <summary className="cursor-pointer">How the chain is computed</summary>
        <p className="mt-1">{algorithm}</p>
      </details>
    </section>
  )
}
