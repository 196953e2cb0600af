import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react'
import * as TabsPrimitive from '@radix-ui/react-tabs'
import { cn } from './cn.ts'
import { LIST, TAB, type TabsLook } from './tab-looks.ts'

export type { TabsLook }

// Radix tabs switch panels in the browser only: for content that must also switch without
// JavaScript, use TabLinks (tab-links.tsx), where each tab is a URL.
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
