// @ts-check
// Reads the text of an attached file in a worker thread (app/utils/attachments.server.ts
// starts one per file). PDF and Word parsing is CPU- and memory-hungry and a crafted file
// can make it more so; here it cannot block the server's event loop, the parent stops it
// after its time limit, and resourceLimits cap its heap. Plain JS so that the same file
// runs from source (tests) and beside the production build.
import { parentPort, workerData } from 'node:worker_threads'
import yauzl from 'yauzl'

/** Characters of text kept; the assistant reads far fewer (domain/attachments/context.ts). */
const TEXT_MAX_CHARS = 200_000
const PDF_MAX_PAGES = 300
// A .docx is a zip: bounds on what opening one may cost, checked while inflating — the
// sizes its directory declares are not trusted (yauzl's validateEntrySizes checks them).
const ZIP_MAX_ENTRIES = 2000
const ZIP_MAX_INFLATED_TOTAL = 60 * 1024 * 1024
const ZIP_MAX_INFLATED_ENTRY = 25 * 1024 * 1024

/** @param {string} text */
const capped = (text) => (text.length > TEXT_MAX_CHARS ? text.slice(0, TEXT_MAX_CHARS) : text)

/**
 * Inflates every entry of the zip under the bounds and reports whether it is a Word
 * document (it lists word/document.xml and [Content_Types].xml).
 * @param {Buffer} bytes
 * @returns {Promise<boolean>}
 */
function isWordZip(bytes) {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve(false)
      let entries = 0
      let inflated = 0
      let hasDocument = false
      let hasContentTypes = false
      let settled = false
      /** @param {boolean} verdict */
      const finish = (verdict) => {
        if (settled) return
        settled = true
        zip.close()
        resolve(verdict)
      }
      zip.on('error', () => finish(false))
      zip.on('end', () => finish(hasDocument && hasContentTypes))
      zip.on('entry', (/** @type {yauzl.Entry} */ entry) => {
        entries++
        if (entries > ZIP_MAX_ENTRIES || entry.uncompressedSize > ZIP_MAX_INFLATED_ENTRY) return finish(false)
        if (entry.fileName === 'word/document.xml') hasDocument = true
        if (entry.fileName === '[Content_Types].xml') hasContentTypes = true
        if (entry.fileName.endsWith('/')) return zip.readEntry()
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish(false)
          let size = 0
          stream.on('data', (/** @type {Buffer} */ chunk) => {
            size += chunk.length
            inflated += chunk.length
            if (size > ZIP_MAX_INFLATED_ENTRY || inflated > ZIP_MAX_INFLATED_TOTAL) {
              stream.destroy()
              finish(false)
            }
          })
          stream.on('error', () => finish(false))
          stream.on('end', () => zip.readEntry())
        })
      })
      zip.readEntry()
    })
  })
}

/** @param {Uint8Array} bytes */
async function pdfText(bytes) {
  const { getDocumentProxy } = await import('unpdf')
  const pdf = await getDocumentProxy(bytes)
  // No clean-up needed: the parent terminates this worker, and its memory with it.
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

/**
 * @param {{ kind: 'txt' | 'pdf' | 'doc' | 'docx', bytes: Uint8Array }} input
 * @returns {Promise<{ valid: boolean, text: string | null }>}
 */
async function read({ kind, bytes }) {
  if (kind === 'txt') return { valid: true, text: capped(new TextDecoder('utf-8').decode(bytes.subarray(0, TEXT_MAX_CHARS * 4))) }
  if (kind === 'pdf') return { valid: true, text: await pdfText(bytes) }
  if (kind === 'docx') {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    if (!(await isWordZip(buffer))) return { valid: false, text: null }
    const mammoth = (await import('mammoth')).default
    const result = await mammoth.extractRawText({ buffer })
    return { valid: true, text: capped(result.value) }
  }
  // Word 97–2003 (.doc): stored, not read — no maintained reader for Node.
  return { valid: true, text: null }
}

read(workerData)
  .then((result) => parentPort?.postMessage({ ok: true, ...result }))
  .catch((error) => parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }))
