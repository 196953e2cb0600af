import { json } from '@remix-run/node'
import { requireUser } from '#app/platform/session.server.ts'

export async function profilePage(request: Request) {
  return json({ user: await requireUser(request) })
}
