import { useFetcher } from '@remix-run/react'
import { useState, type FormEvent } from 'react'
import { COLLABORATION_TEXTS, DEFAULT_ROLE, type CollaboratorRole } from '#domain/collaboration/index.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { FormKeyInput } from './form-key.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { Field, FormError, SelectField } from '#app/ui/field.tsx'
import { showToast } from '#app/platform/client-toast.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { fieldsFilled, ROLE_OPTIONS, type CollaborationRefusal } from './contract.ts'
import { useFetcherSuccess } from './use-fetcher-success.ts'
import { useTypedText } from '#app/ui/use-typed-text.ts'

const inputClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm aria-[invalid]:border-red-500'

/**
 * Add a collaborator by e-mail and name (spec §5): both required after trimming, the
 * role a viewer unless chosen otherwise. The server also refuses an e-mail that is not an
 * address ("Please enter a valid email address", the sign-up check): access is granted to
 * it at sign-up. With JavaScript the
 * button is disabled while a field is empty or the request is pending, and after adding
 * the form is cleared with the role back to viewer; without it the server's redirect
 * gives a fresh form, and a refusal comes back with what was typed.
 */
export function AddCollaboratorForm({
  agreementId,
  returnTo,
  refused,
}: {
  agreementId: string
  returnTo: string
  refused: CollaborationRefusal | null
}) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<CollaborationRefusal>()
  const refusal = (fetcher.state === 'idle' ? fetcher.data : undefined) ?? refused
  const [email, setEmail] = useTypedText(`collaborator-email-${agreementId}`, refused?.values.email ?? '')
  const [name, setName] = useTypedText(`collaborator-name-${agreementId}`, refused?.values.name ?? '')
  const [role, setRole] = useState<CollaboratorRole>(
    (refused?.values.role as CollaboratorRole | undefined) ?? DEFAULT_ROLE,
  )
  useFetcherSuccess(fetcher, () => {
    setEmail('')
    setName('')
    setRole(DEFAULT_ROLE)
  })
  const errors = refusal?.fieldErrors ?? {}
  const pending = fetcher.state !== 'idle'
  const filled = fieldsFilled(email, name)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (filled) return
    event.preventDefault()
    showToast({ type: 'error', title: 'Error', description: COLLABORATION_TEXTS.emailAndNameRequired })
  }

  return (
    <fetcher.Form
      method="post"
      action={`/document/${agreementId}`}
      onSubmit={onSubmit}
      className="flex flex-col gap-2"
      aria-label="Add collaborator"
    >
      <CsrfInput />
      <FormKeyInput />
      <input type="hidden" name="intent" value="add-collaborator" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="grid gap-2">
        <Field
          id={`collaborator-email-${agreementId}`}
          label="Email"
          name="email"
          type="text"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          placeholder="colleague@example.com"
        />
        <Field
          id={`collaborator-name-${agreementId}`}
          label="Name"
          name="name"
          type="text"
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          placeholder="Their name"
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <SelectField
            id={`collaborator-role-${agreementId}`}
            label="Role"
            name="role"
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as CollaboratorRole)}
            error={errors.role}
            options={ROLE_OPTIONS}
            className={`${inputClass} w-full`}
          />
        </div>
        <StatusButton
          type="submit"
          disabled={hydrated && (!filled || pending)}
          status={pending ? 'pending' : 'idle'}
        >
          {pending ? 'Adding…' : 'Add Collaborator'}
        </StatusButton>
      </div>
      <p className="text-xs text-slate-500">{ROLE_OPTIONS.map((o) => `${o.label}s ${o.hint}`).join('; ')}.</p>
      <FormError id={`add-collaborator-error-${agreementId}`} message={refusal?.formError} />
    </fetcher.Form>
  )
}
