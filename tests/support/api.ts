import { getDb } from '#app/platform/db.server.ts'
import { action as authAction } from '#app/routes/auth.tsx'
import * as sessionsRoute from '#app/routes/api.chat-sessions._index.ts'
import * as sessionRoute from '#app/routes/api.chat-sessions.$id.ts'
import * as chatRoute from '#app/routes/api.chat.ts'
import * as generateRoute from '#app/routes/api.generate-agreement.ts'
import * as agreementsRoute from '#app/routes/api.user-agreements.ts'
import * as agreementRoute from '#app/routes/api.agreements.$id.ts'
import * as editAgreementRoute from '#app/routes/api.edit-agreement.ts'
import * as explainRoute from '#app/routes/api.explain-legal-terms.ts'
import * as userStatsRoute from '#app/routes/api.user-stats.ts'
import * as otherRoute from '#app/routes/api.$.ts'
import * as subscriptionsRoute from '#app/routes/api.subscriptions._index.ts'
import * as subscriptionStatusRoute from '#app/routes/api.subscriptions.status.ts'
import * as verifyPaymentRoute from '#app/routes/api.payments.verify.ts'
import * as paymentWebhookRoute from '#app/routes/api.payments.webhook.ts'
import * as collaboratorsRoute from '#app/routes/api.documents.$id.collaborators._index.ts'
import * as collaboratorRoute from '#app/routes/api.documents.$id.collaborators.$collaboratorId.ts'
import * as commentsRoute from '#app/routes/api.documents.$id.comments._index.ts'
import * as commentRoute from '#app/routes/api.documents.$id.comments.$commentId.ts'
import { browser, CONTEXT, ORIGIN, settle } from './requests.ts'
import { verifyEmail } from './accounts.ts'

/** The turns of a chat that ends in a generated rental agreement (offline assistant). */
export const RENTAL_TURNS = [
  'I want to rent my flat in Pune to Ravi Kumar for 11 months at 25,000 a month',
  [
    'Landlord Name: Priya Sharma',
    'Property Address: Flat 12, Shanti Apartments, Baner, Pune 411045',
    'Security Deposit: 1 lakh',
  ].join('\n'),
  'yes',
] as const

type Route = { loader: (args: never) => Promise<unknown>; action: (args: never) => Promise<unknown> }

/** Which /api route module answers a path, and its params (as Remix's flat routes would). */
function routeFor(pathname: string): { route: Route; params: Record<string, string> } {
  const one = /^\/api\/chat-sessions\/([^/]+)$/.exec(pathname)
  if (one) return { route: sessionRoute as Route, params: { id: decodeURIComponent(one[1]!) } }
  const agreement = /^\/api\/agreements\/([^/]+)$/.exec(pathname)
  if (agreement) return { route: agreementRoute as Route, params: { id: decodeURIComponent(agreement[1]!) } }
  const team = /^\/api\/documents\/([^/]+)\/(collaborators|comments)(?:\/([^/]+))?$/.exec(pathname)
  if (team) {
    const id = decodeURIComponent(team[1]!)
    const item = team[3] === undefined ? undefined : decodeURIComponent(team[3])
    if (team[2] === 'collaborators') {
      return item === undefined
        ? { route: collaboratorsRoute as Route, params: { id } }
        : { route: collaboratorRoute as unknown as Route, params: { id, collaboratorId: item } }
    }
    return item === undefined
      ? { route: commentsRoute as Route, params: { id } }
      : { route: commentRoute as unknown as Route, params: { id, commentId: item } }
  }
  const fixed: Record<string, Route> = {
    '/api/chat-sessions': sessionsRoute as Route,
    '/api/chat': chatRoute as Route,
    '/api/generate-agreement': generateRoute as Route,
    '/api/user-agreements': agreementsRoute as Route,
    '/api/edit-agreement': editAgreementRoute as Route,
    '/api/explain-legal-terms': explainRoute as unknown as Route,
    '/api/user-stats': userStatsRoute as Route,
    '/api/subscriptions': subscriptionsRoute as Route,
    '/api/subscriptions/status': subscriptionStatusRoute as Route,
    '/api/payments/verify': verifyPaymentRoute as Route,
    '/api/payments/webhook': paymentWebhookRoute as Route,
  }
  return { route: fixed[pathname] ?? (otherRoute as Route), params: {} }
}

/** Runs a request through its route's loader (GET, HEAD) or action, as Remix would. */
export function call(request: Request): Promise<Response> {
  const { route, params } = routeFor(new URL(request.url).pathname)
  const args = { request, params, context: { ...CONTEXT } } as never
  const method = request.method.toUpperCase()
  return settle(() => (method === 'GET' || method === 'HEAD' ? route.loader(args) : route.action(args)))
}

export type Requester = ReturnType<typeof client>
export type Client = Requester & { userId: string }

/**
 * An API client: with a token it sends `Authorization: Bearer` and nothing else (like
 * curl); with a cookie header it is a same-origin browser's fetch (Origin on writes).
 */
export function client(token?: string, cookie?: string) {
  return {
    request(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
      raw?: string,
    ) {
      const base: Record<string, string> = {}
      if (token) base.authorization = `Bearer ${token}`
      if (cookie) {
        base.cookie = cookie
        if (method !== 'GET') base.origin = ORIGIN
      }
      if (body !== undefined) base['content-type'] = 'application/json'
      return new Request(`${ORIGIN}${path}`, {
        method,
        headers: { ...base, ...headers },
        ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}),
      })
    },
  }
}

/** A new account, signed in through /auth: a cookie client that knows its user id. */
/** A client signed in as a new account whose address is verified through its mailed link. */
export async function signedInVerified(email: string): Promise<Client> {
  const signed = await signedIn(email)
  await verifyEmail(email)
  return signed
}

export async function signedIn(email: string): Promise<Client> {
  const b = await browser()
  b.jar.absorb(
    await settle(() =>
      authAction({
        request: b.post('/auth', {
          intent: 'create-account',
          email,
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
        context: { ...CONTEXT },
        params: {},
      }),
    ),
  )
  const db = await getDb()
  const [user] = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email])
  if (!user) throw new Error(`sign-up of ${email} failed`)
  return { ...client(undefined, b.jar.header()), userId: user.id }
}
