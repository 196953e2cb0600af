import type { CollaboratorRole } from '#domain/collaboration/index.ts'
import type { RegistrationStatus } from '#domain/drafting/types.ts'
import { entries, lastWrite, put, remove, valueOf, type KeyedLog } from '#domain/shared/keyed-log.ts'
import { evolveKnown } from '#domain/shared/decider.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import { CLAUSE_SEPARATOR, isAgreementEvent, type AgreementEvent, type AgreementKeyTerm } from './events.ts'

export type CollaboratorIdentity = { email: string; name: string; userId: string | null }

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
  /*
   * Collaboration is written by many people and folded before every command, so it is kept
   * in persistent logs (domain/shared/keyed-log.ts): an event adds one node and copies
   * nothing, and every id is looked up as data. Read them through collaboratorOf,
   * currentCollaborators, collaboratorWasRemoved and commentOf.
   */
  /**
   * Collaborators by id: the invited e-mail, the name, and the account the role is bound
   * to (null while the invitation is pending); a removal is a deletion, so it is remembered.
   */
  collaborators: KeyedLog<CollaboratorIdentity> | null
  /** Each collaborator's role by id, written when added and on every change. */
  collaboratorRoles: KeyedLog<CollaboratorRole> | null
  /** Comments and replies by id: the thread they belong to. */
  comments: KeyedLog<{ parentId: string | null }> | null
  /** Whether each comment is resolved, written when posted and on every resolve and reopen. */
  commentResolutions: KeyedLog<boolean> | null
  /** Comments and replies posted: what the per-document cap counts. */
  commentCount: number
  /** The day the document was signed, as recorded ("YYYY-MM-DD"); null when not recorded. */
  executedOn: string | null
  /** The stream version of the last recorded (or cleared) execution date; 0 when never recorded. */
  executionDateVersion: number
  /**
   * Whether the generation's execution checklist says the document must or may be registered;
   * null when it had no checklist (a text the drafting engine did not write).
   */
  registrationStatus: RegistrationStatus | null
  /** The day the document was registered, as recorded ("YYYY-MM-DD"); null when not recorded. */
  registeredOn: string | null
  /** The registration number recorded with it, as typed; null when none. */
  registrationNumber: string | null
  /** The stream version of the last recorded (or cleared) registration; 0 when never recorded. */
  registrationVersion: number
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
  collaborators: null,
  collaboratorRoles: null,
  comments: null,
  commentResolutions: null,
  commentCount: 0,
  executedOn: null,
  executionDateVersion: 0,
  registrationStatus: null,
  registeredOn: null,
  registrationNumber: null,
  registrationVersion: 0,
  createdAt: null,
  updatedAt: null,
})

export const agreementExists = (state: AgreementState): state is AgreementState & { ownerId: string } =>
  state.ownerId !== null

