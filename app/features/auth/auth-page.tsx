import { Form, Link, useNavigation } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Field, FormError } from '#app/ui/field.tsx'
import { Button } from '#app/ui/button.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import type { authAction, authPage } from './page.server.ts'
import { AUTH_INTENT, tabOfIntent, type AuthTab } from './contract.ts'
import { ForgotPasswordView } from './forgot-password-view.tsx'

type AuthPageData = SerializeFrom<typeof authPage>
type AuthActionData = SerializeFrom<typeof authAction> | undefined

/** Sign in or create an account: one form, two tabs that are links; or "Forgot password?". */
export function AuthPage({ data, actionData }: { data: AuthPageData; actionData: AuthActionData }) {
  const { tab: loaderTab, redirectTo } = data
  const navigation = useNavigation()
  const tab: AuthTab = actionData ? tabOfIntent(actionData.intent) : loaderTab
  const errors: Partial<Record<string, string>> = actionData?.fieldErrors ?? {}
  const formError = actionData?.formError ?? null
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === AUTH_INTENT[tab]
  if (tab === 'forgot') {
    return (
      <ForgotPasswordView
        email={actionData?.values.email ?? ''}
        error={errors.email}
        formError={formError}
        busy={busy}
      />
    )
  }
  const tabHref = (t: AuthTab) =>
    `/auth?${new URLSearchParams(redirectTo ? { tab: t, redirectTo } : { tab: t })}`

  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-center text-2xl font-bold">
          {tab === 'signin' ? 'Sign in to your account' : 'Create your account'}
        </h1>
        <nav
          aria-label="Sign in or create an account"
          className="mt-6 grid grid-cols-2 rounded-lg bg-slate-200 p-1 text-sm font-medium"
        >
          {(['signin', 'signup'] as const).map((t) => (
            <Link
              key={t}
              to={tabHref(t)}
              aria-current={t === tab ? 'page' : undefined}
              className={`rounded-md px-3 py-2 text-center ${t === tab ? 'bg-white shadow' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {t === 'signin' ? 'Sign In' : 'Create Account'}
            </Link>
          ))}
        </nav>

        <Form
          method="post"
          replace
          noValidate
          className="mt-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-describedby={formError ? 'form-error' : undefined}
        >
          <CsrfInput />
          <input type="hidden" name="intent" value={AUTH_INTENT[tab]} />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <FormError id="form-error" message={formError} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={actionData?.values.email ?? ''}
            error={errors.email}
            required
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete={tab === 'signin' ? 'current-password' : 'new-password'}
            error={errors.password}
            required
          />
          {tab === 'signin' ? (
            <Link
              to="/auth?tab=forgot"
              className="-mt-2 self-end text-sm font-medium text-brand-700 underline"
            >
              Forgot password?
            </Link>
          ) : null}
          {tab === 'signup' ? (
            <Field
              label="Confirm Password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword}
              required
            />
          ) : null}
          <Button type="submit" disabled={busy}>
            {tab === 'signin'
              ? busy
                ? 'Signing In...'
                : 'Sign In'
              : busy
                ? 'Creating Account...'
                : 'Create Account'}
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm text-slate-600">
          {tab === 'signin' ? (
            <>
              New here?{' '}
              <Link to={tabHref('signup')} className="font-medium text-brand-700 underline">
                Create an account
              </Link>
            </>
          ) : (
            <>
              Already have an account?{' '}
              <Link to={tabHref('signin')} className="font-medium text-brand-700 underline">
                Sign in
              </Link>
            </>
          )}
        </p>
      </main>
    </>
  )
}
