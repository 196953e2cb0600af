import type { Queryable } from '#db/types.ts'
import { mailDeliveryProblem } from '#app/features/mail/outbox.server.ts'
import type { SessionUser } from '#app/platform/session.server.ts'
import { isEmailVerified, pendingEmailChange } from './email-links.server.ts'

/**
 * What the Profile tab shows besides the name and address: whether the address is verified,
 * a change waiting for its link, and — the mail being the point here — a link that could not
 * be delivered.
 */
export async function profileTabData(q: Queryable, user: SessionUser) {
  const [emailVerified, emailChange] = await Promise.all([
    isEmailVerified(q, user.id),
    pendingEmailChange(q, user.id),
  ])
  const [verifyMailProblem, changeMailProblem] = await Promise.all([
    emailVerified ? null : mailDeliveryProblem(q, { purpose: 'email-verification', to: user.email }),
    emailChange ? mailDeliveryProblem(q, { purpose: 'email-change', to: emailChange.email }) : null,
  ])
  return {
    emailVerified,
    emailChange,
    verifyMailProblem: verifyMailProblem ? { givenUp: verifyMailProblem.givenUp } : null,
    changeMailProblem: changeMailProblem ? { givenUp: changeMailProblem.givenUp } : null,
  }
}
