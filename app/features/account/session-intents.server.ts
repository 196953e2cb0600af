import { getDb } from '#app/platform/db.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import type { ProfileIntentArgs } from './intents.server.ts'
import { SECURITY_INTENTS, SECURITY_TAB_PATH } from './security-contract.ts'
import { endOtherSessions, endSession } from './sessions.server.ts'

/** "Sign out" beside one other session of the account. */
export async function endSessionIntent({ request, form, user }: ProfileIntentArgs) {
  const sessionId = String(form.get('sessionId') ?? '')
  const outcome = await endSession(await getDb(), request, user.id, sessionId)
  if (!outcome.ended) {
    return outcome.reason === 'current'
      ? refuse(
          SECURITY_INTENTS.endSession,
          { formError: 'That is the session you are using now: sign out from the menu to end it.' },
          400,
        )
      : refuse(
          SECURITY_INTENTS.endSession,
          { formError: 'That session has already ended, or is not one of yours.' },
          404,
        )
  }
  return redirectWithToast(request, SECURITY_TAB_PATH, {
    type: 'success',
    title: 'Session signed out',
    description: `${outcome.device} is no longer signed in to your account.`,
  })
}

/** "Sign out all other sessions". */
export async function endOtherSessionsIntent({ request, user }: ProfileIntentArgs) {
  const count = await endOtherSessions(await getDb(), request, user.id)
  return redirectWithToast(request, SECURITY_TAB_PATH, {
    type: 'success',
    title: 'Other sessions signed out',
    description:
      count === 0
        ? 'No other session was signed in.'
        : `${count} other session${count === 1 ? ' was' : 's were'} signed out. This one stays signed in.`,
  })
}
