import { beforeEach, describe, expect, it, vi } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { chatStreamId } from '#domain/chat/index.ts'
import { subscriptionStreamId } from '#domain/subscription/index.ts'
import { ConcurrencyError } from '#events/types.ts'
import { AGREEMENT_BUSY } from '#app/features/documents/commands.server.ts'
import { CHAT_BUSY } from '#app/features/chat/chat.server.ts'
import { GENERATION_BUSY } from '#app/features/chat/generation.server.ts'
import { action as sharedAction } from '#app/routes/document.$id.tsx'
import { action as editAction } from '#app/routes/app.documents.$id.edit.tsx'
import { action as aiEditAction } from '#app/routes/app.documents.$id.ai-edit.tsx'
import { action as clauseAction } from '#app/routes/app.documents.$id.clauses.tsx'
import { loader as exportLoader } from '#app/routes/app.documents.$id.export.$format.tsx'
import { action as workspaceAction } from '#app/routes/app._index.tsx'
import { action as deleteChatAction } from '#app/routes/app.chats.$id.delete.tsx'
import { call, client } from '#tests/support/api.ts'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { ownerWithDocument, RENTAL_DETAILS, routeArgs, type Account } from '#tests/support/collaboration.ts'

// A stream that stays busy past the command deadline: every command path answers 409 with
// a sentence (the form keeping what was typed), records nothing, and never answers 500.
// The handler is made to give up at once for the streams named here, as it does after its
// 10 s deadline (event-store.turns.test.ts shows the real deadline).

// Busy: a stream named here (or starting with a name here), or a command of a type named here.
const busy = new Set<string>()
const isBusy = (streamId: string, command: unknown) =>
  [...busy].some((b) => streamId.startsWith(b)) || busy.has((command as { type: string }).type)
vi.mock(import('#events/command-handler.server.ts'), async (original) => {
  const real = await original()
  return {
    ...real,
    handleCommand: ((db, streamId, decider, command, ...rest) =>
      isBusy(streamId, command)
        ? Promise.reject(
            new ConcurrencyError(streamId, 'any', 0, `No turn to write to ${streamId} within 10000 ms`),
          )
        : real.handleCommand(db, streamId, decider, command, ...rest)) as typeof real.handleCommand,
  }
})

const db = useTestDatabase()
beforeEach(() => {
  busy.clear()
})

/** What the server would answer: a thrown Response as itself, anything else thrown as Remix's 500. */
async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return await settle(run)
  } catch (error) {
    return new Response(error instanceof Error ? `${error.name}: ${error.message}` : 'error', { status: 500 })
  }
}
const version = async (streamId: string) =>
  Number(
    (
      await db().query<{ v: number }>(
        'SELECT coalesce(max(stream_version), 0)::int AS v FROM events WHERE stream_id = $1',
        [streamId],
      )
    )[0]!.v,
  )

/** The versions a busy answer names: the turn that never came expected any, and the stream is where it was. */
const conflictAt = (currentVersion: number) => ({ expectedVersion: 'any', currentVersion })

