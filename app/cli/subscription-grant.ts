// Operator command: `npm run subscription:grant -- <email>` makes an account Professional
// for one period by appending SubscriptionActivated (source "operator") to its stream —
// the same event a verified payment appends, so the audit trail shows who was granted what —
// and unlocks the account's trial previews, as a payment's settlement does.
import { openDatabase } from '#db/client.server.ts'
import { normaliseEmail } from '#domain/accounts/credentials.ts'
import { subscriptionStatus } from '#app/features/subscription/subscription.server.ts'
import { grantPeriod } from '#app/features/subscription/activation.server.ts'
import { commandContextWithoutRequest } from '#app/platform/command-context.server.ts'

const email = process.argv[2]
if (!email) {
  console.error('Usage: npm run subscription:grant -- <email>')
  process.exit(2)
}

const db = await openDatabase()
try {
  const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    normaliseEmail(email),
  ])
  if (!user) {
    console.error(`No account with the e-mail ${email}`)
    process.exitCode = 1
  } else {
    // The period, then what it changes (the account's trial previews become full documents).
    await grantPeriod(db, commandContextWithoutRequest(user.id, 'operator-cli subscription:grant'), user.id, {
      reference: `granted by ${process.env.USER ?? 'operator'}`,
    })
    const status = await subscriptionStatus(db, user.id)
    console.log(`${email} is Professional until ${status.subscription?.currentEnd}`)
  }
} finally {
  await db.close()
}
