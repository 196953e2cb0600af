import { json } from '@remix-run/node'
import type { CredentialErrors } from '#domain/accounts/credentials.ts'
import {
  LINK_PROBLEMS,
  newPasswordFailureTitle,
  parseNewPassword,
  RESET_TEXTS,
  type LinkProblem,
} from '#domain/accounts/password-reset.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { destroySession, getSessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { mailLink } from '#app/features/mail/links.server.ts'
import { readResetLink, resetPassword } from './password-reset.server.ts'

export const RESET_INTENT = 'reset-password'
type PasswordField = 'password' | 'confirmPassword'

/** What the page shows for a link that cannot be used. */
export type LinkRefusal = { problem: LinkProblem; status: number; title: string; detail: string }
const problemView = (problem: LinkProblem): LinkRefusal => ({ problem, ...LINK_PROBLEMS[problem] })

/**
 * /auth/reset?token=…: the new-password form while the link works, else why it does not
 * (404, 410, 403). Reading the link never uses it: only the form's POST does.
 */
export async function resetPasswordPage(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const user = await getSessionUser(request)
  const link = await readResetLink(token, { signedInAs: user?.id ?? null })
  if (link.problem) {
    const view = problemView(link.problem)
    return json({ token: '', email: '', refusal: view }, { status: view.status })
  }
  return json({ token, email: link.email, refusal: null })
}

/** Sets the new password, ends every session of the account, and sends the user to sign in. */
export async function resetPasswordAction({ request, context }: { request: Request; context: unknown }) {
  const form = await readForm(request)
  const token = String(form.get('token') ?? new URL(request.url).searchParams.get('token') ?? '')
  // Passwords are never given back: a refusal keeps nothing typed.
  const fail = async (status: number, errors: CredentialErrors, title: string, link?: LinkRefusal) => {
    const { form: formError, ...fieldErrors } = errors
    return refuse<PasswordField, LinkRefusal>(
      RESET_INTENT,
      { fieldErrors, formError: formError ?? null, ...(link ? { details: link } : {}) },
      {
        status,
        headers: await toastNow(request, context, {
          type: 'error',
          title,
          description: formError ?? Object.values(fieldErrors)[0] ?? '',
        }),
      },
    )
  }
  const refused = (problem: LinkProblem) => {
    const view = problemView(problem)
    return fail(view.status, { form: view.title }, view.title, view)
  }

  const forged = await csrfProblem(request, form)
  if (forged) return fail(403, { form: forged }, RESET_TEXTS.failedTitle)
  const user = await getSessionUser(request)
  const link = await readResetLink(token, { signedInAs: user?.id ?? null })
  if (link.problem) return refused(link.problem)
  const parsed = parseNewPassword(Object.fromEntries(form))
  if (!parsed.ok) return fail(400, parsed.errors, newPasswordFailureTitle(parsed.errors))

  const result = await resetPassword(token, parsed.value.password, {
    signedInAs: user?.id ?? null,
    signInLink: mailLink(request, '/auth?tab=signin'),
  })
  if (result.problem) return refused(result.problem)
  // Its session row is gone with the others; the cookie goes too.
  const headers: Record<string, string> = user ? { 'Set-Cookie': await destroySession(request) } : {}
  return redirectWithToast(
    request,
    '/auth?tab=signin',
    { type: 'success', title: RESET_TEXTS.updatedTitle, description: RESET_TEXTS.updatedDescription },
    headers,
  )
}
