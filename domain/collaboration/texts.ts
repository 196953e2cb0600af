// The specification's texts for collaboration, and the limits the server keeps.

export const COLLABORATION_TEXTS = {
  emailAndNameRequired: 'Email and name are required',
  commentEmpty: 'Comment cannot be empty',
  collaboratorAdded: 'Collaborator added successfully',
  collaboratorRemoved: 'Collaborator removed successfully',
  commentAdded: 'Comment added successfully',
  addFailed: 'Failed to add collaborator',
  removeFailed: 'Failed to remove collaborator',
  commentFailed: 'Failed to add comment',
  notFoundTitle: 'Document Not Found',
  notFound: "This document may not exist or you don't have permission to view it",
} as const

/** No limit in the specification; a sane cap with a clear message instead of none at all. */
export const MAX_COMMENT_LENGTH = 10_000
export const commentTooLong = `Comment is too long (at most ${MAX_COMMENT_LENGTH.toLocaleString('en-IN')} characters)`
export const MAX_NAME_LENGTH = 200

/**
 * Comments and replies one document may hold. Every command folds the document's whole
 * stream, and the panel and the API list its threads, so a shared page must not take
 * comments without end; a real review of an agreement is far below this.
 */
export const MAX_COMMENTS_PER_DOCUMENT = 1_000
export const commentLimitReached = `This document has reached its limit of ${MAX_COMMENTS_PER_DOCUMENT.toLocaleString('en-IN')} comments and replies`

/** The answers about a single-use invitation (link or a manager's confirmation). */
export const INVITATION_TEXTS = {
  notFound: 'This invitation is not valid: it may have been withdrawn, or the link is incomplete',
  alreadyAccepted: 'This invitation has already been accepted',
  alreadyOnTeam: 'You already have access to this document',
  isOwner: 'You own this document',
  noAccount: 'No account uses this address yet: they can accept through the invitation link we e-mailed them',
  unverified:
    'The account using this address has not verified it yet: they get access when they follow the verification link we e-mailed them, or accept through the invitation link',
  accepted: 'Invitation accepted',
  confirmed: 'Access confirmed',
  invitationMailed:
    'Invitation e-mailed. They get access when they accept it through the link in that e-mail (it works once), or verify this address on their account.',
} as const

/** A row acted on from a page loaded before someone removed that collaborator. */
export const collaboratorAlreadyRemoved = 'This collaborator was already removed'

/** "1 collaborator", "2 collaborators"; "1 comment", "3 comments". */
export const pluralise = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`
