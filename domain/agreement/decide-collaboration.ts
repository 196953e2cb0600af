import { isEmailAddress, MESSAGES as ACCOUNT_TEXTS } from '#domain/accounts/credentials.ts'
import {
  collaboratorAlreadyRemoved,
  COLLABORATION_TEXTS,
  INVITATION_TEXTS,
  commentLimitReached,
  commentTooLong,
  MAX_COMMENT_LENGTH,
  MAX_COMMENTS_PER_DOCUMENT,
  MAX_NAME_LENGTH,
  may,
  type CollaboratorRole,
  type DocumentAction,
  type DocumentRole,
} from '#domain/collaboration/index.ts'
import type { CollaborationEvent } from './collaboration-events.ts'
import {
  agreementExists,
  collaboratorOf,
  collaboratorWasRemoved,
  commentOf,
  currentCollaborators,
  type AgreementState,
} from './state.ts'
import { AgreementError } from './errors.ts'

/** Who is acting: the signed-in user. */
export interface Actor {
  id: string
  email: string
  /** Shown beside their comments. */
  name: string
}

export type CollaborationCommand =
  | {
      type: 'AddCollaborator'
      data: {
        collaboratorId: string
        email: string
        name: string
        role: CollaboratorRole
        ownerEmail: string
        /** The account that has verified this address, which the grant is bound to; null for a pending invitation. */
        inviteeUserId: string | null
        actor: Actor
        now: Date
      }
    }
  /**
   * The actor takes a pending invitation: by its single-use link (the caller has checked the
   * link), or because the actor's own address, which is the invited one, was just verified
   * (the caller has checked that; the decider checks the addresses match).
   */
  | {
      type: 'AcceptInvitation'
      data: { collaboratorId: string; via: 'link' | 'verified-address'; actor: Actor; now: Date }
    }
  /** A manager binds a pending invitation to the account that uses its address, once that account has verified it. */
  | {
      type: 'ConfirmInvitation'
      data: {
        collaboratorId: string
        inviteeUserId: string | null
        /** Whether that account's address was proved by a followed link (the caller read it). */
        inviteeVerified: boolean
        actor: Actor
        now: Date
      }
    }
  | {
      type: 'ChangeCollaboratorRole'
      data: { collaboratorId: string; role: CollaboratorRole; actor: Actor; now: Date }
    }
  | { type: 'RemoveCollaborator'; data: { collaboratorId: string; actor: Actor; now: Date } }
  | {
      type: 'AddComment'
      data: { commentId: string; content: string; parentId?: string; actor: Actor; now: Date }
    }
  | { type: 'ResolveComment'; data: { commentId: string; actor: Actor; now: Date } }
  | { type: 'ReopenComment'; data: { commentId: string; actor: Actor; now: Date } }
  | { type: 'ShareAgreement'; data: { method: 'link' | 'native'; actor: Actor; now: Date } }

export const COLLABORATION_COMMANDS = [
  'AddCollaborator',
  'ChangeCollaboratorRole',
  'RemoveCollaborator',
  'AcceptInvitation',
  'ConfirmInvitation',
  'AddComment',
  'ResolveComment',
  'ReopenComment',
  'ShareAgreement',
] as const

export const normaliseCollaboratorEmail = (email: string) => email.trim().toLowerCase()

/**
 * The actor's role on this document: owner, the role of a collaborator bound to their
 * account, or none. A pending invitation grants nothing, whoever holds its address.
 */
export function roleOf(state: AgreementState, actor: { id: string }): DocumentRole | null {
  if (state.ownerId !== null && actor.id === state.ownerId) return 'owner'
  return currentCollaborators(state).find((c) => c.userId === actor.id)?.role ?? null
}

/**
 * Refuses an actor who may not do `action`. No role at all is "not found" — the same answer
 * as for a document that does not exist, so an id reveals nothing — while a role without
 * the permission (a viewer editing) is "forbidden".
 */
export function requirePermission(
  state: AgreementState,
  actor: { id: string },
  action: DocumentAction,
): asserts state is AgreementState & { ownerId: string } {
  if (!agreementExists(state)) throw new AgreementError('agreement.not_found', 'Agreement not found')
  const role = roleOf(state, actor)
  if (role === null) throw new AgreementError('agreement.not_found', 'Agreement not found')
  if (!may(role, action)) {
    throw new AgreementError(
      'agreement.forbidden',
      `As ${role === 'viewer' ? 'a viewer' : `an ${role}`} you cannot ${action} this document`,
    )
  }
}

