import { createHash } from 'node:crypto'
import { sqlState, type Db, type Queryable } from '#db/types.ts'

/**
 * Writers to one stream take turns (docs/decisions/0016-concurrent-additions.md): first in
 * this process, in memory, so a burst waits without holding pooled connections; then in
 * the database, with a transaction-scoped advisory lock on the stream, so app processes
 * sharing one Postgres take turns too. The turn ends when the transaction does.
 */

/** Raised when the turn did not come before the deadline; nothing was written. */
export class StreamTurnTimeout extends Error {
  readonly streamId: string
  constructor(streamId: string, waitedMs: number) {
    super(`No turn to write to ${streamId} within ${waitedMs} ms`)
    this.name = 'StreamTurnTimeout'
    this.streamId = streamId
  }
}

// The two-key form keeps these locks apart from the one-key migration lock (db/migrate.server.ts).
const STREAM_LOCK_SPACE = 724_202
const LOCK_NOT_AVAILABLE = '55P03'

/** A stream's lock key: 32 bits of its id's SHA-256 (a collision only makes two streams take turns). */
export function streamLockKey(streamId: string): number {
  return createHash('sha256').update(streamId).digest().readInt32BE(0)
}

/** Each database handle (one per process in the app) keeps the tail of every stream's queue. */
const queues = new WeakMap<Db, Map<string, Promise<void>>>()

/**
 * Waits for this process's earlier writers to `streamId`: the release of the turn, or null
 * when `deadline` passed first (the place in the queue is then given up).
 */
async function turnInProcess(db: Db, streamId: string, deadline: number): Promise<(() => void) | null> {
  let tails = queues.get(db)
  if (!tails) queues.set(db, (tails = new Map()))
  const previous = tails.get(streamId) ?? Promise.resolve()
  let release!: () => void
  const mine = new Promise<void>((resolve) => (release = resolve))
  const tail = previous.then(() => mine)
  tails.set(streamId, tail)
  void tail.then(() => {
    if (tails.get(streamId) === tail) tails.delete(streamId)
  })

  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>(
    (resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), 'late')),
  )
  const outcome = await Promise.race([previous, late])
  clearTimeout(timer)
  if (outcome !== 'late') return release
  // Whoever waits behind goes as soon as the writer before goes.
  void previous.then(release)
  return null
}

/**
 * Runs `fn` in one transaction while holding `streamId`'s turn, or throws
 * `StreamTurnTimeout` once `deadline` (a Date.now() value) passes without it. `fn` must
 * use only `tx`, and must not wait on anything slow (an AI or payment call): every other
 * writer of the stream waits for it.
 */
export async function withStreamTurn<T>(
  db: Db,
  streamId: string,
  deadline: number,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const started = Date.now()
  const release = await turnInProcess(db, streamId, deadline)
  if (!release) throw new StreamTurnTimeout(streamId, Date.now() - started)
  try {
    const left = Math.ceil(deadline - Date.now())
    if (left < 1) throw new StreamTurnTimeout(streamId, Date.now() - started)
    return await db.transaction(async (tx) => {
      // Numbers only, so one round trip can carry both statements. The timeout bounds every
      // lock wait of this transaction: the turn, and any row the projections wait for.
      await tx.exec(
        `SET LOCAL lock_timeout = ${left}; SELECT pg_advisory_xact_lock(${STREAM_LOCK_SPACE}, ${streamLockKey(streamId)})`,
      )
      return fn(tx)
    })
  } catch (error) {
    if (sqlState(error) === LOCK_NOT_AVAILABLE) throw new StreamTurnTimeout(streamId, Date.now() - started)
    throw error
  } finally {
    release()
  }
}
