/**
 * The sign-in page's two tabs and its "Forgot password?" view, the intent each posts and
 * the toast title of its refusal.
 */
export type AuthTab = 'signin' | 'signup' | 'forgot'
export const AUTH_INTENT = { signin: 'sign-in', signup: 'create-account', forgot: 'forgot-password' } as const
export const AUTH_FAILURE = {
  signin: 'Login failed',
  signup: 'Registration failed',
  forgot: 'Password reset failed',
} as const

export function readAuthTab(value: string | null): AuthTab {
  return value === 'signup' || value === 'forgot' ? value : 'signin'
}

/** Which view an answered form belongs to. */
export function tabOfIntent(intent: string): AuthTab {
  return intent === AUTH_INTENT.signup ? 'signup' : intent === AUTH_INTENT.forgot ? 'forgot' : 'signin'
}
