import { useId, type InputHTMLAttributes } from 'react'
import { Input } from './input.tsx'
import { Label } from './label.tsx'

/** A labelled input with its error wired through aria-invalid and aria-describedby. */
export function Field({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null }) {
  const fallbackId = useId()
  const id = input.id ?? fallbackId
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function FormError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {message}
    </p>
  )
}
