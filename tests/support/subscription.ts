import type { Db } from '#db/types.ts'
import { grantPeriod } from '#app/features/subscription/activation.server.ts'
import { actingAs } from './actor.ts'

/** What `npm run subscription:grant -- <email>` does: makes the account Professional. */
export async function grantProfessional(db: Db, email: string): Promise<void> {
  const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
  if (!user) throw new Error(`no account for ${email}`)
  await grantPeriod(db, actingAs(user.id), user.id)
}
