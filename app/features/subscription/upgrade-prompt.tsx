import { Link } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'

// The dialog (and radix with it) loads only when it opens: most visits never need it,
// and it would otherwise weigh on every /app page's JavaScript.
const UpgradeDialog = lazy(() => import('./upgrade-dialog.tsx'))

// The specification's delay before the subscription dialog opens.
export const UPGRADE_DIALOG_DELAY_MS = 1000

/**
 * After the gate refused a generation: a link to /subscription in the page (all that is
 * needed without JavaScript) and, with JavaScript, the subscription dialog one second later.
 */
export function UpgradePrompt({ show }: { show: boolean }) {
  const [open, setOpen] = useState(false)
  // Loaded on first opening and kept: a checkout begun in it goes on after it closes.
  const [loaded, setLoaded] = useState(false)
  // How long after the page showed the refusal the dialog opened (data-delay-ms, for tests).
  const [delay, setDelay] = useState<number | null>(null)
  useEffect(() => {
    if (!show) return
    const shownAt = performance.now()
    const timer = setTimeout(() => {
      setDelay(Math.round(performance.now() - shownAt))
      setOpen(true)
      setLoaded(true)
    }, UPGRADE_DIALOG_DELAY_MS)
    return () => clearTimeout(timer)
  }, [show])
  if (!show) return null
  return (
    <>
      <p
        role="note"
        className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        Nothing was generated: a subscription is needed.{' '}
        <Link to="/subscription" className="font-semibold underline">
          See the Professional plan
        </Link>
      </p>
      {loaded ? (
        <Suspense fallback={null}>
          <UpgradeDialog open={open} onOpenChange={setOpen} delay={delay} />
        </Suspense>
      ) : null}
    </>
  )
}
