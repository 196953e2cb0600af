import type { Queryable } from '#db/types.ts'
import { checkLink, GENESIS_HASH } from './hash-chain.ts'

export interface AuditResult {
  /** Events whose link and hash checked out before the walk stopped. */
  verified: number
  /** The first event, in (stream, version) order, that breaks its stream's chain. */
  firstBad?: { streamId: string; streamVersion: number; globalPosition: number; reason: string }
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
 */
export async function verifyAuditChain(q: Queryable): Promise<AuditResult> {
  let verified = 0
  let cursor = { streamId: '', version: 0 }
  let previous = { streamId: '', hash: GENESIS_HASH, version: 0 }
  for (;;) {
    const rows = await q.query<AuditRow>(
      `SELECT global_position, stream_id, stream_version, type, data, metadata, recorded_at, prev_hash, hash
       FROM events WHERE (stream_id, stream_version) > ($1, $2)
       ORDER BY stream_id, stream_version LIMIT $3`,
      [cursor.streamId, cursor.version, PAGE],
    )
    for (const row of rows) {
      if (row.stream_id !== previous.streamId) previous = { streamId: row.stream_id, hash: GENESIS_HASH, version: 0 }
      const reason = checkLink(previous.hash, previous.version + 1, {
        streamId: row.stream_id,
        streamVersion: row.stream_version,
        type: row.type,
        data: row.data,
        metadata: row.metadata,
        recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
        prevHash: row.prev_hash,
        hash: row.hash,
      })
      if (reason) {
        const firstBad = {
          streamId: row.stream_id,
          streamVersion: row.stream_version,
          globalPosition: row.global_position,
          reason,
        }
        return { verified, firstBad }
      }
      verified++
      previous = { streamId: row.stream_id, hash: row.hash, version: row.stream_version }
    }
    if (rows.length < PAGE) return { verified }
    const last = rows[rows.length - 1]!
    cursor = { streamId: last.stream_id, version: last.stream_version }
  }
}
