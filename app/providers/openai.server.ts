import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai'
import { findTemplate, validateDetails } from '#domain/catalogue/index.ts'
import { NO_TEXT_SELECTED, SELECT_TEXT_FIRST, isLanguage } from '#domain/glossary/index.ts'
import {
  type AiFailure,
  type AiProvider,
  type PromptMessage,
  DESCRIBE_CHANGES,
  EDIT_REQUEST_REQUIRED,
  INVALID_OUTPUT,
  NO_AGREEMENT,
  NO_CONTENT,
  MAX_PROMPT_DOCUMENT_CHARS,
  chatFromModel,
  chatMessages,
  documentText,
  editFromModel,
  editMessages,
  explainFromModel,
  explainMessages,
  failure,
  generateFromModel,
  generateMessages,
  screenInstruction,
} from '#domain/ai/index.ts'

/**
 * The drafting AI on an OpenAI-compatible chat-completions server (OpenAI, or any server
 * speaking its API at OPENAI_BASE_URL). The SDK's defaults — a 10-minute timeout and two
 * retries — are replaced by a 60 s timeout per attempt, at most one retry and an overall
 * deadline; every answer is capped in tokens, asked for as JSON and checked with zod
 * (domain/ai/model-output.ts). Failures come back as values, never as exceptions.
 */

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini'
export const OPENAI_TIMEOUT_MS = 60_000
export const OPENAI_DEADLINE_MS = 90_000
export const OPENAI_MAX_RETRIES = 1

export type AiTask = 'generate' | 'edit' | 'explain' | 'chat'

/** Output token caps: an edit returns the whole document, so it gets the most. */
export const MAX_TOKENS: Readonly<Record<AiTask, number>> = {
  generate: 8_000,
  edit: 16_000,
  explain: 4_000,
  chat: 1_000,
}

export interface OpenAiProviderOptions {
  readonly apiKey: string
  /** An OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1; OpenAI's own when absent. */
  readonly baseURL?: string
  readonly model?: string
  /** Per attempt (default 60 s). */
  readonly timeoutMs?: number
  /** For the whole call, retry included (default 90 s). */
  readonly deadlineMs?: number
  /** 0 or 1 (default 1). */
  readonly maxRetries?: 0 | 1
  readonly maxTokens?: Partial<Record<AiTask, number>>
  /**
   * OpenAI's current models take `max_completion_tokens`; many compatible servers know only
   * `max_tokens`. Defaults to the first for OpenAI itself and the second for a base URL.
   */
  readonly tokenParameter?: 'max_tokens' | 'max_completion_tokens'
}

export interface OpenAiProvider extends AiProvider {
  readonly kind: 'openai'
  readonly model: string
}

function failureFor(error: unknown): AiFailure {
  // Our deadline is the only signal we pass, so an abort means it ran out.
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) {
    return failure('timeout', 'The AI model did not answer in time. Please try again.')
  }
  if (error instanceof RateLimitError)
    return failure('rate_limited', 'The AI model is busy right now. Please try again in a minute.')
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return failure(
      'upstream_error',
      'The AI service did not accept our credentials. Please tell the administrator.',
    )
  }
  if (error instanceof APIConnectionError)
    return failure('upstream_error', 'The AI service could not be reached. Please try again later.')
  if (error instanceof APIError)
    return failure(
      'upstream_error',
      `The AI service returned an error${error.status ? ` (${error.status})` : ''}. Please try again later.`,
    )
  return failure('upstream_error', 'The AI service failed. Please try again later.')
}

