import { json } from '@remix-run/node'
import { requireUser } from '#app/platform/session.server.ts'

/** The plan page is for signed-in users only; it needs no data yet. */
export async function subscriptionPage(request: Request) {
  await requireUser(request)
  return json({})
}
