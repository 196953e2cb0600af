import { describe, expect, it } from 'vitest'
import {
  roleOf,
  collaboratorOf,
  commentOf,
  type AgreementCommand,
  type AgreementEvent,
  agreementDecider,
} from '#domain/agreement/index.ts'
import {
  commentLimitReached,
  may,
  MAX_COMMENT_LENGTH,
  MAX_COMMENTS_PER_DOCUMENT,
  type DocumentRole,
} from '#domain/collaboration/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

// Collaboration decided on the agreement's own stream: who may manage, comment and edit,
// and what a collaborator's role lets them do — checked on the server for every command.
const OWNER = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01', email: 'owner@example.in', name: 'Owner' }
const EDITOR = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02', email: 'editor@example.in', name: 'Esha' }
const VIEWER = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c03', email: 'viewer@example.in', name: 'Vikram' }
const ADMIN = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c04', email: 'admin@example.in', name: 'Asha' }
const STRANGER = { id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c05', email: 'stranger@example.in', name: 'Sam' }
const now = new Date('2026-11-22T10:00:00.000Z')
const ids = {
  editor: 'a0000000-0000-4000-8000-000000000001',
  viewer: 'a0000000-0000-4000-8000-000000000002',
  admin: 'a0000000-0000-4000-8000-000000000003',
}
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

const given = deciderSpec(agreementDecider)
const add = (
  actor: typeof OWNER,
  who: typeof EDITOR,
  role: 'viewer' | 'editor' | 'admin',
  collaboratorId: string,
): AgreementCommand => ({
  type: 'AddCollaborator',
  data: {
    collaboratorId,
    email: ` ${who.email.toUpperCase()} `,
    name: ` ${who.name} `,
    role,
    ownerEmail: OWNER.email,
    inviteeUserId: who.id,
    actor,
    now,
  },
})
/** An invitation to an address no account had when it was made. */
const invite = (
  actor: typeof OWNER,
  email: string,
  role: 'viewer' | 'editor' | 'admin',
  collaboratorId: string,
): AgreementCommand => ({
  type: 'AddCollaborator',
  data: {
    collaboratorId,
    email,
    name: 'Newcomer',
    role,
    ownerEmail: OWNER.email,
    inviteeUserId: null,
    actor,
    now,
  },
})
/** The stream after the owner added an editor, a viewer and an admin. */
const team = () =>
  [
    add(OWNER, EDITOR, 'editor', ids.editor),
    add(OWNER, VIEWER, 'viewer', ids.viewer),
    add(OWNER, ADMIN, 'admin', ids.admin),
  ].reduce((events: AgreementEvent[], command) => given(events).when(command).stream(), [generated])
const edit = (actor: typeof OWNER): AgreementCommand => ({
  type: 'EditAgreement',
  data: { content: `edited by ${actor.name}`, actorId: actor.id, now },
})

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
    given(team()).thenState((state) => {
      expect(collaboratorOf(state, ids.editor)).toEqual({
        email: 'editor@example.in',
        name: 'Esha',
        role: 'editor',
        userId: EDITOR.id,
      })
      expect(roleOf(state, EDITOR)).toBe('editor')
      // Another account with the same e-mail (signed up after an address change, say) gets nothing.
      expect(roleOf(state, { id: STRANGER.id, email: 'Editor@Example.in' } as typeof STRANGER)).toBeNull()
      expect(roleOf(state, OWNER)).toBe('owner')
      expect(roleOf(state, STRANGER)).toBeNull()
    })
  })

  it('editing follows the role: editor and admin may, a viewer is forbidden, a stranger is told it does not exist', () => {
    given(team()).when(edit(EDITOR)).thenAccepts()
    given(team()).when(edit(ADMIN)).thenAccepts()
    given(team()).when(edit(VIEWER)).thenThrows({ code: 'agreement.forbidden' })
    given(team()).when(edit(STRANGER)).thenThrows({ code: 'agreement.not_found' })
  })

  it('a role change or removal applies to the very next command', () => {
    const demote: AgreementCommand = {
      type: 'ChangeCollaboratorRole',
      data: { collaboratorId: ids.editor, role: 'viewer', actor: OWNER, now },
    }
    given(team())
      .when(demote)
      .thenMatches([{ type: 'CollaboratorRoleChanged', data: { role: 'viewer', previousRole: 'editor' } }])
    const demoted = given(team()).when(demote).stream()
    given(demoted).when(edit(EDITOR)).thenThrows({ code: 'agreement.forbidden' })
    const removed = given(demoted)
      .when({ type: 'RemoveCollaborator', data: { collaboratorId: ids.editor, actor: OWNER, now } })
      .stream()
    given(removed).when(edit(EDITOR)).thenThrows({ code: 'agreement.not_found' })
    given(removed)
      .when({ type: 'AddComment', data: { commentId: COMMENT, content: 'hi', actor: EDITOR, now } })
      .thenThrows({ code: 'agreement.not_found' })
  })
})

