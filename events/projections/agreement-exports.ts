import type { Queryable } from '#db/types.ts'
import {
  agreementIdOfStream,
  isAgreementId,
  type AgreementPayloads,
  type ExportFormat,
} from '#domain/agreement/index.ts'
import { IGNORED, projectionOf } from './types.ts'
import { recordset } from './recordset.ts'

/**
 * The "Recently Exported" list: for each agreement, which formats were downloaded, when
 * last and how often. One row per format, so the list stays four rows however many
 * downloads there are.
 */
export const agreementExportsProjection = projectionOf<AgreementPayloads>({
  name: 'agreement-exports',
  tables: ['agreement_exports'],
  on: {
    async AgreementExported(tx, event) {
      const agreementId = agreementIdOfStream(event.streamId)
      if (!agreementId) return
      const { format, exportedAt, exportedBy } = event.data
      await tx.query(
        `INSERT INTO agreement_exports (agreement_id, format, last_exported_at, last_exported_by, times)
         VALUES ($1, $2, $3, $4, 1)
         ON CONFLICT (agreement_id, format) DO UPDATE SET last_exported_at = EXCLUDED.last_exported_at,
           last_exported_by = EXCLUDED.last_exported_by, times = agreement_exports.times + 1`,
        [agreementId, format, exportedAt, exportedBy],
      )
    },
    AgreementGenerated: IGNORED,
    AgreementEdited: IGNORED,
    AgreementAiEdited: IGNORED,
    ClauseAdded: IGNORED,
    CollaboratorAdded: IGNORED,
    CollaboratorRoleChanged: IGNORED,
    CollaboratorRemoved: IGNORED,
    InvitationAccepted: IGNORED,
    CommentAdded: IGNORED,
    CommentReplied: IGNORED,
    CommentResolved: IGNORED,
    CommentReopened: IGNORED,
    AgreementShared: IGNORED,
    AgreementUnlocked: IGNORED,
    ExecutionDateRecorded: IGNORED,
    RegistrationRecorded: IGNORED,
  },
  // A rebuild adds each page's downloads per agreement and format in one statement; the
  // page's last download of a format is its latest, as the log is in order.
  replay: {
    async page(tx, events) {
      const rows = new Map<
        string,
        { agreement_id: string; format: string; exported_at: string; exported_by: string; times: number }
      >()
      for (const event of events) {
        const agreementId = agreementIdOfStream(event.streamId)
        if (event.type !== 'AgreementExported' || !agreementId) continue
        const { format, exportedAt, exportedBy } = event.data as AgreementPayloads['AgreementExported']
        const key = `${agreementId}\u0000${format}`
        const times = (rows.get(key)?.times ?? 0) + 1
        rows.set(key, {
          agreement_id: agreementId,
          format,
          exported_at: exportedAt,
          exported_by: exportedBy,
          times,
        })
      }
      if (rows.size === 0) return
      await tx.query(
        `INSERT INTO agreement_exports (agreement_id, format, last_exported_at, last_exported_by, times)
         SELECT agreement_id, format, exported_at, exported_by, times FROM jsonb_to_recordset($1::text::jsonb)
           AS r(agreement_id uuid, format text, exported_at timestamptz, exported_by uuid, times int)
         ON CONFLICT (agreement_id, format) DO UPDATE SET last_exported_at = EXCLUDED.last_exported_at,
           last_exported_by = EXCLUDED.last_exported_by, times = agreement_exports.times + EXCLUDED.times`,
        [recordset([...rows.values()])],
      )
    },
  },
})

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
  return rows.map((row) => ({
    format: row.format,
    lastExportedAt: new Date(row.last_exported_at),
    times: row.times,
  }))
}
