import { EMAIL_LINK_VALIDITY_MS } from '#domain/accounts/email-links.ts'
import { emailChangeMail, emailChangeNoticeMail } from '#domain/accounts/email-mails.ts'
import type { ProfileChange } from '#domain/accounts/profile.ts'
import type { Db, Queryable } from '#db/types.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { queueMail } from '#app/features/mail/outbox.server.ts'
import { emailLinkPath, issueEmailLink, pendingEmailChange, revokeEmailLinks } from './email-links.server.ts'
import type { Addressee, LinkTo } from './email-verification.server.ts'

/** Whether another account already signs in with this address. */
export async function emailInUse(q: Queryable, email: string, userId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [email, userId])
  return rows.length > 0
}

async function mailChangeLink(tx: Queryable, user: Addressee, newEmail: string, linkTo: LinkTo, now: Date) {
  const token = await issueEmailLink(tx, user.id, 'change', newEmail, now)
  const mail = emailChangeMail({
    to: newEmail,
    from: user.email,
    url: linkTo(emailLinkPath(token)),
    expiresAt: new Date(now.getTime() + EMAIL_LINK_VALIDITY_MS),
  })
  await queueMail(tx, { ...mail, purpose: 'email-change' })
}

/**
 * Saves the profile form once every check passed: the name at once; a new address only as a
 * pending change — a link to the new address, a notice to the old one — in one transaction,
 * so a refused mail (MailLimitError) saves nothing.
 */
export async function saveProfile(
  db: Db,
  user: Addressee,
  change: ProfileChange,
  linkTo: LinkTo,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    if (change.displayName !== user.displayName) {
      await tx.query('UPDATE users SET display_name = $2, updated_at = $3 WHERE id = $1', [
        user.id,
        change.displayName,
        now,
      ])
    }
    if (!change.emailChanged) return
    // One change waits at a time: a link to any other new address stops working.
    await revokeEmailLinks(tx, user.id, 'change', { keepEmail: change.email, now })
    await mailChangeLink(tx, user, change.email, linkTo, now)
    const notice = emailChangeNoticeMail({
      to: user.email,
      newEmail: change.email,
      support: getEnv().SUPPORT_EMAIL ?? null,
    })
    await queueMail(tx, { ...notice, purpose: 'email-change-notice' })
  })
}

/** Mails the pending change's link again; null when no change is waiting. */
export async function resendEmailChange(
  db: Db,
  user: Addressee,
  linkTo: LinkTo,
  now = new Date(),
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const pending = await pendingEmailChange(tx, user.id, now)
    if (!pending) return null
    await mailChangeLink(tx, user, pending.email, linkTo, now)
    return pending.email
  })
}

/** Calls the pending change off: its links stop working. False when none was waiting. */
export async function cancelEmailChange(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return (await revokeEmailLinks(db, userId, 'change', { now })) > 0
}
