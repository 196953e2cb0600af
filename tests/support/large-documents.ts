import crypto from 'node:crypto'
import zlib from 'node:zlib'
import PDFDocument from 'pdfkit'
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx'

/**
 * Real documents near the 10 MB limit, made by the same libraries the export uses: pages
 * of varied legal text and photographs' worth of incompressible pixels. The extraction's
 * memory bound must leave room to read them.
 */

const WORDS =
  'licensee licensor premises agreement rent deposit arbitration notice term clause party schedule stamp duty registration witness Mumbai Pune Delhi month year payment damages indemnity breach'.split(
    ' ',
  )
const words = (n: number) =>
  Array.from(
    { length: n },
    () =>
      WORDS[crypto.randomInt(WORDS.length)] +
      (crypto.randomInt(10) === 0 ? ` ${crypto.randomInt(100_000)}` : ''),
  ).join(' ')

/** A noise PNG (RGB, stored uncompressed inside zlib): as many bytes as pixels, as a photo is. */
export function noisePng(width: number, height: number): Buffer {
  const row = width * 3 + 1
  const raw = crypto.randomBytes(row * height)
  for (let y = 0; y < height; y++) raw[y * row] = 0 // filter byte: none
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A PDF of `pages` pages of text (about 700 words each) and `photos` 1000 × 1000 images (about 3 MB each). */
export async function largePdf(pages = 200, photos = 3): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', compress: true })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise((resolve) => doc.on('end', resolve))
  for (let p = 0; p < pages; p++) {
    if (p > 0) doc.addPage()
    doc.fontSize(8).text(`Clause ${p + 1}. ${words(700)}`)
  }
  for (let i = 0; i < photos; i++) {
    doc.addPage()
    doc.image(noisePng(1000, 1000), 50, 50, { width: 400 })
  }
  doc.end()
  await done
  return Buffer.concat(chunks)
}

/** A .docx of `paragraphs` paragraphs (about 80 words each) and `photos` 1000 × 1000 images. */
export async function largeDocx(paragraphs = 3000, photos = 3): Promise<Buffer> {
  const children = Array.from(
    { length: paragraphs },
    (_, i) => new Paragraph({ children: [new TextRun(`Clause ${i + 1}. ${words(80)}`)] }),
  )
  for (let i = 0; i < photos; i++) {
    children.push(
      new Paragraph({
        children: [
          new ImageRun({
            type: 'png',
            data: noisePng(1000, 1000),
            transformation: { width: 300, height: 300 },
          }),
        ],
      }),
    )
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }))
}
