import { describe, expect, it } from 'vitest'
import {
  decideAgreement,
  evolveAgreement,
  initialAgreementState,
  roleOf,
  collaboratorOf,
  commentOf,
  type AgreementCommand,
  type AgreementEvent,
} from '#domain/agreement/index.ts'
import { commentLimitReached, may, MAX_COMMENT_LENGTH, MAX_COMMENTS_PER_DOCUMENT, type DocumentRole } from '#domain/collaboration/index.ts'

// Collaboration decided on the agreement's own stream: who may manage, comment and edit,
// and what a collaborator's role lets them do — checked on the server for every command.
const OWNER = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01', email: 'owner@example.in', name: 'Owner' }
const EDITOR = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02', email: 'editor@example.in', name: 'Esha' }
const VIEWER = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c03', email: 'viewer@example.in', name: 'Vikram' }
const ADMIN = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c04', email: 'admin@example.in', name: 'Asha' }
const STRANGER = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c05', email: 'stranger@example.in', name: 'Sam' }
const now = new Date('2026-11-22T10:00:00.000Z')
const ids = { editor: 'a0000000-0000-4000-8000-000000000001', viewer: 'a0000000-0000-4000-8000-000000000002', admin: 'a0000000-0000-4000-8000-000000000003' }
const COMMENT = 'c0000000-0000-4000-8000-000000000001'

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
    generatedAt: now.toISOString(),
  },
}

function run(events: AgreementEvent[], command: AgreementCommand): AgreementEvent[] {
  const state = events.reduce(evolveAgreement, initialAgreementState())
  return [...events, ...decideAgreement(command, state)]
}
const add = (actor: typeof OWNER, who: typeof EDITOR, role: 'viewer' | 'editor' | 'admin', collaboratorId: string): AgreementCommand => ({
  type: 'AddCollaborator',
  data: { collaboratorId, email: ` ${who.email.toUpperCase()} `, name: ` ${who.name} `, role, ownerEmail: OWNER.email, inviteeUserId: who.id, actor, now },
})
/** An invitation to an address no account had when it was made. */
const invite = (actor: typeof OWNER, email: string, role: 'viewer' | 'editor' | 'admin', collaboratorId: string): AgreementCommand => ({
  type: 'AddCollaborator',
  data: { collaboratorId, email, name: 'Newcomer', role, ownerEmail: OWNER.email, inviteeUserId: null, actor, now },
})
const team = () => {
  let events: AgreementEvent[] = [generated]
  events = run(events, add(OWNER, EDITOR, 'editor', ids.editor))
  events = run(events, add(OWNER, VIEWER, 'viewer', ids.viewer))
  events = run(events, add(OWNER, ADMIN, 'admin', ids.admin))
  return events
}
const fold = (events: AgreementEvent[]) => events.reduce(evolveAgreement, initialAgreementState())
const edit = (actor: typeof OWNER): AgreementCommand => ({ type: 'EditAgreement', data: { content: `edited by ${actor.name}`, actorId: actor.id, now } })
const code = (f: () => unknown) => {
  try {
    f()
  } catch (error) {
    return (error as { code?: string }).code
  }
  return 'allowed'
}

