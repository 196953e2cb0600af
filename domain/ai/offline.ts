import { findTemplate, validateDetails } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText, type Agreement } from '#domain/drafting/index.ts'
import {
  detectIntent,
  draftCustomAgreement,
  InvalidCustomRequestError,
  respondToChat,
} from '#domain/assistant/index.ts'
import { ExplainError, explainTerms, parseLanguage } from '#domain/glossary/index.ts'
import { editOffline } from './edit.ts'
import {
  type AiProvider,
  type ChatContext,
  type ChatReply,
  type ChatResult,
  type ChatTurn,
  type EditResult,
  type ExplainRequest,
  type ExplainResult,
  type GenerateRequest,
  type GenerateResult,
  failure,
} from './types.ts'

/** The offline chat: the slot-filling assistant of domain/assistant. */
export type OfflineChat = (
  history: readonly ChatTurn[],
  message: string,
  now: Date,
  context?: ChatContext,
) => ChatReply

export interface OfflineProviderOptions {
  /** Replaces the assistant of domain/assistant (for tests of the provider alone). */
  readonly chat?: OfflineChat
}

/** The slot-filling assistant of domain/assistant, as a ChatReply. */
export const offlineChat: OfflineChat = (history, message, now, context = {}) => {
  const response = respondToChat(history, message, now, context)
  const intent = detectIntent(message.trim())
  const declined = intent.kind === 'other' || (intent.kind === 'out-of-scope' && intent.reason !== 'case-law')
  return {
    text: response.reply,
    state: response.state,
    ...(response.action ? { action: response.action } : {}),
    intent: response.intent,
    openQuestion: declined && response.state.step === 'idle' && !response.action,
  }
}

export const CUSTOM_NOT_OFFLINE =
  'The offline drafting engine drafts from the template catalogue. Choose a template, or describe the agreement in the chat and answer its questions.'

export function generateOffline(request: GenerateRequest): GenerateResult {
  if (request.templateId === null || request.templateId === 'custom') {
    return request.custom
      ? generateCustomOffline(request.custom)
      : failure('not_available_offline', CUSTOM_NOT_OFFLINE)
  }
  const template = findTemplate(request.templateId)
  if (!template)
    return failure(
      'invalid_request',
      `There is no template "${request.templateId}". Choose one from the catalogue.`,
    )
  const validation = validateDetails(template.id, request.details)
  if (!validation.ok) {
    return failure(
      'invalid_request',
      `Some details are missing or not valid: ${validation.errors.map((e) => e.message).join('; ')}.`,
      { fieldErrors: validation.errors },
    )
  }
  const place = request.place?.trim()
  const notes = request.reviewNotes ?? []
  return drafted(
    draftAgreement(template.id, request.details, {
      ...(place ? { place } : {}),
      ...(notes.length > 0 ? { notes } : {}),
      ...(request.supplied ? { supplied: request.supplied } : {}),
    }),
  )
}

/** A drafted agreement as the provider's generate result; `type` is its template id or 'custom'. */
function drafted(agreement: Agreement): GenerateResult {
  return {
    ok: true,
    provider: 'offline',
    document: {
      title: agreement.title,
      summary: agreement.summary,
      keyTerms: agreement.keyTerms,
      content: renderPlainText(agreement),
      pages: agreement.pages,
      type: agreement.templateId,
      agreement,
    },
  }
}

/** A custom agreement from the Indian boilerplate and the obligations the chat gathered. */
function generateCustomOffline(custom: NonNullable<GenerateRequest['custom']>): GenerateResult {
  try {
    return drafted(draftCustomAgreement(custom))
  } catch (error) {
    if (error instanceof InvalidCustomRequestError) return failure('invalid_request', error.message)
    throw error
  }
}

export function explainOffline(request: ExplainRequest): ExplainResult {
  try {
    const language = parseLanguage(request.language)
    const explained = explainTerms(request.text, language, { includeTranslation: request.includeTranslation })
    return { ok: true, provider: 'offline', explanation: { ...explained, language } }
  } catch (error) {
    if (error instanceof ExplainError)
      return failure('invalid_request', error.description, { title: error.title })
    throw error
  }
}

/** The drafting engine as an AiProvider: no network, no set-up. */
export function createOfflineProvider(options: OfflineProviderOptions = {}): AiProvider {
  return {
    kind: 'offline',
    async generate(request) {
      return generateOffline(request)
    },
    async chat(history, message, now, context): Promise<ChatResult> {
      if (message.trim() === '') return failure('invalid_request', 'Type a message first.')
      return {
        ok: true,
        provider: 'offline',
        reply: (options.chat ?? offlineChat)(history, message, now, context),
      }
    },
    async edit(request): Promise<EditResult> {
      try {
        const result = editOffline(request)
        return result.ok ? { ...result, provider: 'offline' } : result
      } catch {
        // A defect in one edit must not cost the user the document: nothing is applied.
        return failure(
          'not_available_offline',
          'The offline drafting engine could not make that change, so the document was left as it was. You can edit the text yourself with Edit.',
        )
      }
    },
    async explain(request) {
      return explainOffline(request)
    },
  }
}
