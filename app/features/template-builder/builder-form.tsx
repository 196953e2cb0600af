import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import type { BuilderIntent } from './contract.ts'

/** A builder form: posts its intent with the CSRF token and the page's idempotency key. */
export function BuilderForm({
  intent,
  formKey,
  children,
  className,
  label,
  fieldId,
}: {
  intent: BuilderIntent
  formKey: string
  children: ReactNode
  className?: string
  label?: string
  fieldId?: string
}) {
  return (
    <Form method="post" className={className} aria-label={label} preventScrollReset>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="key" value={formKey} />
      {fieldId ? <input type="hidden" name="fieldId" value={fieldId} /> : null}
      {children}
    </Form>
  )
}
