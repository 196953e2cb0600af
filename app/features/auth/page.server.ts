import { json } from '@remix-run/node'
import type { CredentialErrors } from '#domain/accounts/credentials.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { redirectTarget } from '#app/platform/redirect-target.server.ts'
import { clientAddress } from '#app/platform/request.server.ts'
import { createSession, requireAnonymous } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { sendVerificationMail } from '#app/features/account/email-verification.server.ts'
import { mailLink } from '#app/features/mail/links.server.ts'
import { AuthFailure, authenticate } from './auth.server.ts'
import { AUTH_FAILURE, AUTH_INTENT, readAuthTab } from './contract.ts'
import { forgotPasswordAction } from './forgot-password.server.ts'

type CredentialField = Exclude<keyof CredentialErrors, 'form'>

/** /auth: which tab is open and where to go after signing in. */
export async function authPage(request: Request) {
  await requireAnonymous(request)
  const url = new URL(request.url)
  return json({
    tab: readAuthTab(url.searchParams.get('tab')),
    redirectTo: redirectTarget(url.searchParams.get('redirectTo'), { fallback: '' }),
  })
}

/**
 * Signs in or creates an account, then redirects with a session cookie and a toast; or
 * sends a reset link ("Forgot password?").
 */
export async function authAction({ request, context }: { request: Request; context: unknown }) {
  await requireAnonymous(request)
  const form = await readForm(request.clone())
  if (form.get('intent') === AUTH_INTENT.forgot) return forgotPasswordAction(request, context, form)
  const tab: 'signin' | 'signup' = form.get('intent') === AUTH_INTENT.signup ? 'signup' : 'signin'
  const email = String(form.get('email') ?? '').slice(0, 254)
  // The passwords are never given back; the e-mail is, as typed.
  const fail = async (status: number, { form, ...fieldErrors }: CredentialErrors) =>
    refuse<CredentialField>(
      AUTH_INTENT[tab],
      { fieldErrors, formError: form ?? null, values: { email } },
      {
        status,
        headers: await toastNow(request, context, {
          type: 'error',
          title: AUTH_FAILURE[tab],
          description: form ?? Object.values(fieldErrors)[0] ?? '',
        }),
      },
    )

  const forged = await csrfProblem(request, form)
  if (forged) return fail(403, { form: forged })

  try {
    const user = await authenticate(AUTH_INTENT[tab], request, clientAddress(context))
    const cookie = await createSession(request, context, user.id)
    // A new account's first mail: the link that verifies its address (the first of the limit).
    if (tab === 'signup') await sendVerificationMail(await getDb(), user, (path) => mailLink(request, path))
    const toast =
      tab === 'signin'
        ? { type: 'success' as const, title: 'Login successful', description: 'Welcome back!' }
        : {
            type: 'success' as const,
            title: 'Account created successfully',
            description: `Signed in as ${user.email}. We sent a link to verify your e-mail.`,
          }
    return redirectWithToast(request, redirectTarget(form.get('redirectTo')), toast, { 'Set-Cookie': cookie })
  } catch (error) {
    if (error instanceof AuthFailure) return fail(error.status, error.errors)
    throw error
  }
}
