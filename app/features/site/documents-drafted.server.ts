import type { Db } from '#db/types.ts'
import type { ProductStat } from './contract.ts'

// "Documents drafted on this instance": shown only when the operator opts in
// (PUBLIC_DOCUMENT_COUNT), counted from the agreements read model — one row per document
// ever generated, since documents are never deleted — and recounted at most once a minute.

const RECOUNT_MS = 60_000

let counted: { value: number; at: number } | undefined

export async function documentsDraftedStat(db: Db, now = Date.now()): Promise<ProductStat> {
  if (!counted || now - counted.at >= RECOUNT_MS) {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agreements')
    counted = { value: row?.n ?? 0, at: now }
  }
  return {
    value: counted.value,
    label: 'Documents drafted',
    source: 'on this instance, counted from its library',
  }
}

/** Tests recount at once. */
export function forgetDocumentsDrafted() {
  counted = undefined
}
