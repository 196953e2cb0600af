import type { Db } from '#db/types.ts'
import { readModelsChanged } from '#db/read-model-changes.ts'
import { inlineProjections } from './projections/index.ts'
import { applyProjections, type Projection } from './projections/types.ts'
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './rows.ts'
import { eventTypes, type EventTypeRegistry } from './types.ts'

export interface RebuildResult {
  events: number
  projections: string[]
}

const PAGE = 1000

/**
 * Replays the whole log into freshly emptied projection tables, in ONE transaction: a
 * reader sees the old rows or the new ones, never a half-built table, and a failure
 * leaves the old rows in place. Global order is each stream's version order too, because
 * an append at version N + 1 finds event N committed before it draws its identities.
 */
export async function rebuildProjections(
  db: Db,
  projections: readonly Projection[] = inlineProjections,
  { registry = eventTypes }: { registry?: EventTypeRegistry } = {},
): Promise<RebuildResult> {
  const tables = [...new Set(projections.flatMap((p) => p.tables))]
  return (
    db
      .transaction(async (tx) => {
        if (tables.length > 0) await tx.exec(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`)
        let after = 0
        let count = 0
        for (;;) {
          const rows = await tx.query<EventRow>(
            `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
            [after, PAGE],
          )
          await applyProjections(
            tx,
            projections,
            rows.map((row) => toRecordedEvent(row, registry)),
          )
          count += rows.length
          if (rows.length < PAGE) break
          after = rows[rows.length - 1]!.global_position
        }
        return { events: count, projections: projections.map((p) => p.name) }
      })
      // Committed or not, readers that keep projected rows (db/read-model-changes.ts) re-read.
      .finally(() => readModelsChanged(db))
  )
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
