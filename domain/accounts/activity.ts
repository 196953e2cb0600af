import type { AgreementEventType } from '#domain/agreement/events.ts'
import { historyExcerpt } from '#domain/agreement/history-wording.ts'
import type { CHAT_EVENT_SCHEMAS } from '#domain/chat/events.ts'
import { titleFromMessage } from '#domain/chat/title.ts'
import type { SUBSCRIPTION_EVENT_SCHEMAS } from '#domain/subscription/events.ts'
import type { INVOICE_EVENT_SCHEMAS } from '#domain/billing/events.ts'
import { ROLE_LABELS, isCollaboratorRole } from '#domain/collaboration/roles.ts'
import { formatCalendarDate, isCalendarDate } from '#domain/shared/calendar-date.ts'

// The overview's "Recent activity": one line per event the user caused, across every stream
// they acted on (their documents, documents shared with them, conversations, the plan).

type EventType =
  | AgreementEventType
  | keyof typeof CHAT_EVENT_SCHEMAS
  | keyof typeof SUBSCRIPTION_EVENT_SCHEMAS
  | keyof typeof INVOICE_EVENT_SCHEMAS

/** What a line links to; the app turns it into a URL. */
export type ActivityLink = 'document' | 'conversation' | 'plan' | null

/** One recorded event, as the recent-activity query reads it. */
export interface ActivityRecord {
  type: string
  /** The payload without its long texts. */
  data: Record<string, unknown>
  /** The opening of a message's or comment's text; null for other events. */
  excerpt: string | null
  /**
   * The document's or conversation's title as the user may see it now; null when they can
   * no longer open it (removed from the document, conversation deleted).
   */
  title: string | null
}

export interface ActivityLine {
  text: string
  link: ActivityLink
}

const EXCERPT_CHARS = 80
const EXPORT_LABELS: Record<string, string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  html: 'HTML',
  txt: 'text (TXT)',
}
const quoted = (value: unknown) => `“${historyExcerpt(String(value ?? ''), EXCERPT_CHARS)}”`
const role = (value: unknown) => (isCollaboratorRole(value) ? ROLE_LABELS[value] : 'a role')

type Wording = (record: ActivityRecord, on: { doc: string; chat: string }) => ActivityLine

const onDocument = (text: string): ActivityLine => ({ text, link: 'document' })
const onPlan = (text: string): ActivityLine => ({ text, link: 'plan' })

/**
 * One wording per event type, or null for bookkeeping the user did not do as such (an
 * allowance spent with each document, the invoice issued with each payment, the start of a
 * conversation its first message already shows, the assistant's replies). Keyed by every
 * type, so a new event type fails the typecheck until it is decided on here.
 */
export const ACTIVITY_WORDINGS: { readonly [T in EventType]: Wording | null } = {
  AgreementGenerated: (_, { doc }) => onDocument(`Generated ${doc}`),
  AgreementEdited: (_, { doc }) => onDocument(`Edited ${doc}`),
  AgreementAiEdited: ({ data }, { doc }) => onDocument(`AI-edited ${doc}: ${quoted(data.instruction)}`),
  ClauseAdded: ({ data }, { doc }) => onDocument(`Added the clause ${quoted(data.clauseTitle)} to ${doc}`),
  AgreementExported: ({ data }, { doc }) =>
    onDocument(`Exported ${doc} as ${EXPORT_LABELS[String(data.format)] ?? 'a file'}`),
  AgreementShared: (_, { doc }) => onDocument(`Shared ${doc}`),
  AgreementUnlocked: (_, { doc }) => onDocument(`Opened ${doc} as a full document (Professional plan)`),
  ExecutionDateRecorded: ({ data }, { doc }) =>
    onDocument(
      typeof data.executedOn === 'string' && isCalendarDate(data.executedOn)
        ? `Recorded that ${doc} was signed on ${formatCalendarDate(data.executedOn)}`
        : `Cleared the date of execution of ${doc}`,
    ),
  RegistrationRecorded: ({ data }, { doc }) =>
    onDocument(
      typeof data.registeredOn === 'string' && isCalendarDate(data.registeredOn)
        ? `Recorded that ${doc} was registered on ${formatCalendarDate(data.registeredOn)}`
        : `Cleared the date of registration of ${doc}`,
    ),
  CollaboratorAdded: ({ data }, { doc }) =>
    onDocument(`${data.userId ? 'Added' : 'Invited'} ${quoted(data.name)} to ${doc} as ${role(data.role)}`),
  CollaboratorRoleChanged: ({ data }, { doc }) =>
    onDocument(`Changed a collaborator on ${doc} from ${role(data.previousRole)} to ${role(data.role)}`),
  CollaboratorRemoved: (_, { doc }) => onDocument(`Removed a collaborator from ${doc}`),
  InvitationAccepted: ({ data }, { doc }) =>
    onDocument(
      data.method === 'confirmed'
        ? `Confirmed a collaborator’s access to ${doc}`
        : `Accepted the invitation to ${doc}`,
    ),
  CommentAdded: ({ excerpt }, { doc }) => onDocument(`Commented on ${doc}: ${quoted(excerpt)}`),
  CommentReplied: ({ excerpt }, { doc }) => onDocument(`Replied to a comment on ${doc}: ${quoted(excerpt)}`),
  CommentResolved: (_, { doc }) => onDocument(`Resolved a comment on ${doc}`),
  CommentReopened: (_, { doc }) => onDocument(`Reopened a comment on ${doc}`),
  ChatSessionStarted: null,
  ChatMessagePosted: ({ excerpt, title }, { chat }) => ({
    // A conversation is titled after its first message: that message needs no "in …".
    text:
      title !== null && titleFromMessage(excerpt ?? '') === title
        ? `Wrote to the assistant: ${quoted(excerpt)}`
        : `Wrote to the assistant in ${chat}: ${quoted(excerpt)}`,
    link: 'conversation',
  }),
  ChatSessionRenamed: ({ data }) => ({
    text: `Renamed a conversation to ${quoted(data.title)}`,
    link: 'conversation',
  }),
  ChatSessionDeleted: () => ({ text: 'Deleted a conversation', link: null }),
  PaymentOrderCreated: () => onPlan('Started buying the Professional plan'),
  PaymentFailed: () => onPlan('A payment for the Professional plan failed'),
  SubscriptionActivated: () => onPlan('The Professional plan began'),
  SubscriptionCancelled: () => onPlan('Cancelled the Professional plan'),
  DocumentAllowanceUsed: null,
  DocumentAllowanceReleased: null,
  InvoiceIssued: null,
}

/** The event types recent activity shows: the query asks for these only. */
export const ACTIVITY_TYPES: readonly string[] = Object.entries(ACTIVITY_WORDINGS).flatMap(
  ([type, wording]) => (wording ? [type] : []),
)

/**
 * How one event reads, or null when it is not shown (bookkeeping, an assistant's reply, a
 * type this build does not know). A document or conversation the user can no longer open
 * is named without its title and not linked.
 */
export function describeActivity(record: ActivityRecord): ActivityLine | null {
  if (!Object.hasOwn(ACTIVITY_WORDINGS, record.type)) return null
  const wording = ACTIVITY_WORDINGS[record.type as EventType]
  if (!wording) return null
  if (record.type === 'ChatMessagePosted' && record.data.role !== 'user') return null
  const named = record.title !== null
  const line = wording(record, {
    doc: named ? quoted(record.title) : 'a document you can no longer open',
    chat: named ? quoted(record.title) : 'a deleted conversation',
  })
  return named || line.link === 'plan' ? line : { ...line, link: null }
}