describe(`a document too busy to take a change (${testDatabaseKind})`, () => {
  let owner: Account & { agreementId: string }
  let id: string
  const form = (fields: Record<string, string>) => () =>
    sharedAction(routeArgs(owner.b.post(`/document/${id}`, fields), { id }))
  beforeEach(async () => {
    owner = await ownerWithDocument(db(), 'owner@example.in')
    id = owner.agreementId
  })

  it('collaboration forms: 409 with the reason, and what was typed comes back', async () => {
    await answer(form({ intent: 'comment', content: 'Before the rush' }))
    const thread = (
      await db().query<{ id: string }>('SELECT comment_id::text AS id FROM agreement_comments')
    )[0]!.id
    busy.add(agreementStreamId(id))
    const before = await version(agreementStreamId(id))
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ intent: 'comment', content: 'Clause 4 needs a cap' }, { content: 'Clause 4 needs a cap' }],
      [
        { intent: 'comment', content: 'A reply', parentId: thread },
        { content: 'A reply', parentId: thread },
      ],
      [
        { intent: 'add-collaborator', email: 'esha@example.in', name: 'Esha', role: 'editor' },
        { email: 'esha@example.in', name: 'Esha', role: 'editor' },
      ],
      [{ intent: 'resolve', commentId: thread }, { commentId: thread }],
      [{ intent: 'share' }, {}],
    ]
    for (const [fields, kept] of cases) {
      const response = await answer(form(fields))
      expect(response.status, fields.intent).toBe(409)
      expect(await response.json()).toEqual({
        intent: fields.intent,
        fieldErrors: {},
        formError: AGREEMENT_BUSY,
        values: kept,
      })
    }
    expect(await version(agreementStreamId(id))).toBe(before)
  })

  it('the JSON API: 409 {error, success: false, conflict} for every write', async () => {
    const as = client(undefined, owner.b.jar.header())
    const comment = await call(
      as.request('POST', `/api/documents/${id}/comments`, { content: 'Before the rush' }),
    )
    const commentId = ((await comment.json()) as { comment: { id: string } }).comment.id
    const added = await call(
      as.request('POST', `/api/documents/${id}/collaborators`, { email: 'esha@example.in', name: 'Esha' }),
    )
    const collaboratorId = ((await added.json()) as { collaborator: { id: string } }).collaborator.id
    busy.add(agreementStreamId(id))
    const before = await version(agreementStreamId(id))
    for (const request of [
      as.request('POST', `/api/documents/${id}/comments`, { content: 'From a script' }),
      as.request('PATCH', `/api/documents/${id}/comments/${commentId}`, { resolved: true }),
      as.request('POST', `/api/documents/${id}/collaborators`, { email: 'ravi@example.in', name: 'Ravi' }),
      as.request('PATCH', `/api/documents/${id}/collaborators/${collaboratorId}`, { role: 'viewer' }),
      as.request('DELETE', `/api/documents/${id}/collaborators/${collaboratorId}`),
    ]) {
      const response = await call(request)
      expect(response.status, `${request.method} ${request.url}`).toBe(409)
      expect(await response.json()).toEqual({
        error: AGREEMENT_BUSY,
        success: false,
        conflict: conflictAt(before),
      })
    }
    expect(await version(agreementStreamId(id))).toBe(before)
  })

  it('edit, AI edit (form and API), clause and export: 409 each, the typed text and the AI’s proposal kept, no download given', async () => {
    busy.add(agreementStreamId(id))
    const before = await version(agreementStreamId(id))

    const edited = await answer(() =>
      editAction(
        routeArgs(
          owner.b.post(`/app/documents/${id}/edit`, { content: 'My careful edit', version: String(before) }),
          { id },
        ),
      ),
    )
    expect(edited.status).toBe(409)
    expect(await edited.json()).toEqual({
      intent: 'edit',
      fieldErrors: {},
      formError: AGREEMENT_BUSY,
      values: { content: 'My careful edit', version: String(before), returnTo: `/app/documents/${id}` },
    })

    const aiEdited = await answer(() =>
      aiEditAction(
        routeArgs(
          owner.b.post(`/app/documents/${id}/ai-edit`, {
            instruction: 'change the rent to 30000',
            version: String(before),
          }),
          { id },
        ),
      ),
    )
    expect(aiEdited.status).toBe(409)
    expect(await aiEdited.json()).toMatchObject({
      intent: 'apply',
      fieldErrors: {},
      formError: AGREEMENT_BUSY,
      values: { instruction: 'change the rent to 30000', version: String(before) },
      details: { title: 'Document busy', conflict: { proposed: expect.stringContaining('30,000') } },
    })

    const clause = await answer(() =>
      clauseAction(
        routeArgs(owner.b.post(`/app/documents/${id}/clauses`, { clauseId: 'commercial-arbitration' }), {
          id,
        }),
      ),
    )
    expect(clause.status).toBe(409)
    expect(await clause.json()).toBe(AGREEMENT_BUSY)

    const exported = await answer(() =>
      exportLoader(routeArgs(owner.b.get(`/app/documents/${id}/export/pdf`), { id, format: 'pdf' })),
    )
    expect(exported.status).toBe(409)
    expect(exported.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await exported.text()).toContain(
      'this download could not be recorded in its history in time, so it was not given',
    )

    const viaApi = await call(
      client(undefined, owner.b.jar.header()).request('POST', '/api/edit-agreement', {
        agreementId: id,
        editRequest: 'change the rent to 30000',
        currentContent: (await db().query<{ content: string }>('SELECT content FROM agreements'))[0]!.content,
      }),
    )
    expect(viaApi.status).toBe(409)
    expect(await viaApi.json()).toMatchObject({ success: false, title: 'Document busy' })

    expect(await version(agreementStreamId(id))).toBe(before)
  })
})

