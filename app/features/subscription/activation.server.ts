import type { Db } from '#db/types.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { runSubscriptionCommand } from './subscription.server.ts'
import { unlockTrialDocuments } from './unlock.server.ts'

/**
 * What a period's activation changes beyond the subscription stream, whoever activated it
 * (a captured payment's settlement, an operator's grant): the owner's trial previews become
 * full documents. Idempotent, so every report of a payment may run it again.
 */
export function afterActivation(db: Db, by: CommandContext, userId: string, now = new Date()) {
  return unlockTrialDocuments(db, by, userId, now)
}

/** The operator's grant (`npm run subscription:grant`): one period, recorded as source "operator". */
export async function grantPeriod(
  db: Db,
  by: CommandContext,
  userId: string,
  { reference, now = new Date() }: { reference?: string; now?: Date } = {},
) {
  const result = await runSubscriptionCommand(db, by, userId, {
    type: 'ActivateSubscription',
    data: { now, source: 'operator', ...(reference ? { reference } : {}) },
  })
  await afterActivation(db, by, userId, now)
  return result
}
