import type { ExportFormat } from '#domain/agreement/index.ts'

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
}

const MAX_NAME = 120

/**
 * The file name, as the specification has it: the title with every character that is not
 * a letter or digit replaced by an underscore, then the extension (an export format, or
 * another file made from the document, such as its audit trail). `ascii` keeps only
 * A–Z, a–z and 0–9 (for the plain `filename=` every browser reads); `unicode` keeps the
 * letters, marks and digits of any script (for `filename*=`, so a Hindi title stays Hindi).
 */
export function exportFileName(title: string, format: string): { ascii: string; unicode: string } {
  const unicode = [...title.replace(/[^\p{L}\p{M}\p{N}]/gu, '_')].slice(0, MAX_NAME).join('')
  const ascii = title.replace(/[^A-Za-z0-9]/g, '_').slice(0, MAX_NAME)
  return {
    // A title with no Latin letter or digit at all would be only underscores.
    ascii: `${/[A-Za-z0-9]/.test(ascii) ? ascii : 'agreement'}.${format}`,
    unicode: `${/[\p{L}\p{N}]/u.test(unicode) ? unicode : 'agreement'}.${format}`,
  }
}

/** RFC 6266: `filename=` for old clients, `filename*=` (RFC 5987, UTF-8) for the rest. */
export function contentDisposition(title: string, format: string): string {
  const { ascii, unicode } = exportFileName(title, format)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(unicode)}`
}

function encodeRfc5987(value: string): string {
  // encodeURIComponent leaves ' ( ) * ! unescaped, which RFC 5987's attr-char does not allow.
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}
