import { issueCsrfToken } from '#app/platform/csrf.server.ts'

export const ORIGIN = 'http://localhost'
export const CONTEXT = { clientAddress: '127.0.0.1' }

/** A browser's cookie jar, enough for calling loaders and actions directly. */
export class CookieJar {
  private cookies = new Map<string, string>()
  absorb(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';')
      const [name, value] = (pair ?? '').split(/=(.*)/s) as [string, string]
      const expired = attributes.some(
        (a) => /max-age=0$/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()),
      )
      if (expired || value === '') this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value)
    }
  }
  get(name: string) {
    return this.cookies.get(name)
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
}

/** A same-origin browser with a CSRF token, as the root loader would have given it. */
export async function browser(origin = ORIGIN) {
  const jar = new CookieJar()
  const { token, setCookie } = await issueCsrfToken(new Request(`${origin}/`))
  jar.absorb(new Response(null, { headers: { 'Set-Cookie': setCookie ?? '' } }))
  return {
    jar,
    csrf: token,
    get(path: string) {
      return new Request(`${origin}${path}`, { headers: { cookie: jar.header() } })
    },
    post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
      return new Request(`${origin}${path}`, {
        method: 'POST',
        headers: {
          cookie: jar.header(),
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body: new URLSearchParams({ csrf: token, ...fields }),
      })
    },
    /** A multipart post, as a form with a file input sends it (the file may be absent). */
    upload(
      path: string,
      fields: Record<string, string>,
      file?: { field: string; name: string; bytes: Uint8Array; type?: string },
    ) {
      const body = new FormData()
      body.set('csrf', token)
      for (const [k, v] of Object.entries(fields)) body.set(k, v)
      if (file)
        body.set(
          file.field,
          new File([Buffer.from(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }),
        )
      return new Request(`${origin}${path}`, {
        method: 'POST',
        headers: { cookie: jar.header(), origin },
        body,
      })
    },
  }
}

/** Runs a loader or action and returns what it threw or returned, as a Response. */
export async function settle(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run()
    if (result instanceof Response) return result
    throw new Error(`expected a Response, got ${typeof result}`)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}
