import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { chatStreamId } from '#domain/chat/index.ts'
import { verifyAuditChain } from '#events/audit.server.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { inlineProjections } from '#events/projections/index.ts'
import { action as sharedAction, loader as sharedLoader } from '#app/routes/document.$id.tsx'
import { action as editAction } from '#app/routes/app.documents.$id.edit.tsx'
import { action as aiEditAction } from '#app/routes/app.documents.$id.ai-edit.tsx'
import { action as clauseAction } from '#app/routes/app.documents.$id.clauses.tsx'
import { loader as exportLoader } from '#app/routes/app.documents.$id.export.$format.tsx'
import { action as workspaceAction } from '#app/routes/app._index.tsx'
import type { SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import { call, client } from '#tests/support/api.ts'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { ownerWithDocument, routeArgs, verifiedAccount, type Account } from '#tests/support/collaboration.ts'

// Bursts of simultaneous requests on ONE stream for every command family, through the
// route actions and loaders as Remix calls them (on Postgres with a pool of 20, so they
// race): never a 5xx, every addition lands, a real conflict is a 409, and afterwards the
// hash chains verify and a projection rebuild gives the same rows.

const BURST = 20

const db = useTestDatabase()

/** What the server would answer: a thrown Response as itself, anything else thrown as Remix's 500. */
async function answer(
  run: () => Promise<unknown>,
): Promise<{ status: number; response: Response | null; error?: unknown }> {
  try {
    const response = await settle(run)
    return { status: response.status, response }
  } catch (error) {
    return { status: 500, response: null, error }
  }
}

/** Fires every request at once and waits for all the answers. */
async function burst(runs: (() => Promise<unknown>)[]) {
  const answers = await Promise.all(runs.map((run) => answer(run)))
  const failed = answers.filter((a) => a.status >= 500)
  // What escaped says what went wrong far better than a count.
  expect(
    failed.map((a) => (a.error instanceof Error ? `${a.error.name}: ${a.error.message}` : a.status)),
    'answers of 500 or more',
  ).toEqual([])
  return answers
}

const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i))
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status)

const post = (who: Account, id: string, fields: Record<string, string>) => () =>
  sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id }))
const sharedPage = async (who: Account, id: string) =>
  (await (
    await settle(() => sharedLoader(routeArgs(who.b.get(`/document/${id}`), { id })))
  ).json()) as SharedDocumentPage

const eventTypes = async (streamId: string) =>
  (
    await db().query<{ type: string }>(
      'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [streamId],
    )
  ).map((e) => e.type)
const count = (types: string[], type: string) => types.filter((t) => t === type).length
const rows = async (table: string, agreementId: string) =>
  Number(
    (
      await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE agreement_id = $1`, [
        agreementId,
      ])
    )[0]!.n,
  )

/** Every projection table's rows, as sorted JSON texts: what a rebuild must give back. */
async function projectedRows(): Promise<Record<string, string[]>> {
  const tables = [...new Set(inlineProjections.flatMap((p) => p.tables))].sort()
  const out: Record<string, string[]> = {}
  for (const table of tables) {
    const found = await db().query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t`)
    out[table] = found.map((r) => r.row).sort()
  }
  return out
}

/** After a burst: every chain verifies, and a rebuild from the log gives the rows the appends made. */
async function expectConsistentStore() {
  expect((await verifyAuditChain(db())).firstBad).toBeUndefined()
  const before = await projectedRows()
  await rebuildProjections(db())
  expect(await projectedRows()).toEqual(before)
}