describe('roles', () => {
  it('the permission table: owner and admin everything, editor all but manage, viewer view and comment', () => {
    const table = (['owner', 'admin', 'editor', 'viewer'] as DocumentRole[]).map((role) =>
      (['view', 'comment', 'edit', 'manage'] as const).map((action) => may(role, action)),
    )
    expect(table).toEqual([
      [true, true, true, true],
      [true, true, true, true],
      [true, true, true, false],
      [true, true, false, false],
    ])
    expect(may(null, 'view')).toBe(false)
  })

  it('a role is bound to the account that had the address when invited, not to whoever holds the address later', () => {
    const state = fold(team())
    expect(collaboratorOf(state, ids.editor)).toEqual({ email: 'editor@example.in', name: 'Esha', role: 'editor', userId: EDITOR.id })
    expect(roleOf(state, EDITOR)).toBe('editor')
    // Another account with the same e-mail (signed up after an address change, say) gets nothing.
    expect(roleOf(state, { id: STRANGER.id, email: 'Editor@Example.in' } as typeof STRANGER)).toBeNull()
    expect(roleOf(state, OWNER)).toBe('owner')
    expect(roleOf(state, STRANGER)).toBeNull()
  })

  it('editing follows the role: editor and admin may, a viewer is forbidden, a stranger is told it does not exist', () => {
    const state = fold(team())
    expect(code(() => decideAgreement(edit(EDITOR), state))).toBe('allowed')
    expect(code(() => decideAgreement(edit(ADMIN), state))).toBe('allowed')
    expect(code(() => decideAgreement(edit(VIEWER), state))).toBe('agreement.forbidden')
    expect(code(() => decideAgreement(edit(STRANGER), state))).toBe('agreement.not_found')
  })

  it('a role change or removal applies to the very next command', () => {
    let events = team()
    events = run(events, { type: 'ChangeCollaboratorRole', data: { collaboratorId: ids.editor, role: 'viewer', actor: OWNER, now } })
    expect(events.at(-1)).toMatchObject({ type: 'CollaboratorRoleChanged', data: { role: 'viewer', previousRole: 'editor' } })
    expect(code(() => decideAgreement(edit(EDITOR), fold(events)))).toBe('agreement.forbidden')
    events = run(events, { type: 'RemoveCollaborator', data: { collaboratorId: ids.editor, actor: OWNER, now } })
    expect(code(() => decideAgreement(edit(EDITOR), fold(events)))).toBe('agreement.not_found')
    expect(code(() => decideAgreement({ type: 'AddComment', data: { commentId: COMMENT, content: 'hi', actor: EDITOR, now } }, fold(events)))).toBe('agreement.not_found')
  })
})

describe('managing collaborators', () => {
  it('only the owner and admins manage; an editor or a viewer is forbidden', () => {
    const state = fold(team())
    const id = 'a0000000-0000-4000-8000-000000000009'
    expect(code(() => decideAgreement(add(ADMIN, STRANGER, 'viewer', id), state))).toBe('allowed')
    expect(code(() => decideAgreement(add(EDITOR, STRANGER, 'viewer', id), state))).toBe('agreement.forbidden')
    expect(code(() => decideAgreement(add(VIEWER, STRANGER, 'viewer', id), state))).toBe('agreement.forbidden')
    expect(code(() => decideAgreement(add(STRANGER, STRANGER, 'viewer', id), state))).toBe('agreement.not_found')
  })

  it('needs an e-mail and a name after trimming; refuses the owner and someone already added', () => {
    const state = fold(team())
    const blank = (email: string, name: string): AgreementCommand => ({
      type: 'AddCollaborator',
      data: { collaboratorId: 'a0000000-0000-4000-8000-000000000009', email, name, role: 'viewer', ownerEmail: OWNER.email, inviteeUserId: null, actor: OWNER, now },
    })
    expect(code(() => decideAgreement(blank('  ', 'Name'), state))).toBe('collaboration.fields_required')
    expect(code(() => decideAgreement(blank('x@example.in', '  '), state))).toBe('collaboration.fields_required')
    expect(code(() => decideAgreement(blank('OWNER@example.in', 'Me'), state))).toBe('collaboration.is_owner')
    expect(code(() => decideAgreement(blank('viewer@example.in', 'Again'), state))).toBe('collaboration.already_added')
  })

  it('another document’s collaborator id is not found here; a trial document cannot be shared', () => {
    const state = fold(team())
    const foreign = 'a0000000-0000-4000-8000-0000000000ff'
    expect(code(() => decideAgreement({ type: 'RemoveCollaborator', data: { collaboratorId: foreign, actor: OWNER, now } }, state))).toBe('collaboration.not_found')
    const trial = fold([{ ...generated, data: { ...generated.data, access: 'preview' } } as AgreementEvent])
    expect(code(() => decideAgreement(add(OWNER, EDITOR, 'editor', ids.editor), trial))).toBe('agreement.preview_only')
    expect(code(() => decideAgreement({ type: 'ShareAgreement', data: { method: 'link', actor: OWNER, now } }, trial))).toBe('agreement.preview_only')
    // Its collaboration is shown locked, and the server keeps it locked: no comments either.
    expect(code(() => decideAgreement({ type: 'AddComment', data: { commentId: COMMENT, content: 'hi', actor: OWNER, now } }, trial))).toBe('agreement.preview_only')
  })
})

