import { Form, useLocation, useNavigation } from '@remix-run/react'
import type { PasswordChangeField } from '#domain/accounts/password-change.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { Button } from '#app/ui/button.tsx'
import { Field, FormError } from '#app/ui/field.tsx'
import { SECURITY_INTENTS, SECURITY_TAB_PATH } from './security-contract.ts'

/**
 * Current, new and confirm password (spec 001 §3). The fields are empty after every answer:
 * a password is never sent back, and the form is drawn anew on each navigation.
 */
export function ChangePasswordForm({ refusal }: { refusal: FormRefusal<PasswordChangeField> | null }) {
  const location = useLocation()
  const busy = useNavigation().formData?.get('intent') === SECURITY_INTENTS.changePassword
  const errors = refusal?.fieldErrors ?? {}
  return (
    <section aria-labelledby="change-password" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="change-password" className="text-lg font-semibold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        At least 6 characters. Changing it signs out every other session of your account.
      </p>
      <Form
        key={location.key}
        method="post"
        action={SECURITY_TAB_PATH}
        className="mt-4 flex max-w-md flex-col gap-3"
      >
        <CsrfInput />
        <input type="hidden" name="intent" value={SECURITY_INTENTS.changePassword} />
        <FormError message={refusal?.formError} />
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword}
        />
        <Field
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Updating…' : 'Update password'}
          </Button>
        </div>
      </Form>
    </section>
  )
}
