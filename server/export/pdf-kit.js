// @ts-check
import PDFDocument from 'pdfkit'
import { fontBytes } from './fonts.js'

// What every PDF this app makes shares: A4, the embedded Noto Sans Devanagari in two
// weights (so ₹ and Devanagari render on any reader; pdfkit subsets it), the document's
// title in its properties, and "Page n of m" in each footer. Plain JS (as all of
// server/export/) so the export workers run it from source and beside the build alike.

/** @typedef {InstanceType<typeof PDFDocument>} PdfDoc */
/** A file's bytes, on an ArrayBuffer of their own, as a Response body takes them. @typedef {Uint8Array<ArrayBuffer>} Bytes */

/** 2.5 cm in points: the page the drafting engine's page estimate assumes. */
export const A4_MARGIN = 71
const FOOTER_GAP = 26

/**
 * A new A4 document with the fonts registered as 'Body' and 'Bold' (and selected: Body),
 * and `finish()`, which ends it and resolves to its bytes. Pages are buffered so the
 * footers can be written once the count is known.
 * @param {{ title: string, margin?: number }} options
 * @returns {{ doc: PdfDoc, finish: () => Promise<Bytes> }}
 */
export function openA4Pdf({ title, margin = A4_MARGIN }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: title, Creator: 'NyayaDraft', Producer: 'NyayaDraft (pdfkit)' },
  })
  /** @type {Buffer[]} */
  const chunks = []
  doc.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk))
  const finished = new Promise((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  doc.registerFont('Body', fontBytes('regular'))
  doc.registerFont('Bold', fontBytes('bold'))
  doc.font('Body')
  return {
    doc,
    async finish() {
      addFooters(doc)
      doc.end()
      await finished
      return new Uint8Array(Buffer.concat(chunks))
    },
  }
}

/**
 * "Page n of m" on every page, written once the page count is known.
 * @param {PdfDoc} doc
 */
function addFooters(doc) {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index)
    // Writing below the bottom margin would otherwise start a new page.
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const left = doc.page.margins.left
    doc
      .font('Body')
      .fontSize(9)
      .fillColor('#475569')
      .text(`Page ${index - start + 1} of ${count}`, left, doc.page.height - margin + FOOTER_GAP, {
        width: doc.page.width - left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      })
    doc.page.margins.bottom = margin
  }
  doc.fillColor('black')
}
