// @ts-check
// Reading a PDF's text in the extraction child (server/extraction/child.js). First a cheap
// bound on what its streams inflate to, with zlib's native inflate under a cap; then pdf.js.
import zlib from 'node:zlib'

/** Characters of text kept; the assistant reads far fewer (domain/attachments/context.ts). */
export const TEXT_MAX_CHARS = 200_000
const PDF_MAX_PAGES = 300
// No content stream, font or object stream of a real document comes near these; images
// are skipped (reading text never decodes them). What this scan cannot measure (other
// filters, encrypted streams) is left to the child's memory limit.
const STREAM_MAX_INFLATED = 64 * 1024 * 1024
const PDF_MAX_INFLATED_TOTAL = 256 * 1024 * 1024

/**
 * Whether every zlib stream of the file (images aside) inflates within the bounds. Streams
 * are found by their keywords, not through the cross-reference table, so a file whose
 * table lies is measured all the same.
 * @param {Buffer} bytes
 * @returns {Promise<boolean>}
 */
export async function inflatesWithinBounds(bytes) {
  let total = 0
  let from = 0
  for (;;) {
    const keyword = bytes.indexOf('stream', from, 'latin1')
    if (keyword < 0) return true
    from = keyword + 6
    if (keyword >= 3 && bytes.toString('latin1', keyword - 3, keyword) === 'end') continue
    // The data starts after the keyword's end of line (CRLF, LF, or a lone CR in the wild).
    let start = keyword + 6
    if (bytes[start] === 0x0d) start++
    if (bytes[start] === 0x0a) start++
    if (start === keyword + 6) continue
    const end = bytes.indexOf('endstream', start, 'latin1')
    const data = bytes.subarray(start, end < 0 ? bytes.length : end)
    if (end >= 0) from = end + 9
    // A zlib header: CM 8 and a header checksum divisible by 31.
    if (data.length < 2 || (data[0] & 0x0f) !== 8 || ((data[0] << 8) | data[1]) % 31 !== 0) continue
    const dictionary = bytes.toString('latin1', Math.max(0, keyword - 4096), keyword)
    const head = dictionary.slice(dictionary.lastIndexOf(' obj') + 1)
    if (/\/Subtype\s*\/Image\b/.test(head)) continue
    const cap = Math.min(STREAM_MAX_INFLATED, PDF_MAX_INFLATED_TOTAL - total)
    const size = await inflatedSize(data, cap)
    if (size > cap) return false
    total += size
  }
}

/**
 * How many bytes `data` inflates to, counted chunk by chunk and never held; stops at
 * `cap + 1`. A corrupt or truncated stream counts what it gave before its error, as pdf.js
 * would keep that much too.
 * @param {Buffer} data
 * @param {number} cap
 * @returns {Promise<number>}
 */
function inflatedSize(data, cap) {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH })
    let size = 0
    const done = () => {
      inflate.destroy()
      resolve(size)
    }
    inflate.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > cap) done()
    })
    inflate.on('end', done)
    inflate.on('error', done)
    inflate.end(data)
  })
}

/** @param {string} text */
export const capped = (text) => (text.length > TEXT_MAX_CHARS ? text.slice(0, TEXT_MAX_CHARS) : text)

/**
 * The text of at most 300 pages. pdf.js compiles no font code (isEvalSupported: false).
 * @param {Uint8Array} bytes
 */
export async function pdfText(bytes) {
  const { getDocumentProxy } = await import('unpdf')
  const pdf = await getDocumentProxy(bytes, { isEvalSupported: false })
  // No clean-up needed: the process ends when the text is out.
  let text = ''
  const pages = Math.min(pdf.numPages, PDF_MAX_PAGES)
  for (let n = 1; n <= pages && text.length < TEXT_MAX_CHARS; n++) {
    const page = await pdf.getPage(n)
    const content = await page.getTextContent()
    for (const item of content.items) {
      if (!('str' in item)) continue
      text += item.str + (item.hasEOL ? '\n' : '')
    }
    text += '\n\n'
  }
  return capped(text)
}
