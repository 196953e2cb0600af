import { useLocation } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { MenuIcon } from '#app/ui/icons.tsx'

/**
 * The sidebar drawer's open state, shared by the header's menu control and the drawer.
 * It closes on every navigation — picking a template posts and redirects, so it closes.
 */
export function useDrawer() {
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(false)
  const location = useLocation()
  useEffect(() => setHydrated(true), [])
  useEffect(() => setOpen(false), [location.key])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  return { hydrated, open, setOpen }
}

type Drawer = ReturnType<typeof useDrawer>

/**
 * The header's control: without JavaScript a link to the sidebar region; with it a button
 * that slides the drawer in on narrow screens (on wide ones the sidebar is always shown).
 */
export function DrawerToggle({ drawer }: { drawer: Drawer }) {
  const look = {
    variant: 'outline',
    size: 'xs',
    className: 'text-sm font-normal text-slate-700 lg:hidden',
  } as const
  if (!drawer.hydrated) {
    return (
      <a href="#sidebar" className={buttonVariants(look)}>
        <MenuIcon /> <span className="sr-only">Templates and chats</span>
      </a>
    )
  }
  return (
    <Button
      type="button"
      {...look}
      aria-controls="sidebar-drawer"
      aria-expanded={drawer.open}
      onClick={() => drawer.setOpen(!drawer.open)}
    >
      <MenuIcon />{' '}
      <span className="sr-only">
        {drawer.open ? 'Close templates and chats' : 'Open templates and chats'}
      </span>
    </Button>
  )
}

/** 20rem wide; off-canvas below the lg breakpoint once JavaScript runs, a plain region otherwise. */
export function DrawerPanel({ drawer, children }: { drawer: Drawer; children: ReactNode }) {
  if (!drawer.hydrated) return <div className="w-full lg:w-80">{children}</div>
  return (
    <>
      {drawer.open ? (
        <div
          aria-hidden
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          onClick={() => drawer.setOpen(false)}
        />
      ) : null}
      <div
        id="sidebar-drawer"
        data-open={drawer.open}
        className={`fixed inset-y-0 left-0 z-40 w-80 overflow-y-auto bg-slate-50 p-2 shadow-xl transition-transform lg:static lg:z-auto lg:translate-x-0 lg:bg-transparent lg:p-0 lg:shadow-none ${drawer.open ? 'translate-x-0' : '-translate-x-full'}`}
      >
        <div className="mb-2 flex justify-end lg:hidden">
          <Button
            type="button"
            onClick={() => drawer.setOpen(false)}
            variant="ghost"
            size="xs"
            className="text-sm font-normal hover:bg-slate-200"
            aria-label="Close templates and chats"
          >
            ✕ Close
          </Button>
        </div>
        {children}
      </div>
    </>
  )
}
