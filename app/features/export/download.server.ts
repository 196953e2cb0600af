import { z } from 'zod'
import { exportFormatSchema } from '#domain/agreement/index.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import { getLog } from '#app/platform/log.server.ts'
import {
  PoolBusyError,
  PoolClosedError,
  PoolTimeoutError,
  WorkerCrashError,
} from '#app/platform/worker-pool.server.ts'
import { renderExport } from './render.server.ts'
import { refusalPage } from './refusal.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { isSpeculative, speculativeRefusal } from '#app/platform/prefetch.server.ts'
import { unlockOnRead } from '#app/features/subscription/unlock.server.ts'

/**
 * GET /app/documents/<id>/export/<pdf|docx|html|txt> — the file, made on the server.
 *
 * A GET that records something (AgreementExported) on purpose: the download is a plain
 * link, so it works without JavaScript and the browser's own download handling applies.
 * What it records is a fact about a read, never a change to the document, and repeating
 * it is harmless (docs/decisions/0007-export.md). A resource route: no parent loader runs
 * and no page is rendered, so refusals are small pages of their own.
 */
export async function exportDownload({
  request,
  params,
  context,
}: {
  request: Request
  params: { id?: string; format?: string }
  context: unknown
}) {
  const user = await requireUser(request)
  const format = exportFormatSchema.safeParse(params.format)
  if (!format.success) return refusalPage('not_found')
  const id = z.uuid().safeParse(params.id)
  const db = await getDb()
  // Anyone with a role on the document may download it; for anyone else it does not exist
  // (the same answer as a missing id, and no bytes).
  const found = id.success ? await documentAccess(db, user, id.data) : null
  if (!found) return refusalPage('document_not_found')
  // What a document may do follows its owner's plan: a preview whose owner is Professional now opens.
  const { agreement } = await unlockOnRead(db, { request, context }, user, found)
  if (agreement.access === 'preview') return refusalPage('upgrade_required', agreement.id)
  // A prefetch or a link preview is not a download: it records nothing and gets no file (not even made).
  if (isSpeculative(request)) return speculativeRefusal()

  // The file first: a renderer that fails records no export that never reached the user.
  let file: Awaited<ReturnType<typeof renderExport>>
  try {
    file = await renderExport(format.data, {
      title: agreement.title,
      content: agreement.content,
      structure: agreement.structure,
    })
  } catch (error) {
    // Every export worker busy and the line full: 503 with Retry-After, not a 500.
    if (error instanceof PoolBusyError) return refusalPage('export_busy', agreement.id)
    // A job that timed out or whose worker died fails alone (the worker is replaced);
    // one still waiting at shutdown fails too.
    if (
      error instanceof PoolTimeoutError ||
      error instanceof WorkerCrashError ||
      error instanceof PoolClosedError
    ) {
      getLog().error({ err: error, format: format.data, agreementId: agreement.id }, 'export failed')
      return refusalPage('export_failed', agreement.id)
    }
    throw error
  }
  if (request.method === 'HEAD') return new Response(null, { headers: file.headers })

  try {
    await runAgreementCommand(db, commandContext({ request, context }, user.id), agreement.id, {
      type: 'ExportAgreement',
      data: { format: format.data, actorId: user.id, now: new Date() },
    })
  } catch (error) {
    const { status, code } = asRefusal(error)
    // The read model said yes a moment ago; the stream has the last word.
    if (code === 'agreement.preview_only') return refusalPage('upgrade_required', agreement.id)
    // Every download is in the audit trail, so one that could not be recorded is not given.
    if (status === 409) return refusalPage('busy', agreement.id)
    return refusalPage('document_not_found')
  }
  return new Response(file.bytes, { headers: file.headers })
}
