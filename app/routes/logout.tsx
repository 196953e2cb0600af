import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { signOutAction } from '#app/features/auth/sign-out.server.ts'

// Signing out changes state, so it is a POST only; a GET (a prefetch, a crawler) does nothing.
export function loader() {
  return redirect('/')
}

export const action = ({ request }: ActionFunctionArgs) => signOutAction(request)
