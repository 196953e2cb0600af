import { forwardRef, type InputHTMLAttributes } from 'react'
import { cn } from './cn.ts'

// One look for every text control: the border turns red when the field is marked invalid.
export const controlClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid]:border-red-500'

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(controlClass, className)} {...props} />
})
