/**
 * Every inline projection's rows as sorted JSON lines, and the differences between two such
 * snapshots: what "a rebuild leaves every read model as it was" is checked with
 * (tests/e2e/projections-match.ts, tests/bench/scale.bench.ts).
 */
import type { Queryable } from '#db/types.ts'
import { inlineProjections } from '#events/projections/index.ts'

export const readModelTables = [...new Set(inlineProjections.flatMap((p) => p.tables))]

export type ReadModels = Map<string, string[]>

/** Each table's rows as sorted JSON lines, so row order does not count. */
export async function snapshotReadModels(db: Queryable): Promise<ReadModels> {
  const rows: ReadModels = new Map()
  for (const table of readModelTables) {
    const found = await db.query(`SELECT * FROM "${table}"`)
    rows.set(table, found.map((row) => JSON.stringify(row)).sort())
  }
  return rows
}

/** One line per table that differs, with up to three rows only on each side; empty when equal. */
export function readModelDifferences(before: ReadModels, after: ReadModels): string[] {
  const problems: string[] = []
  for (const table of readModelTables) {
    const was = before.get(table) ?? []
    const now = after.get(table) ?? []
    const nowSet = new Set(now)
    const wasSet = new Set(was)
    const onlyBefore = was.filter((row) => !nowSet.has(row))
    const onlyAfter = now.filter((row) => !wasSet.has(row))
    if (was.length === now.length && onlyBefore.length === 0 && onlyAfter.length === 0) continue
    problems.push(`${table}: ${was.length} rows before, ${now.length} after`)
    for (const row of onlyBefore.slice(0, 3)) problems.push(`  only before: ${row}`)
    for (const row of onlyAfter.slice(0, 3)) problems.push(`  only after: ${row}`)
  }
  return problems
}

export const readModelRowCount = (models: ReadModels) =>
  [...models.values()].reduce((sum, rows) => sum + rows.length, 0)
