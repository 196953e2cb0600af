// @ts-check
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx'

/** @typedef {import('docx').ILevelsOptions} ILevelsOptions */
/** @typedef {import('../../app/features/export/document.server.ts').ExportDocument} ExportDocument */
/** @typedef {import('../../app/features/export/document.server.ts').Block} Block */
/** @typedef {import('../../app/features/export/document.server.ts').ClauseItem} ClauseItem */
/** @typedef {import('./pdf-kit.js').Bytes} Bytes */

// Word measures in twentieths of a point (twips) and half-points.
const CM = 567
const A4 = { width: 11906, height: 16838 }
const INDENT = CM
const HALF_POINTS = { body: 22, heading: 24, title: 32, footer: 18 }
// Word picks the Devanagari face from the complex-script font; the rest uses the Latin one.
const FONT = { ascii: 'Cambria', hAnsi: 'Cambria', cs: 'Nirmala UI', eastAsia: 'Cambria' }

/**
 * @param {number} lvl
 * @param {ILevelsOptions['format']} format
 * @param {string} text
 * @param {number} indent
 * @returns {ILevelsOptions}
 */
const level = (lvl, format, text, indent) => ({
  level: lvl,
  format,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: indent, hanging: INDENT } } },
})

/** Section headings number "1.", their clause headings "1.1": Word's own multi-level list. */
const CLAUSES = 'clauses'
/** Sub-paragraphs (a), (b), … — one instance per clause, so each list starts at (a). */
const ITEMS = 'items'

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const lettered = (/** @type {readonly ClauseItem[]} */ items) =>
  items.length <= 26 && items.every((item, i) => item.label === `(${LETTERS[i]})`)

/**
 * The agreement as a Word document: the Title style, Heading 1 for sections and parts,
 * Heading 2 for each clause, Word's own numbering for clauses and sub-paragraphs (so an
 * inserted clause renumbers the rest), A4 pages and "Page n of m" in the footer.
 * @param {ExportDocument} model
 * @returns {Promise<Bytes>}
 */
export async function renderDocxDocument(model) {
  let itemLists = 0
  /** @type {Paragraph[]} */
  const children = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, text: model.title }),
  ]

  const body = (/** @type {string} */ text, indent = 0) =>
    new Paragraph({
      alignment: AlignmentType.JUSTIFIED,
      indent: { left: indent },
      children: [new TextRun(text)],
    })

  const renderBlock = (/** @type {Block} */ block) => {
    switch (block.kind) {
      case 'part':
        children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: block.text }))
        return
      case 'section':
        children.push(
          model.sequential
            ? new Paragraph({
                heading: HeadingLevel.HEADING_1,
                text: block.heading,
                numbering: { reference: CLAUSES, level: 0 },
              })
            : new Paragraph({ heading: HeadingLevel.HEADING_1, text: `${block.number}. ${block.heading}` }),
        )
        return
      case 'clause': {
        children.push(
          model.sequential
            ? new Paragraph({
                heading: HeadingLevel.HEADING_2,
                text: block.heading,
                numbering: { reference: CLAUSES, level: 1 },
              })
            : new Paragraph({ heading: HeadingLevel.HEADING_2, text: `${block.number} ${block.heading}` }),
        )
        if (block.text) children.push(body(block.text, INDENT))
        if (lettered(block.items)) {
          itemLists += 1
          for (const item of block.items) {
            children.push(
              new Paragraph({
                alignment: AlignmentType.JUSTIFIED,
                numbering: { reference: ITEMS, level: 0, instance: itemLists },
                children: [new TextRun(item.text)],
              }),
            )
          }
        } else {
          for (const item of block.items) {
            children.push(
              new Paragraph({
                alignment: AlignmentType.JUSTIFIED,
                indent: { left: 2 * INDENT, hanging: INDENT },
                children: [new TextRun(`${item.label}\t${item.text}`)],
              }),
            )
          }
        }
        if (block.tail) children.push(body(block.tail, INDENT))
        return
      }
      case 'paragraph':
        children.push(
          new Paragraph({
            alignment: block.strong
              ? AlignmentType.CENTER
              : block.lines.length > 1
                ? AlignmentType.LEFT
                : AlignmentType.JUSTIFIED,
            keepLines: block.lines.length > 1,
            children: block.lines.map(
              (line, index) => new TextRun({ text: line, bold: block.strong, break: index > 0 ? 1 : 0 }),
            ),
          }),
        )
        return
    }
  }
  for (const block of model.blocks) renderBlock(block)

  const document = new Document({
    title: model.title,
    creator: 'NyayaDraft',
    description: 'Exported from NyayaDraft',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: HALF_POINTS.body },
          paragraph: { spacing: { after: 120, line: 276 } },
        },
        title: {
          run: { font: FONT, size: HALF_POINTS.title, bold: true, color: '000000' },
          paragraph: { spacing: { after: 360 } },
        },
        heading1: {
          run: { font: FONT, size: HALF_POINTS.heading, bold: true, color: '000000' },
          paragraph: { spacing: { before: 360, after: 120 }, keepNext: true },
        },
        heading2: {
          run: { font: FONT, size: HALF_POINTS.body, bold: true, color: '000000' },
          paragraph: { spacing: { before: 200, after: 60 }, keepNext: true },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: CLAUSES,
          levels: [
            level(0, LevelFormat.DECIMAL, '%1.', INDENT),
            level(1, LevelFormat.DECIMAL, '%1.%2', INDENT),
          ],
        },
        { reference: ITEMS, levels: [level(0, LevelFormat.LOWER_LETTER, '(%1)', 2 * INDENT)] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: A4,
            margin: { top: 2.5 * CM, bottom: 2.5 * CM, left: 2.5 * CM, right: 2.5 * CM, footer: 1.2 * CM },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    size: HALF_POINTS.footer,
                    children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}
