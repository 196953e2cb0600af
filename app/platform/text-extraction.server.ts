import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { tidyExtractedText, type AttachmentKind } from '#domain/attachments/index.ts'
import { createSlots } from './slots.server.ts'

/**
 * Reading an attached file's text, bounded in memory, time and number. Each PDF or .docx
 * is read by a child process (server/extraction/child.js) that may not grow past 512 MB:
 * a watchdog reads its resident memory every 20 ms and kills it past the bound, and the
 * kernel refuses it memory 128 MB further on (RLIMIT_DATA, set by `ulimit -d` in the shell
 * that execs node), for a spike between two readings. A worker thread could not be
 * bounded so: pdf.js allocates outside the V8 heap its resourceLimits cap. At most two
 * files are read at once and six wait; beyond, the upload is refused as busy.
 */

let reservedCode: number | undefined

/**
 * The JIT code space one V8 isolate of this Node reserves up front (Node 24: ~510 MB, writable
 * and executable), which RLIMIT_DATA counts though it is not used: the child's kernel limit
 * sits above it. The child is the same binary with one isolate, while this process has one per
 * thread (vitest's workers, the export pool), so the largest anonymous rwx mapping is the size.
 */
function reservedCodeKb(): number {
  if (reservedCode !== undefined) return reservedCode
  let kb = 0
  try {
    for (const line of fs.readFileSync('/proc/self/maps', 'utf8').split('\n')) {
      const [range, perms, , , , path] = line.trim().split(/\s+/)
      if (perms !== 'rwxp' || path || !range) continue
      const [from, to] = range.split('-').map((hex) => Number.parseInt(hex, 16))
      if (from !== undefined && to !== undefined) kb = Math.max(kb, (to - from) / 1024)
    }
  } catch {
    kb = 0 // no /proc: the watchdog alone bounds the child, as on any system without RLIMIT_DATA
  }
  return (reservedCode = Math.ceil(kb))
}

export const EXTRACTION_LIMITS = {
  /** Resident memory of one child (its V8 heap too). A real 10 MB document needs under 300 MB. */
  memoryMb: 512,
  timeoutMs: 15_000,
  running: 2,
  waiting: 6,
} as const
// The kernel's limit sits above the watchdog's: a V8 heap refused memory by the kernel
// retries with full collections for tens of seconds before it gives up, a kill is at once.
const KERNEL_MARGIN_MB = 128

export type ChildReport = {
  /** The child's largest resident memory seen, in bytes (sampled, or its own count). */
  peakRssBytes: number | null
  /** Why the server stopped it, if it did. */
  stoppedFor: 'memory' | 'time' | null
}

export type Extraction = (
  | { outcome: 'read'; text: string | null }
  /** Not read (no time left, a .doc, an error of the reader): the file itself may be fine. */
  | { outcome: 'unread' }
  /** Its bytes are not the kind its name and magic bytes claimed (e.g. a zip that is no Word file). */
  | { outcome: 'invalid' }
  /** It inflates past the bounds, or its reading needed more than the child's memory. */
  | { outcome: 'too_complex' }
) & { child: ChildReport }

/** Every extraction of this process shares these slots. */
export const extractionSlots = createSlots(EXTRACTION_LIMITS)

/** server/extraction/child.js, found from this module whether it runs from source or from build/. */
function childPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'server', 'extraction', 'child.js')
    if (fs.existsSync(candidate)) return candidate
    dir = path.dirname(dir)
  }
  throw new Error('server/extraction/child.js not found beside the running code')
}

// Characters of text kept; the assistant reads far fewer (domain/attachments/context.ts).
const TEXT_MAX_CHARS = 200_000
const NOT_RUN: ChildReport = { peakRssBytes: null, stoppedFor: null }

/**
 * Reads the file's text: plain text here (decoding inflates nothing), a PDF or .docx in a
 * child, in a slot — or answers `busy` when every slot and place in line is taken. A .doc
 * is stored unread: there is no maintained reader for Node.
 */
export async function extractText(
  kind: AttachmentKind,
  bytes: Uint8Array,
  options: { memoryMb?: number; timeoutMs?: number } = {},
): Promise<Extraction | { outcome: 'busy' }> {
  if (kind === 'doc') return { outcome: 'unread', child: NOT_RUN }
  if (kind === 'txt') {
    const text = tidyExtractedText(
      new TextDecoder('utf-8').decode(bytes.subarray(0, TEXT_MAX_CHARS * 4)).slice(0, TEXT_MAX_CHARS),
    )
    return { outcome: 'read', text: text === '' ? null : text, child: NOT_RUN }
  }
  const slot = await extractionSlots.run(() => readInChild(kind, bytes, { ...EXTRACTION_LIMITS, ...options }))
  return slot.ok ? slot.value : { outcome: 'busy' }
}

