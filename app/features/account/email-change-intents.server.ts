import { mailWaitMessage } from '#domain/accounts/email-links.ts'
import { getDb } from '#app/platform/db.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { mailLink } from '#app/features/mail/links.server.ts'
import { cancelEmailChange, resendEmailChange } from './email-change.server.ts'
import { MailLimitError } from './email-links.server.ts'
import type { ProfileIntentArgs } from './intents.server.ts'
import { PROFILE_FORM_INTENTS, PROFILE_TAB_ACTION } from './profile-contract.ts'

const NOTHING_WAITING = 'No e-mail change is waiting: it was confirmed, cancelled or has expired.'

/** "Resend link": the pending change's link again, to the new address, within the mail limit. */
export async function resendEmailChangeIntent({ request, user }: ProfileIntentArgs): Promise<Response> {
  const intent = PROFILE_FORM_INTENTS.resendEmailChange
  let sentTo: string | null
  try {
    sentTo = await resendEmailChange(await getDb(), user, (path) => mailLink(request, path))
  } catch (error) {
    if (!(error instanceof MailLimitError)) throw error
    return refuse(
      intent,
      { formError: mailWaitMessage(error.waitSeconds) },
      { status: 429, headers: { 'Retry-After': String(error.waitSeconds) } },
    )
  }
  if (!sentTo) return refuse(intent, { formError: NOTHING_WAITING }, 409)
  return redirectWithToast(request, PROFILE_TAB_ACTION, {
    type: 'success',
    title: 'Link sent again',
    description: `We sent a new link to ${sentTo}.`,
  })
}

/** "Cancel the change": the pending change's links stop working; the address stays as it is. */
export async function cancelEmailChangeIntent({ request, user }: ProfileIntentArgs): Promise<Response> {
  if (!(await cancelEmailChange(await getDb(), user.id)))
    return refuse(PROFILE_FORM_INTENTS.cancelEmailChange, { formError: NOTHING_WAITING }, 409)
  return redirectWithToast(request, PROFILE_TAB_ACTION, {
    type: 'success',
    title: 'E-mail change cancelled',
    description: `Your e-mail stays ${user.email}; the link we sent no longer works.`,
  })
}
