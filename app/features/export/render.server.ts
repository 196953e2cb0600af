import type { ExportFormat } from '#domain/agreement/index.ts'
import { renderDocxDocument } from '#server/export/docx.js'
import { renderPdfDocument } from '#server/export/pdf.js'
import { toExportDocument, type Bytes, type ExportInput } from './document.server.ts'
import { exportPool } from './export-pool.server.ts'
import { contentDisposition, EXPORT_CONTENT_TYPES } from './filename.server.ts'
import { renderHtml } from './html.server.ts'
import { renderTxt } from './txt.server.ts'

export type { ExportInput } from './document.server.ts'

/**
 * PDF and Word files are laid out in the export workers (export-pool.server.ts) — the same
 * code as on this thread, given the same block model — when there are any; HTML and text
 * are quick and made here. Throws the pool's PoolBusyError, PoolTimeoutError or WorkerCrashError.
 */
async function renderBytes(format: ExportFormat, input: ExportInput): Promise<Bytes> {
  if (format === 'html') return renderHtml(input)
  if (format === 'txt') return renderTxt(input)
  const model = toExportDocument(input)
  const pool = exportPool()
  if (pool) return pool.run({ format, model })
  return format === 'pdf' ? renderPdfDocument(model) : renderDocxDocument(model)
}

/** The file's bytes and the headers that make the browser save it under the title's name. */
export async function renderExport(
  format: ExportFormat,
  input: ExportInput,
): Promise<{ bytes: Bytes; headers: Record<string, string> }> {
  const bytes = await renderBytes(format, input)
  return {
    bytes,
    headers: {
      'Content-Type': EXPORT_CONTENT_TYPES[format],
      'Content-Disposition': contentDisposition(input.title, format),
      'Content-Length': String(bytes.byteLength),
      // A private document: no shared cache keeps it, and the browser refetches each time.
      'Cache-Control': 'private, no-store',
    },
  }
}
