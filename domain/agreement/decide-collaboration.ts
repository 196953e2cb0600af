import {
  COLLABORATION_TEXTS,
  commentTooLong,
  MAX_COMMENT_LENGTH,
  MAX_NAME_LENGTH,
  may,
  type CollaboratorRole,
  type DocumentAction,
  type DocumentRole,
} from '#domain/collaboration/index.ts'
import type { CollaborationEvent } from './collaboration-events.ts'
import { agreementExists, type AgreementState } from './state.ts'
import { AgreementError } from './errors.ts'

/** Who is acting: the signed-in user, with the e-mail collaborators are granted by. */
export interface Actor {
  id: string
  email: string
  /** Shown beside their comments. */
  name: string
}

export type CollaborationCommand =
  | {
      type: 'AddCollaborator'
      data: { collaboratorId: string; email: string; name: string; role: CollaboratorRole; ownerEmail: string; actor: Actor; now: Date }
    }
  | { type: 'ChangeCollaboratorRole'; data: { collaboratorId: string; role: CollaboratorRole; actor: Actor; now: Date } }
  | { type: 'RemoveCollaborator'; data: { collaboratorId: string; actor: Actor; now: Date } }
  | { type: 'AddComment'; data: { commentId: string; content: string; parentId?: string; actor: Actor; now: Date } }
  | { type: 'ResolveComment'; data: { commentId: string; actor: Actor; now: Date } }
  | { type: 'ReopenComment'; data: { commentId: string; actor: Actor; now: Date } }
  | { type: 'ShareAgreement'; data: { method: 'link' | 'native'; actor: Actor; now: Date } }

export const COLLABORATION_COMMANDS = [
  'AddCollaborator',
  'ChangeCollaboratorRole',
  'RemoveCollaborator',
  'AddComment',
  'ResolveComment',
  'ReopenComment',
  'ShareAgreement',
] as const

export const normaliseCollaboratorEmail = (email: string) => email.trim().toLowerCase()

/** The actor's role on this document: owner, a collaborator's role by e-mail, or none. */
export function roleOf(state: AgreementState, actor: { id: string; email?: string }): DocumentRole | null {
  if (state.ownerId !== null && actor.id === state.ownerId) return 'owner'
  if (!actor.email) return null
  const email = normaliseCollaboratorEmail(actor.email)
  return Object.values(state.collaborators).find((c) => c.email === email)?.role ?? null
}

/**
 * Refuses an actor who may not do `action`. No role at all is "not found" — the same answer
 * as for a document that does not exist, so an id reveals nothing — while a role without
 * the permission (a viewer editing) is "forbidden".
 */
export function requirePermission(
  state: AgreementState,
  actor: { id: string; email?: string },
  action: DocumentAction,
): asserts state is AgreementState & { ownerId: string } {
  if (!agreementExists(state)) throw new AgreementError('agreement.not_found', 'Agreement not found')
  const role = roleOf(state, actor)
  if (role === null) throw new AgreementError('agreement.not_found', 'Agreement not found')
  if (!may(role, action)) {
    throw new AgreementError('agreement.forbidden', `As ${role === 'viewer' ? 'a viewer' : `an ${role}`} you cannot ${action} this document`)
  }
}

