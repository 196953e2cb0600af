import { describe, expect, it } from 'vitest'
import {
  decideAgreement,
  evolveAgreement,
  initialAgreementState,
  type AgreementCommand,
  type AgreementEvent,
  type AgreementState,
  agreementDecider,
} from '#domain/agreement/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

// The agreement's state is folded from its whole stream before every command, so what one
// event costs to fold decides what a long stream costs. Comments and collaborators are
// written by many people; folding them must not copy what came before, and ids from forms
// must be looked up as data, never as properties of Object.prototype.
const OWNER = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01', email: 'owner@example.in', name: 'Owner' }
const now = new Date('2026-11-22T10:00:00.000Z')
const at = now.toISOString()
const commentId = (i: number) => `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`

const generated: AgreementEvent = {
  type: 'AgreementGenerated',
  data: {
    ownerId: OWNER.id,
    title: 'Leave and Licence Agreement',
    templateId: 'rental-agreement',
    access: 'full',
    content: 'LEAVE AND LICENCE AGREEMENT',
    structure: null,
    summary: '',
    keyTerms: [],
    pages: 1,
    provider: 'offline',
    generatedAt: at,
  },
}
const commented = (i: number): AgreementEvent => ({
  type: 'CommentAdded',
  data: {
    commentId: commentId(i),
    authorId: OWNER.id,
    authorName: 'Owner',
    content: `Comment ${i}`,
    addedAt: at,
  },
})
const given = deciderSpec(agreementDecider)
// The two cost checks below hand states to evolve and decide directly: what they test is
// how one state object is shared by the next, which a fresh fold per spec would hide.
const withComments = (n: number): AgreementState =>
  Array.from({ length: n }, (_, i) => commented(i)).reduce(
    evolveAgreement,
    evolveAgreement(initialAgreementState(), generated),
  )

/**
 * How many times evolving `events` on `state` reads or enumerates any object the state
 * holds (collaborators, comments, key terms, …): each is wrapped in a proxy that counts.
 */
function operationsToEvolve(state: AgreementState, events: AgreementEvent[]): number {
  let count = 0
  const counting = <T extends object>(target: T): T =>
    new Proxy(target, {
      get: (t, k, r) => (count++, Reflect.get(t, k, r)),
      has: (t, k) => (count++, Reflect.has(t, k)),
      ownKeys: (t) => (count++, Reflect.ownKeys(t)),
      getOwnPropertyDescriptor: (t, k) => (count++, Reflect.getOwnPropertyDescriptor(t, k)),
    })
  const watched = Object.fromEntries(
    Object.entries(state).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null ? counting(value) : value,
    ]),
  ) as AgreementState
  events.reduce(evolveAgreement, watched)
  return count
}

describe('folding comments costs the same per event however many came before', () => {
  it('a comment, a reply, a resolve and a reopen on 5,000 comments touch no more than on 10', () => {
    const next: AgreementEvent[] = [
      commented(900_000),
      {
        type: 'CommentReplied',
        data: { ...commented(900_001).data, parentId: commentId(0) },
      } as AgreementEvent,
      { type: 'CommentResolved', data: { commentId: commentId(0), resolvedBy: OWNER.id, resolvedAt: at } },
      { type: 'CommentReopened', data: { commentId: commentId(0), reopenedBy: OWNER.id, reopenedAt: at } },
    ]
    const few = operationsToEvolve(withComments(10), next)
    const many = operationsToEvolve(withComments(5_000), next)
    expect(many).toBe(few)
  })

  it('an earlier state is left as it was (the fold shares, it does not mutate)', () => {
    const before = withComments(3)
    const replyTo = (parent: number, id: number): AgreementCommand => ({
      type: 'AddComment',
      data: { commentId: commentId(id), content: 'A reply', parentId: commentId(parent), actor: OWNER, now },
    })
    const after = [
      commented(3),
      {
        type: 'CommentResolved',
        data: { commentId: commentId(0), resolvedBy: OWNER.id, resolvedAt: at },
      } as AgreementEvent,
    ].reduce(evolveAgreement, before)
    // The new comment exists after, not before; the resolve shows after, not before.
    expect(decideAgreement(replyTo(3, 10), after)[0]).toMatchObject({ type: 'CommentReplied' })
    expect(() => decideAgreement(replyTo(3, 10), before)).toThrow('Comment not found')
    const resolve = (state: AgreementState) =>
      decideAgreement({ type: 'ResolveComment', data: { commentId: commentId(0), actor: OWNER, now } }, state)
    expect(resolve(before)[0]).toMatchObject({ type: 'CommentResolved' })
    expect(() => resolve(after)).toThrow('The comment is already resolved')
  })
})

describe('ids from forms are data, not properties', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    '"%s" names no comment and no collaborator',
    (id) => {
      const stream = [generated, commented(0)]
      given(stream)
        .when({
          type: 'AddComment',
          data: { commentId: commentId(5), content: 'hi', parentId: id, actor: OWNER, now },
        })
        .thenThrows({ code: 'comment.not_found' })
      given(stream)
        .when({ type: 'ResolveComment', data: { commentId: id, actor: OWNER, now } })
        .thenThrows({ code: 'comment.not_found' })
      given(stream)
        .when({ type: 'ReopenComment', data: { commentId: id, actor: OWNER, now } })
        .thenThrows({ code: 'comment.not_found' })
      given(stream)
        .when({
          type: 'ChangeCollaboratorRole',
          data: { collaboratorId: id, role: 'admin', actor: OWNER, now },
        })
        .thenThrows({ code: 'collaboration.not_found' })
      given(stream)
        .when({ type: 'RemoveCollaborator', data: { collaboratorId: id, actor: OWNER, now } })
        .thenThrows({ code: 'collaboration.not_found' })
    },
  )
})
