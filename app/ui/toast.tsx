import type { ReactNode } from 'react'
import { Link, type LinkProps } from '@remix-run/react'
import { cn } from './cn.ts'

export type ToastTone = 'success' | 'error' | 'message'

const TONE = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  message: 'border-slate-300 bg-white text-slate-900',
} as const

/**
 * One notification card. It is plain markup rather than Radix's Toast, which portals into a
 * viewport that exists only in the browser: a toast flashed by the server must show
 * without JavaScript. `action` is a ToastAction (a link), `onClose` adds the close button.
 */
export function Toast({
  tone,
  title,
  description,
  action,
  onClose,
  className,
}: {
  tone: ToastTone
  title: string
  description?: string
  action?: ReactNode
  onClose?: () => void
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      className={cn(
        'pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg',
        TONE[tone],
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{title}</p>
          {description ? <p className="mt-1 text-sm break-words opacity-90">{description}</p> : null}
          {action ? <div className="mt-2">{action}</div> : null}
        </div>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            className="rounded px-1 text-sm opacity-70 hover:opacity-100"
            aria-label="Close notification"
          >
            ✕
          </button>
        ) : null}
      </div>
    </div>
  )
}

/** A toast's action: a link, so it works without JavaScript (to undo, post from the page it opens). */
export function ToastAction({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex items-center rounded-md border border-current/30 px-2 py-1 text-xs font-medium hover:bg-black/5',
        className,
      )}
      {...props}
    />
  )
}