describe(`bursts of ${BURST} simultaneous requests on one document (${testDatabaseKind})`, () => {
  it('comments by form: all land, as events and as rows', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const answers = await burst(
      times(BURST, (i) => post(owner, id, { intent: 'comment', content: `Comment ${i + 1}` })),
    )
    expect(statuses(answers)).toEqual(times(BURST, () => 302))
    expect(count(await eventTypes(agreementStreamId(id)), 'CommentAdded')).toBe(BURST)
    expect(await rows('agreement_comments', id)).toBe(BURST)
    const shown = (await sharedPage(owner, id)).collaboration!.comments.map((c) => c.content).sort()
    expect(shown).toEqual(times(BURST, (i) => `Comment ${i + 1}`).sort())
    await expectConsistentStore()
  })

  it('comments through the JSON API, from the owner and a collaborator at once: all 201', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const esha = await verifiedAccount(db(), 'esha@example.in')
    await settle(
      post(owner, id, { intent: 'add-collaborator', email: 'esha@example.in', name: 'Esha', role: 'editor' }),
    )
    const as = [client(undefined, owner.b.jar.header()), client(undefined, esha.b.jar.header())]
    const answers = await burst(
      times(
        BURST,
        (i) => () =>
          call(
            as[i % 2]!.request('POST', `/api/documents/${id}/comments`, { content: `API comment ${i + 1}` }),
          ),
      ),
    )
    expect(statuses(answers)).toEqual(times(BURST, () => 201))
    expect(count(await eventTypes(agreementStreamId(id)), 'CommentAdded')).toBe(BURST)
    expect(await rows('agreement_comments', id)).toBe(BURST)
    await expectConsistentStore()
  })

  it('replies to one thread: all land in that thread', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    await settle(post(owner, id, { intent: 'comment', content: 'Check clause 4' }))
    const thread = (await sharedPage(owner, id)).collaboration!.comments[0]!.id
    const answers = await burst(
      times(BURST, (i) =>
        post(owner, id, { intent: 'comment', content: `Reply ${i + 1}`, parentId: thread }),
      ),
    )
    expect(statuses(answers)).toEqual(times(BURST, () => 302))
    expect(count(await eventTypes(agreementStreamId(id)), 'CommentReplied')).toBe(BURST)
    const [shown] = (await sharedPage(owner, id)).collaboration!.comments
    expect(shown!.replies).toHaveLength(BURST)
    await expectConsistentStore()
  })

  it('resolving and reopening: twenty threads at once all change; one thread resolved twenty times changes once', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    for (let i = 0; i < BURST; i++)
      await settle(post(owner, id, { intent: 'comment', content: `Thread ${i + 1}` }))
    const threads = (await sharedPage(owner, id)).collaboration!.comments.map((c) => c.id)
    expect(threads).toHaveLength(BURST)

    const resolved = await burst(
      threads.map((commentId) => post(owner, id, { intent: 'resolve', commentId })),
    )
    expect(statuses(resolved)).toEqual(times(BURST, () => 302))
    const reopened = await burst(threads.map((commentId) => post(owner, id, { intent: 'reopen', commentId })))
    expect(statuses(reopened)).toEqual(times(BURST, () => 302))
    const types = await eventTypes(agreementStreamId(id))
    expect([count(types, 'CommentResolved'), count(types, 'CommentReopened')]).toEqual([BURST, BURST])

    // The same thread: the first resolve wins, the others are told it is resolved already.
    const same = await burst(
      times(BURST, () => post(owner, id, { intent: 'resolve', commentId: threads[0]! })),
    )
    expect(statuses(same).sort()).toEqual([302, ...times(BURST - 1, () => 400)])
    const refused = same.find((a) => a.status === 400)!.response!
    expect(await refused.json()).toMatchObject({
      intent: 'resolve',
      fieldErrors: {},
      formError: 'The comment is already resolved',
    })
    expect(count(await eventTypes(agreementStreamId(id)), 'CommentResolved')).toBe(BURST + 1)
    await expectConsistentStore()
  })

  it('collaborator invitations: twenty addresses at once are twenty collaborators', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const answers = await burst(
      times(BURST, (i) =>
        post(owner, id, {
          intent: 'add-collaborator',
          email: `person${i + 1}@example.in`,
          name: `Person ${i + 1}`,
          role: 'viewer',
        }),
      ),
    )
    expect(statuses(answers)).toEqual(times(BURST, () => 302))
    expect(count(await eventTypes(agreementStreamId(id)), 'CollaboratorAdded')).toBe(BURST)
    expect(await rows('agreement_collaborators', id)).toBe(BURST)
    await expectConsistentStore()
  })

  it('the same invitation twenty times at once: one collaborator, the rest a 409 that says so', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const answers = await burst(
      times(BURST, () =>
        post(owner, id, { intent: 'add-collaborator', email: 'esha@example.in', name: 'Esha' }),
      ),
    )
    expect(statuses(answers).sort()).toEqual([302, ...times(BURST - 1, () => 409)])
    expect(count(await eventTypes(agreementStreamId(id)), 'CollaboratorAdded')).toBe(1)
    await expectConsistentStore()
  })

  it('shares: all recorded', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const answers = await burst(times(BURST, () => post(owner, id, { intent: 'share' })))
    expect(statuses(answers)).toEqual(times(BURST, () => 302))
    expect(count(await eventTypes(agreementStreamId(id)), 'AgreementShared')).toBe(BURST)
    await expectConsistentStore()
  })

  it('exports: every download is given and recorded', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const answers = await burst(
      times(
        BURST,
        () => () =>
          exportLoader(routeArgs(owner.b.get(`/app/documents/${id}/export/txt`), { id, format: 'txt' })),
      ),
    )
    expect(statuses(answers)).toEqual(times(BURST, () => 200))
    expect(count(await eventTypes(agreementStreamId(id)), 'AgreementExported')).toBe(BURST)
    const [recent] = await db().query<{ times: number }>(
      "SELECT times FROM agreement_exports WHERE agreement_id = $1 AND format = 'txt'",
      [id],
    )
    expect(recent?.times).toBe(BURST)
    await expectConsistentStore()
  })

  it('clause additions: every clause is added', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const answers = await burst(
      times(
        BURST,
        () => () =>
          clauseAction(
            routeArgs(owner.b.post(`/app/documents/${id}/clauses`, { clauseId: 'commercial-arbitration' }), {
              id,
            }),
          ),
      ),
    )
    expect(statuses(answers)).toEqual(times(BURST, () => 302))
    const types = await eventTypes(agreementStreamId(id))
    expect(count(types, 'ClauseAdded')).toBe(BURST)
    await expectConsistentStore()
  })

  it('edits at the same version: exactly one is saved, the other nineteen are 409 with both texts', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const answers = await burst(
      times(
        BURST,
        (i) => () =>
          editAction(
            routeArgs(
              owner.b.post(`/app/documents/${id}/edit`, {
                content: `Version by writer ${i + 1}`,
                version: '1',
              }),
              { id },
            ),
          ),
      ),
    )
    expect(statuses(answers).sort()).toEqual([302, ...times(BURST - 1, () => 409)])
    const conflict = (await answers.find((a) => a.status === 409)!.response!.json()) as {
      intent: string
      values: { content: string }
      details: { theirs: string }
    }
    expect(conflict.intent).toBe('edit')
    expect(conflict.details.theirs).toMatch(/^Version by writer \d+$/)
    expect(conflict.values.content).not.toBe(conflict.details.theirs)
    expect(count(await eventTypes(agreementStreamId(id)), 'AgreementEdited')).toBe(1)
    await expectConsistentStore()
  })

  it('AI edits at the same version: exactly one is applied, the others are 409 that keep the proposal', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const answers = await burst(
      times(
        BURST,
        (i) => () =>
          aiEditAction(
            routeArgs(
              owner.b.post(`/app/documents/${id}/ai-edit`, {
                instruction: `change the rent to ${30_000 + i}`,
                version: '1',
                returnTo: `/app/documents/${id}`,
              }),
              { id },
            ),
          ),
      ),
    )
    expect(statuses(answers).sort()).toEqual([302, ...times(BURST - 1, () => 409)])
    expect(count(await eventTypes(agreementStreamId(id)), 'AgreementAiEdited')).toBe(1)
    await expectConsistentStore()
  })

  it('chat messages on one conversation: every message and every reply is recorded', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const send = (fields: Record<string, string>) => () =>
      workspaceAction(routeArgs(owner.b.post('/app', { intent: 'send', ...fields })))
    const first = await settle(send({ message: 'What is an indemnity?' }))
    const sessionId = new URL(first.headers.get('location')!, 'http://localhost').searchParams.get('session')!
    const answers = await burst(
      times(BURST, (i) => send({ sessionId, message: `Question ${i + 1}: what is a lock-in period?` })),
    )
    expect(statuses(answers)).toEqual(times(BURST, () => 302))
    const types = await eventTypes(chatStreamId(sessionId))
    expect(count(types, 'ChatMessagePosted')).toBe(2 * (BURST + 1))
    expect(
      Number(
        (
          await db().query<{ n: number }>(
            'SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1',
            [sessionId],
          )
        )[0]!.n,
      ),
    ).toBe(2 * (BURST + 1))
    await expectConsistentStore()
  })
})
