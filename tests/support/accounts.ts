import { action as authAction } from '#app/routes/auth.tsx'
import { browser, CONTEXT, settle } from './requests.ts'

/** A same-origin browser that has just created an account for `email` and is signed in. */
export async function signedIn(email: string, password = 'secret1') {
  const b = await browser()
  const request = b.post('/auth', { intent: 'create-account', email, password, confirmPassword: password })
  b.jar.absorb(await settle(() => authAction({ request, context: { ...CONTEXT }, params: {} })))
  return b
}
