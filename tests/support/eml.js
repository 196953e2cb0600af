// @ts-check
// A small RFC 5322 / MIME reader for the .eml files the file mailer writes, for the tests
// (vitest and the browser suite): headers unfolded and their encoded words decoded, the
// text and HTML parts found in any multipart nesting and decoded (base64, quoted-printable).

/**
 * @typedef {object} ParsedMail
 * @property {Map<string, string>} headers lower-case names, decoded values (the first of each)
 * @property {string} contentType the top-level media type, e.g. multipart/alternative
 * @property {string} from
 * @property {string} to
 * @property {string} subject
 * @property {string} date
 * @property {string} messageId
 * @property {string} text
 * @property {string} html
 */

/** @param {string} raw @returns {{ headers: Map<string, string>, body: string }} */
function splitEntity(raw) {
  const match = /\r?\n\r?\n/.exec(raw)
  const head = match ? raw.slice(0, match.index) : raw
  const body = match ? raw.slice(match.index + match[0].length) : ''
  /** @type {Map<string, string>} */
  const headers = new Map()
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8')
    if (!headers.has(name)) headers.set(name, decodeWords(value))
  }
  return { headers, body }
}

/** RFC 2047 encoded words; the space between two of them is not part of the text. @param {string} value */
export function decodeWords(value) {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset, encoding, text) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8')
      return qpBytes(text.replace(/_/g, ' ')).toString('utf8')
    })
}

/** @param {string} text @returns {Buffer} */
function qpBytes(text) {
  /** @type {number[]} */
  const bytes = []
  const source = Buffer.from(text, 'latin1')
  for (let i = 0; i < source.length; i++) {
    const byte = source[i] ?? 0
    if (byte === 0x3d && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(byte)
  }
  return Buffer.from(bytes)
}

/** @param {string} body @param {string | undefined} encoding */
function decodeBody(body, encoding = '7bit') {
  const kind = encoding.toLowerCase()
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (kind === 'quoted-printable') return qpBytes(body.replace(/=\r?\n/g, '')).toString('utf8')
  return Buffer.from(body, 'latin1').toString('utf8')
}

/** @param {string} value @param {string} name */
function parameter(value, name) {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value)
  return match ? (match[1] ?? match[2] ?? '') : ''
}

/** @param {string} raw @param {{ text: string, html: string }} found */
function walk(raw, found) {
  const { headers, body } = splitEntity(raw)
  const type = headers.get('content-type') ?? 'text/plain'
  const media = (type.split(';')[0] ?? '').trim().toLowerCase()
  if (media.startsWith('multipart/')) {
    const boundary = parameter(type, 'boundary')
    if (!boundary) throw new Error('a multipart entity without a boundary')
    const end = body.indexOf(`--${boundary}--`)
    if (end < 0) throw new Error(`multipart entity not closed (--${boundary}--)`)
    const parts = body
      .slice(0, end)
      .split(new RegExp(`(?:^|\\r?\\n)--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?\\n`))
    for (const part of parts.slice(1)) walk(part, found)
    return media
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'))
  if (media === 'text/plain' && !found.text) found.text = decoded.replace(/\r\n/g, '\n').replace(/\n$/, '')
  if (media === 'text/html' && !found.html) found.html = decoded.replace(/\r\n/g, '\n').replace(/\n$/, '')
  return media
}

/** @param {string | Buffer} source @returns {ParsedMail} */
export function parseEml(source) {
  // Read byte for byte; each decoded text is read as UTF-8 after.
  const raw = (typeof source === 'string' ? Buffer.from(source, 'utf8') : source).toString('latin1')
  const { headers } = splitEntity(raw)
  const found = { text: '', html: '' }
  const contentType = walk(raw, found)
  return {
    headers,
    contentType,
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    date: headers.get('date') ?? '',
    messageId: headers.get('message-id') ?? '',
    text: found.text,
    html: found.html,
  }
}

/**
 * The first link in a message's text whose path starts with `pathPrefix`, as path and
 * query (what a test requests of its own server). Throws, listing the links, when none does.
 * @param {{ text: string }} mail @param {string} pathPrefix
 */
export function linkIn(mail, pathPrefix) {
  const links = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0])
  for (const link of links) {
    const url = new URL(link)
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`
  }
  throw new Error(`no link to ${pathPrefix}… in the message; its links: ${links.join(', ') || 'none'}`)
}
