import { cn } from './cn.ts'

// The two looks shared by Radix tabs (tabs.tsx) and tabs that are links (tab-links.tsx).

export const LIST = {
  pills: 'grid auto-cols-fr grid-flow-col rounded-lg bg-slate-100 p-1',
  underline: 'flex gap-1 overflow-x-auto border-b border-slate-200',
} as const

export const TAB = {
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
