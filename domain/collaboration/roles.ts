// Who may do what with a document. The server enforces every cell of this table; the
// old product enforced roles only in the browser.

/** The roles a collaborator can be given; the owner is not a collaborator. */
export const COLLABORATOR_ROLES = ['viewer', 'editor', 'admin'] as const
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number]
export type DocumentRole = 'owner' | CollaboratorRole

/** The specification: a new collaborator is a viewer unless chosen otherwise. */
export const DEFAULT_ROLE: CollaboratorRole = 'viewer'

/**
 * - view: read the document, its history, and download it;
 * - comment: post, reply, resolve and reopen comments;
 * - edit: change the text (by hand, with AI, by adding a clause);
 * - manage: add collaborators, change their roles, remove them.
 */
export type DocumentAction = 'view' | 'comment' | 'edit' | 'manage'

const PERMISSIONS: Record<DocumentRole, readonly DocumentAction[]> = {
  owner: ['view', 'comment', 'edit', 'manage'],
  admin: ['view', 'comment', 'edit', 'manage'],
  editor: ['view', 'comment', 'edit'],
  viewer: ['view', 'comment'],
}

export function may(role: DocumentRole | null, action: DocumentAction): boolean {
  return role !== null && PERMISSIONS[role].includes(action)
}

export const isCollaboratorRole = (value: unknown): value is CollaboratorRole =>
  typeof value === 'string' && (COLLABORATOR_ROLES as readonly string[]).includes(value)

export const ROLE_LABELS: Record<DocumentRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
}
