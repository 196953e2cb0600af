import type { LoaderFunctionArgs } from '@remix-run/node'
import { auditDownload } from '#app/features/history/audit-download.server.ts'
import { requireUser } from '#app/platform/session.server.ts'

/**
 * GET /app/documents/<id>/audit/<json|csv|pdf> — the audit trail as a file, or the audit
 * certificate: an attachment named after the title, made on the server, so a plain link
 * works without JavaScript. A read: it records nothing, so the certificate's final hash is
 * still the document's last event when the file arrives. A resource route: refusals are
 * small pages of their own (the same 404 for a stranger as for a missing id).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return auditDownload(user, params.id, params.format)
}
