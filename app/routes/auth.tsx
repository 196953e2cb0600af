import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AuthFailure, authenticate } from '#app/features/auth/auth.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { clientAddress } from '#app/platform/request.server.ts'
import { redirectTarget } from '#app/platform/redirect-target.server.ts'
import { createSession, requireAnonymous } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import type { CredentialErrors } from '#domain/accounts/credentials.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Field, FormError } from '#app/ui/field.tsx'
import { Button } from '#app/ui/button.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { readForm } from '#app/platform/form-body.server.ts'

type Tab = 'signin' | 'signup'
const INTENT = { signin: 'sign-in', signup: 'create-account' } as const
const FAILURE = { signin: 'Login failed', signup: 'Registration failed' } as const
type CredentialField = Exclude<keyof CredentialErrors, 'form'>

function readTab(value: string | null): Tab {
  return value === 'signup' ? 'signup' : 'signin'
}

export const meta: MetaFunction = () => [{ title: 'Sign in — NyayaDraft' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  const url = new URL(request.url)
  return json({
    tab: readTab(url.searchParams.get('tab')),
    redirectTo: redirectTarget(url.searchParams.get('redirectTo'), { fallback: '' }),
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request)
  const form = await readForm(request.clone())
  const tab: Tab = form.get('intent') === INTENT.signup ? 'signup' : 'signin'
  const email = String(form.get('email') ?? '').slice(0, 254)
  // The passwords are never given back; the e-mail is, as typed.
  const fail = async (status: number, { form, ...fieldErrors }: CredentialErrors) =>
    refuse<CredentialField>(
      INTENT[tab],
      { fieldErrors, formError: form ?? null, values: { email } },
      {
        status,
        headers: await toastNow(request, context, {
          type: 'error',
          title: FAILURE[tab],
          description: form ?? Object.values(fieldErrors)[0] ?? '',
        }),
      },
    )

  const forged = await csrfProblem(request, form)
  if (forged) return fail(403, { form: forged })

  try {
    const user = await authenticate(INTENT[tab], request, clientAddress(context))
    const cookie = await createSession(request, context, user.id)
    const toast =
      tab === 'signin'
        ? { type: 'success' as const, title: 'Login successful', description: 'Welcome back!' }
        : {
            type: 'success' as const,
            title: 'Account created successfully',
            description: `Signed in as ${user.email}.`,
          }
    return redirectWithToast(request, redirectTarget(form.get('redirectTo')), toast, { 'Set-Cookie': cookie })
  } catch (error) {
    if (error instanceof AuthFailure) return fail(error.status, error.errors)
    throw error
  }
}

export default function AuthPage() {
  const { tab: loaderTab, redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const tab: Tab = actionData ? (actionData.intent === INTENT.signup ? 'signup' : 'signin') : loaderTab
  const errors = actionData?.fieldErrors ?? {}
  const formError = actionData?.formError ?? null
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === INTENT[tab]
  const tabHref = (t: Tab) => `/auth?${new URLSearchParams(redirectTo ? { tab: t, redirectTo } : { tab: t })}`

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
          <input type="hidden" name="intent" value={INTENT[tab]} />
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
