import type { ExportFormat } from '#domain/agreement/index.ts'
import type { Bytes, ExportInput } from './document.server.ts'
import { renderDocx } from './docx.server.ts'
import { contentDisposition, EXPORT_CONTENT_TYPES } from './filename.server.ts'
import { renderHtml } from './html.server.ts'
import { renderPdf } from './pdf.server.ts'
import { renderTxt } from './txt.server.ts'

export type { ExportInput } from './document.server.ts'

const RENDERERS: Record<ExportFormat, (input: ExportInput) => Bytes | Promise<Bytes>> = {
  pdf: renderPdf,
  docx: renderDocx,
  html: renderHtml,
  txt: renderTxt,
}

/** The file's bytes and the headers that make the browser save it under the title's name. */
export async function renderExport(
  format: ExportFormat,
  input: ExportInput,
): Promise<{ bytes: Bytes; headers: Record<string, string> }> {
  const bytes = await RENDERERS[format](input)
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
