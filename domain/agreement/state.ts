import type { CollaboratorRole } from '#domain/collaboration/index.ts'
import { CLAUSE_SEPARATOR, type AgreementEvent, type AgreementKeyTerm } from './events.ts'

export type AgreementState = {
  /** null until the agreement is generated. */
  ownerId: string | null
  title: string
  templateId: string
  access: 'full' | 'preview'
  content: string
  /** The drafting engine's structure; null once a manual edit has replaced the text. */
  structure: Record<string, unknown> | null
  summary: string
  keyTerms: AgreementKeyTerm[]
  pages: number
  /** The stream version: how many events the stream holds. */
  version: number
  /**
   * The stream version of the last change to the text (generation or edit). Events that
   * leave the text alone (an export) raise `version` but not this, so an edit form loaded
   * before them has still seen the current text.
   */
  contentVersion: number
  /** Current collaborators by id (removed ones are dropped). */
  collaborators: Record<string, { email: string; name: string; role: CollaboratorRole }>
  /** Comments by id: what replying, resolving and reopening need to know. */
  comments: Record<string, { parentId: string | null; resolved: boolean }>
  /** ISO instants; null before generation. */
  createdAt: string | null
  updatedAt: string | null
}

export const initialAgreementState = (): AgreementState => ({
  ownerId: null,
  title: '',
  templateId: '',
  access: 'preview',
  content: '',
  structure: null,
  summary: '',
  keyTerms: [],
  pages: 0,
  version: 0,
  contentVersion: 0,
  collaborators: {},
  comments: {},
  createdAt: null,
  updatedAt: null,
})

export const agreementExists = (state: AgreementState): state is AgreementState & { ownerId: string } =>
  state.ownerId !== null

/**
 * Every event on the stream counts towards `version` (it is the expected version of the
 * next edit), but only the types known here change the document.
 */
export function evolveAgreement(
  state: AgreementState,
  event: { type: string; data: unknown },
): AgreementState {
  const known = event as AgreementEvent
  const version = state.version + 1
  switch (known.type) {
    case 'AgreementGenerated': {
      const d = known.data
      return {
        ownerId: d.ownerId,
        title: d.title,
        templateId: d.templateId,
        access: d.access,
        content: d.content,
        structure: d.structure,
        summary: d.summary,
        keyTerms: d.keyTerms,
        pages: d.pages,
        version,
        contentVersion: version,
        collaborators: {},
        comments: {},
        createdAt: d.generatedAt,
        updatedAt: d.generatedAt,
      }
    }
    case 'AgreementEdited':
      return {
        ...state,
        content: known.data.content,
        // The text no longer matches the drafted structure.
        structure: null,
        summary: known.data.summary ?? state.summary,
        version,
        contentVersion: version,
        updatedAt: known.data.editedAt,
      }
    case 'AgreementAiEdited':
      return {
        ...state,
        content: known.data.content,
        structure: known.data.structure,
        version,
        contentVersion: version,
        updatedAt: known.data.editedAt,
      }
    case 'ClauseAdded':
      return {
        ...state,
        content: appendClause(state.content, known.data.text),
        // The appended text is not part of the drafted structure.
        structure: null,
        version,
        contentVersion: version,
        updatedAt: known.data.addedAt,
      }
    case 'CollaboratorAdded': {
      const { collaboratorId, email, name, role } = known.data
      return { ...state, collaborators: { ...state.collaborators, [collaboratorId]: { email, name, role } }, version }
    }
    case 'CollaboratorRoleChanged': {
      const current = state.collaborators[known.data.collaboratorId]
      if (!current) return { ...state, version }
      return {
        ...state,
        collaborators: { ...state.collaborators, [known.data.collaboratorId]: { ...current, role: known.data.role } },
        version,
      }
    }
    case 'CollaboratorRemoved': {
      const { [known.data.collaboratorId]: _removed, ...rest } = state.collaborators
      return { ...state, collaborators: rest, version }
    }
    case 'CommentAdded':
      return { ...state, comments: { ...state.comments, [known.data.commentId]: { parentId: null, resolved: false } }, version }
    case 'CommentReplied':
      return {
        ...state,
        comments: { ...state.comments, [known.data.commentId]: { parentId: known.data.parentId, resolved: false } },
        version,
      }
    case 'CommentResolved':
    case 'CommentReopened': {
      const current = state.comments[known.data.commentId]
      if (!current) return { ...state, version }
      const resolved = known.type === 'CommentResolved'
      return { ...state, comments: { ...state.comments, [known.data.commentId]: { ...current, resolved } }, version }
    }
    case 'AgreementExported':
      // A download changes neither the text nor when the document was last changed.
      return { ...state, version }
    default:
      // Events of later schema versions or other types leave the document as it is.
      return { ...state, version }
  }
}

/** The text with a clause appended after two newlines, as the clause library adds it. */
export const appendClause = (content: string, clause: string): string => `${content}${CLAUSE_SEPARATOR}${clause}`
