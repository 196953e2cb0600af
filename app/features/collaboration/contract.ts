// What the collaboration panel receives from a loader, and what a refused form answers.
// Plain data only: this file ships to the browser.

import type { CollaboratorRole, DocumentRole } from '#domain/collaboration/index.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'

export type { CollaboratorRole }
export type TeamRole = DocumentRole

/** The roles a collaborator can be given, in the order the select lists them (viewer first: the default). */
export const ROLE_OPTIONS: readonly { value: CollaboratorRole; label: string; hint: string }[] = [
  { value: 'viewer', label: 'Viewer', hint: 'view and comment' },
  { value: 'editor', label: 'Editor', hint: 'also edit' },
  { value: 'admin', label: 'Admin', hint: 'also manage collaborators' },
]

export interface CollaboratorEntry {
  id: string
  name: string
  email: string
  role: CollaboratorRole
  /** Used the product in the last few minutes (from session activity). */
  online: boolean
  /** Invited, not yet accepted: the role is bound to no account and grants nothing. */
  pending: boolean
  /** Pending, and an account now uses the invited address. */
  signedUp: boolean
  /** …and has verified it: a manager may confirm it (an unverified one may not be). */
  signedUpVerified: boolean
  /** The pending invitation's single-use link, for those who manage the team; null otherwise. */
  invitationUrl: string | null
}

export interface CommentEntry {
  id: string
  authorName: string
  content: string
  /** en-IN, India time, e.g. "22 Nov 2026, 3:45 pm". */
  timestamp: string
  /** ISO instant, for <time dateTime>. */
  at: string
}

export interface CommentThread extends CommentEntry {
  resolved: boolean
  replies: CommentEntry[]
}

export interface CollaborationView {
  agreementId: string
  /** The viewer's own role: what the panel offers (the server refuses the rest regardless). */
  role: TeamRole
  canManage: boolean
  canComment: boolean
  owner: { name: string; email: string; online: boolean }
  /**
   * The team. Pending invitations are listed only for those who may manage the team, with
   * the single-use link also mailed to the invitee: only the link, the invited address
   * verified, or a manager's confirmation of a verified account turns an invitation into
   * access, and the others need not learn whom it was sent to.
   */
  collaborators: CollaboratorEntry[]
  /** How many invitations are pending (listed above only for the owner and admins). */
  pendingInvitations: number
  /** The newest `threadsShown` threads, oldest of them first. */
  comments: CommentThread[]
  /** Threads on the document, and how many are open (not resolved). */
  threadCount: number
  openCount: number
  /** How many of the newest threads were asked for (`?comments=`), and how many older ones are not shown. */
  threadsShown: number
  earlierThreads: number
  /** origin + /document/<id>: the link to hand out. */
  shareUrl: string
  /** New on every load; posted with every form, so a form sent twice is recorded once. */
  formKey: string
}

/** Threads shown at first, and how many more "Show earlier threads" adds (`?comments=`). */
export const COMMENT_THREADS_PAGE = 50
export const COMMENTS_PARAM = 'comments'

/** The forms of the panel; each posts `intent` to /document/<id>. */
export const COLLABORATION_INTENTS = [
  'add-collaborator',
  'change-role',
  'remove-collaborator',
  'confirm-invitation',
  'comment',
  'resolve',
  'reopen',
  'share',
] as const
export type CollaborationIntent = (typeof COLLABORATION_INTENTS)[number]

/** The panel's fields a refusal gives back: what the user typed or chose, and which row or thread. */
export type CollaborationField =
  'email' | 'name' | 'role' | 'content' | 'parentId' | 'collaboratorId' | 'commentId'

/**
 * A refused form, in the form contract: which one, the messages, and what was typed, so
 * the form comes back as the user left it (with and without JavaScript).
 */
export type CollaborationRefusal = FormRefusal<CollaborationField>

/** The collaborator or comment a refused form was about, when it was about one. */
export const refusalTarget = (refusal: CollaborationRefusal): string | null =>
  refusal.values.collaboratorId ?? refusal.values.commentId ?? refusal.values.parentId ?? null

/** The e-mail and name fields after trimming, as the server judges them (spec §5). */
export const fieldsFilled = (email: string, name: string) => email.trim() !== '' && name.trim() !== ''

/** The shared document page, /document/<id>. */
export interface SharedDocumentPage {
  id: string
  title: string
  content: string
  /** en-IN, e.g. "22 Nov 2026". */
  createdDate: string
  createdAt: string
  /** The type badge: the template's name. */
  type: string
  access: 'full' | 'preview'
  role: TeamRole
  /** `?view=print`: the print-friendly view (Full Screen without JavaScript). */
  print: boolean
  /** `?collab=hide` hides the panel (the Show/Hide Collaboration toggle is a link). */
  showCollaboration: boolean
  /** After the no-JavaScript Share form: the link is shown to copy. */
  shared: boolean
  shareUrl: string
  /** The page's form key (see CollaborationView), for the Share form too. */
  formKey: string
  /** null when hidden, or for a trial document (collaboration locked). */
  collaboration: CollaborationView | null
}
