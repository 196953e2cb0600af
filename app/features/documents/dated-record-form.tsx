import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { FormError } from '#app/ui/field.tsx'

/**
 * The frame both records of the Analytics tab post in (the date of execution, the
 * registration): the execution route, the CSRF token, the version the page was loaded at (a
 * record made since is a 409), where to come back to, and the form's own refusal.
 */
export function DatedRecordForm({
  agreementId,
  label,
  version,
  returnTo,
  formError,
  children,
}: {
  agreementId: string
  label: string
  version: number
  returnTo: string
  formError: string | null | undefined
  children: ReactNode
}) {
  return (
    <Form
      method="post"
      action={`/app/documents/${agreementId}/execution`}
      aria-label={label}
      className="mt-2 flex flex-col gap-2"
    >
      <CsrfInput />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <FormError message={formError} />
      {children}
    </Form>
  )
}