describe('managing collaborators', () => {
  it('only the owner and admins manage; an editor or a viewer is forbidden', () => {
    const id = 'a0000000-0000-4000-8000-000000000009'
    given(team())
      .when(add(ADMIN, STRANGER, 'viewer', id))
      .thenAccepts()
    given(team())
      .when(add(EDITOR, STRANGER, 'viewer', id))
      .thenThrows({ code: 'agreement.forbidden' })
    given(team())
      .when(add(VIEWER, STRANGER, 'viewer', id))
      .thenThrows({ code: 'agreement.forbidden' })
    given(team())
      .when(add(STRANGER, STRANGER, 'viewer', id))
      .thenThrows({ code: 'agreement.not_found' })
  })

  it('needs an e-mail and a name after trimming; refuses the owner and someone already added', () => {
    const blank = (email: string, name: string): AgreementCommand => ({
      type: 'AddCollaborator',
      data: {
        collaboratorId: 'a0000000-0000-4000-8000-000000000009',
        email,
        name,
        role: 'viewer',
        ownerEmail: OWNER.email,
        inviteeUserId: null,
        actor: OWNER,
        now,
      },
    })
    given(team()).when(blank('  ', 'Name')).thenThrows({ code: 'collaboration.fields_required' })
    given(team()).when(blank('x@example.in', '  ')).thenThrows({ code: 'collaboration.fields_required' })
    given(team()).when(blank('OWNER@example.in', 'Me')).thenThrows({ code: 'collaboration.is_owner' })
    given(team())
      .when(blank('viewer@example.in', 'Again'))
      .thenThrows({ code: 'collaboration.already_added' })
  })

  it('another document’s collaborator id is not found here; a trial document cannot be shared', () => {
    const foreign = 'a0000000-0000-4000-8000-0000000000ff'
    given(team())
      .when({ type: 'RemoveCollaborator', data: { collaboratorId: foreign, actor: OWNER, now } })
      .thenThrows({ code: 'collaboration.not_found' })
    const trial = [{ ...generated, data: { ...generated.data, access: 'preview' } } as AgreementEvent]
    given(trial)
      .when(add(OWNER, EDITOR, 'editor', ids.editor))
      .thenThrows({ code: 'agreement.preview_only' })
    given(trial)
      .when({ type: 'ShareAgreement', data: { method: 'link', actor: OWNER, now } })
      .thenThrows({ code: 'agreement.preview_only' })
    // Its collaboration is shown locked, and the server keeps it locked: no comments either.
    given(trial)
      .when({ type: 'AddComment', data: { commentId: COMMENT, content: 'hi', actor: OWNER, now } })
      .thenThrows({ code: 'agreement.preview_only' })
  })
})

