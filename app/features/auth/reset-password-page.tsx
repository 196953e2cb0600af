import { Form, Link, useNavigation } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { Button } from '#app/ui/button.tsx'
import { Field, FormError } from '#app/ui/field.tsx'
import type { resetPasswordAction, resetPasswordPage } from './reset-page.server.ts'

type PageData = SerializeFrom<typeof resetPasswordPage>
type ActionData = SerializeFrom<typeof resetPasswordAction> | undefined

/** The page a reset link opens: a new password twice, or why the link cannot be used. */
export function ResetPasswordPage({ data, actionData }: { data: PageData; actionData: ActionData }) {
  const navigation = useNavigation()
  const refusal = actionData?.details ?? data.refusal
  const errors: Partial<Record<string, string>> = actionData?.fieldErrors ?? {}
  const formError = actionData?.formError ?? null
  const busy = navigation.state === 'submitting'
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-md px-4 py-12">
        {refusal ? (
          <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h1 className="text-2xl font-bold">{refusal.title}</h1>
            <p className="mt-3 text-slate-700">{refusal.detail}</p>
            <p className="mt-6 flex flex-wrap gap-4 text-sm">
              <Link to="/auth?tab=forgot" className="font-medium text-brand-700 underline">
                Ask for a new link
              </Link>
              <Link to="/auth?tab=signin" className="font-medium text-brand-700 underline">
                Back to sign in
              </Link>
            </p>
          </div>
        ) : (
          <>
            <h1 className="text-center text-2xl font-bold">Choose a new password</h1>
            <p className="mt-2 text-center text-sm text-slate-600">
              For <span className="font-medium">{data.email}</span>. Every session of the account will be
              signed out.
            </p>
            <Form
              method="post"
              replace
              noValidate
              className="mt-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              aria-describedby={formError ? 'form-error' : undefined}
            >
              <CsrfInput />
              <input type="hidden" name="token" value={data.token} />
              <FormError id="form-error" message={formError} />
              <Field
                label="New Password"
                name="password"
                type="password"
                autoComplete="new-password"
                error={errors.password}
                required
              />
              <Field
                label="Confirm Password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                error={errors.confirmPassword}
                required
              />
              <Button type="submit" disabled={busy}>
                {busy ? 'Resetting...' : 'Reset Password'}
              </Button>
            </Form>
          </>
        )}
      </main>
    </>
  )
}
