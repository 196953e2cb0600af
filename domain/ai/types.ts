import type { FieldError } from '#domain/catalogue/index.ts'
import type {
  ChatAction,
  ChatMessage,
  ChatState,
  CustomAgreementRequest,
  IntentKind,
} from '#domain/assistant/index.ts'
import type { Agreement, KeyTerm } from '#domain/drafting/index.ts'
import type { AttachmentContext } from '#domain/attachments/index.ts'
import type { Complexity, Language, TermId, TermTranslation } from '#domain/glossary/index.ts'

/**
 * The drafting AI behind one interface: the offline engine (always there) or an
 * OpenAI-compatible model (when configured). Expected failures come back as values, never
 * as exceptions, so a route can always answer with a toast and keep the document as it was.
 */
export interface AiProvider {
  readonly kind: ProviderKind
  generate(request: GenerateRequest): Promise<GenerateResult>
  chat(history: readonly ChatTurn[], message: string, now: Date, context?: ChatContext): Promise<ChatResult>
  edit(request: EditRequest): Promise<EditResult>
  explain(request: ExplainRequest): Promise<ExplainResult>
}

export type ProviderKind = 'offline' | 'openai'

export const FAILURE_REASONS = [
  /** The offline engine cannot do this; the message says what it can do. */
  'not_available_offline',
  /** Nothing to work on or an instruction that cannot be carried out on this document. */
  'invalid_request',
  /** The change would make the document unlawful (a void clause) or the model declined. */
  'refused',
  /** The model answered, but not in the agreed shape; nothing was applied. */
  'invalid_output',
  'timeout',
  'rate_limited',
  'upstream_error',
] as const
export type FailureReason = (typeof FAILURE_REASONS)[number]

export interface AiFailure {
  readonly ok: false
  readonly reason: FailureReason
  /** Plain words for the user (the toast body). */
  readonly message: string
  /** A short title when the specification names one ('No Text Selected'). */
  readonly title?: string
  /** Refusals on legal grounds: the provision that makes the clause void. */
  readonly statute?: string
  /** Instructions the offline engine does understand, for this document. */
  readonly suggestions?: readonly string[]
  /** Generation with details that do not validate. */
  readonly fieldErrors?: readonly FieldError[]
}

/** Set when the configured model failed and the offline engine answered instead. */
export interface FellBack {
  readonly from: 'openai'
  readonly reason: FailureReason
  /** What to tell the user, e.g. "The AI model did not answer in time, so …". */
  readonly message: string
}

interface Success {
  readonly ok: true
  readonly provider: ProviderKind
  readonly fellBack?: FellBack
}

// ─────────────────────────────── generate ───────────────────────────────

export interface GenerateRequest {
  /** A catalogue template id, or null for a custom agreement described in `userInput`. */
  readonly templateId: string | null
  readonly details: Readonly<Record<string, unknown>>
  /** The user's own words (a custom request, or extra wishes for a template). */
  readonly userInput?: string
  /** City of execution when the details do not name one. */
  readonly place?: string
  /** For a custom agreement: the parties and obligations the chat gathered. */
  readonly custom?: CustomAgreementRequest
  /** Notes for the document's review flags (a void term the request asked for, left out). */
  readonly reviewNotes?: readonly string[]
  /** Figures the words give for placeholders the template's fields do not hold, by placeholder id. */
  readonly supplied?: Readonly<Record<string, { readonly value: string; readonly note: string }>>
}

export interface GeneratedDocument {
  readonly title: string
  readonly summary: string
  readonly keyTerms: readonly KeyTerm[]
  /** Plain text; render as text, never as HTML. */
  readonly content: string
  readonly pages: number
  /** The template id, or 'custom'. */
  readonly type: string
  /** The structured agreement when the offline engine drafted it (null for model output). */
  readonly agreement: Agreement | null
}

export type GenerateResult = (Success & { readonly document: GeneratedDocument }) | AiFailure

// ───────────────────────────────── chat ─────────────────────────────────

/** A message of the conversation as the chat session stores it (domain/assistant). */
export type ChatTurn = ChatMessage

/** What comes with a message besides its words: the text of a file the user attached. */
export interface ChatContext {
  readonly attachment?: AttachmentContext
}

export interface ChatReply {
  /** Plain text for the assistant bubble; render as text. */
  readonly text: string
  /** The offline assistant's state after this reply: store it on the assistant message. */
  readonly state?: ChatState
  /** Set when the conversation has gathered enough to draft: what to generate. */
  readonly action?: ChatAction
  /** What the offline assistant read the message as. */
  readonly intent?: IntentKind
  /**
   * True when the offline assistant could only decline (an open question, or a task that
   * needs a model): with a model configured, the model answers instead.
   */
  readonly openQuestion?: boolean
}

export type ChatResult = (Success & { readonly reply: ChatReply }) | AiFailure

// ───────────────────────────────── edit ─────────────────────────────────

/** The document to edit: the structured agreement when we have it, plain text otherwise. */
export type EditableDocument =
  | { readonly kind: 'agreement'; readonly agreement: Agreement }
  | { readonly kind: 'text'; readonly text: string }

export interface EditRequest {
  readonly document: EditableDocument
  readonly instruction: string
}

export type PeriodTopic = 'notice' | 'lock-in' | 'probation' | 'payment'

export type EditChange =
  | {
      readonly kind: 'field'
      readonly field: string
      readonly label: string
      readonly from: string
      readonly to: string
    }
  | {
      readonly kind: 'period'
      readonly topic: PeriodTopic
      readonly clause: string
      readonly from: string
      readonly to: string
    }
  | {
      readonly kind: 'clause_added'
      readonly clauseId: string
      readonly title: string
      readonly number: string
    }
  | { readonly kind: 'clause_removed'; readonly number: string; readonly heading: string }
  | { readonly kind: 'text_replaced'; readonly from: string; readonly to: string; readonly count: number }
  | { readonly kind: 'rewritten' }

export interface EditOutcome {
  /** The new document: still structured when the offline engine kept the structure. */
  readonly document: EditableDocument
  /** Its plain text (what the dialog shows and the library stores). */
  readonly content: string
  /** What changed, in words for the user. */
  readonly summary: string
  readonly changes: readonly EditChange[]
  /** Placeholders left for the user to complete (from an added clause). */
  readonly unfilledPlaceholders: readonly string[]
}

export type EditResult = (Success & EditOutcome) | AiFailure

// ──────────────────────────────── explain ───────────────────────────────

export interface ExplainRequest {
  readonly text: string
  readonly language: string
  readonly includeTranslation: boolean
}

/** The specification's Term, plus the glossary id when the term came from our glossary. */
export interface ExplanationTerm {
  readonly id: TermId | null
  readonly term: string
  readonly complexity: Complexity
  readonly explanation: string
  readonly indianLawContext: string
  readonly example: string
  readonly translation: TermTranslation | null
  readonly relatedTerms: readonly string[]
}

export interface Explanation {
  readonly summary: string
  readonly terms: readonly ExplanationTerm[]
  readonly recommendations: readonly string[]
  readonly language: Language
}

export type ExplainResult = (Success & { readonly explanation: Explanation }) | AiFailure

export function failure(
  reason: FailureReason,
  message: string,
  extra: Omit<AiFailure, 'ok' | 'reason' | 'message'> = {},
): AiFailure {
  return { ok: false, reason, message, ...extra }
}
