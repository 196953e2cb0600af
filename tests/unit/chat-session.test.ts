import { describe, expect, it } from 'vitest'
import {
  initialChatSessionState,
  relativeDay,
  titleFromMessage,
  type ChatEvent,
  chatSessionDecider,
} from '#domain/chat/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

const given = deciderSpec(chatSessionDecider)
const OWNER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const OTHER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02'
const M1 = '0b7c2a11-8d3e-4f5a-9b6c-1d2e3f4a5b01'
const M2 = '0b7c2a11-8d3e-4f5a-9b6c-1d2e3f4a5b02'
const AGREEMENT = '7a1e0c3d-2b4f-4c6a-8e9d-0f1a2b3c4d05'
const now = new Date('2026-11-22T10:00:00.000Z')
const later = new Date('2026-11-22T10:05:00.000Z')

const started: ChatEvent = {
  type: 'ChatSessionStarted',
  data: { ownerId: OWNER, title: 'Draft a rent agreement' },
}
const firstMessage: ChatEvent = {
  type: 'ChatMessagePosted',
  data: { messageId: M1, role: 'user', content: 'Draft a rent agreement', postedAt: now.toISOString() },
}
const open = [started, firstMessage]
const deleted = [...open, { type: 'ChatSessionDeleted', data: {} } as const]

describe('posting messages', () => {
  it('starts the session on the first user message, titled after it', () => {
    given([])
      .when({
        type: 'PostMessage',
        data: { actorId: OWNER, role: 'user', messageId: M1, content: '  Draft a rent agreement ', now },
      })
      .then([
        started,
        { ...firstMessage, data: { ...firstMessage.data, content: '  Draft a rent agreement ' } },
      ])
  })

  it('refuses an assistant message as the first one', () => {
    given([])
      .when({
        type: 'PostMessage',
        data: { actorId: OWNER, role: 'assistant', messageId: M1, content: 'Welcome', now },
      })
      .thenThrows({ code: 'chat.first_message_not_user' })
  })

  it('appends later messages only', () => {
    given(open)
      .when({
        type: 'PostMessage',
        data: { actorId: OWNER, role: 'user', messageId: M2, content: 'For Mumbai', now: later },
      })
      .then([
        {
          type: 'ChatMessagePosted',
          data: { messageId: M2, role: 'user', content: 'For Mumbai', postedAt: later.toISOString() },
        },
      ])
  })

  it('stores the assistant reply with its state, agreement and pages', () => {
    const state = { intent: 'rental-agreement', fields: { city: 'Mumbai' } }
    given(open)
      .when({
        type: 'PostAssistantReply',
        data: {
          actorId: OWNER,
          messageId: M2,
          content: 'Your agreement is ready (3 pages).',
          now: later,
          state,
          agreementId: AGREEMENT,
          pages: 3,
        },
      })
      .then([
        {
          type: 'ChatMessagePosted',
          data: {
            messageId: M2,
            role: 'assistant',
            content: 'Your agreement is ready (3 pages).',
            postedAt: later.toISOString(),
            state,
            agreementId: AGREEMENT,
            pages: 3,
          },
        },
      ])
  })

  it('refuses blank and over-long messages', () => {
    const post = (content: string) => ({
      type: 'PostMessage' as const,
      data: { actorId: OWNER, role: 'user' as const, messageId: M2, content, now },
    })
    given([]).when(post(' \n ')).thenThrows({ code: 'chat.message_required' })
    given(open)
      .when(post('x'.repeat(20_001)))
      .thenThrows({ code: 'chat.message_too_long' })
    given(open)
      .when(post('x'.repeat(20_000)))
      .thenMatches([{ type: 'ChatMessagePosted' }])
  })

  it('refuses a reply to a session that does not exist, is deleted or is someone else’s', () => {
    const reply = (actorId: string) => ({
      type: 'PostAssistantReply' as const,
      data: { actorId, messageId: M2, content: 'Hi', now },
    })
    given([]).when(reply(OWNER)).thenThrows({ code: 'chat.not_found' })
    given(deleted).when(reply(OWNER)).thenThrows({ code: 'chat.deleted' })
    given(open).when(reply(OTHER)).thenThrows({ code: 'chat.not_owner' })
  })

  it('refuses a message on a deleted session and another user’s message', () => {
    const post = (actorId: string) => ({
      type: 'PostMessage' as const,
      data: { actorId, role: 'user' as const, messageId: M2, content: 'Hello', now },
    })
    given(deleted).when(post(OWNER)).thenThrows({ code: 'chat.deleted' })
    given(open).when(post(OTHER)).thenThrows({ code: 'chat.not_owner' })
  })
})

