import type { HTMLAttributes } from 'react'
import { Link, type LinkProps } from '@remix-run/react'
import { cn } from './cn.ts'
import { LIST, TAB, type TabsLook } from './tab-looks.ts'

// Tabs as URLs, in their own module: a page that only links its tabs does not load Radix's
// tabs, roving focus and collection code (tests/bench/RESULTS.md, the workspace's JavaScript).

/** Tabs that are links: the chosen one is the current page, so they work without JavaScript. */
export function TabLinks({
  look = 'pills',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { look?: TabsLook; 'aria-label': string }) {
  return <nav className={cn(LIST[look], className)} {...props} />
}

export function TabLink({
  current,
  look = 'pills',
  className,
  ...props
}: LinkProps & { current: boolean; look?: TabsLook }) {
  return (
    <Link
      aria-current={current ? 'page' : undefined}
      className={cn(TAB[look](current), className)}
      {...props}
    />
  )
}
