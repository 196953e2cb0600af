import { z } from 'zod'
import { may, type DocumentRole } from '#domain/collaboration/index.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import { AUDIT_FORMATS, type AuditFormat } from '#app/features/history/contract.ts'
import { getDb } from '#app/platform/db.server.ts'
import { contentDisposition } from '#app/features/export/filename.server.ts'
import { refusalPage } from '#app/features/export/refusal.server.ts'
import { auditTrailCsv, auditTrailJson } from './audit-files.server.ts'
import { auditTrail } from './audit-trail.server.ts'
import { renderCertificate } from './certificate.server.ts'

const CONTENT_TYPES: Record<AuditFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
}

/** "Leave_and_Licence_Agreement_audit_trail.csv", "…_audit_certificate.pdf". */
const fileTitle = (title: string, format: AuditFormat) =>
  `${title} ${format === 'pdf' ? 'audit certificate' : 'audit trail'}`

const isAuditFormat = (value: unknown): value is AuditFormat =>
  (AUDIT_FORMATS as readonly unknown[]).includes(value)

/**
 * The audit trail download for this user, or the refusal page: the same 404 for a document
 * they have no role on as for a missing one. Trial documents included — the trail is the
 * record of what happened to the user's own document, not the Professional export.
 */
export async function auditDownload(
  user: { id: string; email: string; displayName: string },
  rawId: string | undefined,
  rawFormat: string | undefined,
): Promise<Response> {
  if (!isAuditFormat(rawFormat)) return refusalPage('not_found')
  const id = z.uuid().safeParse(rawId)
  const db = await getDb()
  const access = id.success ? await documentAccess(db, user, id.data) : null
  if (!access || !may(access.role, 'view')) return refusalPage('document_not_found')
  const viewer: { displayName: string; email: string; role: DocumentRole } = {
    displayName: user.displayName,
    email: user.email,
    role: access.role,
  }
  const trail = await auditTrail(db, access.agreement, viewer)
  const bytes =
    rawFormat === 'pdf'
      ? await renderCertificate(trail, {
          database: db.kind === 'pglite' ? 'PostgreSQL (embedded, PGlite)' : 'PostgreSQL',
        })
      : new TextEncoder().encode(rawFormat === 'json' ? auditTrailJson(trail) : auditTrailCsv(trail))
  return new Response(bytes, {
    headers: {
      'Content-Type': CONTENT_TYPES[rawFormat],
      'Content-Disposition': contentDisposition(fileTitle(access.agreement.title, rawFormat), rawFormat),
      'Content-Length': String(bytes.byteLength),
      // Private to the people on the document: no shared cache keeps it.
      'Cache-Control': 'private, no-store',
    },
  })
}
