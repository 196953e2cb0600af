import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { http as mock, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { observeRequests } from '../../../server/observe-requests.js'
import { REQUEST_ID_HEADER } from '../../../server/request-id.js'
import { createLog } from '#app/platform/log.server.ts'
import { takeRequestUser } from '#app/platform/request-user.server.ts'
import { getSessionUser } from '#app/platform/session.server.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { server } from '#tests/mocks/server.ts'

// server.js's request line, with the app's session lookup naming the user: an express app
// with the same middleware, whose one route reads the session as a loader would.
useTestDatabase()

const lines: Record<string, unknown>[] = []
const log = createLog({
  level: 'debug',
  destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
})
const observed: unknown[][] = []

const app = express()
app.use(
  observeRequests({
    log: () => log,
    observe: (...observation) => void observed.push(observation),
    userOf: takeRequestUser,
  }),
)
app.get('/healthz', (_req, res) => {
  res.locals.routeId = 'healthz'
  res.send('ok')
})
app.get('/app/documents/:id', async (req, res) => {
  res.locals.routeId = 'routes/app.documents.$id._index'
  const request = new Request(`http://localhost${req.originalUrl}`, {
    headers: {
      cookie: req.get('cookie') ?? '',
      [REQUEST_ID_HEADER]: String(req.headers[REQUEST_ID_HEADER]),
    },
  })
  const user = await getSessionUser(request)
  res.status(user ? 200 : 401).send(user ? `Hello ${user.displayName}` : 'who?')
})

let base = ''
let listener: http.Server
beforeAll(async () => {
  listener = http.createServer(app)
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => listener.close(resolve)))
// The suite refuses every request nobody mocked: this local server is let through.
beforeEach(() => server.use(mock.all(`${base}/*`, () => passthrough())))

/** The request line logged for the response just read (written as the response ends). */
async function lineFor(response: Response): Promise<Record<string, unknown>> {
  await response.text()
  for (let i = 0; i < 50 && lines.length === 0; i++) await new Promise((r) => setTimeout(r, 10))
  expect(lines).toHaveLength(1)
  return lines.pop()!
}

describe('the request log line', () => {
  it('names time, request id, method, route id, status, duration and the user by id only', async () => {
    const email = 'asha.observed@example.com'
    const browser = await signedIn(email)
    const user = await getSessionUser(browser.get('/'))
    const response = await fetch(`${base}/app/documents/0b5c3e43-3f6c-4f06-9d0e-2a1a1f0e6a11?tab=history`, {
      headers: { cookie: browser.jar.header(), [REQUEST_ID_HEADER]: 'chosen-by-the-client' },
    })
    expect(response.status).toBe(200)
    const line = await lineFor(response)
    expect(line).toEqual({
      level: 30,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      requestId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      method: 'GET',
      route: 'routes/app.documents.$id._index',
      status: 200,
      durationMs: expect.any(Number),
      userId: user!.id,
      msg: 'request',
    })
    // Nothing else the request carried: no address, no path with its id, no query, no cookie.
    const text = JSON.stringify(line)
    for (const secret of [email, 'asha.observed', '0b5c3e43', 'history', 'session', 'chosen-by-the-client']) {
      expect(text).not.toContain(secret)
    }
    expect(observed.at(-1)).toEqual(['routes/app.documents.$id._index', 'GET', 200, expect.any(Number)])
  })

  it('has no user for an anonymous request, and a user is never carried to the next one', async () => {
    const line = await lineFor(await fetch(`${base}/app/documents/x`))
    expect(line).toMatchObject({ status: 401, route: 'routes/app.documents.$id._index' })
    expect(line).not.toHaveProperty('userId')
  })

  it('logs probes at debug, so LOG_LEVEL=info keeps them out', async () => {
    expect(await lineFor(await fetch(`${base}/healthz`))).toMatchObject({
      level: 20,
      route: 'healthz',
      status: 200,
    })
  })

  it('names a request no route took as the server', async () => {
    expect(await lineFor(await fetch(`${base}/nowhere`))).toMatchObject({ route: 'server', status: 404 })
  })
})
