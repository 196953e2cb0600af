// @ts-check
// Hostile uploads built in memory for the integration and e2e suites: decompression bombs
// (PDF and DOCX) and files whose bytes lie about their kind. Plain JS so the e2e runner's
// node:test files import it as they are. A bomb is one deflated 1 MB block repeated, so
// building a 400 MB bomb costs a millisecond and never holds 400 MB here.
import zlib from 'node:zlib'

const MB = 1024 * 1024

/**
 * Raw deflate of `megabytes` MB of one byte value: one sync-flushed 1 MB block repeated
 * (each block stands alone, so repeating it is a valid stream), then the final block.
 * @param {number} megabytes
 * @param {number} fill
 */
function rawDeflatedRun(megabytes, fill) {
  const block = zlib.deflateRawSync(Buffer.alloc(MB, fill), {
    level: 9,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  })
  return Buffer.concat([
    ...Array.from({ length: megabytes }, () => block),
    zlib.deflateRawSync(Buffer.alloc(0)),
  ])
}

/**
 * The same run with zlib's header and Adler-32, as a PDF's FlateDecode expects.
 * @param {number} megabytes
 * @param {number} [fill]
 */
export function deflatedRun(megabytes, fill = 0) {
  // Adler-32 of n bytes of value f: a = 1 + n·f, b = n + f·n(n+1)/2, both mod 65521.
  const n = BigInt(megabytes * MB)
  const f = BigInt(fill)
  const a = (1n + n * f) % 65521n
  const b = (n + (f * n * (n + 1n)) / 2n) % 65521n
  const adler = Buffer.alloc(4)
  adler.writeUInt32BE(Number((b << 16n) | a))
  return Buffer.concat([Buffer.from([0x78, 0xda]), rawDeflatedRun(megabytes, fill), adler])
}

/**
 * Assembles a PDF from object bodies (object n is bodies[n - 1]) with a correct xref table.
 * A body given as { dict, stream } becomes a stream object with /Length set.
 * @param {Array<string | { dict: string, stream: Buffer }>} bodies
 */
export function assemblePdf(bodies) {
  const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')
  /** @type {Buffer[]} */
  const parts = [header]
  let offset = header.length
  /** @type {number[]} */
  const offsets = []
  bodies.forEach((body, i) => {
    offsets.push(offset)
    const object =
      typeof body === 'string'
        ? Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1')
        : Buffer.concat([
            Buffer.from(
              `${i + 1} 0 obj\n<< ${body.dict} /Length ${body.stream.length} >>\nstream\n`,
              'latin1',
            ),
            body.stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
    parts.push(object)
    offset += object.length
  })
  const xref = [
    `xref\n0 ${bodies.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ]
  parts.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  )
  return Buffer.concat(parts)
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'

/**
 * One page whose content is `streams` FlateDecode streams, each inflating to
 * `inflatedMb` MB of `fill` (zeros are white space to a PDF reader: it must inflate and
 * scan them all). The audit's bomb: 0.6 MB inflating to hundreds of megabytes. With `hex`
 * the deflated bytes are wrapped in ASCIIHexDecode first, so only a reader that decodes
 * the whole filter chain — pdf.js, not a scan for zlib streams — sees the bomb.
 * @param {{ inflatedMb?: number, streams?: number, fill?: number, hex?: boolean }} [options]
 */
export function pdfFlateBomb({ inflatedMb = 400, streams = 1, fill = 0, hex = false } = {}) {
  const run = deflatedRun(inflatedMb, fill)
  const stream = hex ? Buffer.from(run.toString('hex') + '>', 'latin1') : run
  const dict = hex ? '/Filter [/ASCIIHexDecode /FlateDecode]' : '/Filter /FlateDecode'
  const contents = Array.from({ length: streams }, (_, i) => `${4 + i} 0 R`).join(' ')
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${4 + streams} 0 R >> >> /Contents [${contents}] >>`,
    ...Array.from({ length: streams }, () => ({ dict, stream })),
    FONT,
  ])
}

/**
 * A content-stream bomb: one small stream of text-showing operators that every one of
 * `pages` pages draws — each page makes the reader inflate it again and build an item per
 * operator (`inflatedMb` MB of "(x) Tj" per page).
 * @param {{ inflatedMb?: number, pages?: number }} [options]
 */
export function pdfContentBomb({ inflatedMb = 64, pages = 50 } = {}) {
  // "(x) Tj " is 7 bytes: 149,796 of them fill 1 MB less 4 bytes, padded with spaces.
  const block = Buffer.from('(x) Tj '.repeat(149_796).padEnd(MB, ' '), 'latin1')
  const flushed = zlib.deflateRawSync(block, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })
  const raw = Buffer.concat([
    zlib.deflateRawSync(Buffer.from('BT /F1 12 Tf 72 720 Td ', 'latin1'), {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    }),
    ...Array.from({ length: inflatedMb }, () => flushed),
    zlib.deflateRawSync(Buffer.from(' ET', 'latin1')),
  ])
  // pdf.js does not check the Adler-32 trailer; a zero one keeps this short.
  const stream = Buffer.concat([Buffer.from([0x78, 0xda]), raw, Buffer.alloc(4)])
  const kids = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ')
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    { dict: '/Filter /FlateDecode', stream },
    FONT,
    ...Array.from(
      { length: pages },
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>',
    ),
  ])
}