export function decideCollaboration(
  command: CollaborationCommand,
  state: AgreementState,
): CollaborationEvent[] {
  const { actor, now } = command.data
  const at = now.toISOString()
  switch (command.type) {
    case 'AddCollaborator': {
      requirePermission(state, actor, 'manage')
      if (state.access === 'preview')
        throw new AgreementError('agreement.preview_only', 'Collaboration is part of Professional')
      const email = normaliseCollaboratorEmail(command.data.email)
      const name = command.data.name.trim()
      if (email === '' || name === '')
        throw new AgreementError('collaboration.fields_required', COLLABORATION_TEXTS.emailAndNameRequired)
      if (name.length > MAX_NAME_LENGTH)
        throw new AgreementError(
          'collaboration.fields_required',
          `The name is too long (at most ${MAX_NAME_LENGTH} characters)`,
        )
      // An invitation names a real address (the account issue's mail goes to it).
      if (!isEmailAddress(email))
        throw new AgreementError('collaboration.invalid_email', ACCOUNT_TEXTS.invalidEmail)
      if (email === normaliseCollaboratorEmail(command.data.ownerEmail)) {
        throw new AgreementError(
          'collaboration.is_owner',
          'The owner already has full access to this document',
        )
      }
      const inviteeUserId = command.data.inviteeUserId
      if (
        currentCollaborators(state).some(
          (c) => c.email === email || (inviteeUserId !== null && c.userId === inviteeUserId),
        )
      ) {
        throw new AgreementError('collaboration.already_added', `${email} is already a collaborator`)
      }
      const { collaboratorId, role } = command.data
      const bound = inviteeUserId === null ? {} : { userId: inviteeUserId }
      return [
        {
          type: 'CollaboratorAdded',
          data: { collaboratorId, email, name, role, ...bound, addedBy: actor.id, addedAt: at },
        },
      ]
    }
    case 'AcceptInvitation': {
      if (!agreementExists(state)) throw new AgreementError('agreement.not_found', 'Agreement not found')
      const { collaboratorId, via } = command.data
      const invitation = pendingInvitation(state, collaboratorId, actor.id)
      if (invitation === 'accepted-by-actor') return []
      // A verified address takes only the invitations made to that very address.
      if (
        via === 'verified-address' &&
        collaboratorOf(state, collaboratorId)?.email !== normaliseCollaboratorEmail(actor.email)
      )
        throw new AgreementError('invitation.not_found', INVITATION_TEXTS.notFound)
      requireNewMember(state, actor.id)
      return [accepted(collaboratorId, actor.id, via === 'link' ? 'link' : 'verified', actor.id, at)]
    }
    case 'ConfirmInvitation': {
      requirePermission(state, actor, 'manage')
      const { collaboratorId, inviteeUserId } = command.data
      if (pendingInvitation(state, collaboratorId, inviteeUserId) === 'accepted-by-actor') return []
      if (inviteeUserId === null)
        throw new AgreementError('invitation.no_account', INVITATION_TEXTS.noAccount)
      // Whoever signed up with the address has not shown it is theirs: only a verified one is confirmed.
      if (!command.data.inviteeVerified)
        throw new AgreementError('invitation.unverified', INVITATION_TEXTS.unverified)
      requireNewMember(state, inviteeUserId)
      return [accepted(collaboratorId, inviteeUserId, 'confirmed', actor.id, at)]
    }
    case 'ChangeCollaboratorRole': {
      requirePermission(state, actor, 'manage')
      const current = collaborator(state, command.data.collaboratorId)
      if (current.role === command.data.role)
        throw new AgreementError(
          'agreement.unchanged',
          `They are already ${command.data.role === 'viewer' ? 'a viewer' : `an ${command.data.role}`}`,
        )
      return [
        {
          type: 'CollaboratorRoleChanged',
          data: {
            collaboratorId: command.data.collaboratorId,
            role: command.data.role,
            previousRole: current.role,
            changedBy: actor.id,
            changedAt: at,
          },
        },
      ]
    }
    case 'RemoveCollaborator': {
      requirePermission(state, actor, 'manage')
      const current = collaborator(state, command.data.collaboratorId)
      return [
        {
          type: 'CollaboratorRemoved',
          data: {
            collaboratorId: command.data.collaboratorId,
            email: current.email,
            removedBy: actor.id,
            removedAt: at,
          },
        },
      ]
    }
    case 'AddComment': {
      requirePermission(state, actor, 'comment')
      // A trial document's collaboration is shown locked; the server keeps it locked too.
      if (state.access === 'preview')
        throw new AgreementError('agreement.preview_only', 'Comments are part of Professional')
      const content = command.data.content.trim()
      if (content === '') throw new AgreementError('comment.empty', COLLABORATION_TEXTS.commentEmpty)
      if (content.length > MAX_COMMENT_LENGTH) throw new AgreementError('comment.too_long', commentTooLong)
      if (state.commentCount >= MAX_COMMENTS_PER_DOCUMENT)
        throw new AgreementError('comment.limit_reached', commentLimitReached)
      const base = {
        commentId: command.data.commentId,
        authorId: actor.id,
        authorName: actor.name.slice(0, MAX_NAME_LENGTH) || actor.email,
        content,
        addedAt: at,
      }
      const parentId = command.data.parentId
      if (parentId === undefined) return [{ type: 'CommentAdded', data: base }]
      const parent = commentOf(state, parentId)
      // Another document's comment id is not found here, exactly like a missing one.
      if (!parent) throw new AgreementError('comment.not_found', 'Comment not found')
      // Threads are one level deep: a reply to a reply joins the same thread.
      return [{ type: 'CommentReplied', data: { ...base, parentId: parent.parentId ?? parentId } }]
    }
    case 'ResolveComment':
    case 'ReopenComment': {
      requirePermission(state, actor, 'comment')
      const comment = commentOf(state, command.data.commentId)
      if (!comment || comment.parentId !== null)
        throw new AgreementError('comment.not_found', 'Comment not found')
      const resolve = command.type === 'ResolveComment'
      if (comment.resolved === resolve) {
        throw new AgreementError(
          'agreement.unchanged',
          resolve ? 'The comment is already resolved' : 'The comment is already open',
        )
      }
      return resolve
        ? [
            {
              type: 'CommentResolved',
              data: { commentId: command.data.commentId, resolvedBy: actor.id, resolvedAt: at },
            },
          ]
        : [
            {
              type: 'CommentReopened',
              data: { commentId: command.data.commentId, reopenedBy: actor.id, reopenedAt: at },
            },
          ]
    }
    case 'ShareAgreement': {
      requirePermission(state, actor, 'view')
      if (state.access === 'preview')
        throw new AgreementError('agreement.preview_only', 'Sharing is part of Professional')
      return [
        { type: 'AgreementShared', data: { sharedBy: actor.id, method: command.data.method, sharedAt: at } },
      ]
    }
  }
}