describe('pending invitations (an address with no account when invited)', () => {
  const PENDING = 'a0000000-0000-4000-8000-000000000010'
  const withInvitation = () => run(team(), invite(OWNER, 'newcomer@example.in', 'admin', PENDING))
  const accept = (actor: typeof OWNER): AgreementCommand => ({ type: 'AcceptInvitation', data: { collaboratorId: PENDING, actor, now } })
  const confirm = (actor: typeof OWNER, inviteeUserId: string | null): AgreementCommand => ({
    type: 'ConfirmInvitation',
    data: { collaboratorId: PENDING, inviteeUserId, actor, now },
  })
  // Signed up with the invited address after the invitation was made: no role from that alone.
  const SQUATTER = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c06', email: 'newcomer@example.in', name: 'Squatter' }

  it('grant nothing to whoever signs up with the address: the role waits for the link or a confirmation', () => {
    const events = withInvitation()
    expect(events.at(-1)).toMatchObject({ type: 'CollaboratorAdded', data: { email: 'newcomer@example.in', role: 'admin' } })
    expect((events.at(-1)!.data as { userId?: string }).userId).toBeUndefined()
    const state = fold(events)
    expect(roleOf(state, SQUATTER)).toBeNull()
    expect(code(() => decideAgreement(edit(SQUATTER), state))).toBe('agreement.not_found')
    expect(code(() => decideAgreement({ type: 'RemoveCollaborator', data: { collaboratorId: ids.editor, actor: SQUATTER, now } }, state))).toBe('agreement.not_found')
  })

  it('the link binds the role to the account that opens it, once; a second account is refused, a repeat records nothing', () => {
    const events = run(withInvitation(), accept(STRANGER))
    expect(events.at(-1)).toEqual({
      type: 'InvitationAccepted',
      data: { collaboratorId: PENDING, userId: STRANGER.id, method: 'link', acceptedBy: STRANGER.id, acceptedAt: now.toISOString() },
    })
    const state = fold(events)
    expect(roleOf(state, STRANGER)).toBe('admin')
    expect(decideAgreement(accept(STRANGER), state)).toEqual([])
    expect(code(() => decideAgreement(accept(SQUATTER), state))).toBe('invitation.already_accepted')
  })

  it('the link is refused to the owner, to someone already on the team, and once the invitation is withdrawn', () => {
    const state = fold(withInvitation())
    expect(code(() => decideAgreement(accept(OWNER), state))).toBe('collaboration.is_owner')
    expect(code(() => decideAgreement(accept(VIEWER), state))).toBe('collaboration.already_added')
    const withdrawn = fold(run(withInvitation(), { type: 'RemoveCollaborator', data: { collaboratorId: PENDING, actor: OWNER, now } }))
    expect(code(() => decideAgreement(accept(STRANGER), withdrawn))).toBe('invitation.not_found')
    expect(code(() => decideAgreement({ ...accept(STRANGER), data: { ...accept(STRANGER).data, collaboratorId: ids.viewer } } as AgreementCommand, state))).toBe(
      'invitation.already_accepted',
    )
  })

  it('a manager confirms the account that has signed up with the address; nobody else may, and not before it exists', () => {
    const state = fold(withInvitation())
    expect(code(() => decideAgreement(confirm(VIEWER, SQUATTER.id), state))).toBe('agreement.forbidden')
    expect(code(() => decideAgreement(confirm(EDITOR, SQUATTER.id), state))).toBe('agreement.forbidden')
    expect(code(() => decideAgreement(confirm(SQUATTER, SQUATTER.id), state))).toBe('agreement.not_found')
    expect(code(() => decideAgreement(confirm(OWNER, null), state))).toBe('invitation.no_account')
    const events = run(withInvitation(), confirm(ADMIN, SQUATTER.id))
    expect(events.at(-1)).toMatchObject({ type: 'InvitationAccepted', data: { userId: SQUATTER.id, method: 'confirmed', acceptedBy: ADMIN.id } })
    expect(roleOf(fold(events), SQUATTER)).toBe('admin')
  })

  it('one account holds one role: inviting an address whose account is already on the team is refused', () => {
    const events = run(withInvitation(), accept(STRANGER))
    const again: AgreementCommand = {
      type: 'AddCollaborator',
      data: { collaboratorId: 'a0000000-0000-4000-8000-000000000011', email: STRANGER.email, name: 'Sam', role: 'viewer', ownerEmail: OWNER.email, inviteeUserId: STRANGER.id, actor: OWNER, now },
    }
    expect(code(() => decideAgreement(again, fold(events)))).toBe('collaboration.already_added')
  })
})

