// @ts-check
/**
 * How large a body each address may send, and in what form. server.js checks a request
 * against its rule before reading a byte of the body (server/request-guards.js); the
 * numbers follow from the largest thing a real form or API call here carries.
 * Plain JS so that server.js runs it as it is; tests/unit/request-guards.test.ts holds
 * the numbers to the domain's limits they are derived from.
 */

const KB = 1024
const MB = 1024 * KB

/** Ordinary forms: a few short fields (sign-in, tokens, AI edit, clauses, sign-out). */
export const FORM_MAX_BYTES = 64 * KB

/** The JSON API's bodies: app/platform/api-auth.server.ts reads no further than this. */
export const API_MAX_BYTES = 512 * KB

/**
 * The chat form at /app, the one form with a file (10 MB at most): app/platform/form-files.server.ts
 * reads an oversized file to give the typed message back and refuses anything past this.
 */
export const UPLOAD_MAX_BYTES = 64 * MB

// A percent-encoded field costs at most 9 bytes a character: 3 bytes of UTF-8, each as %XX.
const URLENCODED_BYTES_PER_CHAR = 9

/** /document/:id: a comment of up to 10,000 characters (MAX_COMMENT_LENGTH) in any script. */
export const COMMENT_FORM_MAX_BYTES = 10_000 * URLENCODED_BYTES_PER_CHAR + FORM_MAX_BYTES

/**
 * The editor's form posts the whole document, up to 2 MB of UTF-8 (MAX_CONTENT_BYTES):
 * each byte percent-encoded is 3, and a newline, which a browser sends as CR LF, is 6.
 */
export const EDIT_FORM_MAX_BYTES = 2 * MB * 6 + FORM_MAX_BYTES

/**
 * A body that stops arriving for this long is abandoned: the request is answered 408 and
 * its connection closed, instead of being held until Node's five-minute requestTimeout.
 */
export const BODY_IDLE_TIMEOUT_MS = 15_000

/**
 * @typedef {object} BodyRule
 * @property {number} maxBytes
 * @property {'form' | 'json'} body  what an action here reads: an HTML form or a JSON document
 * @property {string} tooLarge  the 413's message
 */

/** @param {number} bytes */
const size = (bytes) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} kB`)
/** @param {number} maxBytes @param {'form' | 'json'} body @param {string} [tooLarge] @returns {BodyRule} */
const rule = (maxBytes, body, tooLarge) => ({
  maxBytes,
  body,
  tooLarge: tooLarge ?? `The request is too large: this address accepts at most ${size(maxBytes)}.`,
})

// Remix matches paths case-insensitively and ignores a trailing slash, so these do too;
// request-guards.js hands them the path as the router sees it (parsed and decoded).
/** @type {ReadonlyArray<{ path: RegExp, rule: BodyRule }>} */
const RULES = [
  { path: /^\/api(\/|$)/i, rule: rule(API_MAX_BYTES, 'json') },
  {
    path: /^\/app\/?$/i,
    rule: rule(UPLOAD_MAX_BYTES, 'form', 'File too large: Please select a file smaller than 10MB'),
  },
  {
    path: /^\/app\/documents\/[^/]+\/edit\/?$/i,
    rule: rule(EDIT_FORM_MAX_BYTES, 'form', 'The document is too large to save (at most 2 MB of text).'),
  },
  { path: /^\/document\/[^/]+\/?$/i, rule: rule(COMMENT_FORM_MAX_BYTES, 'form') },
]
const ORDINARY_FORM = rule(FORM_MAX_BYTES, 'form')

/** @param {string} pathname the request's path as the router sees it @returns {BodyRule} */
export function bodyRuleFor(pathname) {
  return RULES.find((r) => r.path.test(pathname))?.rule ?? ORDINARY_FORM
}
