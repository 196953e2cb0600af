import type { TemplateId } from '#domain/catalogue/index.ts'
import type { CalendarDate } from '#domain/shared/dates.ts'
import type { ChatState } from '../conversation.ts'
import type { CustomAgreementRequest } from '../custom-agreement.ts'
import type { Supplied } from '../interpret/supplied.ts'
import type { Intent, IntentKind } from '../intents.ts'

export type ChatAction =
  | {
      readonly type: 'generate'
      readonly templateId: TemplateId
      /** Field name → value, ready for `draftAgreement(templateId, details, { place })`. */
      readonly details: Readonly<Record<string, string>>
      /** City for execution, the seat of arbitration and the courts, when the user named one. */
      readonly place?: string
      /** Figures the user's words gave for placeholders the fields do not hold (a lease deed's deposit). */
      readonly supplied?: Supplied
    }
  | {
      readonly type: 'generate-custom'
      /** Ready for `draftCustomAgreement(request)`. */
      readonly request: CustomAgreementRequest
    }

export interface ChatResponse {
  /** Plain text (line breaks and "- " bullets; no HTML). */
  readonly reply: string
  /** Store with the assistant message (`ChatMessage.state`); the next turn continues from it. */
  readonly state: ChatState
  readonly action?: ChatAction
  /** What the message was read as, for logs and metrics. */
  readonly intent: IntentKind
}

export interface Turn {
  readonly text: string
  readonly intent: Intent
  readonly today: CalendarDate
  /** The attached file whose text was read into `text`, if any. */
  readonly source?: string
  /** The user's own words when `text` also holds the attachment's. */
  readonly typed?: string
}

export type Collect = Extract<ChatState, { step: 'collect' }>
export type Confirm = Extract<ChatState, { step: 'confirm' }>
export type Custom = Extract<ChatState, { step: 'custom' }>
export type CustomConfirm = Extract<ChatState, { step: 'custom-confirm' }>
export type Choose = Extract<ChatState, { step: 'choose' }>

export interface Outcome {
  readonly reply: string
  readonly state: ChatState
  readonly action?: ChatAction
}
