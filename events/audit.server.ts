import type { Queryable } from '#db/types.ts'
import { checkLink, GENESIS_HASH } from './hash-chain.ts'
import { recordedHead } from './recorded-heads.ts'

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
  /** How many events the stream holds: the version a read model records for it, else its last event's. */
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
}

const PAGE = 1000

// Both walks read rows raw — not through the schema registry, so a payload tampered into
// an invalid shape is reported as a broken hash rather than crashing the audit — and page
// on the (stream_id, stream_version) unique index, so memory stays flat.
const AUDIT_COLUMNS = `e.global_position, e.stream_id, e.stream_version, e.type, e.data, e.metadata,
  e.recorded_at, e.prev_hash, e.hash`

/**
 * Why `row` breaks its stream's chain, given the event before it in the walk (undefined
 * at the start, or the previous stream's last event): the link and hash recomputed by
 * `checkLink`; undefined when it holds.
 */
function checkNext(
  last: Pick<AuditRow, 'stream_id' | 'stream_version' | 'hash'> | undefined,
  row: AuditRow,
): string | undefined {
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
 * rows.
 *
 * Caught: an altered field (hash), a removed or reordered event (version or prev_hash),
 * events cut off the end of a stream whose version a read model records (an agreement's
 * row is ahead of its chain). A stream's end is otherwise only as provable as its last
 * hash: the audit certificate prints it so a holder can show later events existed.
 */
export async function verifyAuditChain(q: Queryable): Promise<AuditResult> {
  let verified = 0
  let cursor = { streamId: '', version: 0 }
  let last: AuditRow | undefined
  for (;;) {
    const rows = await q.query<AuditRow>(
      `SELECT ${AUDIT_COLUMNS}
       FROM events e
       WHERE (e.stream_id, e.stream_version) > ($1, $2)
       ORDER BY e.stream_id, e.stream_version LIMIT $3`,
      [cursor.streamId, cursor.version, PAGE],
    )
    for (const row of rows) {
      if (last && last.stream_id !== row.stream_id) {
        const cut = await checkEnd(q, last)
        if (cut) return { verified, firstBad: cut }
      }
      const reason = checkNext(last, row)
      if (reason) return { verified, firstBad: badEvent(row, reason) }
      verified++
      last = row
    }
    if (rows.length < PAGE) {
      const cut = last && (await checkEnd(q, last))
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
 *
 * The recorded head is read after the events, and an append commits its event and the
 * agreement's row together: a head ahead of the walk means either events appended while
 * it ran — read and verified too — or events cut off the end, which only then is reported.
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
  let last: Pick<AuditRow, 'stream_id' | 'stream_version' | 'hash' | 'global_position'> | undefined = after
    ? { stream_id: streamId, stream_version: after.version, hash: after.hash, global_position: 0 }
    : undefined
  for (;;) {
    const rows = await q.query<AuditRow>(
      `SELECT ${AUDIT_COLUMNS}
       FROM events e
       WHERE e.stream_id = $1 AND e.stream_version > $2
       ORDER BY e.stream_version LIMIT $3`,
      [streamId, last?.stream_version ?? 0, PAGE],
    )
    for (const row of rows) {
      const reason = checkNext(last, row)
      if (reason) {
        const head = (await recordedHead(q, streamId)) ?? row.stream_version
        return { verified, firstBad: badEvent(row, reason), lastHash: last?.hash ?? null, head }
      }
      verified++
      last = row
      onVerified?.({ version: row.stream_version, type: row.type, prevHash: row.prev_hash, hash: row.hash })
    }
    if (rows.length === PAGE) continue
    const at = last?.stream_version ?? 0
    const recorded = await recordedHead(q, streamId)
    if (recorded === undefined || recorded <= at) {
      const cut = recorded !== undefined && recorded < at
      if (cut)
        return {
          verified,
          firstBad: endBad(streamId, last!, recorded),
          lastHash: last?.hash ?? null,
          head: at,
        }
      return { verified, lastHash: last?.hash ?? null, head: at }
    }
    // The record is ahead: unless more events have arrived since the read, they were cut off.
    const [more] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND stream_version > $2',
      [streamId, at],
    )
    if ((more?.n ?? 0) > 0) continue
    const firstBad: BadEvent = last
      ? endBad(streamId, last, recorded)
      : {
          streamId,
          streamVersion: 1,
          globalPosition: 0,
          reason: `the stream is recorded at version ${recorded} but none of its events is stored (events removed?)`,
        }
    return { verified, firstBad, lastHash: last?.hash ?? null, head: recorded }
  }
}

/** The last event of a stream must carry the version a read model recorded for it, if any. */
async function checkEnd(q: Queryable, row: AuditRow): Promise<BadEvent | undefined> {
  const head = await recordedHead(q, row.stream_id)
  if (head === undefined || row.stream_version === head) return undefined
  return endBad(row.stream_id, row, head)
}

function endBad(
  streamId: string,
  row: Pick<AuditRow, 'stream_version' | 'global_position'>,
  head: number,
): BadEvent {
  return {
    streamId,
    streamVersion: row.stream_version,
    globalPosition: row.global_position,
    reason: `the stream is recorded at version ${head} but its chain ends here (events removed?)`,
  }
}

function badEvent(row: AuditRow, reason: string): BadEvent {
  return {
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    globalPosition: row.global_position,
    reason,
  }
}
