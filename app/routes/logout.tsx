import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { assertCsrf } from '#app/platform/csrf.server.ts'
import { destroySession } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'

// Signing out changes state, so it is a POST only; a GET (a prefetch, a crawler) does nothing.
export function loader() {
  return redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
  await assertCsrf(request, await readForm(request))
  const cookie = await destroySession(request)
  return redirectWithToast(
    request,
    '/',
    { type: 'success', title: 'Logout successful', description: 'You have been signed out.' },
    { 'Set-Cookie': cookie },
  )
}
