// @ts-check
// A browser's requests without a browser: a cookie jar, the CSRF token, form and JSON
// posts, and redirects not followed — for checks of the running server's answers.
import { BASE_URL, PASSWORD, seededSession } from './support.js'

// The toast is a one-time flash: whichever request reads it shows it. Two answers that are
// compared must not differ by a toast left over from an earlier request, so it is dropped.
const IGNORED_COOKIES = new Set(['toast', '__Host-toast'])

export class HttpClient {
  /** @type {Map<string, string>} */
  cookies = new Map()
  csrf = ''

  /** @param {string} [baseUrl] another server than the runner's (the kill -9 suite starts its own) */
  constructor(baseUrl = BASE_URL) {
    this.baseUrl = baseUrl
  }

  /** @param {Response} response */
  absorb(response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1)
      if (IGNORED_COOKIES.has(name)) continue
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {{ form?: Record<string, string>, json?: unknown, headers?: Record<string, string> }} [body]
   */
  async send(method, path, body = {}) {
    /** @type {Record<string, string>} */
    const headers = { ...body.headers }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (method !== 'GET' && method !== 'HEAD') headers.origin = this.baseUrl
    /** @type {string | undefined} */
    let payload
    if (body.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams({ csrf: this.csrf, ...body.form }).toString()
    } else if (body.json !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body.json)
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    })
    this.absorb(response)
    return response
  }

  /** The CSRF token every form carries, as the root loader gives it to the page. */
  async loadCsrf() {
    const html = await (await this.send('GET', '/privacy-policy')).text()
    const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? /"csrf":"([^"]+)"/.exec(html)?.[1]
    if (!token) throw new Error('no CSRF token on the page')
    this.csrf = token
  }

  /**
   * Signed in as a proAccount(key) by one of its seeded sessions, without posting the
   * sign-in form (whose password hash costs the server a CPU-heavy check per call).
   * @param {string} email
   */
  async withSession(email) {
    const [name = '', value = ''] = seededSession(email).split(/=(.*)/s)
    this.cookies.set(name, value)
    await this.loadCsrf()
    return this
  }

  /** @param {string} email @param {'sign-in' | 'create-account'} intent */
  async authenticate(email, intent) {
    await this.loadCsrf()
    const form =
      intent === 'sign-in'
        ? { intent, email, password: PASSWORD }
        : { intent, email, password: PASSWORD, confirmPassword: PASSWORD }
    const response = await this.send('POST', '/auth', { form })
    if (response.status !== 302 || response.headers.get('location') !== '/app') {
      throw new Error(
        `${intent} of ${email} answered ${response.status} ${response.headers.get('location') ?? ''}`,
      )
    }
    return this
  }
}
