import { z } from 'zod'
import { COLLABORATOR_ROLES, MAX_COMMENT_LENGTH, MAX_NAME_LENGTH } from '#domain/collaboration/index.ts'

// Collaboration on an `agreement-<uuid>` stream: who else may see and change the document,
// what they said about it, and when it was shared. Collaborators are recorded by e-mail,
// so inviting someone who has no account yet works: the grant applies when that e-mail
// signs up, with no further event.

const role = z.enum(COLLABORATOR_ROLES)
const email = z.string().min(3).max(254)

export const collaboratorAddedSchema = z.object({
  collaboratorId: z.uuid(),
  /** Normalised (trimmed, lower case): the key access is granted by. */
  email,
  name: z.string().min(1).max(MAX_NAME_LENGTH),
  role,
  addedBy: z.uuid(),
  addedAt: z.iso.datetime(),
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

export const commentResolvedSchema = z.object({ commentId: z.uuid(), resolvedBy: z.uuid(), resolvedAt: z.iso.datetime() })
export const commentReopenedSchema = z.object({ commentId: z.uuid(), reopenedBy: z.uuid(), reopenedAt: z.iso.datetime() })

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
  CommentAdded: commentAddedSchema,
  CommentReplied: commentRepliedSchema,
  CommentResolved: commentResolvedSchema,
  CommentReopened: commentReopenedSchema,
  AgreementShared: agreementSharedSchema,
} as const

export type CollaborationEvent = {
  [K in keyof typeof COLLABORATION_EVENT_SCHEMAS]: { type: K; data: z.infer<(typeof COLLABORATION_EVENT_SCHEMAS)[K]> }
}[keyof typeof COLLABORATION_EVENT_SCHEMAS]