describe(`a conversation or an account too busy (${testDatabaseKind})`, () => {
  it('chat: the form gives the message back with 409; rename, delete and the API answer 409 too', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const first = await settle(() =>
      workspaceAction(routeArgs(owner.b.post('/app', { intent: 'send', message: 'What is an indemnity?' }))),
    )
    const sessionId = new URL(first.headers.get('location')!, 'http://localhost').searchParams.get('session')!
    busy.add(chatStreamId(sessionId))
    const before = await version(chatStreamId(sessionId))

    const sent = await answer(() =>
      workspaceAction(
        routeArgs(owner.b.post('/app', { intent: 'send', sessionId, message: 'And a lock-in period?' })),
      ),
    )
    expect(sent.status).toBe(409)
    expect(await sent.json()).toEqual({
      intent: 'send',
      fieldErrors: {},
      formError: CHAT_BUSY,
      values: { message: 'And a lock-in period?' },
    })
    const renamed = await answer(() =>
      workspaceAction(routeArgs(owner.b.post('/app', { intent: 'rename', sessionId, title: 'Indemnity' }))),
    )
    expect(renamed.status).toBe(409)
    expect(await renamed.json()).toEqual({
      intent: 'rename',
      fieldErrors: {},
      formError: CHAT_BUSY,
      values: { title: 'Indemnity' },
    })
    const deleted = await answer(() =>
      deleteChatAction(routeArgs(owner.b.post(`/app/chats/${sessionId}/delete`, {}), { id: sessionId })),
    )
    expect(deleted.status).toBe(409)
    expect(await deleted.json()).toBe(CHAT_BUSY)

    const as = client(undefined, owner.b.jar.header())
    for (const request of [
      as.request('POST', '/api/chat', { sessionId, message: 'From a script' }),
      as.request('PATCH', `/api/chat-sessions/${sessionId}`, { title: 'Renamed by a script' }),
      as.request('DELETE', `/api/chat-sessions/${sessionId}`),
    ]) {
      const response = await call(request)
      expect(response.status, request.method).toBe(409)
      expect(await response.json()).toEqual({ error: CHAT_BUSY, conflict: conflictAt(before) })
    }
    expect(await version(chatStreamId(sessionId))).toBe(before)
  })

  it('generation: the API answers 409 and no document is made', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    busy.add(subscriptionStreamId(owner.userId))
    const spent = await version(subscriptionStreamId(owner.userId))
    const response = await call(
      client(undefined, owner.b.jar.header()).request('POST', '/api/generate-agreement', {
        templateType: 'rental-agreement',
        userInput: 'A rental agreement',
        details: RENTAL_DETAILS,
      }),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: GENERATION_BUSY, conflict: conflictAt(spent) })
    expect((await db().query('SELECT 1 FROM agreements')).length).toBe(1)
  })

  it('generation: a busy new document answers 409 too, the allowance given back', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const request = () =>
      call(
        client(undefined, owner.b.jar.header()).request('POST', '/api/generate-agreement', {
          templateType: 'rental-agreement',
          userInput: 'A rental agreement',
          details: RENTAL_DETAILS,
        }),
      )
    busy.add('GenerateAgreement')
    const stored = await request()
    expect(stored.status).toBe(409)
    expect(await stored.json()).toMatchObject({ error: GENERATION_BUSY })
    const spent = await version(subscriptionStreamId(owner.userId))

    // And when the allowance cannot be given back in time either: the account's refusal, still a 409.
    busy.add('ReleaseDocumentAllowance')
    const released = await request()
    expect(released.status).toBe(409)
    expect(await released.json()).toMatchObject({ error: expect.stringContaining('busy') })
    expect(await version(subscriptionStreamId(owner.userId))).toBe(spent + 1)
    expect((await db().query('SELECT 1 FROM agreements')).length).toBe(1)
  })
})