function evolveKnownAgreement(state: AgreementState, event: AgreementEvent): AgreementState {
  const version = state.version + 1
  switch (event.type) {
    case 'AgreementGenerated': {
      const d = event.data
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
        collaborators: null,
        collaboratorRoles: null,
        comments: null,
        commentResolutions: null,
        commentCount: 0,
        executedOn: null,
        executionDateVersion: 0,
        registrationStatus: registrationStatusOf(d),
        registeredOn: null,
        registrationNumber: null,
        registrationVersion: 0,
        createdAt: d.generatedAt,
        updatedAt: d.generatedAt,
      }
    }
    case 'AgreementEdited':
      return {
        ...state,
        content: event.data.content,
        // The text no longer matches the drafted structure.
        structure: null,
        summary: event.data.summary ?? state.summary,
        version,
        contentVersion: version,
        updatedAt: event.data.editedAt,
      }
    case 'AgreementAiEdited':
      return {
        ...state,
        content: event.data.content,
        structure: event.data.structure,
        version,
        contentVersion: version,
        updatedAt: event.data.editedAt,
      }
    case 'ClauseAdded':
      return {
        ...state,
        content: appendClause(state.content, event.data.text),
        // The appended text is not part of the drafted structure.
        structure: null,
        version,
        contentVersion: version,
        updatedAt: event.data.addedAt,
      }
    // Each of these writes one node to a log: no lookup, no copy, whatever came before.
    case 'CollaboratorAdded': {
      const { collaboratorId, email, name, role, userId } = event.data
      return {
        ...state,
        collaborators: put(state.collaborators, collaboratorId, { email, name, userId: userId ?? null }),
        collaboratorRoles: put(state.collaboratorRoles, collaboratorId, role),
        version,
      }
    }
    case 'CollaboratorRoleChanged':
      // A change to someone not (or no longer) on the team shows nowhere: collaboratorOf
      // reads a role only for a current collaborator, and re-adding writes a new one.
      return {
        ...state,
        collaboratorRoles: put(state.collaboratorRoles, event.data.collaboratorId, event.data.role),
        version,
      }
    case 'CollaboratorRemoved':
      return { ...state, collaborators: remove(state.collaborators, event.data.collaboratorId), version }
    case 'InvitationAccepted': {
      const identity = valueOf(state.collaborators, event.data.collaboratorId)
      if (!identity) return { ...state, version }
      return {
        ...state,
        collaborators: put(state.collaborators, event.data.collaboratorId, {
          ...identity,
          userId: event.data.userId,
        }),
        version,
      }
    }
    case 'CommentAdded':
    case 'CommentReplied': {
      const { commentId } = event.data
      return {
        ...state,
        comments: put(state.comments, commentId, {
          parentId: event.type === 'CommentReplied' ? event.data.parentId : null,
        }),
        commentResolutions: put(state.commentResolutions, commentId, false),
        commentCount: state.commentCount + 1,
        version,
      }
    }
    case 'CommentResolved':
    case 'CommentReopened':
      // Resolving an unknown comment shows nowhere: commentOf reads it only for a posted
      // comment, and posting writes `false` over anything earlier.
      return {
        ...state,
        commentResolutions: put(
          state.commentResolutions,
          event.data.commentId,
          event.type === 'CommentResolved',
        ),
        version,
      }
    case 'ExecutionDateRecorded':
      // A fact about the signed paper: the text and when it last changed stay as they were.
      return { ...state, executedOn: event.data.executedOn, executionDateVersion: version, version }
    case 'RegistrationRecorded':
      return {
        ...state,
        registeredOn: event.data.registeredOn,
        registrationNumber: event.data.registrationNumber,
        registrationVersion: version,
        version,
      }
    case 'AgreementUnlocked':
      // The text is the same; what may be done with it is not.
      return { ...state, access: 'full', version }
    case 'AgreementExported':
    case 'AgreementShared':
      // A download or a shared link changes neither the text nor when it last changed.
      return { ...state, version }
    default:
      return assertNever(event, 'agreement event')
  }
}

/**
 * Every event on the stream counts towards `version` (it is the expected version of the
 * next edit), but only the types known here change the document.
 */
export const evolveAgreement = evolveKnown(isAgreementEvent, evolveKnownAgreement, (state) => ({
  ...state,
  version: state.version + 1,
}))

const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['compulsory', 'optional', 'not-required']

/** The checklist's registration status, from the drafted structure or (a custom template's text) the event. */
function registrationStatusOf(d: { structure: unknown; checklist?: unknown }): RegistrationStatus | null {
  const checklistIn = (holder: unknown) =>
    typeof holder === 'object' && holder !== null ? (holder as { checklist?: unknown }).checklist : undefined
  const checklist = checklistIn(d.structure) ?? d.checklist
  const status =
    typeof checklist === 'object' && checklist !== null
      ? (checklist as { registration?: { status?: unknown } }).registration?.status
      : undefined
  return REGISTRATION_STATUSES.find((s) => s === status) ?? null
}

/** The text with a clause appended after two newlines, as the clause library adds it. */
export const appendClause = (content: string, clause: string): string =>
  `${content}${CLAUSE_SEPARATOR}${clause}`

/** A current collaborator by id, or undefined (never added, or removed). */
export function collaboratorOf(
  state: AgreementState,
  collaboratorId: string,
): (CollaboratorIdentity & { role: CollaboratorRole }) | undefined {
  const identity = valueOf(state.collaborators, collaboratorId)
  const role = valueOf(state.collaboratorRoles, collaboratorId)
  return identity && role ? { ...identity, role } : undefined
}

/** Whether this id was a collaborator of this document who has since been removed. */
export function collaboratorWasRemoved(state: AgreementState, collaboratorId: string): boolean {
  const write = lastWrite(state.collaborators, collaboratorId)
  return write !== null && write.value === undefined
}

/** The current collaborators (in no particular order), in one walk of each log. */
export function currentCollaborators(
  state: AgreementState,
): (CollaboratorIdentity & { id: string; role: CollaboratorRole })[] {
  const roles = entries(state.collaboratorRoles)
  return [...entries(state.collaborators)].flatMap(([id, identity]) => {
    const role = roles.get(id)
    return role ? [{ id, ...identity, role }] : []
  })
}

/** A posted comment or reply by id, with its thread and whether it is resolved; undefined for any other id. */
export function commentOf(
  state: AgreementState,
  commentId: string,
): { parentId: string | null; resolved: boolean } | undefined {
  const comment = valueOf(state.comments, commentId)
  return comment
    ? { parentId: comment.parentId, resolved: valueOf(state.commentResolutions, commentId) === true }
    : undefined
}
