import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { cn } from './cn.ts'
import { controlClass } from './input.tsx'

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return <textarea ref={ref} className={cn(controlClass, 'min-h-20', className)} {...props} />
  },
)
