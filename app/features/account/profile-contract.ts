// The Profile tab's forms (name and e-mail, the pending change, the verification link): the
// intent each posts, shared by the server's handlers and the page.
export const PROFILE_FORM_INTENTS = {
  profile: 'profile',
  resendEmailChange: 'resend-email-change',
  cancelEmailChange: 'cancel-email-change',
  resendVerification: 'resend-verification',
} as const

/** Where they post: the Profile tab itself, so a refusal is shown on it with or without JavaScript. */
export const PROFILE_TAB_ACTION = '/profile?tab=profile'
