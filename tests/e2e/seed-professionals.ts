// Run by run.js before it starts the server (an embedded PGlite lets one process in at a
// time): creates the Professional accounts the browser tests ask for with proAccount(key),
// one per key and JavaScript mode, the way a user becomes Professional without a payment —
// the operator's SubscriptionActivated event. Safe to run twice on the same database.
//
//   tsx tests/e2e/seed-professionals.ts <password> <email>…
import { openDatabase, useDatabase } from '#db/client.server.ts'
import { commandContextWithoutRequest } from '#app/platform/command-context.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { createUser, EmailTakenError } from '#app/features/auth/users.server.ts'

const [password, ...emails] = process.argv.slice(2)
if (!password || emails.length === 0) {
  console.error('usage: tsx tests/e2e/seed-professionals.ts <password> <email>…')
  process.exit(2)
}

const db = await openDatabase()
useDatabase(db)
try {
  for (const email of emails) {
    try {
      await createUser(email, password)
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error
    }
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
    if (!user) throw new Error(`${email} was not created`)
    await runSubscriptionCommand(
      db,
      commandContextWithoutRequest(user.id, 'e2e-seed'),
      user.id,
      { type: 'ActivateSubscription', data: { now: new Date(), source: 'operator', reference: 'e2e seed' } },
    )
  }
  console.log(`e2e: ${emails.length} Professional accounts ready`)
} finally {
  await db.close()
}
