import { promisify } from 'node:util'
import { crc32, deflateRaw } from 'node:zlib'

// A ZIP archive writer on Node's own zlib (PKWARE APPNOTE 6.3: local headers, deflated or
// stored data, the central directory). The DOCX export's zip is built inside the `docx`
// package and not exposed, and the project has no other writer; this one needs no package.
// Plain ZIP only (no ZIP64): at most 65,535 entries and 4 GiB, which the callers stay far below.

export interface ZipEntry {
  /** The path inside the archive, with `/` between folders. */
  name: string
  data: Uint8Array
  modified?: Date
}

// Off the event loop: a 10 MB attachment deflates while other requests are served.
const deflate = promisify(deflateRaw)
const MAX_ENTRIES = 0xffff
const MAX_BYTES = 0xffffffff
/** Bit 11: the name is UTF-8, so a Hindi title stays Hindi in every modern unzip. */
const UTF8_NAMES = 0x0800
const STORED = 0
const DEFLATED = 8

/** MS-DOS time and date (local fields, 2-second precision), as ZIP stores them. */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getFullYear(), 1980), 2107)
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  }
}

/**
 * The archive's bytes, entry by entry (local header, name, data), then the central
 * directory: a caller may stream it, holding one entry in memory at a time. A repeated or
 * unsafe name is the caller's bug, so it throws.
 */
export async function* zipChunks(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  now = new Date(),
): AsyncGenerator<Buffer> {
  const seen = new Set<string>()
  const centrals: Buffer[] = []
  let offset = 0
  for await (const entry of entries) {
    if (seen.size >= MAX_ENTRIES) throw new Error(`A ZIP holds at most ${MAX_ENTRIES} files`)
    if (seen.has(entry.name) || entry.name.startsWith('/') || entry.name.split('/').includes('..'))
      throw new Error(`Unsafe or repeated ZIP entry name: ${entry.name}`)
    seen.add(entry.name)
    const name = Buffer.from(entry.name, 'utf8')
    const deflated = await deflate(entry.data)
    // Stored when deflating gains nothing (already compressed, or tiny).
    const [method, body] =
      deflated.length < entry.data.length ? [DEFLATED, deflated] : [STORED, Buffer.from(entry.data)]
    if (entry.data.length > MAX_BYTES || offset + body.length > MAX_BYTES)
      throw new Error('A ZIP without ZIP64 holds at most 4 GiB')
    const { time, date } = dosDateTime(entry.modified ?? now)
    const checksum = crc32(entry.data)

    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed: 2.0 (deflate)
    local.writeUInt16LE(UTF8_NAMES, 6)
    local.writeUInt16LE(method, 8)
    local.writeUInt16LE(time, 10)
    local.writeUInt16LE(date, 12)
    local.writeUInt32LE(checksum, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(0x0314, 4) // made by: Unix, 2.0
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(UTF8_NAMES, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt16LE(time, 12)
    central.writeUInt16LE(date, 14)
    central.writeUInt32LE(checksum, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    // extra, comment, disk number start, internal attributes: 0
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38) // external attributes: a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42)

    yield Buffer.concat([local, name, body])
    centrals.push(central, name)
    offset += local.length + name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(seen.size, 8)
  end.writeUInt16LE(seen.size, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  yield Buffer.concat([directory, end])
}

/** The whole archive in memory (small archives, tests). */
export async function zipArchive(entries: Iterable<ZipEntry>, now = new Date()): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of zipChunks(entries, now)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** The archive as a response body, made while it is sent. */
export function zipStream(entries: AsyncIterable<ZipEntry>, now = new Date()): ReadableStream<Uint8Array> {
  const chunks = zipChunks(entries, now)
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(new Uint8Array(next.value))
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}
