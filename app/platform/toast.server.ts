import crypto from 'node:crypto'
import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from 'zod'
import { getEnv } from './env.server.ts'
import { isHttps } from './request.server.ts'

/**
 * Toasts travel as a one-time flash in a signed cookie, so the page after a redirect
 * shows them with JavaScript off too. One toast at a time: a newer one replaces it.
 */
export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(['success', 'error', 'message']).default('message'),
  title: z.string().max(200),
  description: z.string().max(500).default(''),
})
export type Toast = z.infer<typeof toastSchema>
export type ToastInput = z.input<typeof toastSchema>

const FLASH_KEY = 'toast'

let storages: { https: ReturnType<typeof make>; http: ReturnType<typeof make> } | undefined
function make(secure: boolean) {
  return createCookieSessionStorage({
    cookie: {
      name: secure ? '__Host-toast' : 'toast',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      secrets: [getEnv().SESSION_SECRET],
    },
  })
}
function storageFor(request: Request) {
  storages ??= { https: make(true), http: make(false) }
  return isHttps(request) ? storages.https : storages.http
}

export async function toastHeader(request: Request, toast: ToastInput): Promise<string> {
  const storage = storageFor(request)
  const session = await storage.getSession()
  session.flash(FLASH_KEY, toastSchema.parse(toast))
  return storage.commitSession(session)
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: ToastInput,
  extraHeaders: Record<string, string> = {},
) {
  const headers = new Headers(extraHeaders)
  headers.append('Set-Cookie', await toastHeader(request, toast))
  return redirect(url, { headers })
}

/** Reads and consumes the pending toast; the returned header clears it. */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const storage = storageFor(request)
  const session = await storage.getSession(request.headers.get('cookie'))
  const parsed = toastSchema.safeParse(session.get(FLASH_KEY))
  if (!parsed.success) return { toast: null, setCookie: null }
  return { toast: parsed.data, setCookie: await storage.destroySession(session) }
}

/**
 * A toast for a response that is not a redirect (a 4xx form with errors). Without
 * JavaScript the root loader runs in this same request, so the toast rides on the load
 * context; a JavaScript submission revalidates in a later request, so it rides on the
 * flash cookie. Returns the headers to add (none in the first case).
 */
export async function toastNow(
  request: Request,
  context: unknown,
  toast: ToastInput,
): Promise<Record<string, string>> {
  const dataRequest = (context as { dataRequest?: boolean } | null)?.dataRequest === true
  if (dataRequest || new URL(request.url).searchParams.has('_data')) {
    return { 'Set-Cookie': await toastHeader(request, toast) }
  }
  if (typeof context === 'object' && context !== null) {
    ;(context as { toast?: Toast }).toast = toastSchema.parse(toast)
  }
  return {}
}

/** The toast an action left on this request's context, if any. */
export function toastFromContext(context: unknown): Toast | null {
  const parsed = toastSchema.safeParse((context as { toast?: unknown } | null)?.toast)
  return parsed.success ? parsed.data : null
}
