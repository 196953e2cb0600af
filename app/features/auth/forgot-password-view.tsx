import { Form, Link } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { Button } from '#app/ui/button.tsx'
import { Field, FormError } from '#app/ui/field.tsx'
import { AUTH_INTENT } from './contract.ts'

/** /auth?tab=forgot: the address to send a reset link to; posts to /auth like the other forms. */
export function ForgotPasswordView({
  email,
  error,
  formError,
  busy,
}: {
  email: string
  error?: string
  formError: string | null
  busy: boolean
}) {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-center text-2xl font-bold">Reset your password</h1>
        <Form
          method="post"
          action="/auth"
          replace
          noValidate
          className="mt-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-describedby={formError ? 'form-error' : undefined}
        >
          <CsrfInput />
          <input type="hidden" name="intent" value={AUTH_INTENT.forgot} />
          <p className="text-sm text-slate-600">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          <FormError id="form-error" message={formError} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
            error={error}
            required
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm text-slate-600">
          Remembered it?{' '}
          <Link to="/auth?tab=signin" className="font-medium text-brand-700 underline">
            Sign in
          </Link>
        </p>
      </main>
    </>
  )
}
