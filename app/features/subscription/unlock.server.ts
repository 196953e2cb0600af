import type { Db } from '#db/types.ts'
import { AgreementError } from '#domain/agreement/index.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { isActive } from '#domain/subscription/index.ts'
import { subscriptionOf } from '#events/projections/index.ts'
import { documentAccess, type DocumentAccess } from '#events/projections/document-access.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { commandContext, type CommandContext } from '#app/platform/command-context.server.ts'
import { isSpeculative } from '#app/platform/prefetch.server.ts'

// What a document may do follows its owner's plan, not how it was made: once the plan is
// active, each trial preview gets AgreementUnlocked. The decider records it only from
// 'preview' and the stream takes one writer at a time, so repeats and races record it once.

export type UnlockOutcome = {
  /** Agreements this call unlocked. */
  unlocked: string[]
  /** Agreements whose stream stayed busy past the deadline: still previews, healed on a later read. */
  busy: string[]
}

type Unlocked = 'unlocked' | 'already' | 'busy'

async function unlockOne(
  db: Db,
  by: CommandContext,
  agreementId: string,
  periodEnd: string,
  now: Date,
): Promise<Unlocked> {
  try {
    const { events } = await runAgreementCommand(db, by, agreementId, {
      type: 'UnlockAgreement',
      data: { reason: 'subscription', periodEnd, now },
    })
    return events.length > 0 ? 'unlocked' : 'already'
  } catch (error) {
    // Someone else holds the document's turn; the unlock is not lost, the next read records it.
    if (error instanceof AgreementError && error.code === 'agreement.busy') return 'busy'
    throw error
  }
}

/** Unlocks every trial preview `userId` owns when their plan is active; nothing otherwise. */
export async function unlockTrialDocuments(
  db: Db,
  by: CommandContext,
  userId: string,
  now = new Date(),
): Promise<UnlockOutcome> {
  const outcome: UnlockOutcome = { unlocked: [], busy: [] }
  if (!isUuid(userId)) return outcome
  const plan = await subscriptionOf(db, userId)
  if (!isActive(plan, now) || !plan.currentEnd) return outcome
  const previews = await db.query<{ agreement_id: string }>(
    `SELECT agreement_id::text AS agreement_id FROM agreements WHERE owner_id = $1 AND access = 'preview'`,
    [userId],
  )
  for (const { agreement_id: id } of previews) {
    const result = await unlockOne(db, by, id, plan.currentEnd, now)
    if (result === 'unlocked') outcome.unlocked.push(id)
    if (result === 'busy') outcome.busy.push(id)
  }
  return outcome
}

/**
 * A read that found a preview: when its owner's plan is active (an activation whose unlock
 * did not finish, or a document from before unlocking existed), unlock it now and return
 * the document as it then is. A full document costs nothing extra. A prefetch records
 * nothing, as for exports (app/platform/prefetch.server.ts): it shows the document as
 * stored, and the real request unlocks it. A busy stream shows the preview this once.
 */
export async function unlockOnRead(
  db: Db,
  args: { request: Request; context: unknown },
  viewer: { id: string },
  found: DocumentAccess,
  now = new Date(),
): Promise<DocumentAccess> {
  const { agreement } = found
  if (agreement.access === 'full' || isSpeculative(args.request)) return found
  const plan = await subscriptionOf(db, agreement.ownerId)
  if (!isActive(plan, now) || !plan.currentEnd) return found
  const result = await unlockOne(db, commandContext(args, viewer.id), agreement.id, plan.currentEnd, now)
  if (result === 'busy') return found
  return (await documentAccess(db, viewer, agreement.id)) ?? found
}
