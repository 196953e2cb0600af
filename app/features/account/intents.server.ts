import type { SessionUser } from '#app/platform/session.server.ts'
import { changePasswordIntent } from './change-password-intent.server.ts'
import { SECURITY_INTENTS } from './security-contract.ts'
import { endOtherSessionsIntent, endSessionIntent } from './session-intents.server.ts'
import { cancelEmailChangeIntent, resendEmailChangeIntent } from './email-change-intents.server.ts'
import { PROFILE_FORM_INTENTS } from './profile-contract.ts'
import { profileIntent } from './profile-intent.server.ts'
import { resendVerificationIntent } from './verification-intent.server.ts'

/** What every profile form's handler is given: the request, its parsed form and the signed-in user. */
export interface ProfileIntentArgs {
  request: Request
  /** The request's load context (the client's address, where a 4xx form's toast rides). */
  context: unknown
  form: FormData
  user: SessionUser
}

export type ProfileIntent = (args: ProfileIntentArgs) => Promise<Response>

/**
 * The profile page's forms by their `intent`: each posts to /profile and is answered by
 * its own handler (a redirect with a toast, or a refusal that keeps what was typed).
 */
export const PROFILE_INTENTS: Record<string, ProfileIntent> = {
  [SECURITY_INTENTS.changePassword]: changePasswordIntent,
  [SECURITY_INTENTS.endSession]: endSessionIntent,
  [SECURITY_INTENTS.endOtherSessions]: endOtherSessionsIntent,
  [PROFILE_FORM_INTENTS.profile]: profileIntent,
  [PROFILE_FORM_INTENTS.resendEmailChange]: resendEmailChangeIntent,
  [PROFILE_FORM_INTENTS.cancelEmailChange]: cancelEmailChangeIntent,
  [PROFILE_FORM_INTENTS.resendVerification]: resendVerificationIntent,
}
