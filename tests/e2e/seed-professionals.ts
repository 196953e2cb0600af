// Run by run.js before it starts the server (an embedded PGlite lets one process in at a
// time): creates the Professional accounts the browser tests ask for with proAccount(key),
// one per key and JavaScript mode, the way a user becomes Professional without a payment —
// the operator's SubscriptionActivated event. Each account also gets the signed-in sessions
// signInAs() hands out (rows in `sessions`, as a sign-in writes them), listed in
// <sessions-file>. Safe to run twice on the same database.
//
//   tsx tests/e2e/seed-professionals.ts <password> <sessions-file> <email>=<sessions>…
import fs from 'node:fs'
import { openDatabase, useDatabase } from '#db/client.server.ts'
import { commandContextWithoutRequest } from '#app/platform/command-context.server.ts'
import { createSession } from '#app/platform/session.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { createUser, EmailTakenError } from '#app/features/auth/users.server.ts'

const [password, sessionsFile, ...accounts] = process.argv.slice(2)
const wanted = accounts.map((arg) => {
  const [email = '', count = ''] = arg.split('=')
  return { email, sessions: Number(count) }
})
if (
  !password ||
  !sessionsFile ||
  wanted.length === 0 ||
  wanted.some((a) => !a.email || !Number.isInteger(a.sessions))
) {
  console.error('usage: tsx tests/e2e/seed-professionals.ts <password> <sessions-file> <email>=<sessions>…')
  process.exit(2)
}

const db = await openDatabase()
useDatabase(db)
try {
  /** Each account's session cookies (`session=<signed token>`), one per signInAs() call. */
  const cookies: Record<string, string[]> = {}
  for (const { email, sessions } of wanted) {
    try {
      await createUser(email, password)
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error
    }
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
    if (!user) throw new Error(`${email} was not created`)
    await runSubscriptionCommand(db, commandContextWithoutRequest(user.id, 'e2e-seed'), user.id, {
      type: 'ActivateSubscription',
      data: { now: new Date(), source: 'operator', reference: 'e2e seed' },
    })
    // The server is plain http on localhost, so the cookie is the `session` spelling.
    const request = new Request('http://localhost/auth', { headers: { 'user-agent': 'e2e seed' } })
    cookies[email] = []
    for (let i = 0; i < sessions; i++) {
      const setCookie = await createSession(request, { clientAddress: '127.0.0.1' }, user.id)
      cookies[email].push(setCookie.split(';')[0] ?? '')
    }
  }
  fs.writeFileSync(sessionsFile, JSON.stringify(cookies), { mode: 0o600 })
  console.log(`e2e: ${wanted.length} Professional accounts ready`)
} finally {
  await db.close()
}
