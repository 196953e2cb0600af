import { z } from 'zod'
import type { EventOf, PayloadsOf } from '#domain/shared/decider.ts'
import { COLLABORATOR_ROLES, MAX_COMMENT_LENGTH, MAX_NAME_LENGTH } from '#domain/collaboration/index.ts'

// Collaboration on an `agreement-<uuid>` stream: who else may see and change the document,
// what they said about it, and when it was shared. A grant is bound to an account: the one
// that had verified the invited address when the invitation was made, or — otherwise — the
// one that opens the single-use invitation link, that verifies the invited address, or that
// a manager confirms once it has. Signing up with an invited address grants nothing by itself.

const role = z.enum(COLLABORATOR_ROLES)
const email = z.string().min(3).max(254)

export const collaboratorAddedSchema = z.object({
  collaboratorId: z.uuid(),
  /** Normalised (trimmed, lower case): the address the invitation was made to. */
  email,
  name: z.string().min(1).max(MAX_NAME_LENGTH),
  role,
  /**
   * The account that had this address, verified, when the invitation was made: the grant
   * is bound to it. Absent otherwise (and on events recorded before grants were bound): the
   * invitation is pending until accepted (`InvitationAccepted`).
   */
  userId: z.uuid().optional(),
  addedBy: z.uuid(),
  addedAt: z.iso.datetime(),
})

/**
 * A pending invitation was bound to an account: by its single-use link, when the account
 * verified the invited address (`verified`), or confirmed by a manager.
 */
export const invitationAcceptedSchema = z.object({
  collaboratorId: z.uuid(),
  /** The account that now holds the role. */
  userId: z.uuid(),
  method: z.enum(['link', 'verified', 'confirmed']),
  /** The invitee for a link or a verified address; the owner or admin who confirmed. */
  acceptedBy: z.uuid(),
  acceptedAt: z.iso.datetime(),
})

export const collaboratorRoleChangedSchema = z.object({
  collaboratorId: z.uuid(),
  role,
  /** The role before, so the history reads "editor → viewer" without a replay. */
  previousRole: role,
  changedBy: z.uuid(),
  changedAt: z.iso.datetime(),
})

export const collaboratorRemovedSchema = z.object({
  collaboratorId: z.uuid(),
  email,
  removedBy: z.uuid(),
  removedAt: z.iso.datetime(),
})

const commentContent = z.string().min(1).max(MAX_COMMENT_LENGTH)

export const commentAddedSchema = z.object({
  commentId: z.uuid(),
  authorId: z.uuid(),
  /** The name shown beside the comment, as it was when it was written. */
  authorName: z.string().min(1).max(MAX_NAME_LENGTH),
  content: commentContent,
  addedAt: z.iso.datetime(),
})

export const commentRepliedSchema = commentAddedSchema.extend({
  /** The comment this replies to (threads are one level deep, as the specification shows). */
  parentId: z.uuid(),
})

export const commentResolvedSchema = z.object({
  commentId: z.uuid(),
  resolvedBy: z.uuid(),
  resolvedAt: z.iso.datetime(),
})
export const commentReopenedSchema = z.object({
  commentId: z.uuid(),
  reopenedBy: z.uuid(),
  reopenedAt: z.iso.datetime(),
})

/** The share link was handed out (copied, sent through the share sheet, or shown to copy). */
export const agreementSharedSchema = z.object({
  sharedBy: z.uuid(),
  method: z.enum(['link', 'native']),
  sharedAt: z.iso.datetime(),
})

export const COLLABORATION_EVENT_SCHEMAS = {
  CollaboratorAdded: collaboratorAddedSchema,
  CollaboratorRoleChanged: collaboratorRoleChangedSchema,
  CollaboratorRemoved: collaboratorRemovedSchema,
  InvitationAccepted: invitationAcceptedSchema,
  CommentAdded: commentAddedSchema,
  CommentReplied: commentRepliedSchema,
  CommentResolved: commentResolvedSchema,
  CommentReopened: commentReopenedSchema,
  AgreementShared: agreementSharedSchema,
} as const

export type CollaborationEvent = EventOf<PayloadsOf<typeof COLLABORATION_EVENT_SCHEMAS>>