describe('the title from the first message', () => {
  it('keeps exactly 50 characters', () => {
    const fifty = 'a'.repeat(50)
    expect(titleFromMessage(fifty)).toBe(fifty)
  })

  it('cuts 51 characters to the first 47 plus "..."', () => {
    const title = titleFromMessage(`${'a'.repeat(47)}bcde`)
    expect(title).toBe(`${'a'.repeat(47)}...`)
    expect(title).toHaveLength(50)
  })

  it('trims and collapses whitespace before measuring', () => {
    expect(titleFromMessage('  Need   a\nlease  deed\t ')).toBe('Need a lease deed')
    expect(titleFromMessage(`  ${'word '.repeat(10)}  `)).toBe(
      'word word word word word word word word word word',
    )
  })

  it('never cuts an emoji in half', () => {
    expect(titleFromMessage('🙂'.repeat(51))).toBe(`${'🙂'.repeat(47)}...`)
  })
})

describe('renaming', () => {
  const rename = (title: string, actorId = OWNER) => ({
    type: 'RenameSession' as const,
    data: { actorId, title },
  })

  it('renames to the trimmed title', () => {
    given(open)
      .when(rename('  Mumbai flat lease '))
      .then([{ type: 'ChatSessionRenamed', data: { title: 'Mumbai flat lease' } }])
  })

  it.each([
    ['   ', 'chat.title_required'],
    ['x'.repeat(101), 'chat.title_too_long'],
    [' Draft a rent agreement ', 'chat.title_unchanged'],
  ])('refuses %j with %s', (title, code) => {
    given(open).when(rename(title)).thenThrows({ code })
  })

  it('allows exactly 100 characters', () => {
    given(open)
      .when(rename('x'.repeat(100)))
      .then([{ type: 'ChatSessionRenamed', data: { title: 'x'.repeat(100) } }])
  })

  it('refuses a missing, deleted or someone else’s session', () => {
    given([]).when(rename('New')).thenThrows({ code: 'chat.not_found' })
    given(deleted).when(rename('New')).thenThrows({ code: 'chat.deleted' })
    given(open).when(rename('New', OTHER)).thenThrows({ code: 'chat.not_owner', name: 'ChatError' })
  })
})

describe('deleting', () => {
  const remove = (actorId = OWNER) => ({ type: 'DeleteSession' as const, data: { actorId } })

  it('deletes the owner’s session', () => {
    given(open)
      .when(remove())
      .then([{ type: 'ChatSessionDeleted', data: {} }])
  })

  it('refuses a second delete, another owner and a missing session', () => {
    given(deleted).when(remove()).thenThrows({ code: 'chat.deleted' })
    given(open).when(remove(OTHER)).thenThrows({ code: 'chat.not_owner' })
    given([]).when(remove()).thenThrows({ code: 'chat.not_found' })
  })
})

describe('state', () => {
  it('counts messages and documents and tracks the times', () => {
    const reply: ChatEvent = {
      type: 'ChatMessagePosted',
      data: {
        messageId: M2,
        role: 'assistant',
        content: 'Done',
        postedAt: later.toISOString(),
        agreementId: AGREEMENT,
        pages: 2,
      },
    }
    given([...open, reply, { type: 'ChatSessionRenamed', data: { title: 'Lease' } }]).thenState((state) =>
      expect(state).toEqual({
        ownerId: OWNER,
        title: 'Lease',
        deleted: false,
        messageCount: 2,
        documentCount: 1,
        createdAt: now.toISOString(),
        updatedAt: later.toISOString(),
      }),
    )
  })

  it('ignores events it does not know', () => {
    given([{ type: 'SomethingLater', data: {} } as unknown as ChatEvent]).thenState((state) =>
      expect(state).toEqual(initialChatSessionState()),
    )
  })
})

describe('relativeDay (India’s calendar days)', () => {
  // 22 November 2026, 15:30 in India.
  const today = new Date('2026-11-22T10:00:00.000Z')

  it.each([
    ['2026-11-21T18:30:00.000Z', 'Today'], // 00:00 on the 22nd in India, though the 21st in UTC
    ['2026-11-21T18:29:59.000Z', 'Yesterday'], // 23:59:59 on the 21st in India
    ['2026-11-20T18:29:59.000Z', '2 days ago'], // 23:59:59 on the 20th in India
    ['2026-11-16T12:00:00.000Z', '6 days ago'],
    ['2026-11-15T12:00:00.000Z', '15/11/2026'],
    ['2026-04-01T04:30:00.000Z', '1/4/2026'],
  ])('%s reads %s', (at, expected) => {
    expect(relativeDay(new Date(at), today)).toBe(expected)
  })

  it('uses India’s day for the date too', () => {
    // 23:00 UTC on 31 March is 04:30 on 1 April in India.
    expect(relativeDay(new Date('2026-03-31T23:00:00.000Z'), today)).toBe('1/4/2026')
  })
})
