import type { Queryable } from '#db/types.ts'
import { verifyStreamChain, type StreamAuditResult } from './audit.server.ts'
import { recordedHead } from './recorded-heads.ts'

/**
 * The history page's chain check, on every view, without re-reading every stored event
 * each time. Recomputing a stream's chain reads each event's whole payload — on every
 * view that would make the page's cost grow with the stream (figures in ADR 0012 and
 * tests/bench/RESULTS.md). So the check remembers, per stream, the last event it verified and a
 * fingerprint of the stored rows up to it, and a view reads only:
 *
 * - the fingerprint: each row's version and `xmin` (the transaction that wrote that row
 *   version), hashed in Postgres — one small aggregate, no payload. Any UPDATE, DELETE or
 *   re-INSERT of an event is a new row version written by a new transaction, with a new
 *   `xmin`, so a tampered row changes the fingerprint and the whole chain is recomputed
 *   from scratch on that very view;
 * - and the events appended since, verified from the remembered hash on.
 *
 * What the fingerprint cannot see is a change that bypasses Postgres's row versions
 * (someone editing its data files directly); a full recomputation would, and
 * `?recompute=1`, every download and every certificate do one. The memory is per process
 * and only ever holds chains that verified; a broken chain is recomputed on every view.
 */

/** `verified` counts every event checked, this view's and earlier views' recomputations together. */
export interface ChainCheck extends StreamAuditResult {
  /** When the oldest of those hashes was recomputed. */
  recomputedAt: Date
  /** True when this view recomputed every event. */
  full: boolean
}

interface Checkpoint {
  version: number
  hash: string
  fingerprint: string
  recomputedAt: Date
}

/** Streams remembered per process; the least recently checked is forgotten first. */
const MAX_CHECKPOINTS = 5_000
const checkpoints = new Map<string, Checkpoint>()

function remember(streamId: string, checkpoint: Checkpoint) {
  checkpoints.delete(streamId)
  checkpoints.set(streamId, checkpoint)
  if (checkpoints.size > MAX_CHECKPOINTS) checkpoints.delete(checkpoints.keys().next().value!)
}

/** Forgets every checkpoint (tests, and anyone who wants the next views to recompute). */
export function forgetChainCheckpoints(): void {
  checkpoints.clear()
}

type Fingerprints = { upto: string | null; every_row: string | null; last_version: number | null }

/** Fingerprints of the rows up to `version` and of all of them, and the last version. */
async function fingerprints(q: Queryable, streamId: string, version: number): Promise<Fingerprints> {
  const row = `e.stream_version::text || ':' || e.xmin::text`
  const digest = (filter: string) =>
    `encode(sha256(convert_to(string_agg(${row}, ',' ORDER BY e.stream_version)${filter}, 'UTF8')), 'hex')`
  const [result] = await q.query<Fingerprints>(
    `SELECT ${digest(' FILTER (WHERE e.stream_version <= $2)')} AS upto, ${digest('')} AS every_row,
            max(e.stream_version) AS last_version
       FROM events e WHERE e.stream_id = $1`,
    [streamId, version],
  )
  return result ?? { upto: null, every_row: null, last_version: null }
}

/**
 * The stream's chain, verified: from the remembered checkpoint when the rows up to it are
 * exactly as they were, else (or with `full`) from its first event.
 */
export async function checkStreamChain(
  q: Queryable,
  streamId: string,
  { full = false, now = new Date() }: { full?: boolean; now?: Date } = {},
): Promise<ChainCheck> {
  const known = full ? undefined : checkpoints.get(streamId)
  // Read before the events are: a row rewritten after this is caught by the next view.
  const seen = await fingerprints(q, streamId, known?.version ?? 0)
  const reusable = known && seen.upto !== null && seen.upto === known.fingerprint
  // Events cut off the end after the last check leave the rows before them untouched: the
  // version a read model records for the stream (an agreement's) says they existed.
  const recorded = reusable ? await recordedHead(q, streamId) : undefined
  if (
    reusable &&
    seen.last_version === known.version &&
    (recorded === undefined || recorded === known.version)
  ) {
    remember(streamId, known)
    return {
      verified: known.version,
      lastHash: known.hash,
      head: known.version,
      recomputedAt: known.recomputedAt,
      full: false,
    }
  }
  const result = reusable
    ? await verifyStreamChain(q, streamId, { after: { version: known.version, hash: known.hash } })
    : await verifyStreamChain(q, streamId)
  const base = reusable ? known.version : 0
  const total = base + result.verified
  const recomputedAt = reusable ? known.recomputedAt : now
  if (result.firstBad) {
    checkpoints.delete(streamId)
  } else if (result.lastHash && seen.every_row !== null && seen.last_version === total) {
    // Only what the fingerprint covered is remembered: events appended between the two
    // reads are verified now and fingerprinted on the next view.
    remember(streamId, { version: total, hash: result.lastHash, fingerprint: seen.every_row, recomputedAt })
  }
  return { ...result, verified: total, recomputedAt, full: !reusable }
}
