import crypto from 'node:crypto'
import type { Db } from '#db/types.ts'
import { READ_MODELS_CHANNEL } from '#db/read-model-changes.ts'

/**
 * Waits until the change notices of everything committed so far have reached this
 * process (on Postgres they arrive on the listener's own connection, after the write's
 * promise resolved): notices arrive in commit order, so once a marker sent now is seen,
 * the counter has taken every earlier one.
 */
export async function noticesDelivered(db: Db) {
  const marker = crypto.randomUUID()
  let seen!: () => void
  const arrived = new Promise<void>((resolve) => (seen = resolve))
  const stop = await db.listen(READ_MODELS_CHANNEL, (payload) => payload === marker && seen())
  try {
    await db.query('SELECT pg_notify($1, $2)', [READ_MODELS_CHANNEL, marker])
    await arrived
  } finally {
    await stop()
  }
}
