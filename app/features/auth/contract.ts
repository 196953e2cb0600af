/** The sign-in page's two tabs, the intent each posts and the toast title of its refusal. */
export type AuthTab = 'signin' | 'signup'
export const AUTH_INTENT = { signin: 'sign-in', signup: 'create-account' } as const
export const AUTH_FAILURE = { signin: 'Login failed', signup: 'Registration failed' } as const

export function readAuthTab(value: string | null): AuthTab {
  return value === 'signup' ? 'signup' : 'signin'
}