export function decideCollaboration(command: CollaborationCommand, state: AgreementState): CollaborationEvent[] {
  const { actor, now } = command.data
  const at = now.toISOString()
  switch (command.type) {
    case 'AddCollaborator': {
      requirePermission(state, actor, 'manage')
      if (state.access === 'preview') throw new AgreementError('agreement.preview_only', 'Collaboration is part of Professional')
      const email = normaliseCollaboratorEmail(command.data.email)
      const name = command.data.name.trim()
      if (email === '' || name === '') throw new AgreementError('collaboration.fields_required', COLLABORATION_TEXTS.emailAndNameRequired)
      if (email.length > 254 || name.length > MAX_NAME_LENGTH) {
        throw new AgreementError('collaboration.fields_required', 'The e-mail or the name is too long')
      }
      if (email === normaliseCollaboratorEmail(command.data.ownerEmail)) {
        throw new AgreementError('collaboration.is_owner', 'The owner already has full access to this document')
      }
      if (Object.values(state.collaborators).some((c) => c.email === email)) {
        throw new AgreementError('collaboration.already_added', `${email} is already a collaborator`)
      }
      const { collaboratorId, role } = command.data
      return [{ type: 'CollaboratorAdded', data: { collaboratorId, email, name, role, addedBy: actor.id, addedAt: at } }]
    }
    case 'ChangeCollaboratorRole': {
      requirePermission(state, actor, 'manage')
      const current = collaborator(state, command.data.collaboratorId)
      if (current.role === command.data.role) throw new AgreementError('agreement.unchanged', `They are already ${command.data.role === 'viewer' ? 'a viewer' : `an ${command.data.role}`}`)
      return [
        {
          type: 'CollaboratorRoleChanged',
          data: { collaboratorId: command.data.collaboratorId, role: command.data.role, previousRole: current.role, changedBy: actor.id, changedAt: at },
        },
      ]
    }
    case 'RemoveCollaborator': {
      requirePermission(state, actor, 'manage')
      const current = collaborator(state, command.data.collaboratorId)
      return [{ type: 'CollaboratorRemoved', data: { collaboratorId: command.data.collaboratorId, email: current.email, removedBy: actor.id, removedAt: at } }]
    }
    case 'AddComment': {
      requirePermission(state, actor, 'comment')
      // A trial document's collaboration is shown locked; the server keeps it locked too.
      if (state.access === 'preview') throw new AgreementError('agreement.preview_only', 'Comments are part of Professional')
      const content = command.data.content.trim()
      if (content === '') throw new AgreementError('comment.empty', COLLABORATION_TEXTS.commentEmpty)
      if (content.length > MAX_COMMENT_LENGTH) throw new AgreementError('comment.too_long', commentTooLong)
      const base = { commentId: command.data.commentId, authorId: actor.id, authorName: actor.name.slice(0, MAX_NAME_LENGTH) || actor.email, content, addedAt: at }
      const parentId = command.data.parentId
      if (parentId === undefined) return [{ type: 'CommentAdded', data: base }]
      const parent = state.comments[parentId]
      // Another document's comment id is not found here, exactly like a missing one.
      if (!parent) throw new AgreementError('comment.not_found', 'Comment not found')
      // Threads are one level deep: a reply to a reply joins the same thread.
      return [{ type: 'CommentReplied', data: { ...base, parentId: parent.parentId ?? parentId } }]
    }
    case 'ResolveComment':
    case 'ReopenComment': {
      requirePermission(state, actor, 'comment')
      const comment = state.comments[command.data.commentId]
      if (!comment || comment.parentId !== null) throw new AgreementError('comment.not_found', 'Comment not found')
      const resolve = command.type === 'ResolveComment'
      if (comment.resolved === resolve) {
        throw new AgreementError('agreement.unchanged', resolve ? 'The comment is already resolved' : 'The comment is already open')
      }
      return resolve
        ? [{ type: 'CommentResolved', data: { commentId: command.data.commentId, resolvedBy: actor.id, resolvedAt: at } }]
        : [{ type: 'CommentReopened', data: { commentId: command.data.commentId, reopenedBy: actor.id, reopenedAt: at } }]
    }
    case 'ShareAgreement': {
      requirePermission(state, actor, 'view')
      if (state.access === 'preview') throw new AgreementError('agreement.preview_only', 'Sharing is part of Professional')
      return [{ type: 'AgreementShared', data: { sharedBy: actor.id, method: command.data.method, sharedAt: at } }]
    }
  }
}

function collaborator(state: AgreementState, collaboratorId: string) {
  const found = state.collaborators[collaboratorId]
  // Another document's collaborator id is unknown here: the same answer as a missing one.
  if (!found) throw new AgreementError('collaboration.not_found', 'Collaborator not found')
  return found
}
