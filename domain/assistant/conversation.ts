import { z } from 'zod'
import { TEMPLATE_IDS, type TemplateId, isTemplateId } from '#domain/catalogue/index.ts'

/**
 * The offline assistant's conversation state. It travels with the conversation: every
 * assistant message the assistant writes carries the state after it (`ChatMessage.state`),
 * so a chat stream of message events is enough to continue a conversation — the next turn
 * reads the state from the last assistant message. A message without a valid state (one
 * written by the AI provider, or the "generated" message with `agreementData`) starts
 * afresh from `idle`.
 */

const templateId = z.enum(TEMPLATE_IDS)
const details = z.record(z.string(), z.string().max(5000))
const names = z.array(z.string().max(300)).max(10)
const lines = z.array(z.string().max(2000)).max(50)

export const chatStateSchema = z.discriminatedUnion('step', [
  /** Nothing in progress; `topic` is the template last discussed, for follow-up questions. */
  z.object({
    step: z.literal('idle'),
    topic: templateId.optional(),
    /** The details of the document last generated, so follow-up questions on formalities fit its facts. */
    details: details.optional(),
    place: z.string().max(100).optional(),
  }),
  /** The description fitted several templates; the user picks one. */
  z.object({
    step: z.literal('choose'),
    candidates: z.array(templateId).min(1).max(5),
    description: z.string().max(5000),
  }),
  /** Filling a template's fields; `asking` is the field just asked. */
  z.object({
    step: z.literal('collect'),
    templateId,
    details,
    asking: z.string().max(100),
    /** Fields given only in part (a city for an address) still to be completed or kept. */
    incomplete: z.array(z.string().max(100)).max(40),
    /** Optional fields the user chose to leave out. */
    skipped: z.array(z.string().max(100)).max(40),
    notes: z.array(z.string().max(300)).max(40),
    place: z.string().max(100).optional(),
  }),
  /** Every field is filled; waiting for "yes" or a correction. */
  z.object({
    step: z.literal('confirm'),
    templateId,
    details,
    notes: z.array(z.string().max(300)).max(40),
    place: z.string().max(100).optional(),
  }),
  /** Gathering a custom agreement: the parties, then the obligations. */
  z.object({
    step: z.literal('custom'),
    description: z.string().max(5000),
    parties: names,
    obligations: lines,
    asking: z.enum(['parties', 'obligations']),
    place: z.string().max(100).optional(),
    /** Attached files whose text the facts were read from. */
    sources: z.array(z.string().max(200)).max(5).optional(),
  }),
  /** The custom agreement's facts are complete; waiting for "yes" or a correction. */
  z.object({
    step: z.literal('custom-confirm'),
    description: z.string().max(5000),
    parties: names,
    obligations: lines,
    place: z.string().max(100).optional(),
    sources: z.array(z.string().max(200)).max(5).optional(),
  }),
])

export type ChatState = z.infer<typeof chatStateSchema>

export const INITIAL_STATE: ChatState = { step: 'idle' }

/** A message of the conversation, as the chat session stores it. */
export interface ChatMessage {
  readonly role: 'user' | 'assistant'
  readonly content: string
  /** ISO timestamp; not used for the reply. */
  readonly timestamp?: string
  /** On assistant messages from the offline assistant: the state after that message (a ChatState as JSON). */
  readonly state?: unknown
  /** On a message that carries a generated agreement: the agreement (its `templateId` becomes the topic). */
  readonly agreementData?: unknown
}

/** The state to continue from: the one carried by the last assistant message, or idle. */
export function stateFromHistory(history: readonly ChatMessage[]): ChatState {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const message = history[i]
    if (!message || message.role !== 'assistant') continue
    const parsed = chatStateSchema.safeParse(message.state)
    if (parsed.success) return parsed.data
    const topic = topicOf(message.agreementData)
    return topic ? { step: 'idle', topic } : INITIAL_STATE
  }
  return INITIAL_STATE
}

function topicOf(agreementData: unknown): TemplateId | undefined {
  if (typeof agreementData !== 'object' || agreementData === null) return undefined
  const id = (agreementData as { templateId?: unknown }).templateId
  return typeof id === 'string' && isTemplateId(id) ? id : undefined
}

/** The template the conversation is about, if any. */
export function currentTemplate(state: ChatState): TemplateId | undefined {
  switch (state.step) {
    case 'idle':
      return state.topic
    case 'collect':
    case 'confirm':
      return state.templateId
    default:
      return undefined
  }
}
