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

/**
 * Walks every stream in version order and recomputes its SHA-256 chain from the stored
 * rows, raw — not through the schema registry, so a payload tampered into an invalid
 * shape is reported as a broken hash rather than crashing the audit. Pages by
 * (stream_id, stream_version) on the unique index, so memory stays flat.
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
      `SELECT e.global_position, e.stream_id, e.stream_version, e.type, e.data, e.metadata,
              e.recorded_at, e.prev_hash, e.hash
       FROM events e
       WHERE (e.stream_id, e.stream_version) > ($1, $2)
       ORDER BY e.stream_id, e.stream_version LIMIT $3`,
      [cursor.streamId, cursor.version, PAGE],
    )
    for (const row of rows) {
      const sameStream = last?.stream_id === row.stream_id
      if (!sameStream && last) {
        const cut = await checkEnd(q, last)
        if (cut) return { verified, firstBad: cut }
      }
      const reason = checkLink(
        sameStream ? last!.hash : GENESIS_HASH,
        sameStream ? last!.stream_version + 1 : 1,
        {
          streamId: row.stream_id,
          streamVersion: row.stream_version,
          type: row.type,
          data: row.data,
          metadata: row.metadata,
          recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
          prevHash: row.prev_hash,
          hash: row.hash,
        },
      )
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

/** The last event of a stream must carry the version a read model recorded for it, if any. */
async function checkEnd(q: Queryable, row: AuditRow): Promise<BadEvent | undefined> {
  const head = await recordedHead(q, row.stream_id)
  if (head === undefined || row.stream_version === head) return undefined
  return badEvent(row, `the stream is recorded at version ${head} but its chain ends here (events removed?)`)
}

function badEvent(row: AuditRow, reason: string): BadEvent {
  return {
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    globalPosition: row.global_position,
    reason,
  }
}
