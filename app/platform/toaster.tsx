import { useEffect, useState } from 'react'
import { TOAST_EVENT, type ClientToast } from '#app/platform/client-toast.ts'
import { Toast } from '#app/ui/toast.tsx'

type PendingToast = { id: string; type: 'success' | 'error' | 'message'; title: string; description: string }

export const TOAST_DURATION_MS = 5_000

/**
 * Shows the one pending toast. It arrives server-rendered from the session flash, so it
 * shows without JavaScript; with JavaScript it closes itself after 5 seconds.
 */
export function Toaster({ toast: fromServer }: { toast: PendingToast | null }) {
  const [dismissed, setDismissed] = useState<string | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const [local, setLocal] = useState<PendingToast | null>(null)
  useEffect(() => setHydrated(true), [])
  // One slot (spec: at most one toast): the newest of the server's and the browser's wins.
  useEffect(() => setLocal(null), [fromServer])
  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ClientToast>).detail
      setLocal({ id: `local-${Date.now()}-${Math.random()}`, description: '', ...detail })
    }
    window.addEventListener(TOAST_EVENT, onToast)
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [])
  const toast = local ?? fromServer
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setDismissed(toast.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast])
  if (!toast || dismissed === toast.id) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end">
      <Toast
        tone={toast.type}
        title={toast.title}
        description={toast.description}
        onClose={hydrated ? () => setDismissed(toast.id) : undefined}
      />
    </div>
  )
}
