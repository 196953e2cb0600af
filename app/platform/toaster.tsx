import { useEffect, useState } from 'react'
import { TOAST_EVENT, type ClientToast } from '#app/platform/client-toast.ts'

type Toast = { id: string; type: 'success' | 'error' | 'message'; title: string; description: string }

export const TOAST_DURATION_MS = 5_000

const tone = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  message: 'border-slate-300 bg-white text-slate-900',
} as const

/**
 * Shows the one pending toast. It arrives server-rendered from the session flash, so it
 * shows without JavaScript; with JavaScript it closes itself after 5 seconds.
 */
export function Toaster({ toast: fromServer }: { toast: Toast | null }) {
  const [dismissed, setDismissed] = useState<string | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const [local, setLocal] = useState<Toast | null>(null)
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
      <div
        role={toast.type === 'error' ? 'alert' : 'status'}
        data-testid="toast"
        className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${tone[toast.type]}`}
      >
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 break-words text-sm opacity-90">{toast.description}</p> : null}
          </div>
          {hydrated ? (
            <button
              type="button"
              onClick={() => setDismissed(toast.id)}
              className="rounded px-1 text-sm opacity-70 hover:opacity-100"
              aria-label="Close notification"
            >
              ✕
            </button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
