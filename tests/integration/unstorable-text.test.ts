import { beforeEach, describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { appendToStream } from '#events/append.server.ts'
import { verifyAuditChain } from '#events/audit.server.ts'
import { readStream } from '#events/read.server.ts'
import { action as authAction } from '#app/routes/auth.tsx'
import { action as appAction, loader as appLoader } from '#app/routes/app._index.tsx'
import { action as tokensAction } from '#app/routes/app.api-tokens.tsx'
import { action as sharedAction } from '#app/routes/document.$id.tsx'
import { action as editAction } from '#app/routes/app.documents.$id.edit.tsx'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { browser, CONTEXT, ORIGIN, settle } from '#tests/support/requests.ts'
import { ownerWithDocument, routeArgs, type Account } from '#tests/support/collaboration.ts'
import { call, client } from '#tests/support/api.ts'
import { firstMessage, type FormRefusal } from '#app/platform/form-contract.ts'

// Text Postgres cannot store — NUL, and a UTF-16 surrogate without its partner — sent in
// every way a client can: a form field, its name, a multipart part, a JSON string or key.
// Each is a 400 that names the field, and nothing is written. Beneath the routes, the
// store and both drivers make any text the server itself produces storable, so that no
// path reaches the database with either (run on PGlite, and on Postgres with DATABASE_URL).

const db = useTestDatabase()

const NULS = ['\u0000', 'a\u0000b', 'end\u0000', '\u0000'.repeat(50)]
const LONE = ['\ud800', 'x\udbff', '\udc00y', 'emoji cut \ud83d']

const version = async (id: string) => (await readStream(db(), agreementStreamId(id))).length
const count = async (table: string) =>
  Number((await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n)

describe(`the database floor (${testDatabaseKind})`, () => {
  it('stores a parameter without its NULs and with U+FFFD for an unpaired surrogate, in text and jsonb, in and out of a transaction', async () => {
    const sql = 'SELECT $1::text AS t, $2::jsonb AS j, $3::text[] AS a'
    const params = ['a\u0000b\ud800', { 'k\u0000': ['v\udc00', 'ok'] }, ['\u0000x', '😀\ud83d']]
    const expected = { t: 'ab\ufffd', j: { k: ['v\ufffd', 'ok'] }, a: ['x', '😀\ufffd'] }
    expect(await db().query(sql, params)).toEqual([expected])
    expect(await db().transaction((tx) => tx.query(sql, params))).toEqual([expected])
  })

  it('makes an event’s text storable before it is hashed, so the chain still verifies', async () => {
    const made = { text: 'cut after 47: aaaa\ud83d', list: ['a\u0000b', '\udc00'], ['key\u0000']: 'v' }
    const result = await appendToStream(db(), 'agreement-floor', 'no_stream', [
      { type: 'Opened', data: made },
    ])
    const [stored] = await readStream(db(), 'agreement-floor')
    expect(stored!.data).toEqual({ text: 'cut after 47: aaaa\ufffd', list: ['ab', '\ufffd'], key: 'v' })
    expect(result.events[0]!.data).toEqual(stored!.data)
    expect(await verifyAuditChain(db())).toEqual({ verified: 1 })
  })
})

describe('forms refuse a NUL with 400 and write nothing', () => {
  const auth = (fields: Record<string, string>) => async () => {
    const b = await browser()
    return settle(() => authAction({ request: b.post('/auth', fields), context: { ...CONTEXT }, params: {} }))
  }

  it('sign-in and sign-up: in the e-mail, the password, the redirect and the intent', async () => {
    const cases = NULS.flatMap((nul): Array<Record<string, string>> => [
      { intent: 'sign-in', email: `priya${nul}@example.in`, password: 'secret1' },
      { intent: 'sign-in', email: 'priya@example.in', password: `secret${nul}` },
      { intent: 'sign-in', email: 'priya@example.in', password: 'secret1', redirectTo: `/app${nul}` },
      {
        intent: `create-account${nul}`,
        email: 'new@example.in',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
      {
        intent: 'create-account',
        email: `new${nul}@example.in`,
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    ])
    for (const fields of cases) {
      const response = await auth(fields)()
      expect(response.status, JSON.stringify(fields)).toBe(400)
      expect(await response.json()).toMatch(/contains a NUL character \(U\+0000\), which cannot be stored/)
    }
    expect(await count('users')).toBe(0)
    expect(await count('login_throttle')).toBe(0)
  })

  it('a field whose name holds the NUL', async () => {
    const response = await auth({
      intent: 'sign-in',
      email: 'priya@example.in',
      password: 'secret1',
      'x\u0000': '1',
    })()
    expect(response.status).toBe(400)
    expect(await response.json()).toContain('“x\\0”')
  })

  describe('on a document', () => {
    let owner: Account & { agreementId: string }
    beforeEach(async () => {
      owner = await ownerWithDocument(db(), 'owner@example.in')
    })
    const comment = (fields: Record<string, string>) =>
      settle(() =>
        sharedAction(
          routeArgs(owner.b.post(`/document/${owner.agreementId}`, fields), { id: owner.agreementId }),
        ),
      )

    it('a comment: in its text, its parent, where to return, its form key', async () => {
      const before = await version(owner.agreementId)
      for (const nul of NULS) {
        for (const fields of [
          { intent: 'comment', content: `Rent is due${nul}` },
          { intent: 'comment', content: 'A reply', parentId: `x${nul}` },
          { intent: 'comment', content: 'ok', returnTo: `/document/${owner.agreementId}${nul}` },
          { intent: 'add-collaborator', email: 'esha@example.in', name: `Esha${nul}` },
          { intent: 'comment', content: 'ok', formKey: nul },
        ] as Array<Record<string, string>>) {
          const response = await comment(fields)
          expect(response.status, JSON.stringify(fields)).toBe(400)
        }
      }
      expect(await version(owner.agreementId)).toBe(before)
    })

    it('a hand edit of the text', async () => {
      const before = await version(owner.agreementId)
      for (const nul of NULS) {
        const request = owner.b.post(`/app/documents/${owner.agreementId}/edit`, {
          content: `AGREEMENT${nul}`,
          version: String(before),
        })
        expect((await settle(() => editAction(routeArgs(request, { id: owner.agreementId })))).status).toBe(
          400,
        )
      }
      expect(await version(owner.agreementId)).toBe(before)
    })
  })

  it('the chat at /app, urlencoded and multipart, with the message given back without the NUL', async () => {
    const owner = await ownerWithDocument(db(), 'chat@example.in')
    for (const nul of NULS) {
      for (const request of [
        owner.b.post('/app', { intent: 'send', message: `I need a rental agreement${nul}` }),
        owner.b.upload('/app', { intent: 'send', message: `I need a rental agreement${nul}` }),
        owner.b.upload(
          '/app',
          { intent: 'send', message: 'See the file' },
          { field: 'attachment', name: `notes${nul}.txt`, bytes: Buffer.from('hello'), type: 'text/plain' },
        ),
      ]) {
        const response = await settle(() => appAction(routeArgs(request)))
        expect(response.status).toBe(400)
        const body = (await response.json()) as FormRefusal<'message'>
        expect(firstMessage(body)).toMatch(/NUL character/)
        expect(body.values.message?.includes('\u0000')).toBe(false)
      }
    }
    expect(await db().query("SELECT 1 FROM events WHERE stream_id LIKE 'chat-%'")).toHaveLength(0)
    expect(await count('attachments')).toBe(0)
  })

  it('a form that cannot be parsed is a 400, not a 500: broken multipart to any form action', async () => {
    const owner = await ownerWithDocument(db(), 'broken@example.in')
    const broken = (path: string, body: string, type = 'multipart/form-data; boundary=XYZ') =>
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { cookie: owner.b.jar.header(), origin: ORIGIN, 'content-type': type },
        body,
      })
    for (const [body, type] of [
      ['--XYZ\r\nnonsense', undefined],
      [`--XYZ\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${owner.b.csrf}\r\n`, undefined],
      ['a=1', 'multipart/form-data'],
    ] as const) {
      expect(
        (await settle(() => tokensAction(routeArgs(broken('/app/api-tokens', body, type))))).status,
        body,
      ).toBe(400)
      expect((await settle(() => appAction(routeArgs(broken('/app', body, type))))).status, body).toBe(400)
    }
    expect(await count('api_tokens')).toBe(0)
  })

  it('a search that reaches a query with a NUL (past server.js, which refuses %00) is answered, not a 500', async () => {
    const owner = await ownerWithDocument(db(), 'search@example.in')
    for (const q of ['a%00b', '%00', 'rent%00%F0%9F']) {
      const response = await settle(() => appLoader(routeArgs(owner.b.get(`/app?tab=chats&q=${q}`))))
      expect(response.status, q).toBe(200)
    }
  })
})

describe('the JSON API refuses NUL and unpaired surrogates with a JSON 400 and writes nothing', () => {
  it('in any string field, and in a key', async () => {
    const owner = await ownerWithDocument(db(), 'api@example.in')
    const api = client(undefined, owner.b.jar.header())
    const before = await version(owner.agreementId)
    const bodies: Array<[string, string, Record<string, unknown>]> = []
    for (const bad of [...NULS, ...LONE]) {
      bodies.push(['POST', `/api/documents/${owner.agreementId}/comments`, { content: `Rent${bad}` }])
      bodies.push([
        'POST',
        `/api/documents/${owner.agreementId}/collaborators`,
        { email: 'esha@example.in', name: bad },
      ])
      bodies.push([
        'POST',
        '/api/edit-agreement',
        {
          agreementId: owner.agreementId,
          editRequest: `replace "Pune" with "Mumbai${bad}"`,
          currentContent: 'x',
        },
      ])
      bodies.push([
        'POST',
        '/api/generate-agreement',
        { templateType: 'rental-agreement', details: { [`tenantName${bad}`]: 'Ravi' } },
      ])
      bodies.push(['POST', '/api/chat', { message: bad }])
    }
    for (const [method, path, body] of bodies) {
      const response = await call(api.request(method, path, body))
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      const { error } = (await response.json()) as { error: string }
      expect(error).toMatch(/NUL character|unpaired UTF-16 surrogate/)
    }
    expect(await version(owner.agreementId)).toBe(before)
    expect(await db().query("SELECT 1 FROM events WHERE stream_id LIKE 'chat-%'")).toHaveLength(0)
    expect(await db().query("SELECT 1 FROM streams WHERE stream_id LIKE 'agreement-%'")).toHaveLength(1)
  })

  it('names the field', async () => {
    const owner = await ownerWithDocument(db(), 'field@example.in')
    const response = await call(
      client(undefined, owner.b.jar.header()).request('POST', '/api/generate-agreement', {
        templateType: 'rental-agreement',
        details: { tenantName: 'Ravi\u0000' },
      }),
    )
    expect(await response.json()).toEqual({
      error:
        'The field “details.tenantName” contains a NUL character (U+0000), which cannot be stored. Remove it and try again.',
    })
  })
})
