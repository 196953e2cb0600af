import type { Queryable } from '#db/types.ts'
import { agreementIdOfStream } from '#domain/agreement/index.ts'

/**
 * The version a read model recorded for a stream, where one does: the audit compares it
 * with the end of the stream's chain, so events deleted from the end are noticed. The
 * event store itself keeps no per-stream head (its compare-and-set is the unique key on
 * (stream_id, stream_version): docs/decisions/0009-append-by-unique-version.md), and a
 * valid chain that stops early looks complete without one.
 */
export async function recordedHead(q: Queryable, streamId: string): Promise<number | undefined> {
  const id = agreementIdOfStream(streamId)
  if (!id) return undefined
  const [row] = await q.query<{ version: number }>('SELECT version FROM agreements WHERE agreement_id = $1', [
    id,
  ])
  return row?.version
}