describe('pending invitations (an address with no account when invited)', () => {
  const PENDING = 'a0000000-0000-4000-8000-000000000010'
  const withInvitation = () =>
    given(team())
      .when(invite(OWNER, 'newcomer@example.in', 'admin', PENDING))
      .stream()
  const accept = (actor: typeof OWNER): AgreementCommand => ({
    type: 'AcceptInvitation',
    data: { collaboratorId: PENDING, via: 'link', actor, now },
  })
  const acceptVerified = (actor: typeof OWNER): AgreementCommand => ({
    type: 'AcceptInvitation',
    data: { collaboratorId: PENDING, via: 'verified-address', actor, now },
  })
  const confirm = (
    actor: typeof OWNER,
    inviteeUserId: string | null,
    inviteeVerified = true,
  ): AgreementCommand => ({
    type: 'ConfirmInvitation',
    data: { collaboratorId: PENDING, inviteeUserId, inviteeVerified, actor, now },
  })
  // Signed up with the invited address after the invitation was made: no role from that alone.
  const SQUATTER = {
    id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c06',
    email: 'newcomer@example.in',
    name: 'Squatter',
  }

  it('grant nothing to whoever signs up with the address: the role waits for the link or a confirmation', () => {
    given(team())
      .when(invite(OWNER, 'newcomer@example.in', 'admin', PENDING))
      .thenMatches([{ type: 'CollaboratorAdded', data: { email: 'newcomer@example.in', role: 'admin' } }])
    given(team())
      .when(invite(OWNER, 'newcomer@example.in', 'admin', PENDING))
      .thenMatches([{ data: expect.not.objectContaining({ userId: expect.anything() }) }])
    given(withInvitation()).thenState((state) => expect(roleOf(state, SQUATTER)).toBeNull())
    given(withInvitation()).when(edit(SQUATTER)).thenThrows({ code: 'agreement.not_found' })
    given(withInvitation())
      .when({ type: 'RemoveCollaborator', data: { collaboratorId: ids.editor, actor: SQUATTER, now } })
      .thenThrows({ code: 'agreement.not_found' })
  })

  it('the link binds the role to the account that opens it, once; a second account is refused, a repeat records nothing', () => {
    given(withInvitation())
      .when(accept(STRANGER))
      .then([
        {
          type: 'InvitationAccepted',
          data: {
            collaboratorId: PENDING,
            userId: STRANGER.id,
            method: 'link',
            acceptedBy: STRANGER.id,
            acceptedAt: now.toISOString(),
          },
        },
      ])
    const accepted = given(withInvitation()).when(accept(STRANGER)).stream()
    given(accepted).thenState((state) => expect(roleOf(state, STRANGER)).toBe('admin'))
    given(accepted).when(accept(STRANGER)).then([])
    given(accepted).when(accept(SQUATTER)).thenThrows({ code: 'invitation.already_accepted' })
  })

  it('the link is refused to the owner, to someone already on the team, and once the invitation is withdrawn', () => {
    given(withInvitation()).when(accept(OWNER)).thenThrows({ code: 'collaboration.is_owner' })
    given(withInvitation()).when(accept(VIEWER)).thenThrows({ code: 'collaboration.already_added' })
    const withdrawn = given(withInvitation())
      .when({ type: 'RemoveCollaborator', data: { collaboratorId: PENDING, actor: OWNER, now } })
      .stream()
    given(withdrawn).when(accept(STRANGER)).thenThrows({ code: 'invitation.not_found' })
    given(withInvitation())
      .when({
        ...accept(STRANGER),
        data: { ...accept(STRANGER).data, collaboratorId: ids.viewer },
      } as AgreementCommand)
      .thenThrows({ code: 'invitation.already_accepted' })
  })

  it('a manager confirms the account that has signed up with the address; nobody else may, and not before it exists', () => {
    given(withInvitation()).when(confirm(VIEWER, SQUATTER.id)).thenThrows({ code: 'agreement.forbidden' })
    given(withInvitation()).when(confirm(EDITOR, SQUATTER.id)).thenThrows({ code: 'agreement.forbidden' })
    given(withInvitation()).when(confirm(SQUATTER, SQUATTER.id)).thenThrows({ code: 'agreement.not_found' })
    given(withInvitation()).when(confirm(OWNER, null)).thenThrows({ code: 'invitation.no_account' })
    given(withInvitation())
      .when(confirm(ADMIN, SQUATTER.id))
      .thenMatches([
        {
          type: 'InvitationAccepted',
          data: { userId: SQUATTER.id, method: 'confirmed', acceptedBy: ADMIN.id },
        },
      ])
    given(withInvitation())
      .when(confirm(ADMIN, SQUATTER.id))
      .thenState((state) => expect(roleOf(state, SQUATTER)).toBe('admin'))
  })

  it('a verified address takes the invitation made to it, as the invitee; another address is refused as if there were none', () => {
    given(withInvitation())
      .when(acceptVerified({ ...SQUATTER, email: ' Newcomer@Example.in ' }))
      .then([
        {
          type: 'InvitationAccepted',
          data: {
            collaboratorId: PENDING,
            userId: SQUATTER.id,
            method: 'verified',
            acceptedBy: SQUATTER.id,
            acceptedAt: now.toISOString(),
          },
        },
      ])
    given(withInvitation()).when(acceptVerified(STRANGER)).thenThrows({ code: 'invitation.not_found' })
    const taken = given(withInvitation()).when(acceptVerified(SQUATTER)).stream()
    given(taken).when(acceptVerified(SQUATTER)).then([])
    given(taken).thenState((state) => expect(roleOf(state, SQUATTER)).toBe('admin'))
  })

  it('a manager cannot confirm an account that has not verified the address', () => {
    given(withInvitation())
      .when(confirm(OWNER, SQUATTER.id, false))
      .thenThrows({ code: 'invitation.unverified' })
  })

  it('one account holds one role: inviting an address whose account is already on the team is refused', () => {
    const again: AgreementCommand = {
      type: 'AddCollaborator',
      data: {
        collaboratorId: 'a0000000-0000-4000-8000-000000000011',
        email: STRANGER.email,
        name: 'Sam',
        role: 'viewer',
        ownerEmail: OWNER.email,
        inviteeUserId: STRANGER.id,
        actor: OWNER,
        now,
      },
    }
    given(given(withInvitation()).when(accept(STRANGER)).stream())
      .when(again)
      .thenThrows({ code: 'collaboration.already_added' })
  })
})