describe('comments', () => {
  const post = (actor: typeof OWNER, content: string, parentId?: string, commentId = COMMENT): AgreementCommand => ({
    type: 'AddComment',
    data: { commentId, content, actor, now, ...(parentId ? { parentId } : {}) },
  })

  it('a viewer comments; the text is trimmed; empty and over-long comments are refused with the texts', () => {
    const events = run(team(), post(VIEWER, '  Please check clause 4  '))
    expect(events.at(-1)).toEqual({
      type: 'CommentAdded',
      data: { commentId: COMMENT, authorId: VIEWER.id, authorName: 'Vikram', content: 'Please check clause 4', addedAt: now.toISOString() },
    })
    expect(() => decideAgreement(post(VIEWER, ' \n '), fold(team()))).toThrow('Comment cannot be empty')
    expect(code(() => decideAgreement(post(VIEWER, 'x'.repeat(MAX_COMMENT_LENGTH + 1)), fold(team())))).toBe('comment.too_long')
    expect(code(() => decideAgreement(post(STRANGER, 'hello'), fold(team())))).toBe('agreement.not_found')
  })

  it('replies thread under the comment (a reply to a reply joins the same thread); a foreign parent is not found', () => {
    let events = run(team(), post(OWNER, 'First'))
    const reply = 'c0000000-0000-4000-8000-000000000002'
    events = run(events, post(EDITOR, 'Agreed', COMMENT, reply))
    expect(events.at(-1)).toMatchObject({ type: 'CommentReplied', data: { parentId: COMMENT } })
    events = run(events, post(VIEWER, 'Me too', reply, 'c0000000-0000-4000-8000-000000000003'))
    expect(events.at(-1)).toMatchObject({ type: 'CommentReplied', data: { parentId: COMMENT } })
    expect(code(() => decideAgreement(post(OWNER, 'x', 'c0000000-0000-4000-8000-0000000000ff', 'c0000000-0000-4000-8000-000000000004'), fold(events)))).toBe('comment.not_found')
  })

  it('resolve and reopen toggle a thread; doing it twice is refused', () => {
    let events = run(team(), post(OWNER, 'First'))
    events = run(events, { type: 'ResolveComment', data: { commentId: COMMENT, actor: VIEWER, now } })
    expect(commentOf(fold(events), COMMENT)).toEqual({ parentId: null, resolved: true })
    expect(code(() => decideAgreement({ type: 'ResolveComment', data: { commentId: COMMENT, actor: OWNER, now } }, fold(events)))).toBe('agreement.unchanged')
    events = run(events, { type: 'ReopenComment', data: { commentId: COMMENT, actor: EDITOR, now } })
    expect(commentOf(fold(events), COMMENT)!.resolved).toBe(false)
  })
})

