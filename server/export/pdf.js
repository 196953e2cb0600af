// @ts-check
import { openA4Pdf } from './pdf-kit.js'

/** @typedef {import('../../app/features/export/document.server.ts').ExportDocument} ExportDocument */
/** @typedef {import('../../app/features/export/document.server.ts').Block} Block */
/** @typedef {import('./pdf-kit.js').PdfDoc} Doc */
/** @typedef {import('./pdf-kit.js').Bytes} Bytes */

const BODY = 11
const HEADING = 12
const TITLE = 16
const ITEM_INDENT = 20
const LABEL_WIDTH = 28
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/**
 * The agreement as an A4 PDF: the title, bold headings, numbered clauses with their
 * sub-paragraphs hung under a label, and "Page n of m" in every footer. The font is
 * embedded (and subset by pdfkit), so ₹ and Devanagari render on any reader; fontkit
 * shapes the Devanagari (conjuncts, vowel signs placed before their consonant).
 * @param {ExportDocument} model
 * @returns {Promise<Bytes>}
 */
export async function renderPdfDocument(model) {
  // A4 with 2.5 cm margins, the embedded font, "Page n of m" in every footer.
  const { doc, finish } = openA4Pdf({ title: model.title })
  doc.font('Bold').fontSize(TITLE).text(model.title, { align: 'center' })
  doc.moveDown(1)
  // Shaping and laying out text is slow (about 0.4 s for a 7-page agreement, 3 s for the
  // largest allowed text): hand the event loop back after each block, so that when this
  // runs on the server's thread (EXPORT_WORKERS=0) other requests wait milliseconds.
  for (const block of model.blocks) {
    renderBlock(doc, block)
    await nextTurn()
  }
  return finish()
}

const left = (/** @type {Doc} */ doc) => doc.page.margins.left
const width = (/** @type {Doc} */ doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right
const bottom = (/** @type {Doc} */ doc) => doc.page.height - doc.page.margins.bottom

/**
 * Starts a new page unless `lines` lines of body text still fit: no heading alone at the foot of a page.
 * @param {Doc} doc
 * @param {number} lines
 */
function keepLines(doc, lines) {
  if (doc.y + lines * doc.currentLineHeight(true) > bottom(doc)) doc.addPage()
}

/**
 * @param {Doc} doc
 * @param {Block} block
 */
function renderBlock(doc, block) {
  doc.x = left(doc)
  switch (block.kind) {
    case 'part':
    case 'section': {
      doc.moveDown(0.6)
      doc.fontSize(BODY)
      keepLines(doc, 4)
      const text = block.kind === 'part' ? block.text : `${block.number}. ${block.heading}`
      doc.font('Bold').fontSize(HEADING).text(text, { align: 'left' })
      doc.moveDown(0.5)
      return
    }
    case 'clause': {
      doc.fontSize(BODY)
      keepLines(doc, 2)
      const heading = `${block.number} ${block.heading}.`
      if (block.text) {
        doc.font('Bold').text(`${heading} `, { continued: true, align: 'justify' })
        doc.font('Body').text(block.text, { align: 'justify' })
      } else {
        doc.font('Bold').text(heading)
      }
      for (const item of block.items) renderItem(doc, item.label, item.text)
      if (block.tail) {
        doc.moveDown(0.2)
        doc.font('Body').text(block.tail, left(doc) + ITEM_INDENT, doc.y, {
          width: width(doc) - ITEM_INDENT,
          align: 'justify',
        })
        doc.x = left(doc)
      }
      doc.moveDown(0.6)
      return
    }
    case 'paragraph': {
      doc.fontSize(BODY)
      if (block.lines.length > 1) keepLines(doc, block.lines.length)
      const font = block.strong ? 'Bold' : 'Body'
      const align = block.strong ? 'center' : block.lines.length > 1 ? 'left' : 'justify'
      doc.font(font).text(block.lines.join('\n'), { align })
      doc.moveDown(0.6)
      return
    }
  }
}

/**
 * A sub-paragraph: its label hung in the margin of an indented block.
 * @param {Doc} doc
 * @param {string} label
 * @param {string} text
 */
function renderItem(doc, label, text) {
  doc.moveDown(0.2)
  keepLines(doc, 2)
  const y = doc.y
  const x = left(doc) + ITEM_INDENT
  doc.font('Body').text(label, x, y, { width: LABEL_WIDTH, lineBreak: false })
  doc.text(text, x + LABEL_WIDTH, y, { width: width(doc) - ITEM_INDENT - LABEL_WIDTH, align: 'justify' })
  doc.x = left(doc)
}
