import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { UPGRADE_REPLY } from '#app/features/chat/chat.server.ts'
import { createApiToken, revokeApiToken } from '#app/features/api-tokens/tokens.server.ts'
import { MESSAGES_ARE_RECORDED } from '#app/routes/api.chat-sessions.$id.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { call, client, RENTAL_TURNS, signedIn, type Requester } from '#tests/support/api.ts'

const db = useTestDatabase()

const RANDOM_ID = '00000000-0000-4000-8000-000000000000'
const NOT_FOUND = { error: 'Not found' }
const AUTH_REQUIRED = { error: 'Authentication required' }

/** Everything a request could change: the log, the read models, the tokens. */
async function snapshot() {
  return {
    events: await db().query('SELECT stream_id, stream_version FROM events ORDER BY global_position'),
    sessions: await db().query(
      'SELECT session_id, title, deleted, message_count FROM chat_sessions ORDER BY session_id',
    ),
    agreements: await db().query('SELECT agreement_id FROM agreements ORDER BY agreement_id'),
  }
}

async function startChat(c: Requester, message = 'What is an indemnity?') {
  const response = await call(c.request('POST', '/api/chat', { message }))
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessionId: string }).sessionId
}

/** Each endpoint with a body it would accept, for the checks that apply to all of them. */
const endpoints = (sessionId: string) =>
  [
    ['GET', '/api/chat-sessions', undefined],
    ['GET', `/api/chat-sessions/${sessionId}`, undefined],
    ['PATCH', `/api/chat-sessions/${sessionId}`, { title: 'Renamed' }],
    ['DELETE', `/api/chat-sessions/${sessionId}`, undefined],
    ['POST', '/api/chat', { message: 'hello' }],
    [
      'POST',
      '/api/generate-agreement',
      { templateType: 'custom', userInput: 'Anita Rao will walk my dog every day' },
    ],
    ['GET', '/api/user-agreements', undefined],
  ] as const

