import type { ReactNode } from 'react'
import { useNavigate } from '@remix-run/react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { DialogOverlay, DialogPortal } from './dialog.tsx'

/**
 * A dialog that is a URL (a document or a clause over the workspace): open while the route
 * says so, and closing it — Escape, the overlay, a Close button — navigates to `closeHref`, so
 * Back, reload and a shared link behave like the page it stands for.
 */
export function RouteDialog({
  closeHref,
  className,
  testId,
  children,
}: {
  closeHref: string
  className: string
  testId: string
  children: ReactNode
}) {
  const navigate = useNavigate()
  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => (open ? undefined : navigate(closeHref, { preventScrollReset: true }))}
    >
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content aria-describedby={undefined} className={className} data-testid={testId}>
          {children}
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  )
}