/** A current, still pending invitation; 'accepted-by-actor' when `userId` already holds it (a repeat). */
function pendingInvitation(
  state: AgreementState,
  collaboratorId: string,
  userId: string | null,
): 'pending' | 'accepted-by-actor' {
  const found = collaboratorOf(state, collaboratorId)
  if (!found) throw new AgreementError('invitation.not_found', INVITATION_TEXTS.notFound)
  if (found.userId === null) return 'pending'
  if (found.userId === userId) return 'accepted-by-actor'
  throw new AgreementError('invitation.already_accepted', INVITATION_TEXTS.alreadyAccepted)
}

/** One account holds at most one role on a document, and the owner holds none besides owning it. */
function requireNewMember(state: AgreementState, userId: string): void {
  if (userId === state.ownerId) throw new AgreementError('collaboration.is_owner', INVITATION_TEXTS.isOwner)
  if (currentCollaborators(state).some((c) => c.userId === userId)) {
    throw new AgreementError('collaboration.already_added', INVITATION_TEXTS.alreadyOnTeam)
  }
}

const accepted = (
  collaboratorId: string,
  userId: string,
  method: 'link' | 'verified' | 'confirmed',
  acceptedBy: string,
  acceptedAt: string,
): CollaborationEvent => ({
  type: 'InvitationAccepted',
  data: { collaboratorId, userId, method, acceptedBy, acceptedAt },
})

function collaborator(state: AgreementState, collaboratorId: string) {
  const found = collaboratorOf(state, collaboratorId)
  if (found) return found
  // Someone on the team acting from a page loaded before the removal: they may know.
  if (collaboratorWasRemoved(state, collaboratorId))
    throw new AgreementError('collaboration.already_removed', collaboratorAlreadyRemoved)
  // Another document's collaborator id is unknown here: the same answer as a missing one.
  throw new AgreementError('collaboration.not_found', 'Collaborator not found')
}
