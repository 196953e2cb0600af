import { mailWaitMessage } from '#domain/accounts/email-links.ts'
import { getDb } from '#app/platform/db.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { redirectTarget } from '#app/platform/redirect-target.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { mailLink } from '#app/features/mail/links.server.ts'
import { MailLimitError } from './email-links.server.ts'
import { isEmailVerified, sendVerificationMail } from './email-verification.server.ts'
import type { ProfileIntentArgs } from './intents.server.ts'
import { PROFILE_FORM_INTENTS, PROFILE_TAB_ACTION } from './profile-contract.ts'

/** "Resend the link" (header and Profile tab): a new verification link, within the mail limit. */
export async function resendVerificationIntent({
  request,
  form,
  user,
}: ProfileIntentArgs): Promise<Response> {
  const intent = PROFILE_FORM_INTENTS.resendVerification
  const db = await getDb()
  if (await isEmailVerified(db, user.id))
    return refuse(intent, { formError: `Your e-mail ${user.email} is already verified.` }, 409)
  try {
    await sendVerificationMail(db, user, (path) => mailLink(request, path))
  } catch (error) {
    if (!(error instanceof MailLimitError)) throw error
    return refuse(
      intent,
      { formError: mailWaitMessage(error.waitSeconds) },
      { status: 429, headers: { 'Retry-After': String(error.waitSeconds) } },
    )
  }
  // Back to the page the banner was on.
  return redirectWithToast(request, redirectTarget(form.get('returnTo'), { fallback: PROFILE_TAB_ACTION }), {
    type: 'success',
    title: 'Verification e-mail sent',
    description: `Follow the link we sent to ${user.email} to verify it.`,
  })
}
