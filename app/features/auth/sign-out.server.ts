import { assertCsrf } from '#app/platform/csrf.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { destroySession } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

/** Ends the session and goes to the landing page with a toast. */
export async function signOutAction(request: Request) {
  await assertCsrf(request, await readForm(request))
  const cookie = await destroySession(request)
  return redirectWithToast(
    request,
    '/',
    { type: 'success', title: 'Logout successful', description: 'You have been signed out.' },
    { 'Set-Cookie': cookie },
  )
}
