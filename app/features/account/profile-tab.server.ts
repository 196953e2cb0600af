import type { Queryable } from '#db/types.ts'
import { isEmailVerified, pendingEmailChange } from './email-links.server.ts'

/** What the Profile tab shows besides the name and address: whether it is verified, and a change waiting. */
export async function profileTabData(q: Queryable, userId: string) {
  const [emailVerified, emailChange] = await Promise.all([
    isEmailVerified(q, userId),
    pendingEmailChange(q, userId),
  ])
  return { emailVerified, emailChange }
}
