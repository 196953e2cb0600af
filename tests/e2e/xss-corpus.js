// @ts-check
// The XSS corpus of xss.test.js: payloads of every context a user's text can land in
// (element content, attributes, URLs, script and JSON blocks, templates, CSS, encodings).
// Each payload proves itself if it ever runs or is parsed as markup: it calls __xss(id)
// (recorded by the test, not by the page), or loads /xss-beacon/<id>, which a browser
// requests even with JavaScript off once the markup is live.

/**
 * @typedef {object} Payload
 * @property {number} id
 * @property {string} kind   what it tries
 * @property {string} text   what the user types
 * @property {boolean} [short]  fits a field with no spaces or a short limit (an e-mail's local part, a token name)
 */

/** @type {Payload[]} */
export const PAYLOADS = [
  { id: 1, kind: 'script tag', text: '<script>__xss(1)</script>', short: true },
  { id: 2, kind: 'img onerror', text: '<img src=x onerror=__xss(2)>' },
  { id: 3, kind: 'markup beacon', text: '<img src=/xss-beacon/3>' },
  { id: 4, kind: 'svg onload', text: '<svg/onload=__xss(4)>', short: true },
  { id: 5, kind: 'script inside svg', text: '<svg><script>__xss(5)</script></svg>', short: true },
  { id: 6, kind: 'MathML mutation', text: '<math><mtext><table><mglyph><style><img src=x onerror=__xss(6)>' },
  { id: 7, kind: 'double-quote attribute breakout', text: '"><img src=x onerror=__xss(7)>' },
  { id: 8, kind: 'single-quote attribute breakout', text: "'><img src=x onerror=__xss(8)>" },
  { id: 9, kind: 'attribute injection without a tag', text: '" autofocus onfocus="__xss(9)" x="' },
  { id: 10, kind: 'javascript: URL', text: 'javascript:__xss(10)', short: true },
  { id: 11, kind: 'JSON-in-script breakout', text: '</script><script>__xss(11)</script>', short: true },
  { id: 12, kind: 'template literal breakout', text: '`;__xss(12);`${__xss(12)}' },
  { id: 13, kind: 'template expression', text: "{{constructor.constructor('__xss(13)')()}}" },
  { id: 14, kind: 'JSON unicode escape', text: '\\u003cimg src=x onerror=__xss(14)\\u003e' },
  { id: 15, kind: 'HTML entities (double decoding)', text: '&lt;img src=x onerror=__xss(15)&gt;' },
  { id: 16, kind: 'percent-encoded markup', text: '%3Cimg%20src%3Dx%20onerror%3D__xss(16)%3E', short: true },
  {
    id: 17,
    kind: 'CSS expression and url()',
    text: '<div style="width:expression(__xss(17));background:url(/xss-beacon/17)">x</div>',
  },
  { id: 18, kind: 'iframe srcdoc', text: '<iframe srcdoc="<script>__xss(18)</script>"></iframe>' },
  { id: 19, kind: 'markdown link and image', text: '[click me](javascript:__xss(19)) ![x](/xss-beacon/19)' },
  { id: 20, kind: 'anchor with javascript: href', text: '<a href="javascript:__xss(20)">open</a>' },
  { id: 21, kind: 'details ontoggle', text: '<details open ontoggle=__xss(21)>' },
  {
    id: 22,
    kind: 'fullwidth and Devanagari around a tag',
    text: '＜script＞__xss(22)＜/script＞ किराया <script>__xss(22)</script>',
  },
  { id: 23, kind: 'nested tag split', text: '<scr<script>ipt>__xss(23)</scr</script>ipt>' },
  {
    id: 24,
    kind: 'button formaction',
    text: '<form><button formaction=javascript:__xss(24)>go</button></form>',
  },
  { id: 25, kind: 'object data', text: '<object data="javascript:__xss(25)"></object>' },
  { id: 26, kind: 'meta refresh', text: '<meta http-equiv="refresh" content="0;url=/xss-beacon/26">' },
  { id: 27, kind: 'style import', text: "<style>@import '/xss-beacon/27';</style>" },
  { id: 28, kind: 'mixed-case tag', text: '<ScRiPt>__xss(28)</sCrIpT>', short: true },
]

/** Every payload on its own line: one text that carries the whole corpus. */
export const ALL = PAYLOADS.map((p) => p.text).join('\n')

/** The payloads that fit a field without spaces (an e-mail address's local part). */
export const SHORT = PAYLOADS.filter((p) => p.short)

/**
 * What must never appear as such in a page's HTML source: the payloads that carry markup.
 * Escaped (`&lt;`, `\u003c`) or percent-encoded, they are text; verbatim, they are markup.
 */
export const MARKUP = PAYLOADS.filter((p) => p.text.includes('<') && !p.text.startsWith('\\u003c'))

/**
 * Runs in every frame before the page's own scripts (Playwright's init script, which the
 * page's CSP does not govern): __xss reports to the test, and a CSP violation is kept
 * apart, since the goal is that encoding alone stops a payload.
 */
export const INIT_SCRIPT = `(() => {
  const report = (id) => { try { window.__xssReport(String(id), location.href) } catch {} }
  // __XSS too: a template may upper-case what it quotes (a party's name).
  for (const name of ['__xss', '__XSS']) Object.defineProperty(window, name, { configurable: false, get: () => report, set: (v) => report(v) })
  document.addEventListener('securitypolicyviolation', (e) => {
    try { window.__cspReport(e.violatedDirective + ' ' + (e.sample || e.blockedURI || ''), location.href) } catch {}
  })
  for (const name of ['alert', 'confirm', 'prompt', 'print']) window[name] = () => report(name)
})()`

/** A request a payload's live markup made: /xss-beacon/<id> on any origin, file: included. @param {string} url */
export const isBeacon = (url) => /^\/xss-beacon\//i.test(new URL(url).pathname)

/**
 * In the page (also with JavaScript off: Playwright evaluates in its own world): markup a
 * payload made live — an event-handler attribute, a script or style with the marker, a
 * javascript:/data: URL, an iframe srcdoc, a meta refresh. Text nodes and form values that
 * merely contain a payload are fine: that is the encoding working.
 */
export function injectedMarkup() {
  const marker = /__xss|xss-beacon/i
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background']
  /** @type {string[]} */
  const found = []
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase()
    // The page's own scripts carry the nonce (its data, payloads included, is escaped JSON);
    // a script without one was put there by a payload.
    const own = tag === 'script' && /** @type {HTMLScriptElement} */ (element).nonce !== ''
    if ((tag === 'script' || tag === 'style') && !own && marker.test(element.textContent ?? '')) {
      found.push(`<${tag}> ${element.textContent?.slice(0, 80)}`)
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      const value = attribute.value
      const live =
        (name.startsWith('on') && marker.test(value)) ||
        ((name === 'srcdoc' || name === 'style') && marker.test(value)) ||
        (name === 'content' && element.hasAttribute('http-equiv') && marker.test(value)) ||
        (urlAttributes.includes(name) && /^\s*(javascript|data|vbscript):/i.test(value)) ||
        (urlAttributes.includes(name) && /^\s*\/xss-beacon\//i.test(value))
      if (live) found.push(`<${tag} ${name}="${value.slice(0, 80)}">`)
    }
  }
  return found
}
