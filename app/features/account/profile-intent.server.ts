import { mailWaitMessage } from '#domain/accounts/email-links.ts'
import { parseProfile, PROFILE_TEXTS, type ProfileField } from '#domain/accounts/profile.ts'
import { getDb } from '#app/platform/db.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { mailLink } from '#app/features/mail/links.server.ts'
import { checkCurrentPassword } from './current-password.server.ts'
import { emailInUse, saveProfile } from './email-change.server.ts'
import { MailLimitError } from './email-links.server.ts'
import type { ProfileIntentArgs } from './intents.server.ts'
import { PROFILE_FORM_INTENTS, PROFILE_TAB_ACTION } from './profile-contract.ts'

const INTENT = PROFILE_FORM_INTENTS.profile

/**
 * The profile form (displayName, email): a new name is saved at once; a new address needs
 * the current password, must be free, and changes only when the link mailed to it is followed.
 */
export async function profileIntent({ request, form, user }: ProfileIntentArgs): Promise<Response> {
  // What was typed goes back with any refusal; the password never does.
  const values = {
    displayName: String(form.get('displayName') ?? '').slice(0, 200),
    email: String(form.get('email') ?? '').slice(0, 254),
  }
  const refused = (
    status: number,
    fieldErrors: Partial<Record<ProfileField, string>>,
    headers: Record<string, string> = {},
  ) => refuse<ProfileField>(INTENT, { fieldErrors, values }, { status, headers })

  const parsed = parseProfile(Object.fromEntries(form), user.email)
  if (!parsed.ok) return refused(400, parsed.fieldErrors)
  const change = parsed.value
  const db = await getDb()
  if (change.emailChanged) {
    const password = await checkCurrentPassword(user.email, change.currentPassword ?? '')
    if (!password.ok) return refused(password.status, { currentPassword: password.message })
    if (await emailInUse(db, change.email, user.id))
      return refused(409, { email: 'That e-mail address is already in use' })
  }
  try {
    await saveProfile(db, user, change, (path) => mailLink(request, path))
  } catch (error) {
    if (!(error instanceof MailLimitError)) throw error
    return refused(
      429,
      { email: mailWaitMessage(error.waitSeconds) },
      { 'Retry-After': String(error.waitSeconds) },
    )
  }
  const renamed = change.displayName !== user.displayName
  return redirectWithToast(request, PROFILE_TAB_ACTION, {
    type: 'success',
    title: PROFILE_TEXTS.updated,
    description: change.emailChanged
      ? `${renamed ? 'Name saved. ' : ''}We sent a link to ${change.email}: your e-mail changes when you follow it.`
      : renamed
        ? `Your name is now ${change.displayName}.`
        : 'Nothing had changed.',
  })
}
