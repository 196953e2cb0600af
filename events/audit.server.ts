import type { Queryable } from '#db/types.ts'
import { checkLink, GENESIS_HASH } from './hash-chain.ts'

export interface BadEvent {
  streamId: string
  streamVersion: number
  globalPosition: number
  reason: string
}

export interface AuditResult {
  /** Events whose link and hash checked out before the walk stopped. */
  verified: number
  /** The first event, in (stream, version) order, that breaks its stream's chain. */
  firstBad?: BadEvent
}

export interface StreamAuditResult extends AuditResult {
  /** The stored hash of the stream's last event (what a certificate calls the final hash); null for no events. */
  lastHash: string | null
  /** The stream row's version: how many events the stream should hold. */
  head: number
}

/** An event whose link and hash were recomputed and held, with the hashes as stored. */
export interface VerifiedEvent {
  version: number
  type: string
  prevHash: string
  hash: string
}

interface AuditRow {
  [column: string]: unknown
  global_position: number
  stream_id: string
  stream_version: number
  type: string
  data: unknown
  metadata: unknown
  recorded_at: Date | string
  prev_hash: string
  hash: string
  /** streams.version: the chain must end exactly there. */
  head: number
}

const PAGE = 1000

// Both walks read rows raw — not through the schema registry, so a payload tampered into
// an invalid shape is reported as a broken hash rather than crashing the audit — and page
// on the (stream_id, stream_version) unique index, so memory stays flat. The stream row's
// version comes from the same statement as the events, so an append between two pages
// cannot make a finished chain look cut short.
const AUDIT_COLUMNS = `e.global_position, e.stream_id, e.stream_version, e.type, e.data, e.metadata,
  e.recorded_at, e.prev_hash, e.hash, s.version AS head`

/**
 * Why `row` breaks its stream's chain, given the event before it in the walk (undefined
 * at the start, or the previous stream's last event): the link and hash recomputed by
 * `checkLink`; undefined when it holds.
 */
function checkNext(last: AuditRow | undefined, row: AuditRow): string | undefined {
  const sameStream = last?.stream_id === row.stream_id
  return checkLink(sameStream ? last!.hash : GENESIS_HASH, sameStream ? last!.stream_version + 1 : 1, {
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
    prevHash: row.prev_hash,
    hash: row.hash,
  })
}

/**
 * Walks every stream in version order and recomputes its SHA-256 chain from the stored
 * rows. Caught: an altered field (hash), a removed or reordered event (version or
 * prev_hash), events cut off a stream's end (the stream row's version is ahead of the chain).
 */
export async function verifyAuditChain(q: Queryable): Promise<AuditResult> {
  let verified = 0
  let cursor = { streamId: '', version: 0 }
  let last: AuditRow | undefined
  for (;;) {
    const rows = await q.query<AuditRow>(
      `SELECT ${AUDIT_COLUMNS}
       FROM events e JOIN streams s ON s.stream_id = e.stream_id
       WHERE (e.stream_id, e.stream_version) > ($1, $2)
       ORDER BY e.stream_id, e.stream_version LIMIT $3`,
      [cursor.streamId, cursor.version, PAGE],
    )
    for (const row of rows) {
      if (last && last.stream_id !== row.stream_id) {
        const cut = checkEnd(last)
        if (cut) return { verified, firstBad: cut }
      }
      const reason = checkNext(last, row)
      if (reason) return { verified, firstBad: badEvent(row, reason) }
      verified++
      last = row
    }
    if (rows.length < PAGE) {
      const cut = last && checkEnd(last)
      return cut ? { verified, firstBad: cut } : { verified }
    }
    cursor = { streamId: last!.stream_id, version: last!.stream_version }
  }
}

/**
 * The same check for one stream — the history page's "verified (n events)" and the audit
 * certificate — by the same rules as `verifyAuditChain`, so a stream this passes is one
 * `npm run audit:verify` passes too, and the final hash is the one its walk verified.
 *
 * `after` resumes from an event already verified (its version and hash): only later
 * events are read, and `verified` counts only those. `onVerified` sees each event that
 * checked out, as stored, in order.
 */
export async function verifyStreamChain(
  q: Queryable,
  streamId: string,
  {
    after,
    onVerified,
  }: {
    after?: { version: number; hash: string }
    onVerified?: (event: VerifiedEvent) => void
  } = {},
): Promise<StreamAuditResult> {
  let verified = 0
  // The verified event the walk continues from stands in for the row before the first one read.
  let last: AuditRow | undefined = after
    ? ({ stream_id: streamId, stream_version: after.version, hash: after.hash } as AuditRow)
    : undefined
  for (;;) {
    const rows = await q.query<AuditRow>(
      `SELECT ${AUDIT_COLUMNS}
       FROM events e JOIN streams s ON s.stream_id = e.stream_id
       WHERE e.stream_id = $1 AND e.stream_version > $2
       ORDER BY e.stream_version LIMIT $3`,
      [streamId, last?.stream_version ?? 0, PAGE],
    )
    for (const row of rows) {
      const reason = checkNext(last, row)
      if (reason) return { verified, firstBad: badEvent(row, reason), lastHash: last?.hash ?? null, head: row.head }
      verified++
      last = row
      onVerified?.({ version: row.stream_version, type: row.type, prevHash: row.prev_hash, hash: row.hash })
    }
    if (rows.length < PAGE) break
  }
  // No row read at all: the head comes from the stream row alone.
  if (!last || last.head === undefined) return streamWithoutNewEvents(q, streamId, last)
  const cut = checkEnd(last)
  return { verified, ...(cut ? { firstBad: cut } : {}), lastHash: last.hash, head: last.head }
}

/**
 * The walk read no event: fine if the stream row agrees that there is none after `last`
 * (or none at all), broken if it says there should be.
 */
async function streamWithoutNewEvents(q: Queryable, streamId: string, last: AuditRow | undefined): Promise<StreamAuditResult> {
  const [row] = await q.query<{ version: number }>('SELECT version FROM streams WHERE stream_id = $1', [streamId])
  const head = row?.version ?? 0
  const lastHash = last?.hash ?? null
  const at = last?.stream_version ?? 0
  if (head === at) return { verified: 0, lastHash, head }
  const reason = `the stream is at version ${head} but no stored event follows version ${at} (events removed?)`
  return { verified: 0, firstBad: { streamId, streamVersion: at + 1, globalPosition: 0, reason }, lastHash, head }
}

/** The last event of a stream must carry the stream row's version. */
function checkEnd(row: AuditRow): BadEvent | undefined {
  if (row.stream_version === row.head) return undefined
  return badEvent(row, `the stream is at version ${row.head} but its chain ends here (events removed?)`)
}

function badEvent(row: AuditRow, reason: string): BadEvent {
  return {
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    globalPosition: row.global_position,
    reason,
  }
}
