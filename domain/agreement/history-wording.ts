import { ROLE_LABELS, isCollaboratorRole } from '#domain/collaboration/roles.ts'
import { formatCalendarDate, isCalendarDate } from '#domain/shared/calendar-date.ts'
import { registeredLine } from '#domain/execution/registration-record.ts'
import { isAgreementEventType, type AgreementEventType } from './events.ts'

// How each event of an `agreement-<uuid>` stream reads in its history: the page, the JSON
// and CSV downloads and the audit certificate all word it here. The wording reads the
// history row's details (the payload minus the text), so it stays defensive about fields.

type Json = Record<string, unknown>
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** What another event refers to by id, looked up for the wording: a collaborator as invited, a comment's opening words. */
export interface HistoryReferences {
  collaborators: ReadonlyMap<string, { email: string | null; name: string | null }>
  comments: ReadonlyMap<string, string>
}

export const NO_REFERENCES: HistoryReferences = { collaborators: new Map(), comments: new Map() }

/**
 * Who reads the history. Invitees' addresses are for those who manage the team: an
 * invitation's address and role, read off the trail, once let a viewer claim an admin
 * role by signing up with it. Everyone else reads the invitee's name.
 */
export interface HistoryAudience {
  seesInviteeAddresses: boolean
}

/** How an event reads in the history: what was done, and the particulars (null when there are none). */
export interface HistoryWording {
  action: string
  detail: string | null
}

/** Characters of a comment quoted in the history. */
export const COMMENT_EXCERPT_CHARS = 120

export function historyExcerpt(value: string, max = COMMENT_EXCERPT_CHARS): string {
  const flat = value.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}

const EXPORT_LABELS: Record<string, string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  html: 'HTML',
  txt: 'Plain text (TXT)',
}
const SHARE_LABELS: Record<string, string> = {
  link: 'the share link was copied',
  native: "the share link was sent through the device's share sheet",
}
/** How a pending invitation became access (InvitationAccepted's `method`). */
const ACCEPTED_HOW: Record<string, string> & { link: string } = {
  link: 'accepted through the invitation link',
  verified: 'accepted when the invitee verified the invited address on their account',
  confirmed: 'access confirmed by a manager for the account that signed up with the invited address',
}
const roleLabel = (value: unknown) =>
  isCollaboratorRole(value) ? ROLE_LABELS[value] : String(value ?? 'unknown role')
const providerLabel = (provider: unknown, model: unknown) =>
  provider === 'offline'
    ? 'the offline drafting engine'
    : `the AI model${text(model) ? ` ${String(model)}` : ''}`

/** What one wording sees: the row's details and the people and comments it refers to. */
interface WordingInput {
  d: Json
  /** "Ravi <ravi@example.in>" for a manager, "Ravi" for the rest. */
  collaborator: () => string
  /** The opening words of the comment the event names, quoted; null when unknown. */
  comment: () => string | null
}

/**
 * One wording per event type. Keyed by every type of the union, so a new event type
 * without its history line fails the typecheck (tests/unit/history-wording-types.test.ts).
 */
export type HistoryWordings<Type extends string = AgreementEventType> = {
  readonly [T in Type]: T extends AgreementEventType ? (input: WordingInput) => HistoryWording : never
}

/** " from the template “Name” (version 2)": the user's own template a document was made from. */
function fromTemplate(value: unknown): string {
  if (typeof value !== 'object' || value === null) return ''
  const { name, version } = value as Json
  return text(name) ? ` from the template “${String(name)}” (version ${Number(version) || '?'})` : ''
}

const commentWords = (d: Json) => (text(d.content) ? `“${historyExcerpt(String(d.content))}”` : null)

