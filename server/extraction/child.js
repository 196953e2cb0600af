// @ts-check
// Reads the text of one attached file, in a process of its own: the server
// (app/platform/text-extraction.server.ts) starts it under a hard memory limit, writes the
// file to its stdin and reads one JSON line from its stdout. pdf.js and mammoth allocate
// outside the V8 heap, which a worker thread's resourceLimits do not bound; a process's
// limit does, and killing it returns every byte. Plain JS so it runs from source and
// beside the production build.
//
//   node server/extraction/child.js <pdf|docx>  < file  > {"outcome": …, "maxRssKb": …}
import fs from 'node:fs'
import { capped, inflatesWithinBounds, pdfText } from './pdf.js'
import { docxText, wordZipCheck } from './docx.js'

/** @typedef {{ outcome: 'read', text: string } | { outcome: 'invalid' } | { outcome: 'too_complex' } | { outcome: 'unreadable' }} Result */

// The kinds of failure that mean "it needed more memory than it may have".
const OUT_OF_MEMORY =
  /allocation failed|invalid (typed )?array length|out of memory|buffer too large|maximum call stack/i

/**
 * @param {string} kind
 * @param {Buffer} bytes
 * @returns {Promise<Result>}
 */
async function read(kind, bytes) {
  if (kind === 'pdf') {
    if (!(await inflatesWithinBounds(bytes))) return { outcome: 'too_complex' }
    try {
      return {
        outcome: 'read',
        text: await pdfText(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
      }
    } catch (error) {
      // pdf.js says InvalidPDFException when the bytes after "%PDF-" are no PDF at all.
      if (error instanceof Error && error.name === 'InvalidPDFException') return { outcome: 'invalid' }
      throw error
    }
  }
  if (kind === 'docx') {
    const zip = await wordZipCheck(bytes)
    if (zip !== 'word') return { outcome: zip === 'too_complex' ? 'too_complex' : 'invalid' }
    try {
      return { outcome: 'read', text: capped(await docxText(bytes)) }
    } catch (error) {
      // A Word zip whose XML mammoth cannot make sense of is no document it can take.
      if (!(error instanceof Error) || OUT_OF_MEMORY.test(error.message)) throw error
      return { outcome: 'invalid' }
    }
  }
  return { outcome: 'unreadable' }
}

/** @returns {Promise<Buffer>} */
async function stdin() {
  /** @type {Buffer[]} */
  const chunks = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/**
 * This process's peak resident memory in kB, from /proc (Linux): VmHWM belongs to the
 * image exec'd, where getrusage's maxRSS still counts the server's pages at the fork.
 * @returns {number | undefined}
 */
function peakRssKb() {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}

/** @param {Result} result */
function answer(result) {
  // Its peak memory rides along: the server records it and the tests read it.
  const line = JSON.stringify({ ...result, maxRssKb: peakRssKb() })
  process.stdout.write(line + '\n', () => process.exit(0))
}

try {
  answer(await read(process.argv[2] ?? '', await stdin()))
} catch (error) {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  answer({ outcome: OUT_OF_MEMORY.test(message) ? 'too_complex' : 'unreadable' })
}
