import { useId, type InputHTMLAttributes } from 'react'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'

/** A labelled input with a line of guidance read with it, and its error (as Field wires them). */
export function HintedField({
  label,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint: string; error?: string | null }) {
  const fallbackId = useId()
  const id = input.id ?? fallbackId
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