/** A small, real PDF with one line of text (for "the valid one is still accepted"). */
export function pdfWithText(text = 'Licence fee: Rs. 25,000 per month') {
  const content = Buffer.from(`BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`, 'latin1')
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    FONT,
    { dict: '', stream: content },
  ])
}

// ── zip (stored or deflated entries, with a central directory) ─────────────────────────

/**
 * A zip of entries given either as their bytes or as a run of one byte value (a run is one
 * deflated 1 MB block repeated, so a 500 MB entry costs no 500 MB here).
 * @param {Array<{ name: string, bytes?: Buffer, run?: { megabytes: number, fill: number } }>} entries
 */
export function zip(entries) {
  /** @type {Buffer[]} */
  const locals = []
  /** @type {Buffer[]} */
  const central = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    let size = 0
    let crc = 0
    /** @type {Buffer} */
    let data
    if (entry.run) {
      const block = Buffer.alloc(MB, entry.run.fill)
      for (let i = 0; i < entry.run.megabytes; i++) crc = zlib.crc32(block, crc)
      size = entry.run.megabytes * MB
      data = rawDeflatedRun(entry.run.megabytes, entry.run.fill)
    } else {
      const bytes = entry.bytes ?? Buffer.alloc(0)
      size = bytes.length
      crc = zlib.crc32(bytes)
      data = zlib.deflateRawSync(bytes)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(8, 8) // deflate
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    locals.push(local, name, data)
    const head = Buffer.alloc(46)
    head.writeUInt32LE(0x02014b50, 0)
    head.writeUInt16LE(20, 4)
    head.writeUInt16LE(20, 6)
    head.writeUInt16LE(0x0800, 8)
    head.writeUInt16LE(8, 10)
    head.writeUInt32LE(crc, 16)
    head.writeUInt32LE(data.length, 20)
    head.writeUInt32LE(size, 24)
    head.writeUInt16LE(name.length, 28)
    head.writeUInt32LE(offset, 42)
    central.push(head, name)
    offset += 30 + name.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'

/** @param {string} body the XML inside <w:body> */
const documentXml = (body) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
  )

/** A minimal, real Word document with the given paragraphs. */
export function docxWithText(paragraphs = ['The Licensee shall pay Rs. 25,000 per month.']) {
  const escape = (/** @type {string} */ p) => p.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return docxWithXml(paragraphs.map((p) => `<w:p><w:r><w:t>${escape(p)}</w:t></w:r></w:p>`).join(''))
}

/** A Word document whose <w:body> holds `body` as given (character references and all). */
export function docxWithXml(/** @type {string} */ body) {
  return zip([
    { name: '[Content_Types].xml', bytes: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', bytes: Buffer.from(RELS) },
    { name: 'word/document.xml', bytes: documentXml(body) },
  ])
}

/** A Word document whose media entry inflates to `inflatedMb` MB of zeros (a zip bomb). */
export function docxZipBomb(inflatedMb = 500) {
  return zip([
    { name: '[Content_Types].xml', bytes: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', bytes: Buffer.from(RELS) },
    { name: 'word/document.xml', bytes: documentXml('<w:p><w:r><w:t>bomb</w:t></w:r></w:p>') },
    { name: 'word/media/image1.png', run: { megabytes: inflatedMb, fill: 0 } },
  ])
}

/**
 * A Word document within the zip bounds whose XML is millions of tiny paragraphs: small
 * to inflate, costly to parse into a tree (`paragraphs` of them, about 40 bytes each).
 * @param {number} [paragraphs]
 */
export function docxParagraphBomb(paragraphs = 500_000) {
  const body = Buffer.from('<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(paragraphs))
  return zip([
    { name: '[Content_Types].xml', bytes: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', bytes: Buffer.from(RELS) },
    {
      name: 'word/document.xml',
      bytes: Buffer.concat([documentXml('').subarray(0, -24), body, Buffer.from('</w:body></w:document>')]),
    },
  ])
}

/** Files whose bytes are not what their name says. */
export const impostors = {
  /** An HTML page called .pdf */
  'terms.pdf': Buffer.from('<!doctype html><title>not a pdf</title>'),
  /** A Windows executable renamed .docx */
  'setup.docx': Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120, 0x41)]),
  /** A zip that holds no Word document */
  'photos.docx': zip([{ name: 'photo.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) }]),
  /** An executable renamed .pdf */
  'invoice.pdf': Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(200, 0x90)]),
  /** Binary bytes called .txt */
  'notes.txt': Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10, 0x11]),
  /** A PNG called .doc */
  'letter.doc': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  /** A real PDF whose name ends in an extension not offered */
  'terms.pdf.html': pdfWithText(),
  /** "%PDF-" and then nothing a PDF reader can make sense of */
  'hollow.pdf': Buffer.from('%PDF-1.7\nthis is not a PDF at all\n'),
}