describe('what the review found', () => {
  it('an e-mail that is not an address is refused with the sign-up text, before any event is made', () => {
    const state = fold(team())
    for (const email of ['a', 'ab', 'abc', 'esha@', '@example.in', 'esha example.in', 'esha@example']) {
      const command: AgreementCommand = {
        type: 'AddCollaborator',
        data: { collaboratorId: 'a0000000-0000-4000-8000-000000000009', email, name: 'Esha', role: 'viewer', ownerEmail: OWNER.email, inviteeUserId: null, actor: OWNER, now },
      }
      expect(() => decideAgreement(command, state), email).toThrow('Please enter a valid email address')
      expect(code(() => decideAgreement(command, state)), email).toBe('collaboration.invalid_email')
    }
    expect(code(() => decideAgreement(add(OWNER, STRANGER, 'viewer', 'a0000000-0000-4000-8000-000000000009'), state))).toBe('allowed')
  })

  it('a collaborator removed a moment ago is "already removed" (a stale page), unlike an id this document never had', () => {
    const events = run(team(), { type: 'RemoveCollaborator', data: { collaboratorId: ids.editor, actor: OWNER, now } })
    const state = fold(events)
    const again = (collaboratorId: string): AgreementCommand[] => [
      { type: 'RemoveCollaborator', data: { collaboratorId, actor: OWNER, now } },
      { type: 'ChangeCollaboratorRole', data: { collaboratorId, role: 'admin', actor: OWNER, now } },
    ]
    for (const command of again(ids.editor)) {
      expect(code(() => decideAgreement(command, state))).toBe('collaboration.already_removed')
      expect(() => decideAgreement(command, state)).toThrow('This collaborator was already removed')
    }
    for (const command of again('a0000000-0000-4000-8000-0000000000ff')) expect(code(() => decideAgreement(command, state))).toBe('collaboration.not_found')
    // Someone without a role still learns nothing: the document is not found for them.
    expect(code(() => decideAgreement(again(ids.editor)[0]!, state))).toBe('collaboration.already_removed')
    expect(code(() => decideAgreement({ type: 'RemoveCollaborator', data: { collaboratorId: ids.editor, actor: STRANGER, now } }, state))).toBe('agreement.not_found')
  })

  it(`a document holds at most ${MAX_COMMENTS_PER_DOCUMENT.toLocaleString('en-IN')} comments and replies; the next is refused with a clear message`, () => {
    const comment = (i: number): AgreementEvent => ({
      type: 'CommentAdded',
      data: { commentId: `c1000000-0000-4000-8000-${String(i).padStart(12, '0')}`, authorId: OWNER.id, authorName: 'Owner', content: `Comment ${i}`, addedAt: now.toISOString() },
    })
    const base = team()
    const almost = [...base, ...Array.from({ length: MAX_COMMENTS_PER_DOCUMENT - 1 }, (_, i) => comment(i))]
    const post = (parentId?: string): AgreementCommand => ({
      type: 'AddComment',
      data: { commentId: 'c2000000-0000-4000-8000-000000000001', content: 'One more', actor: VIEWER, now, ...(parentId ? { parentId } : {}) },
    })
    expect(code(() => decideAgreement(post(), fold(almost)))).toBe('allowed')
    const full = [...almost, comment(MAX_COMMENTS_PER_DOCUMENT)]
    for (const command of [post(), post('c1000000-0000-4000-8000-000000000000')]) {
      expect(code(() => decideAgreement(command, fold(full)))).toBe('comment.limit_reached')
      expect(() => decideAgreement(command, fold(full))).toThrow(commentLimitReached)
    }
    // Resolving and reopening add no comment, so a full document's threads can still be closed.
    expect(code(() => decideAgreement({ type: 'ResolveComment', data: { commentId: 'c1000000-0000-4000-8000-000000000000', actor: VIEWER, now } }, fold(full)))).toBe(
      'allowed',
    )
  })
})
