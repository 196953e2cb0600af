import { forwardRef, type SelectHTMLAttributes } from 'react'
import { cn } from './cn.ts'
import { controlClass } from './input.tsx'

/**
 * A native <select>, styled: it posts with its form and opens with the keyboard without
 * JavaScript, which Radix's Select cannot do before it hydrates.
 */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(controlClass, 'pr-8', className)} {...props} />
})