const STDOUT_MAX_BYTES = 4 * 1024 * 1024
const WATCH_EVERY_MS = 20

/** Starts one child under the limits, hands it the bytes and waits for its one line of JSON. */
export function readInChild(
  kind: 'pdf' | 'docx',
  bytes: Uint8Array,
  limits: {
    memoryMb: number
    timeoutMs: number
    /** false leaves the bound to the watchdog alone, as on a system without RLIMIT_DATA (tests show it holds). */
    kernelLimit?: boolean
  },
): Promise<Extraction> {
  const node = [
    process.execPath,
    `--max-old-space-size=${limits.memoryMb}`,
    '--disallow-code-generation-from-strings',
    // Node 24's V8 compiles baseline code on a background thread, which can wait for a
    // collection while process.exit joins it: the child answered, then never exited (ADR 0039).
    '--no-concurrent-sparkplug',
    childPath(),
    kind,
  ]
  // The shell sets the limit on itself, then becomes node; where `ulimit -d` fails, the watchdog still holds.
  const kernelKb = (limits.memoryMb + KERNEL_MARGIN_MB) * 1024 + reservedCodeKb()
  const [command, ...args] =
    process.platform === 'win32' || limits.kernelLimit === false
      ? node
      : [
          '/bin/sh',
          '-c',
          'ulimit -d "$1" 2>/dev/null; shift; exec "$@"',
          'extract-text',
          String(kernelKb),
          ...node,
        ]
  // None of the server's environment: a process parsing hostile bytes gets no secrets to leak.
  const child = spawn(command!, args, { stdio: ['pipe', 'pipe', 'ignore'], env: { NODE_ENV: 'production' } })

  return new Promise((resolve) => {
    const report: ChildReport = { peakRssBytes: null, stoppedFor: null }
    const out: Buffer[] = []
    let outBytes = 0
    let settled = false
    const finish = (result: Extraction) => {
      if (settled) return
      settled = true
      clearInterval(watchdog)
      clearTimeout(timer)
      child.kill('SIGKILL')
      resolve(result)
    }
    const stop = (reason: 'memory' | 'time') => {
      report.stoppedFor ??= reason
      child.kill('SIGKILL')
    }
    const watchdog = setInterval(() => {
      const rss = residentBytes(child.pid)
      if (rss === null) return
      report.peakRssBytes = Math.max(report.peakRssBytes ?? 0, rss)
      if (rss > limits.memoryMb * 1024 * 1024) stop('memory')
    }, WATCH_EVERY_MS)
    const timer = setTimeout(() => stop('time'), limits.timeoutMs)

    child.stdin.on('error', () => {}) // the child may die before it has read everything
    child.stdin.end(bytes)
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length
      if (outBytes > STDOUT_MAX_BYTES) return stop('memory')
      out.push(chunk)
      // The answer is one line: once it is whole the child's work is done, so it is ended
      // rather than trusted to exit (it may not, ADR 0039); its close then reads the answer.
      if (chunk.includes(0x0a) && parseAnswer(Buffer.concat(out).toString('utf8'))) child.kill('SIGKILL')
    })
    child.on('error', () => finish({ outcome: 'unread', child: report }))
    child.on('close', () => {
      if (report.stoppedFor === 'time') return finish({ outcome: 'unread', child: report })
      const answer = parseAnswer(Buffer.concat(out).toString('utf8'))
      if (answer?.maxRssKb) report.peakRssBytes = Math.max(report.peakRssBytes ?? 0, answer.maxRssKb * 1024)
      // Killed over memory, or died without answering: the kernel's limit or V8's heap limit stopped it.
      if (report.stoppedFor === 'memory' || !answer) {
        report.stoppedFor = 'memory'
        return finish({ outcome: 'too_complex', child: report })
      }
      if (answer.outcome === 'read') {
        const text = tidyExtractedText(answer.text ?? '')
        return finish({ outcome: 'read', text: text === '' ? null : text, child: report })
      }
      finish({ outcome: answer.outcome === 'unreadable' ? 'unread' : answer.outcome, child: report })
    })
  })
}

type Answer = { outcome: 'read' | 'invalid' | 'too_complex' | 'unreadable'; text?: string; maxRssKb?: number }

function parseAnswer(line: string): Answer | null {
  try {
    const value = JSON.parse(line) as Answer
    return ['read', 'invalid', 'too_complex', 'unreadable'].includes(value.outcome) ? value : null
  } catch {
    return null
  }
}

/** The process's resident memory from /proc (Linux); null elsewhere or once it has exited. */
function residentBytes(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)
    return kb ? Number(kb[1]) * 1024 : null
  } catch {
    return null
  }
}
