import type { Queryable } from '#db/types.ts'
import {
  AGREEMENT_STREAM_PREFIX,
  isAgreementId,
  type AgreementExported,
  type ExportFormat,
} from '#domain/agreement/index.ts'
import type { RecordedEvent } from '../types.ts'
import type { Projection } from './types.ts'

/**
 * The "Recently Exported" list: for each agreement, which formats were downloaded, when
 * last and how often. One row per format, so the list stays four rows however many
 * downloads there are.
 */
export const agreementExportsProjection: Projection = {
  name: 'agreement-exports',
  tables: ['agreement_exports'],
  canHandle: ['AgreementExported'],
  async apply(tx, event: RecordedEvent) {
    if (!event.streamId.startsWith(AGREEMENT_STREAM_PREFIX)) return
    const agreementId = event.streamId.slice(AGREEMENT_STREAM_PREFIX.length)
    if (!isAgreementId(agreementId)) return
    const data = event.data as AgreementExported
    await tx.query(
      `INSERT INTO agreement_exports (agreement_id, format, last_exported_at, last_exported_by, times)
       VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (agreement_id, format) DO UPDATE SET last_exported_at = EXCLUDED.last_exported_at,
         last_exported_by = EXCLUDED.last_exported_by, times = agreement_exports.times + 1`,
      [agreementId, data.format, data.exportedAt, data.exportedBy],
    )
  },
}

export interface RecentExport {
  format: ExportFormat
  lastExportedAt: Date
  times: number
}

/**
 * The formats this agreement was exported in, the latest first. It does not check
 * ownership: call it after `agreementFor` has found the agreement for the user.
 */
export async function recentExportsOf(q: Queryable, agreementId: string): Promise<RecentExport[]> {
  if (!isAgreementId(agreementId)) return []
  const rows = await q.query<{ format: ExportFormat; last_exported_at: Date | string; times: number }>(
    `SELECT format, last_exported_at, times FROM agreement_exports
     WHERE agreement_id = $1 ORDER BY last_exported_at DESC, format`,
    [agreementId],
  )
  return rows.map((row) => ({ format: row.format, lastExportedAt: new Date(row.last_exported_at), times: row.times }))
}
