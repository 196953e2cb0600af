import type { SessionUser } from '#app/platform/session.server.ts'

/** What every profile form's handler is given: the request, its parsed form and the signed-in user. */
export interface ProfileIntentArgs {
  request: Request
  form: FormData
  user: SessionUser
}

export type ProfileIntent = (args: ProfileIntentArgs) => Promise<Response>

/**
 * The profile page's forms by their `intent`: each posts to /profile and is answered by
 * its own handler (a redirect with a toast, or a refusal that keeps what was typed).
 */
export const PROFILE_INTENTS: Record<string, ProfileIntent> = {}