describe('comments', () => {
  const post = (
    actor: typeof OWNER,
    content: string,
    parentId?: string,
    commentId = COMMENT,
  ): AgreementCommand => ({
    type: 'AddComment',
    data: { commentId, content, actor, now, ...(parentId ? { parentId } : {}) },
  })

  it('a viewer comments; the text is trimmed; empty and over-long comments are refused with the texts', () => {
    given(team())
      .when(post(VIEWER, '  Please check clause 4  '))
      .then([
        {
          type: 'CommentAdded',
          data: {
            commentId: COMMENT,
            authorId: VIEWER.id,
            authorName: 'Vikram',
            content: 'Please check clause 4',
            addedAt: now.toISOString(),
          },
        },
      ])
    given(team()).when(post(VIEWER, ' \n ')).thenThrows({ message: 'Comment cannot be empty' })
    given(team())
      .when(post(VIEWER, 'x'.repeat(MAX_COMMENT_LENGTH + 1)))
      .thenThrows({ code: 'comment.too_long' })
    given(team()).when(post(STRANGER, 'hello')).thenThrows({ code: 'agreement.not_found' })
  })

  it('replies thread under the comment (a reply to a reply joins the same thread); a foreign parent is not found', () => {
    const reply = 'c0000000-0000-4000-8000-000000000002'
    const first = given(team()).when(post(OWNER, 'First')).stream()
    given(first)
      .when(post(EDITOR, 'Agreed', COMMENT, reply))
      .thenMatches([{ type: 'CommentReplied', data: { parentId: COMMENT } }])
    const replied = given(first)
      .when(post(EDITOR, 'Agreed', COMMENT, reply))
      .stream()
    given(replied)
      .when(post(VIEWER, 'Me too', reply, 'c0000000-0000-4000-8000-000000000003'))
      .thenMatches([{ type: 'CommentReplied', data: { parentId: COMMENT } }])
    given(replied)
      .when(post(OWNER, 'x', 'c0000000-0000-4000-8000-0000000000ff', 'c0000000-0000-4000-8000-000000000004'))
      .thenThrows({ code: 'comment.not_found' })
  })

  it('resolve and reopen toggle a thread; doing it twice is refused', () => {
    const first = given(team()).when(post(OWNER, 'First')).stream()
    const resolve: AgreementCommand = {
      type: 'ResolveComment',
      data: { commentId: COMMENT, actor: VIEWER, now },
    }
    given(first)
      .when(resolve)
      .thenState((state) => expect(commentOf(state, COMMENT)).toEqual({ parentId: null, resolved: true }))
    const resolved = given(first).when(resolve).stream()
    given(resolved)
      .when({ type: 'ResolveComment', data: { commentId: COMMENT, actor: OWNER, now } })
      .thenThrows({ code: 'agreement.unchanged' })
    given(resolved)
      .when({ type: 'ReopenComment', data: { commentId: COMMENT, actor: EDITOR, now } })
      .thenState((state) => expect(commentOf(state, COMMENT)!.resolved).toBe(false))
  })
})