describe('authentication', () => {
  it('answers 401 on every endpoint without credentials, with a made-up token and with a revoked one', async () => {
    const owner = await signedIn('owner@example.in')
    const sessionId = await startChat(owner)
    const { token } = await createApiToken(db(), owner.userId, 'script')
    const { token: revoked, record } = await createApiToken(db(), owner.userId, 'old')
    expect(await revokeApiToken(db(), owner.userId, record.id)).toBe(true)
    const before = await snapshot()
    const callers = [
      client(),
      client(`nd_${crypto.randomBytes(32).toString('base64url')}`),
      client(revoked),
      client(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')),
      client('not-even-shaped-like-a-token'),
    ]
    for (const caller of callers) {
      for (const [method, path, body] of endpoints(sessionId)) {
        const response = await call(caller.request(method, path, body))
        expect(response.status, `${method} ${path}`).toBe(401)
        expect(await response.json()).toEqual(AUTH_REQUIRED)
        expect(response.headers.get('location')).toBeNull()
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it('takes a bad bearer token as a 401 even when the session cookie is good', async () => {
    const owner = await signedIn('owner@example.in')
    const response = await call(
      owner.request('GET', '/api/chat-sessions', undefined, { authorization: 'Bearer nd_wrong' }),
    )
    expect(response.status).toBe(401)
  })

  it('serves every endpoint to a bearer token, with no cookie, Origin or Referer', async () => {
    const owner = await signedIn('owner@example.in')
    const { token } = await createApiToken(db(), owner.userId, 'script')
    const api = client(token)
    const sessionId = await startChat(api)
    const statuses: number[] = []
    for (const [method, path, body] of endpoints(sessionId)) {
      const response = await call(api.request(method, path, body))
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201, 200])
    const sessions = await db().query<{ owner_id: string }>(
      'SELECT DISTINCT owner_id::text AS owner_id FROM chat_sessions',
    )
    expect(sessions).toEqual([{ owner_id: owner.userId }])
    const [used] = await db().query<{ last_used_at: Date | null }>('SELECT last_used_at FROM api_tokens')
    expect(used?.last_used_at).not.toBeNull()
  })

  it('refuses a cookie-authenticated write from another origin, or with no Origin at all', async () => {
    const owner = await signedIn('owner@example.in')
    const sessionId = await startChat(owner)
    const before = await snapshot()
    const evil = await call(
      owner.request(
        'PATCH',
        `/api/chat-sessions/${sessionId}`,
        { title: 'x' },
        { origin: 'https://evil.example' },
      ),
    )
    expect(evil.status).toBe(403)
    expect(await evil.json()).toEqual({ error: 'Forbidden: cross-origin request from https://evil.example' })
    const request = owner.request('DELETE', `/api/chat-sessions/${sessionId}`)
    request.headers.delete('origin')
    expect((await call(request)).status).toBe(403)
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a bearer write that names another origin', async () => {
    const owner = await signedIn('owner@example.in')
    const { token } = await createApiToken(db(), owner.userId, 'script')
    const response = await call(
      client(token).request('POST', '/api/chat', { message: 'hi' }, { origin: 'https://evil.example' }),
    )
    expect(response.status).toBe(403)
    expect(await db().query('SELECT 1 FROM events')).toHaveLength(0)
  })
})

describe('chat sessions', () => {
  it('lists, reads and chats, in the specification’s shapes', async () => {
    const owner = await signedIn('owner@example.in')
    let sessionId: string | undefined
    let last:
      | { sessionId: string; response: string; agreement?: { id: string; title: string; pages: number } }
      | undefined
    for (const message of RENTAL_TURNS) {
      const response = await call(
        owner.request('POST', '/api/chat', { sessionId, message, userEmail: 'someone@else.in' }),
      )
      expect(response.status).toBe(200)
      last = (await response.json()) as typeof last
      sessionId = last!.sessionId
    }
    const [stored] = await db().query<{ agreement_id: string; title: string; pages: number }>(
      'SELECT agreement_id::text AS agreement_id, title, pages FROM agreements',
    )
    expect(last!.agreement).toEqual({ id: stored!.agreement_id, title: stored!.title, pages: stored!.pages })
    expect(last!.response).toBe(
      `I've generated your ${stored!.title} (${stored!.pages} pages). It is in your Document Library. This free-trial document is a preview; upgrade to download, edit or share it.`,
    )

    const list = await call(owner.request('GET', '/api/chat-sessions'))
    const sessions = (await list.json()) as {
      id: string
      title: string
      updatedAt: string
      documentCount: number
    }[]
    expect(sessions).toEqual([
      {
        id: sessionId,
        title: 'I want to rent my flat in Pune to Ravi Kumar fo...',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        documentCount: 1,
      },
    ])
    expect(list.headers.get('cache-control')).toBe('private, no-store')

    const one = await call(owner.request('GET', `/api/chat-sessions/${sessionId}`))
    const body = (await one.json()) as {
      messages: { id: string; role: string; content: string; timestamp: string; agreementData?: unknown }[]
    }
    expect(body).toMatchObject({
      id: sessionId,
      documentCount: 1,
      title: sessions[0]!.title,
      updatedAt: sessions[0]!.updatedAt,
    })
    expect(body.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ])
    expect(body.messages[0]).toEqual({
      id: expect.any(String),
      role: 'user',
      content: RENTAL_TURNS[0],
      timestamp: expect.any(String),
    })
    expect(body.messages.at(-1)).toMatchObject({
      content: last!.response,
      agreementData: { agreementId: stored!.agreement_id, pages: stored!.pages },
    })
    expect(body.messages.filter((m) => m.agreementData)).toHaveLength(1)
  })

  it('answers a chat turn that needs a subscription with the upgrade reply, storing no agreement', async () => {
    const owner = await signedIn('owner@example.in')
    for (let round = 0; round < 2; round++) {
      let sessionId: string | undefined
      let last: { sessionId: string; response: string; agreement?: unknown } | undefined
      for (const message of RENTAL_TURNS) {
        last = (await (
          await call(owner.request('POST', '/api/chat', { sessionId, message }))
        ).json()) as typeof last
        sessionId = last!.sessionId
      }
      if (round === 1) {
        expect(last!.response).toBe(UPGRADE_REPLY)
        expect(last!).not.toHaveProperty('agreement')
      }
    }
    expect(await db().query('SELECT 1 FROM agreements')).toHaveLength(1)
  })

  it("gives another user's session and a made-up id the same 404, changing nothing", async () => {
    const owner = await signedIn('owner@example.in')
    const sessionId = await startChat(owner)
    const intruder = await signedIn('intruder@example.in')
    const before = await snapshot()
    for (const id of [sessionId, RANDOM_ID, 'not-a-uuid']) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { title: 'Mine now' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(intruder.request(method, `/api/chat-sessions/${id}`, body))
        expect(response.status, `${method} ${id}`).toBe(404)
        expect(await response.json()).toEqual(NOT_FOUND)
      }
    }
    for (const id of [sessionId, RANDOM_ID]) {
      const posted = await call(intruder.request('POST', '/api/chat', { sessionId: id, message: 'hello' }))
      expect(posted.status).toBe(404)
      expect(await posted.json()).toEqual(NOT_FOUND)
    }
    expect(await snapshot()).toEqual(before)
    expect(await (await call(intruder.request('GET', '/api/chat-sessions'))).json()).toEqual([])
  })

  it('renames with a trimmed title, and refuses an empty or unchanged one', async () => {
    const owner = await signedIn('owner@example.in')
    const sessionId = await startChat(owner)
    const path = `/api/chat-sessions/${sessionId}`
    const renamed = await call(
      owner.request('PATCH', path, { title: '  Indemnity questions  ', userEmail: 'x@y.in' }),
    )
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toEqual({
      id: sessionId,
      title: 'Indemnity questions',
      updatedAt: expect.any(String),
      documentCount: 0,
    })
    const empty = await call(owner.request('PATCH', path, { title: '   ' }))
    expect([empty.status, await empty.json()]).toEqual([400, { error: 'Title is required' }])
    const same = await call(owner.request('PATCH', path, { title: 'Indemnity questions' }))
    expect([same.status, await same.json()]).toEqual([
      400,
      { error: 'The new title is the same as the old one' },
    ])
    const none = await call(owner.request('PATCH', path, {}))
    expect(none.status).toBe(400)
    const wrongType = await call(owner.request('PATCH', path, { title: 42 }))
    expect([wrongType.status, await wrongType.json()]).toEqual([400, { error: 'title must be a string' }])
    expect(await db().query('SELECT title FROM chat_sessions')).toEqual([{ title: 'Indemnity questions' }])
  })

  it('refuses to overwrite the messages of a conversation', async () => {
    const owner = await signedIn('owner@example.in')
    const sessionId = await startChat(owner)
    const before = await snapshot()
    for (const body of [
      { messages: [{ role: 'user', content: 'forged', timestamp: new Date().toISOString() }] },
      { messages: [], documentCount: '3' },
      { title: 'New', messages: [] },
    ]) {
      const response = await call(owner.request('PATCH', `/api/chat-sessions/${sessionId}`, body))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: MESSAGES_ARE_RECORDED })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('deletes a conversation, which then is gone from the list and answers 404', async () => {
    const owner = await signedIn('owner@example.in')
    const sessionId = await startChat(owner)
    const deleted = await call(owner.request('DELETE', `/api/chat-sessions/${sessionId}`))
    expect([deleted.status, await deleted.json()]).toEqual([200, { success: true }])
    expect(await (await call(owner.request('GET', '/api/chat-sessions'))).json()).toEqual([])
    const again = await call(owner.request('DELETE', `/api/chat-sessions/${sessionId}`))
    expect([again.status, await again.json()]).toEqual([404, NOT_FOUND])
    expect(await db().query('SELECT deleted FROM chat_sessions')).toEqual([{ deleted: true }])
  })
})

describe('request checking', () => {
  it('answers invalid JSON, a form body and a bad field with 400 and changes nothing', async () => {
    const owner = await signedIn('owner@example.in')
    const sessionId = await startChat(owner)
    const before = await snapshot()
    const broken = await call(
      owner.request(
        'POST',
        '/api/chat',
        undefined,
        { 'content-type': 'application/json' },
        '{"message": "hi"',
      ),
    )
    expect([broken.status, await broken.json()]).toEqual([
      400,
      { error: 'The request body is not valid JSON' },
    ])
    const form = owner.request(
      'PATCH',
      `/api/chat-sessions/${sessionId}`,
      undefined,
      { 'content-type': 'application/x-www-form-urlencoded' },
      'title=x',
    )
    const formAnswer = await call(form)
    expect([formAnswer.status, await formAnswer.json()]).toEqual([
      400,
      { error: 'Send a JSON body with Content-Type: application/json' },
    ])
    const blank = await call(owner.request('POST', '/api/chat', { message: '   ' }))
    expect([blank.status, await blank.json()]).toEqual([
      400,
      { error: 'message: Please type a message before sending.' },
    ])
    const badId = await call(owner.request('POST', '/api/chat', { sessionId: 'x', message: 'hi' }))
    expect([badId.status, await badId.json()]).toEqual([
      400,
      { error: 'sessionId must be a conversation id' },
    ])
    expect(await snapshot()).toEqual(before)
  })

  it('answers 413 to a body past 512 KB, also when it declares no length', async () => {
    const owner = await signedIn('owner@example.in')
    const before = await snapshot()
    const big = JSON.stringify({ message: 'x'.repeat(600 * 1024) })
    const declared = await call(
      owner.request('POST', '/api/chat', undefined, { 'content-type': 'application/json' }, big),
    )
    expect([declared.status, await declared.json()]).toEqual([
      413,
      { error: 'The request body is too large' },
    ])
    const chunks = new TextEncoder().encode(big)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks.length; i += 64 * 1024)
          controller.enqueue(chunks.subarray(i, i + 64 * 1024))
        controller.close()
      },
    })
    const chunked = new Request('http://localhost/api/chat', {
      method: 'POST',
      headers: {
        ...Object.fromEntries(owner.request('POST', '/api/chat', {}).headers),
        'content-type': 'application/json',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    chunked.headers.delete('content-length')
    const answer = await call(chunked)
    expect([answer.status, await answer.json()]).toEqual([413, { error: 'The request body is too large' }])
    expect(await snapshot()).toEqual(before)
  })

  it('answers a wrong method with 405 and the allowed ones', async () => {
    const owner = await signedIn('owner@example.in')
    const cases = [
      ['GET', '/api/chat', 'POST'],
      ['GET', '/api/generate-agreement', 'POST'],
      ['POST', '/api/user-agreements', 'GET'],
      ['POST', '/api/chat-sessions', 'GET'],
      ['PUT', `/api/chat-sessions/${RANDOM_ID}`, 'GET, PATCH, DELETE'],
    ] as const
    for (const [method, path, allow] of cases) {
      const response = await call(owner.request(method, path, method === 'GET' ? undefined : {}))
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow')).toBe(allow)
      expect(await response.json()).toEqual({ error: 'Method not allowed' })
    }
  })

  it('answers an unknown /api address with a JSON 404', async () => {
    const owner = await signedIn('owner@example.in')
    const response = await call(owner.request('GET', '/api/nothing-here'))
    expect([response.status, await response.json()]).toEqual([404, NOT_FOUND])
  })
})
