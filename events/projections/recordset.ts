import { storableParams } from '#db/storable-params.ts'
import type { RecordedEvent } from '../types.ts'

/**
 * A page's rows as one parameter for `jsonb_to_recordset($n::text::jsonb) AS r(…)`: one
 * statement whatever the row count, with no limit on bind parameters to mind. Serialised
 * here so that both drivers send the same text, made storable first as each value would be
 * as a parameter of its own (jsonb refuses the escapes of a NUL or a lone surrogate).
 */
export const recordset = (rows: readonly object[]): string => JSON.stringify(storableParams(rows))

/** The page's events grouped by key (e.g. agreement id), each group in log order; null keys are left out. */
export function groupBy<Key>(
  events: readonly RecordedEvent[],
  keyOf: (event: RecordedEvent) => Key | null,
): Map<Key, RecordedEvent[]> {
  const groups = new Map<Key, RecordedEvent[]>()
  for (const event of events) {
    const key = keyOf(event)
    if (key === null) continue
    const group = groups.get(key)
    if (group) group.push(event)
    else groups.set(key, [event])
  }
  return groups
}

/** Text per statement that a replay writes, so that none grows with the texts' length. */
export const STATEMENT_CHARACTERS = 4 * 1024 * 1024

/** The rows in runs of at most `limit` characters of text (a longer row alone), in order. */
export function chunksOf<Row>(
  rows: Iterable<Row>,
  charactersOf: (row: Row) => number,
  limit = STATEMENT_CHARACTERS,
) {
  const chunks: Row[][] = []
  let chunk: Row[] = []
  let size = 0
  for (const row of rows) {
    if (chunk.length > 0 && size + charactersOf(row) > limit) {
      chunks.push(chunk)
      chunk = []
      size = 0
    }
    chunk.push(row)
    size += charactersOf(row)
  }
  if (chunk.length > 0) chunks.push(chunk)
  return chunks
}
