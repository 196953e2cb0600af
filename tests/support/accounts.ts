import { action as authAction } from '#app/routes/auth.tsx'
import { action as verifyAction } from '#app/routes/verify-email.$token.tsx'
import { linkIn, mailsTo } from './mail.ts'
import { browser, CONTEXT, settle } from './requests.ts'

/** A same-origin browser that has just created an account for `email` and is signed in. */
export async function signedIn(email: string, password = 'secret1') {
  const b = await browser()
  const request = b.post('/auth', { intent: 'create-account', email, password, confirmPassword: password })
  b.jar.absorb(await settle(() => authAction({ request, context: { ...CONTEXT }, params: {} })))
  return b
}

const VERIFY_LINK = '/verify-email/'

/**
 * Verifies `email` as its owner would: the newest link mailed to it (the one sign-up sent)
 * is followed through the real route, in a browser of its own — the link needs no session.
 * Returns the redirect, whose toast says what the verification did.
 */
export async function verifyEmail(email: string): Promise<Response> {
  const mail = (await mailsTo(email)).filter((m) => m.text.includes(VERIFY_LINK)).at(-1)
  if (!mail) throw new Error(`no verification link was mailed to ${email}`)
  const path = linkIn(mail, VERIFY_LINK)
  const b = await browser()
  const token = path.slice(VERIFY_LINK.length)
  const followed = await settle(() =>
    verifyAction({ request: b.post(path, {}), context: { ...CONTEXT }, params: { token } }),
  )
  if (followed.status !== 302) throw new Error(`following ${path} answered ${followed.status}`)
  return followed
}

/** A signed-in browser for a new account whose address is verified through its mailed link. */
export async function signedInVerified(email: string, password = 'secret1') {
  const b = await signedIn(email, password)
  await verifyEmail(email)
  return b
}
