// @ts-check
// HTTP/1.1 over a bare TCP socket, for the requests fetch will not send: a malformed Host,
// a body shorter than its Content-Length, a declared length larger than what follows,
// bytes that are not UTF-8 in the path. Every request says `Connection: close`, so an
// answer is complete when the server closes (or its declared length has arrived).
import net from 'node:net'

/**
 * @typedef {object} RawAnswer
 * @property {'answered' | 'closed' | 'hang'} outcome  answered: a status line came back;
 *   closed: the server closed the connection without one; hang: neither within the bound
 * @property {number} status  0 without a status line
 * @property {Record<string, string>} headers  lower-case names
 * @property {string} body  de-chunked, as UTF-8
 * @property {number} ms
 */

/**
 * Sends `head` (the request line and headers, without the blank line), then `body`. With
 * `stallAfter` only that many bytes of the body are written and the socket is left open.
 * @param {{ host: string, port: number }} server
 * @param {{ head: string, body?: Buffer, stallAfter?: number, boundMs: number }} request
 * @returns {Promise<RawAnswer>}
 */
export function rawRequest(server, { head, body = Buffer.alloc(0), stallAfter, boundMs }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const socket = net.connect(server.port, server.host)
    /** @type {Buffer[]} */
    const chunks = []
    let settled = false
    /** @param {'answered' | 'closed' | 'hang'} [forced] */
    const finish = (forced) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      const parsed = parseResponse(Buffer.concat(chunks))
      const outcome = forced === 'hang' ? (parsed ? 'answered' : 'hang') : parsed ? 'answered' : 'closed'
      // A status line that came back before the bound ran out is an answer even if the body never ended.
      resolve({
        outcome,
        status: parsed?.status ?? 0,
        headers: parsed?.headers ?? {},
        body: parsed?.body ?? '',
        ms: Date.now() - started,
      })
    }
    const timer = setTimeout(() => finish('hang'), boundMs)
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      if (parseResponse(Buffer.concat(chunks))?.complete) finish()
    })
    socket.on('error', () => finish())
    socket.on('close', () => finish())
    socket.on('connect', () => {
      const sent = stallAfter === undefined ? body : body.subarray(0, stallAfter)
      socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), sent]), () => {})
    })
  })
}

/**
 * The status, headers and body of what came back, or null without a whole status line and
 * header block. `complete` once the body's declared length or final chunk has arrived.
 * @param {Buffer} bytes
 */
export function parseResponse(bytes) {
  const end = bytes.indexOf('\r\n\r\n')
  if (end < 0) return null
  const lines = bytes.subarray(0, end).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0)
  if (!status) return null
  /** @type {Record<string, string>} */
  const headers = {}
  for (const line of lines.slice(1)) {
    const at = line.indexOf(':')
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
  }
  const raw = bytes.subarray(end + 4)
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const { body, complete } = dechunk(raw)
    return { status, headers, body: body.toString('utf8'), complete }
  }
  const length = headers['content-length'] === undefined ? null : Number(headers['content-length'])
  return { status, headers, body: raw.toString('utf8'), complete: length !== null && raw.length >= length }
}

/** @param {Buffer} raw */
function dechunk(raw) {
  /** @type {Buffer[]} */
  const parts = []
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd < 0) return { body: Buffer.concat(parts), complete: false }
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size)) return { body: Buffer.concat(parts), complete: false }
    if (size === 0) return { body: Buffer.concat(parts), complete: true }
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
    if (at > raw.length) return { body: Buffer.concat(parts), complete: false }
  }
}
