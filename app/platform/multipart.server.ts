/**
 * A streaming multipart/form-data reader (RFC 7578) that answers every malformed body with
 * `MalformedFormError` (the client's fault: 400), never a crash. It replaces Remix's
 * `unstable_parseMultipartFormData`, whose header parser threw on a file name holding `;`,
 * `=` or bytes that are not UTF-8 — a 500 that lost the typed message.
 *
 * Each part's bytes go to the sink its head asks for as they arrive; what to keep and how
 * much is the caller's decision (app/platform/form-files.server.ts).
 */

export class MalformedFormError extends Error {}
export class RequestTooLargeError extends Error {}

export type PartHead = {
  /** The form field's name. */
  name: string
  /** The file's name as sent (not yet cleaned), or null for a plain field. */
  filename: string | null
  contentType: string
}
export type PartSink = { write(chunk: Uint8Array): void; end(): void }

// A part's head is a few short lines; a file name of thousands of characters still fits.
const HEAD_MAX_BYTES = 64 * 1024
const CRLF = Buffer.from('\r\n')
const HEAD_END = Buffer.from('\r\n\r\n')

/** The boundary of a multipart/form-data Content-Type, or null when it has none or a bad one. */
export function multipartBoundary(contentType: string): string | null {
  const [type, ...params] = splitParams(contentType)
  if (type?.toLowerCase() !== 'multipart/form-data') return null
  const boundary = params.find((p) => p.name === 'boundary')?.value
  // RFC 2046 §5.1.1: 1 to 70 characters, not ending in a space.
  if (!boundary || boundary.length > 70 || boundary.endsWith(' ')) return null
  return /^[0-9A-Za-z'()+_,\-./:=? ]+$/.test(boundary) ? boundary : null
}

/**
 * Reads `body` part by part. Throws `MalformedFormError` for a body that is not the
 * multipart it claims (no boundary line, a part's head that never ends, a body cut off
 * before the closing boundary) and `RequestTooLargeError` past `maxBytes`.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  options: { maxBytes: number; onPart: (head: PartHead) => PartSink },
): Promise<void> {
  if (!body) throw new MalformedFormError('The form has no body.')
  // The first boundary may open the body without a line break before it: one is added.
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  let state = 'preamble' as 'preamble' | 'after-delimiter' | 'head' | 'body' | 'done'
  let pending: Buffer = CRLF
  let sink: PartSink | null = null
  let total = 0

  // Consumes as much of `pending` as the state allows; returns false when it needs more bytes.
  const step = (): boolean => {
    switch (state) {
      case 'preamble': {
        const at = pending.indexOf(delimiter)
        if (at < 0) {
          pending = pending.subarray(Math.max(0, pending.length - delimiter.length + 1))
          return false
        }
        pending = pending.subarray(at + delimiter.length)
        state = 'after-delimiter'
        return true
      }
      case 'after-delimiter': {
        // "--" closes the body; otherwise optional blanks (RFC 2046's padding), then CRLF.
        if (pending.length < 2) return false
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          state = 'done'
          return false
        }
        let i = 0
        while (i < pending.length && (pending[i] === 0x20 || pending[i] === 0x09)) i++
        if (pending.length < i + 2) return false
        if (pending[i] !== 0x0d || pending[i + 1] !== 0x0a)
          throw new MalformedFormError('A boundary line is followed by something else.')
        pending = pending.subarray(i + 2)
        state = 'head'
        return true
      }
      case 'head': {
        // A part with no header lines starts straight with its blank line.
        const end = pending[0] === 0x0d && pending[1] === 0x0a ? -2 : pending.indexOf(HEAD_END)
        if (end === -1) {
          if (pending.length > HEAD_MAX_BYTES) throw new MalformedFormError("A part's headers are too long.")
          return false
        }
        const head = end < 0 ? '' : new TextDecoder().decode(pending.subarray(0, end))
        pending = pending.subarray(end < 0 ? 2 : end + HEAD_END.length)
        sink = sinkFor(parseHead(head), options.onPart)
        state = 'body'
        return true
      }
      case 'body': {
        const at = pending.indexOf(delimiter)
        if (at < 0) {
          // Keep the tail that could be the start of a delimiter split across chunks.
          const safe = pending.length - delimiter.length + 1
          if (safe > 0) {
            sink!.write(pending.subarray(0, safe))
            pending = pending.subarray(safe)
          }
          return false
        }
        sink!.write(pending.subarray(0, at))
        sink!.end()
        sink = null
        pending = pending.subarray(at + delimiter.length)
        state = 'after-delimiter'
        return true
      }
      case 'done':
        return false
    }
  }

  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > options.maxBytes)
        throw new RequestTooLargeError('The request is larger than any form here accepts.')
      // Copy the chunk: a sink may keep the subarrays it is given.
      pending = pending.length === 0 ? Buffer.from(value) : Buffer.concat([pending, value])
      while (step());
      if (state === 'done') break
    }
  } finally {
    // The epilogue (or the rest after an error) is left unread, not cancelled: cancelling a
    // Node request's body destroys its socket before the answer can be sent. Node discards
    // what is left once the answer is out.
    reader.releaseLock()
  }
  if (state === 'preamble') throw new MalformedFormError('The form has no boundary line.')
  if (state !== 'done') throw new MalformedFormError('The form was cut off before its end.')
}

const IGNORE: PartSink = { write() {}, end() {} }

/** A part that is not form-data, or has no name, is skipped (RFC 7578 §4.2); one with no disposition at all is refused. */
function sinkFor(head: PartHead | null, onPart: (head: PartHead) => PartSink): PartSink {
  return head ? onPart(head) : IGNORE
}

function parseHead(head: string): PartHead | null {
  let disposition: string | null = null
  let contentType = 'text/plain'
  for (const line of head.split(/\r\n/)) {
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const field = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (field === 'content-disposition') disposition = value
    else if (field === 'content-type' && value) contentType = value
  }
  // Every part must say what it is (RFC 7578 §4.2): one that does not is a broken form.
  if (!disposition) throw new MalformedFormError('A part of the form has no Content-Disposition.')
  const [type, ...params] = splitParams(disposition)
  if (type?.toLowerCase() !== 'form-data') return null
  const get = (key: string) => params.find((p) => p.name === key)?.value
  const name = get('name')
  if (name === undefined || name === '') return null
  // RFC 5987's filename*=UTF-8''… wins over filename= when both are sent.
  const extended = get('filename*')
  const filename = (extended !== undefined ? decodeExtended(extended) : null) ?? get('filename') ?? null
  return { name, filename, contentType }
}

function decodeExtended(value: string): string | null {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}

type Param = { name: string; value: string }

/**
 * Splits `type; a=1; b="x;y=z"` into the type and its parameters, reading quoted values
 * whole (a `;` or `=` inside quotes is part of the value). Browsers percent-encode a quote
 * in a file name; other clients escape it with a backslash, which is honoured before `"`
 * and `\` only, so a Windows path keeps its backslashes. Never throws.
 */
const ENDS_PARAMETER = /^\s*(?:;|$)/

function splitParams(header: string): [string | undefined, ...Param[]] {
  const semicolon = header.indexOf(';')
  const type = (semicolon < 0 ? header : header.slice(0, semicolon)).trim()
  const params: Param[] = []
  let i = semicolon < 0 ? header.length : semicolon + 1
  while (i < header.length) {
    while (i < header.length && (header[i] === ' ' || header[i] === '\t' || header[i] === ';')) i++
    const eq = header.indexOf('=', i)
    const nextSemicolon = header.indexOf(';', i)
    if (eq < 0 || (nextSemicolon >= 0 && nextSemicolon < eq)) {
      // A parameter without a value: skipped.
      i = nextSemicolon < 0 ? header.length : nextSemicolon + 1
      continue
    }
    const name = header.slice(i, eq).trim().toLowerCase()
    i = eq + 1
    while (header[i] === ' ' || header[i] === '\t') i++
    let value = ''
    if (header[i] === '"') {
      i++
      while (i < header.length && header[i] !== '"') {
        // Browsers send a backslash as it is (WHATWG HTML percent-encodes only ", CR and LF);
        // an older client's \" is an escaped quote unless the quote ends the parameter.
        if (header[i] === '\\' && header[i + 1] === '"' && !ENDS_PARAMETER.test(header.slice(i + 2))) i++
        value += header[i]
        i++
      }
      i++ // the closing quote (or the end of an unterminated value)
      const rest = header.indexOf(';', i)
      i = rest < 0 ? header.length : rest + 1
    } else {
      const end = header.indexOf(';', i)
      value = (end < 0 ? header.slice(i) : header.slice(i, end)).trim()
      i = end < 0 ? header.length : end + 1
    }
    if (name && !params.some((p) => p.name === name)) params.push({ name, value })
  }
  return [type, ...params]
}
