import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { handleCommand } from '#events/command-handler.server.ts'
import { chatMessages, getChatSession, listChatSessions } from '#events/projections/index.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { chatSessionDecider, chatStreamId, type ChatCommand } from '#domain/chat/index.ts'
import { useTestDatabase } from '#tests/support/db.ts'

const db = useTestDatabase()

const run = (sessionId: string, command: ChatCommand, commandId?: string) =>
  handleCommand(db(), chatStreamId(sessionId), chatSessionDecider, command, {
    metadata: { actorId: command.data.actorId },
    commandId,
  })

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute))

/** A session with one user message at the given minute; returns its id. */
async function startSession(ownerId: string, content: string, minute = 0): Promise<string> {
  const sessionId = crypto.randomUUID()
  await run(sessionId, {
    type: 'PostMessage',
    data: { actorId: ownerId, role: 'user', messageId: crypto.randomUUID(), content, now: at(minute) },
  })
  return sessionId
}

describe('chat sessions read model', () => {
  it('keeps a conversation: title, counts, messages in order with the assistant state', async () => {
    const owner = crypto.randomUUID()
    const sessionId = await startSession(
      owner,
      `  I need a rental agreement for my flat in Pune, for eleven months please  `,
    )
    const agreementId = crypto.randomUUID()
    const state = { intent: 'rental-agreement', asked: ['rent'] }
    await run(sessionId, {
      type: 'PostAssistantReply',
      data: {
        actorId: owner,
        messageId: crypto.randomUUID(),
        content: 'Generated (4 pages).',
        now: at(1),
        state,
        agreementId,
        pages: 4,
      },
    })
    await run(sessionId, {
      type: 'PostAssistantReply',
      data: {
        actorId: owner,
        messageId: crypto.randomUUID(),
        content: 'Anything else?',
        now: at(2),
        state: 'plain',
      },
    })

    const session = await getChatSession(db(), owner, sessionId)
    expect(session).toEqual({
      id: sessionId,
      title: 'I need a rental agreement for my flat in Pune, ...',
      createdAt: at(0),
      updatedAt: at(2),
      messageCount: 3,
      documentCount: 1,
    })
    const messages = await chatMessages(db(), sessionId)
    expect(messages.map((m) => [m.position, m.role, m.state, m.agreementId, m.pages])).toEqual([
      [1, 'user', null, null, null],
      [2, 'assistant', state, agreementId, 4],
      [3, 'assistant', 'plain', null, null],
    ])
    expect(messages[0]!.content).toBe(
      `  I need a rental agreement for my flat in Pune, for eleven months please  `,
    )
    expect(messages[2]!.postedAt).toEqual(at(2))
  })

  it('lists the owner’s sessions most recent first, and searches titles case-insensitively', async () => {
    const owner = crypto.randomUUID()
    const lease = await startSession(owner, 'Lease deed for a shop', 1)
    const nda = await startSession(owner, 'NDA for a new employee', 2)
    const discount = await startSession(owner, 'Give 100% refund_policy', 3)
    await startSession(owner, 'Give 100x refund policy', 0)
    await run(lease, {
      type: 'PostMessage',
      data: { actorId: owner, role: 'user', messageId: crypto.randomUUID(), content: 'In Delhi', now: at(9) },
    })

    const all = await listChatSessions(db(), owner)
    expect(all.map((s) => s.title)).toEqual([
      'Lease deed for a shop',
      'Give 100% refund_policy',
      'NDA for a new employee',
      'Give 100x refund policy',
    ])
    expect(all[0]).toMatchObject({ id: lease, messageCount: 2, updatedAt: at(9) })
    expect((await listChatSessions(db(), owner, { search: 'nda' })).map((s) => s.id)).toEqual([nda])
    expect((await listChatSessions(db(), owner, { search: ' DEED ' })).map((s) => s.id)).toEqual([lease])
    // LIKE's wildcards in the search text match only themselves.
    expect((await listChatSessions(db(), owner, { search: '100%' })).map((s) => s.id)).toEqual([discount])
    expect((await listChatSessions(db(), owner, { search: 'd_p' })).map((s) => s.id)).toEqual([discount])
    expect(await listChatSessions(db(), owner, { search: '\\' })).toEqual([])
    expect(await listChatSessions(db(), owner, { limit: 2 })).toHaveLength(2)
  })

  it('renames, and a deleted session disappears from every read', async () => {
    const owner = crypto.randomUUID()
    const sessionId = await startSession(owner, 'Partnership deed')
    await run(sessionId, { type: 'RenameSession', data: { actorId: owner, title: '  Deed with Ravi ' } })
    expect((await listChatSessions(db(), owner)).map((s) => s.title)).toEqual(['Deed with Ravi'])
    await expect(
      run(sessionId, { type: 'RenameSession', data: { actorId: owner, title: 'Deed with Ravi' } }),
    ).rejects.toMatchObject({
      code: 'chat.title_unchanged',
    })

    await run(sessionId, { type: 'DeleteSession', data: { actorId: owner } })
    expect(await listChatSessions(db(), owner)).toEqual([])
    expect(await getChatSession(db(), owner, sessionId)).toBeNull()
    expect(await chatMessages(db(), sessionId)).toEqual([])
    await expect(run(sessionId, { type: 'DeleteSession', data: { actorId: owner } })).rejects.toMatchObject({
      code: 'chat.deleted',
    })
  })

  it('shows another owner nothing and refuses their commands', async () => {
    const owner = crypto.randomUUID()
    const stranger = crypto.randomUUID()
    const sessionId = await startSession(owner, 'Will for my mother')
    expect(await listChatSessions(db(), stranger)).toEqual([])
    expect(await getChatSession(db(), stranger, sessionId)).toBeNull()
    await expect(
      run(sessionId, { type: 'DeleteSession', data: { actorId: stranger } }),
    ).rejects.toMatchObject({ code: 'chat.not_owner' })
    await expect(
      run(sessionId, {
        type: 'PostMessage',
        data: { actorId: stranger, role: 'user', messageId: crypto.randomUUID(), content: 'Hi', now: at(1) },
      }),
    ).rejects.toMatchObject({ code: 'chat.not_owner' })
    expect(await getChatSession(db(), owner, sessionId)).toMatchObject({ messageCount: 1 })
  })

  it('answers ids that are not uuids with nothing, not a database error', async () => {
    const owner = crypto.randomUUID()
    expect(await getChatSession(db(), owner, 'not-a-uuid')).toBeNull()
    expect(await chatMessages(db(), "1' OR '1'='1")).toEqual([])
    expect(await listChatSessions(db(), 'nobody')).toEqual([])
  })

  it('stores a retried command once', async () => {
    const owner = crypto.randomUUID()
    const sessionId = crypto.randomUUID()
    const command: ChatCommand = {
      type: 'PostMessage',
      data: { actorId: owner, role: 'user', messageId: crypto.randomUUID(), content: 'Hello', now: at(0) },
    }
    const commandId = crypto.randomUUID()
    await run(sessionId, command, commandId)
    await run(sessionId, command, commandId)
    expect(await chatMessages(db(), sessionId)).toHaveLength(1)
  })

  it('equals its rebuild from the log', async () => {
    const owners = [crypto.randomUUID(), crypto.randomUUID()]
    const first = await startSession(owners[0]!, 'Employment contract for a designer', 0)
    await run(first, {
      type: 'PostAssistantReply',
      data: {
        actorId: owners[0]!,
        messageId: crypto.randomUUID(),
        content: 'Done.',
        now: at(1),
        state: { step: 2 },
        agreementId: crypto.randomUUID(),
        pages: 3,
      },
    })
    await run(first, { type: 'RenameSession', data: { actorId: owners[0]!, title: 'Designer contract' } })
    const second = await startSession(owners[1]!, 'Gift deed', 2)
    await run(second, { type: 'DeleteSession', data: { actorId: owners[1]! } })
    await startSession(owners[1]!, 'Loan agreement', 3)

    const read = () =>
      Promise.all([
        db().query('SELECT * FROM chat_sessions ORDER BY session_id'),
        db().query('SELECT * FROM chat_messages ORDER BY session_id, position'),
      ])
    const before = await read()
    expect(before[0]).toHaveLength(3)
    expect(before[1]).toHaveLength(3)
    await rebuildProjections(db())
    expect(await read()).toEqual(before)
  })
})
