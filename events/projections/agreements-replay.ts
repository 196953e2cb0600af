import type { Queryable } from '#db/types.ts'
import { agreementIdOfStream } from '#domain/agreement/index.ts'
import { rowAfter, upsertRows, type Row } from './agreement-row.ts'
import { chunksOf, groupBy } from './recordset.ts'
import type { Replay } from './types.ts'

/** Text the replay keeps in memory before it writes its rows out and forgets them. */
const KEPT_CHARACTERS = 32 * 1024 * 1024

/**
 * A rebuild's agreements rows, folded page by page in memory: a document's row is written
 * once at the end (or when the kept text passes KEPT_CHARACTERS) instead of after every page
 * that touches it — each write is its whole text again. A row is written in its page when it
 * is new or its owner changes, so that the page's readers of `agreements` (the portfolio
 * replay's owners) find it; its other columns are complete only after `finish`.
 */
export function agreementsReplay(keptCharacters = KEPT_CHARACTERS): Replay {
  const kept = new Map<string, Row>()
  const unwritten = new Set<string>()
  let characters = 0

  const write = async (tx: Queryable, ids: Iterable<string>) => {
    const rows = [...ids].map((id) => kept.get(id)!)
    for (const id of ids) unwritten.delete(id)
    for (const chunk of chunksOf(rows, (row) => row.content.length)) await upsertRows(tx, chunk)
  }

  return {
    async page(tx, events) {
      const streams = groupBy(events, (event) => agreementIdOfStream(event.streamId))
      const unknown = [...streams.keys()].filter((id) => !kept.has(id))
      if (unknown.length > 0) {
        const stored = await tx.query<Row>('SELECT * FROM agreements WHERE agreement_id = ANY($1::uuid[])', [
          unknown,
        ])
        for (const row of stored) keep(row)
      }
      const now = new Set<string>()
      for (const [agreementId, stream] of streams) {
        let row = kept.get(agreementId)
        for (const event of stream) {
          const next = rowAfter(agreementId, row, event)
          if (!next) continue
          if (!row || row.owner_id !== next.owner_id) now.add(agreementId)
          unwritten.add(agreementId)
          keep((row = next))
        }
      }
      await write(tx, now)
      if (characters > keptCharacters) {
        await write(tx, [...unwritten])
        kept.clear()
        characters = 0
      }
    },
    async finish(tx) {
      await write(tx, [...unwritten])
    },
  }

  function keep(row: Row) {
    characters += row.content.length - (kept.get(row.agreement_id)?.content.length ?? 0)
    kept.set(row.agreement_id, row)
  }
}
