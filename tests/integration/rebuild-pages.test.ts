import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { appendToStream, currentVersion } from '#events/append.server.ts'
import { agreementsProjection, inlineProjections } from '#events/projections/index.ts'
import { agreementsReplay } from '#events/projections/agreements-replay.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { historyFixtures } from '#tests/support/history.ts'
import { readModelDifferences, snapshotReadModels } from '#tests/support/read-models.ts'

const db = useTestDatabase()
const { livedIn, account, generate, run } = historyFixtures(() => db())

/**
 * Two lived-in documents, then what set-based replays fold across pages: a collaborator
 * removed and the same address invited again, a second export of a format, a clause on a
 * text from an earlier page, a comment resolved pages after it was posted, a resolution of
 * no comment, an unknown event type, events on a stream with no document and a chat stream.
 */
async function busyLog() {
  const { owner, agreementId, collaboratorId, actor, commentId } = await livedIn()
  const other = await account('meera@example.in', 'Meera Iyer')
  const second = await generate(other.id)
  const now = () => new Date()
  await run(agreementId, owner.id, {
    type: 'RemoveCollaborator',
    data: { collaboratorId, actor, now: now() },
  })
  await run(agreementId, owner.id, {
    type: 'AddCollaborator',
    data: {
      collaboratorId: crypto.randomUUID(),
      email: 'Ravi@example.in',
      name: 'Ravi again',
      role: 'admin',
      ownerEmail: owner.email,
      inviteeUserId: null,
      actor,
      now: now(),
    },
  })
  await run(agreementId, owner.id, {
    type: 'ExportAgreement',
    data: { format: 'pdf', actorId: owner.id, now: now() },
  })
  await run(agreementId, owner.id, {
    type: 'ExportAgreement',
    data: { format: 'txt', actorId: owner.id, now: now() },
  })
  await run(agreementId, owner.id, {
    type: 'AddClause',
    data: {
      clauseId: 'arbitration',
      clauseTitle: 'Arbitration',
      text: 'ARBITRATION. Disputes go to arbitration.',
      actorId: owner.id,
      now: now(),
    },
  })
  await run(agreementId, owner.id, { type: 'ResolveComment', data: { commentId, actor, now: now() } })
  const stream = agreementStreamId(agreementId)
  await appendToStream(
    db(),
    stream,
    await currentVersion(db(), stream),
    [
      {
        type: 'CommentResolved',
        data: { commentId: crypto.randomUUID(), resolvedBy: owner.id, resolvedAt: now().toISOString() },
      },
      { type: 'AgreementNotarised', data: { notary: 'R. Shah' } },
    ],
    { metadata: { actorId: owner.id } },
  )
  await appendToStream(
    db(),
    agreementStreamId(crypto.randomUUID()),
    'no_stream',
    [
      {
        type: 'AgreementExported',
        data: { format: 'pdf', exportedBy: other.id, exportedAt: now().toISOString() },
      },
    ],
    { metadata: { actorId: other.id } },
  )
  await appendToStream(db(), `chat-${crypto.randomUUID()}`, 'no_stream', [
    { type: 'NoteAdded', data: { text: 'x' } },
  ])
  await run(second, other.id, {
    type: 'ExportAgreement',
    data: { format: 'docx', actorId: other.id, now: now() },
  })
}

/**
 * Conversations as the chat read model folds them: a message before its session started,
 * states of every JSON kind, a rename, a deletion with messages before and after it.
 */
async function chatLog() {
  const owner = crypto.randomUUID()
  const posted = (content: string, state?: unknown) => ({
    type: 'ChatMessagePosted',
    data: {
      messageId: crypto.randomUUID(),
      role: 'assistant',
      content,
      postedAt: new Date().toISOString(),
      ...(state === undefined ? {} : { state }),
    },
  })
  const stream = `chat-${crypto.randomUUID()}`
  await appendToStream(db(), stream, 'no_stream', [
    posted('before the start'),
    { type: 'ChatSessionStarted', data: { ownerId: owner, title: 'Gift deed' } },
    posted('null state', null),
    posted('string state', 'drafting'),
    posted('object state', { step: 2, parties: ['A', 'B'] }),
    { type: 'ChatSessionRenamed', data: { title: 'Gift deed for Asha' } },
  ])
  const kept = `chat-${crypto.randomUUID()}`
  await appendToStream(db(), kept, 'no_stream', [
    { type: 'ChatSessionStarted', data: { ownerId: owner, title: 'Loan' } },
    posted('kept', 7),
  ])
  await appendToStream(db(), stream, 6, [
    posted('deleted with the session'),
    { type: 'ChatSessionDeleted', data: {} },
    posted('after the deletion'),
  ])
}

describe('a rebuild in pages of any size', () => {
  it('leaves every read model as the appends left it, however the log is cut into pages', async () => {
    await busyLog()
    await chatLog()
    const live = await snapshotReadModels(db())
    expect(live.get('agreement_collaborators')).toHaveLength(1)
    expect(live.get('chat_messages')).toHaveLength(2)
    for (const pageSize of [1, 2, 3, 7, 1000]) {
      await rebuildProjections(db(), undefined, { pageSize })
      expect(readModelDifferences(live, await snapshotReadModels(db())), `pages of ${pageSize}`).toEqual([])
    }
    // The agreements rows written and forgotten after every page, as past the memory bound.
    const forgetful = inlineProjections.map((p) =>
      p === agreementsProjection ? { ...p, replay: () => agreementsReplay(0) } : p,
    )
    await rebuildProjections(db(), forgetful, { pageSize: 2 })
    expect(readModelDifferences(live, await snapshotReadModels(db()))).toEqual([])
  })
})
