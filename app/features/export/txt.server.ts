import type { Bytes, ExportInput } from './document.server.ts'

/**
 * The stored text, byte for byte: UTF-8 without a byte-order mark, LF line ends. The file
 * is then exactly the version the audit trail holds (its SHA-256 can be compared with the
 * stored text's), and every editor in use reads it: Notepad has read LF and BOM-less UTF-8
 * since Windows 10 (2018/2019), and a BOM would show up as stray bytes in Unix tools and
 * in scripts that concatenate or compare files.
 */
export function renderTxt(input: ExportInput): Bytes {
  const text = input.content.replace(/\r\n?/g, '\n')
  return new TextEncoder().encode(text.endsWith('\n') ? text : `${text}\n`)
}