export function createOpenAiProvider(options: OpenAiProviderOptions): OpenAiProvider {
  const model = options.model?.trim() || DEFAULT_OPENAI_MODEL
  const timeout = options.timeoutMs ?? OPENAI_TIMEOUT_MS
  const deadline = options.deadlineMs ?? OPENAI_DEADLINE_MS
  const caps = { ...MAX_TOKENS, ...options.maxTokens }
  const tokenParameter = options.tokenParameter ?? (options.baseURL ? 'max_tokens' : 'max_completion_tokens')
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout,
    maxRetries: Math.min(options.maxRetries ?? OPENAI_MAX_RETRIES, OPENAI_MAX_RETRIES),
  })

  /** One JSON answer for `messages`: its text, or the failure that stopped it. */
  async function complete(
    task: AiTask,
    messages: readonly PromptMessage[],
  ): Promise<{ ok: true; raw: string | null } | AiFailure> {
    const cap = caps[task]
    try {
      const completion = await client.chat.completions.create(
        {
          model,
          messages: messages.map((m) => ({ role: m.role, content: m.content })),
          response_format: { type: 'json_object' },
          ...(tokenParameter === 'max_tokens' ? { max_tokens: cap } : { max_completion_tokens: cap }),
        },
        { signal: AbortSignal.timeout(deadline) },
      )
      const choice = completion.choices[0]
      if (!choice) return failure('invalid_output', INVALID_OUTPUT)
      if (choice.finish_reason === 'length') {
        return failure(
          'invalid_output',
          "The AI model's answer was cut off at its length limit, so nothing was changed. Try a shorter document or a smaller change.",
        )
      }
      if (choice.finish_reason === 'content_filter')
        return failure('refused', "The AI service's content filter stopped the answer.")
      if (choice.message.refusal) return failure('refused', choice.message.refusal.slice(0, 1_000))
      return { ok: true, raw: choice.message.content }
    } catch (error) {
      return failureFor(error)
    }
  }

  return {
    kind: 'openai',
    model,
    async generate(request) {
      const template =
        request.templateId && request.templateId !== 'custom'
          ? (findTemplate(request.templateId) ?? null)
          : null
      if (request.templateId && request.templateId !== 'custom' && !template) {
        return failure(
          'invalid_request',
          `There is no template "${request.templateId}". Choose one from the catalogue.`,
        )
      }
      if (template) {
        // The same validation as the engine's: the model drafts only from valid details.
        const validation = validateDetails(template.id, request.details)
        if (!validation.ok) {
          return failure(
            'invalid_request',
            `Some details are missing or not valid: ${validation.errors.map((e) => e.message).join('; ')}.`,
            { fieldErrors: validation.errors },
          )
        }
      } else if (!request.userInput?.trim()) {
        return failure('invalid_request', 'Describe the agreement you need.')
      }
      const answer = await complete('generate', generateMessages(request, template))
      return answer.ok ? generateFromModel(answer.raw, request, template) : answer
    },
    async chat(history, message, now, context) {
      if (message.trim() === '') return failure('invalid_request', 'Type a message first.')
      const answer = await complete('chat', chatMessages(history, message, now, context))
      return answer.ok ? chatFromModel(answer.raw) : answer
    },
    async edit(request) {
      const instruction = request.instruction.trim()
      if (instruction === '')
        return failure('invalid_request', DESCRIBE_CHANGES, { title: EDIT_REQUEST_REQUIRED })
      const text = documentText(request.document)
      if (text.trim() === '') return failure('invalid_request', NO_CONTENT, { title: NO_AGREEMENT })
      if (text.length > MAX_PROMPT_DOCUMENT_CHARS)
        return failure(
          'invalid_request',
          'This document is too long for the AI model to edit in one go. Edit it by hand, or use the offline edits.',
        )
      const agreement = request.document.kind === 'agreement' ? request.document.agreement : null
      const template = agreement ? findTemplate(String(agreement.templateId)) : undefined
      const refused = screenInstruction(
        instruction,
        template ? { templateId: template.id, categoryId: template.categoryId } : { text },
      )
      if (refused) return refused
      const answer = await complete('edit', editMessages(request))
      return answer.ok ? editFromModel(answer.raw, request) : answer
    },
    async explain(request) {
      if (request.text.trim() === '')
        return failure('invalid_request', SELECT_TEXT_FIRST, { title: NO_TEXT_SELECTED })
      const language = request.language.trim().toLowerCase()
      if (!isLanguage(language))
        return failure('invalid_request', `"${request.language.slice(0, 40)}" is not offered.`)
      const answer = await complete('explain', explainMessages({ ...request, language }))
      return answer.ok ? explainFromModel(answer.raw, language, request.includeTranslation) : answer
    },
  }
}
