import type { Queryable } from '#db/types.ts'

/**
 * Waits until every event in the log sits below the snapshot horizon, which is what a
 * catch-up reader may read. On PostgreSQL the horizon is the whole cluster's: a transaction
 * open in another test worker's database (a pg_dump, a restore, a long burst) holds it back
 * for a moment, and a reader run meanwhile correctly reads nothing. PGlite is at once ready.
 */
export async function untilLogBelowHorizon(db: Queryable, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await db.query<{ ready: boolean }>(
      `SELECT NOT EXISTS (
         SELECT 1 FROM events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
       ) AS ready`,
    )
    if (row?.ready) return
    if (Date.now() > deadline)
      throw new Error(`the log stayed above the snapshot horizon for ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
