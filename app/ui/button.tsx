import { forwardRef, type ButtonHTMLAttributes } from 'react'
import * as Slot from '@radix-ui/react-slot'
import { cn } from './cn.ts'

const base =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed'

export const BUTTON_VARIANTS = {
  default: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  destructive: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  ghost: 'text-slate-700 hover:bg-slate-100',
  link: 'text-brand-700 underline hover:text-brand-900',
} as const

export const BUTTON_SIZES = {
  default: 'px-4 py-2',
  sm: 'px-3 py-1.5',
  xs: 'px-2 py-1 text-xs',
  lg: 'px-6 py-3 text-base',
  icon: 'h-9 w-9 p-0',
  inline: 'p-0',
} as const

export type ButtonVariant = keyof typeof BUTTON_VARIANTS
export type ButtonSize = keyof typeof BUTTON_SIZES

/** The classes of a button; also for a link that should look like one. */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className)
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Renders its one child (a link, say) with the button's classes instead of a <button>. */
  asChild?: boolean
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, asChild = false, ...props },
  ref,
) {
  const Component = asChild ? Slot.Root : 'button'
  return <Component ref={ref} className={buttonVariants({ variant, size, className })} {...props} />
})
