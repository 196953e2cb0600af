import { forwardRef } from 'react'
import { Button, type ButtonProps } from './button.tsx'
import { cn } from './cn.ts'

export type Status = 'idle' | 'pending' | 'success' | 'error'

/**
 * A button that shows the state of the submission it starts. The status comes from
 * `useNavigation` or a fetcher, so it is only ever not 'idle' with JavaScript; without
 * it this is a plain button, never disabled by the kit, and the browser shows progress.
 */
export const StatusButton = forwardRef<HTMLButtonElement, ButtonProps & { status?: Status }>(
  function StatusButton({ status = 'idle', className, children, ...props }, ref) {
    return (
      <Button
        ref={ref}
        data-status={status}
        aria-busy={status === 'pending' ? true : undefined}
        className={cn(className)}
        {...props}
      >
        {children}
        <StatusIcon status={status} />
      </Button>
    )
  },
)

function StatusIcon({ status }: { status: Status }) {
  if (status === 'idle') return null
  const common = {
    'aria-hidden': true,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const
  if (status === 'pending')
    return (
      <svg {...common} className="h-4 w-4 shrink-0 animate-spin" data-testid="status-pending">
        <path d="M21 12a9 9 0 1 1-6.22-8.56" />
      </svg>
    )
  if (status === 'success')
    return (
      <svg {...common} className="h-4 w-4 shrink-0">
        <path d="M20 6 9 17l-5-5" />
      </svg>
    )
  return (
    <svg {...common} className="h-4 w-4 shrink-0">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  )
}
