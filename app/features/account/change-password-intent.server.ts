import type { PasswordChangeField } from '#domain/accounts/password-change.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import type { ProfileIntentArgs } from './intents.server.ts'
import { changePassword } from './password-change.server.ts'
import { SECURITY_INTENTS, SECURITY_TAB_PATH } from './security-contract.ts'

/** The Security tab's "Change password" form. Passwords are never given back, not even on a refusal. */
export async function changePasswordIntent({ request, context, form, user }: ProfileIntentArgs) {
  const outcome = await changePassword(request, user, Object.fromEntries(form))
  if (!outcome.ok) {
    const { refusal, status } = outcome
    return refuse<PasswordChangeField>(
      SECURITY_INTENTS.changePassword,
      refusal.field ? { fieldErrors: { [refusal.field]: refusal.message } } : { formError: refusal.message },
      {
        status,
        headers: await toastNow(request, context, {
          type: 'error',
          title: refusal.title,
          description: refusal.message,
        }),
      },
    )
  }
  return redirectWithToast(
    request,
    SECURITY_TAB_PATH,
    {
      type: 'success',
      title: 'Password updated',
      description: 'Every other session of your account has been signed out.',
    },
    { 'Set-Cookie': outcome.setCookie },
  )
}
