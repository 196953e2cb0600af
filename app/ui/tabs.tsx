import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from 'react'
import { Link, type LinkProps } from '@remix-run/react'
import * as TabsPrimitive from '@radix-ui/react-tabs'
import { cn } from './cn.ts'

const LIST = {
  pills: 'grid auto-cols-fr grid-flow-col rounded-lg bg-slate-100 p-1',
  underline: 'flex gap-1 overflow-x-auto border-b border-slate-200',
} as const

const TAB = {
  pills: (active: boolean) =>
    cn(
      'rounded-md px-3 py-1.5 text-center text-sm font-medium',
      active ? 'bg-white shadow' : 'text-slate-600 hover:text-slate-900',
    ),
  underline: (active: boolean) =>
    cn(
      'inline-block border-b-2 px-3 py-2 text-sm font-medium',
      active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
    ),
} as const

export type TabsLook = keyof typeof LIST

// Radix tabs switch panels in the browser only: for content that must also switch without
// JavaScript, use TabLinks, where each tab is a URL.
export const Tabs = TabsPrimitive.Root

export const TabsList = forwardRef<
  ElementRef<typeof TabsPrimitive.List>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.List> & { look?: TabsLook }
>(function TabsList({ className, look = 'pills', ...props }, ref) {
  return <TabsPrimitive.List ref={ref} className={cn(LIST[look], className)} {...props} />
})

export const TabsTrigger = forwardRef<
  ElementRef<typeof TabsPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> & { look?: TabsLook }
>(function TabsTrigger({ className, look = 'pills', ...props }, ref) {
  // Radix marks the chosen tab with data-state; both looks key their active style on it.
  return (
    <TabsPrimitive.Trigger
      ref={ref}
      className={cn(
        TAB[look](false),
        look === 'pills'
          ? 'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow'
          : 'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
        className,
      )}
      {...props}
    />
  )
})

export const TabsContent = forwardRef<
  ElementRef<typeof TabsPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(function TabsContent({ className, ...props }, ref) {
  return <TabsPrimitive.Content ref={ref} className={cn('mt-3', className)} {...props} />
})

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
