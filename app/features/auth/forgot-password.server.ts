import type { CredentialErrors } from '#domain/accounts/credentials.ts'
import { parseResetRequest, RESET_TEXTS, resetWaitMessage } from '#domain/accounts/password-reset.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { clientAddress } from '#app/platform/request.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { mailLink } from '#app/features/mail/links.server.ts'
import { mailServiceDown } from '#app/features/mail/outbox.server.ts'
import { AUTH_FAILURE, AUTH_INTENT } from './contract.ts'
import { RESET_PATH, requestPasswordReset } from './password-reset.server.ts'
import { claimResetRequest } from './reset-throttle.server.ts'

/**
 * "Forgot password?" on /auth: the same answer whether or not the address has an account.
 * The only failure it reports is the mail service being down for everyone (the newest
 * attempt to send anything failed), which says nothing about this address.
 */
export async function forgotPasswordAction(request: Request, context: unknown, form: FormData) {
  const email = String(form.get('email') ?? '').slice(0, 254)
  const fail = async (
    status: number,
    { form: formError, ...fieldErrors }: CredentialErrors,
    { title = AUTH_FAILURE.forgot, headers = {} }: { title?: string; headers?: Record<string, string> } = {},
  ) =>
    refuse<'email'>(
      AUTH_INTENT.forgot,
      {
        fieldErrors: fieldErrors.email ? { email: fieldErrors.email } : {},
        formError: formError ?? null,
        values: { email },
      },
      {
        status,
        headers: {
          ...headers,
          ...(await toastNow(request, context, {
            type: 'error',
            title,
            description: formError ?? fieldErrors.email ?? '',
          })),
        },
      },
    )

  const forged = await csrfProblem(request, form)
  if (forged) return fail(403, { form: forged })
  const parsed = parseResetRequest(Object.fromEntries(form))
  if (!parsed.ok) return fail(400, parsed.errors)

  const wait = await claimResetRequest(parsed.value.email, clientAddress(context))
  if (wait !== null)
    return fail(429, { form: resetWaitMessage(wait) }, { headers: { 'Retry-After': String(wait) } })

  // Read before this request's own mail joins the outbox.
  const down = await mailServiceDown(await getDb())
  await requestPasswordReset({
    email: parsed.value.email,
    linkFor: (token) => mailLink(request, `${RESET_PATH}?${new URLSearchParams({ token })}`),
  })
  if (down) {
    return fail(
      503,
      { form: RESET_TEXTS.mailDownDescription },
      { title: RESET_TEXTS.mailDownTitle, headers: { 'Retry-After': '60' } },
    )
  }
  return redirectWithToast(request, '/auth?tab=signin', {
    type: 'success',
    title: RESET_TEXTS.sentTitle,
    description: RESET_TEXTS.sentDescription,
  })
}
