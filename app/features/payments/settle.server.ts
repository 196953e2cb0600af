import type { Db } from '#db/types.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { issueMissingInvoices } from '#app/features/billing/invoices.server.ts'

/**
 * What a captured payment changes beyond the subscription stream, run after every report of
 * one (a repeat included, so a step an earlier report did not finish is finished now): each
 * step is idempotent.
 */
export async function settlePurchase(db: Db, by: CommandContext, userId: string): Promise<void> {
  await issueMissingInvoices(db, by, userId)
}
