// @ts-check
// Reading a .docx in the extraction child (server/extraction/child.js). A .docx is a zip:
// every entry is inflated under bounds first — the sizes its directory declares are not
// trusted (yauzl's validateEntrySizes checks them) — and only then does mammoth open it.
import yauzl from 'yauzl'

const ZIP_MAX_ENTRIES = 2000
const ZIP_MAX_INFLATED_TOTAL = 60 * 1024 * 1024
const ZIP_MAX_INFLATED_ENTRY = 25 * 1024 * 1024

/**
 * Inflates every entry of the zip under the bounds and reports whether it is a Word
 * document (it lists word/document.xml and [Content_Types].xml), is no Word document (or
 * no zip, or one whose entries lie about their sizes), or would inflate past the bounds.
 * @param {Buffer} bytes
 * @returns {Promise<'word' | 'not_word' | 'too_complex'>}
 */
export function wordZipCheck(bytes) {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve('not_word')
      let entries = 0
      let inflated = 0
      let hasDocument = false
      let hasContentTypes = false
      let settled = false
      /** @param {'word' | 'not_word' | 'too_complex'} verdict */
      const finish = (verdict) => {
        if (settled) return
        settled = true
        zip.close()
        resolve(verdict)
      }
      zip.on('error', () => finish('not_word'))
      zip.on('end', () => finish(hasDocument && hasContentTypes ? 'word' : 'not_word'))
      zip.on('entry', (/** @type {yauzl.Entry} */ entry) => {
        entries++
        if (entries > ZIP_MAX_ENTRIES || entry.uncompressedSize > ZIP_MAX_INFLATED_ENTRY)
          return finish('too_complex')
        if (entry.fileName === 'word/document.xml') hasDocument = true
        if (entry.fileName === '[Content_Types].xml') hasContentTypes = true
        if (entry.fileName.endsWith('/')) return zip.readEntry()
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish('not_word')
          let size = 0
          stream.on('data', (/** @type {Buffer} */ chunk) => {
            size += chunk.length
            inflated += chunk.length
            if (size > ZIP_MAX_INFLATED_ENTRY || inflated > ZIP_MAX_INFLATED_TOTAL) {
              stream.destroy()
              finish('too_complex')
            }
          })
          stream.on('error', () => finish('not_word'))
          stream.on('end', () => zip.readEntry())
        })
      })
      zip.readEntry()
    })
  })
}

/** @param {Buffer} buffer */
export async function docxText(buffer) {
  const mammoth = (await import('mammoth')).default
  return (await mammoth.extractRawText({ buffer })).value
}