describe('what the review found', () => {
  it('an e-mail that is not an address is refused with the sign-up text, before any event is made', () => {
    for (const email of ['a', 'ab', 'abc', 'esha@', '@example.in', 'esha example.in', 'esha@example']) {
      given(team())
        .when({
          type: 'AddCollaborator',
          data: {
            collaboratorId: 'a0000000-0000-4000-8000-000000000009',
            email,
            name: 'Esha',
            role: 'viewer',
            ownerEmail: OWNER.email,
            inviteeUserId: null,
            actor: OWNER,
            now,
          },
        })
        .thenThrows({ code: 'collaboration.invalid_email', message: 'Please enter a valid email address' })
    }
    given(team())
      .when(add(OWNER, STRANGER, 'viewer', 'a0000000-0000-4000-8000-000000000009'))
      .thenAccepts()
  })

  it('a collaborator removed a moment ago is "already removed" (a stale page), unlike an id this document never had', () => {
    const removed = given(team())
      .when({ type: 'RemoveCollaborator', data: { collaboratorId: ids.editor, actor: OWNER, now } })
      .stream()
    const again = (collaboratorId: string): AgreementCommand[] => [
      { type: 'RemoveCollaborator', data: { collaboratorId, actor: OWNER, now } },
      { type: 'ChangeCollaboratorRole', data: { collaboratorId, role: 'admin', actor: OWNER, now } },
    ]
    for (const command of again(ids.editor)) {
      given(removed).when(command).thenThrows({
        code: 'collaboration.already_removed',
        message: 'This collaborator was already removed',
      })
    }
    for (const command of again('a0000000-0000-4000-8000-0000000000ff'))
      given(removed).when(command).thenThrows({ code: 'collaboration.not_found' })
    // Someone without a role still learns nothing: the document is not found for them.
    given(removed)
      .when({ type: 'RemoveCollaborator', data: { collaboratorId: ids.editor, actor: STRANGER, now } })
      .thenThrows({ code: 'agreement.not_found' })
  })

  it(`a document holds at most ${MAX_COMMENTS_PER_DOCUMENT.toLocaleString('en-IN')} comments and replies; the next is refused with a clear message`, () => {
    const comment = (i: number): AgreementEvent => ({
      type: 'CommentAdded',
      data: {
        commentId: `c1000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        authorId: OWNER.id,
        authorName: 'Owner',
        content: `Comment ${i}`,
        addedAt: now.toISOString(),
      },
    })
    const almost = [...team(), ...Array.from({ length: MAX_COMMENTS_PER_DOCUMENT - 1 }, (_, i) => comment(i))]
    const post = (parentId?: string): AgreementCommand => ({
      type: 'AddComment',
      data: {
        commentId: 'c2000000-0000-4000-8000-000000000001',
        content: 'One more',
        actor: VIEWER,
        now,
        ...(parentId ? { parentId } : {}),
      },
    })
    given(almost).when(post()).thenAccepts()
    const full = [...almost, comment(MAX_COMMENTS_PER_DOCUMENT)]
    for (const command of [post(), post('c1000000-0000-4000-8000-000000000000')]) {
      given(full).when(command).thenThrows({ code: 'comment.limit_reached', message: commentLimitReached })
    }
    // Resolving and reopening add no comment, so a full document's threads can still be closed.
    given(full)
      .when({
        type: 'ResolveComment',
        data: { commentId: 'c1000000-0000-4000-8000-000000000000', actor: VIEWER, now },
      })
      .thenAccepts()
  })
})