export const HISTORY_WORDINGS: HistoryWordings = {
  AgreementGenerated: ({ d }) => ({
    action: 'Generated',
    detail: `“${String(d.title ?? '')}” drafted by ${providerLabel(d.provider, null)}${fromTemplate(d.fromTemplate)}${d.access === 'preview' ? ' (free-trial preview)' : ''}`,
  }),
  AgreementEdited: () => ({ action: 'Edited', detail: 'The text was changed by hand' }),
  AgreementAiEdited: ({ d }) => ({
    action: 'AI-edited',
    detail: `Instruction: “${String(d.instruction ?? '')}” — by ${providerLabel(d.provider, d.model)}${text(d.changeSummary) ? `. ${historyExcerpt(String(d.changeSummary), 300)}` : ''}`,
  }),
  ClauseAdded: ({ d }) => ({
    action: 'Clause added',
    detail: `${String(d.clauseTitle ?? d.clauseId ?? 'A clause')}${text(d.clauseId) ? ` (${String(d.clauseId)})` : ''}`,
  }),
  AgreementExported: ({ d }) => ({
    action: 'Exported',
    detail: EXPORT_LABELS[String(d.format)] ?? String(d.format ?? ''),
  }),
  AgreementShared: ({ d }) => ({ action: 'Shared', detail: SHARE_LABELS[String(d.method)] ?? null }),
  AgreementUnlocked: () => ({
    action: 'Unlocked',
    detail: 'Unlocked as a full document when the Professional plan began',
  }),
  ExecutionDateRecorded: ({ d }) =>
    typeof d.executedOn === 'string' && isCalendarDate(d.executedOn)
      ? { action: 'Execution date recorded', detail: `Signed on ${formatCalendarDate(d.executedOn)}` }
      : { action: 'Execution date cleared', detail: 'The date of execution recorded before was removed' },
  RegistrationRecorded: ({ d }) =>
    typeof d.registeredOn === 'string' && isCalendarDate(d.registeredOn)
      ? {
          action: 'Registration recorded',
          detail: registeredLine(d.registeredOn, text(d.registrationNumber)),
        }
      : { action: 'Registration cleared', detail: 'The date of registration recorded before was removed' },
  CollaboratorAdded: ({ d, collaborator }) => ({
    action: 'Collaborator added',
    detail: `${collaborator()} as ${roleLabel(d.role)}${text(d.userId) ? '' : ' (invitation pending)'}`,
  }),
  CollaboratorRoleChanged: ({ d, collaborator }) => ({
    action: 'Collaborator role changed',
    detail: `${collaborator()}: ${roleLabel(d.previousRole)} → ${roleLabel(d.role)}`,
  }),
  CollaboratorRemoved: ({ collaborator }) => ({ action: 'Collaborator removed', detail: collaborator() }),
  InvitationAccepted: ({ d, collaborator }) => ({
    action: 'Invitation accepted',
    detail: `${collaborator()}: ${ACCEPTED_HOW[String(d.method)] ?? ACCEPTED_HOW.link}`,
  }),
  CommentAdded: ({ d }) => ({ action: 'Comment added', detail: commentWords(d) }),
  CommentReplied: ({ d }) => ({ action: 'Comment replied to', detail: commentWords(d) }),
  CommentResolved: ({ comment }) => ({ action: 'Comment resolved', detail: comment() }),
  CommentReopened: ({ comment }) => ({ action: 'Comment reopened', detail: comment() }),
}

/** The event's wording for the history page, the downloads and the certificate. */
export function describeHistoryEvent(
  type: string,
  details: Json,
  refs: HistoryReferences = NO_REFERENCES,
  audience: HistoryAudience = { seesInviteeAddresses: false },
): HistoryWording {
  // A type this build does not know yet: named as stored, never hidden from the trail.
  if (!isAgreementEventType(type)) return { action: type, detail: null }
  const d = details
  const invitee = () => {
    const id = text(d.collaboratorId)
    const known = id ? refs.collaborators.get(id) : undefined
    return { email: text(d.email) ?? known?.email ?? null, name: text(d.name) ?? known?.name ?? null }
  }
  const collaborator = () => {
    const { email, name } = invitee()
    if (!audience.seesInviteeAddresses) return name ?? 'a collaborator'
    if (email && name) return `${name} <${email}>`
    return email ?? name ?? 'a collaborator'
  }
  const comment = () => {
    const id = text(d.commentId)
    const words = id ? refs.comments.get(id) : undefined
    return words ? `“${words}”` : null
  }
  return HISTORY_WORDINGS[type]({ d, collaborator, comment })
}
