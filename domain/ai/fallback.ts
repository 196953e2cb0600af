import type {
  AiFailure,
  AiProvider,
  ChatContext,
  ChatResult,
  ChatTurn,
  EditRequest,
  EditResult,
  FailureReason,
  FellBack,
} from './types.ts'

/**
 * The configured model with the offline engine beside it (DESIGN.md: "on failure the
 * engine drafts and the user is told"). For generate and explain, when the model times
 * out, is rate-limited, errs or answers in the wrong shape, the same request goes to the
 * offline engine; a success is marked `fellBack` with the reason, so the interface can say
 * what happened. Refusals and bad requests are answered as they are. The chat and edits
 * start with the offline engine and use the model for what it cannot do (below).
 */

const FALLS_BACK: ReadonlySet<FailureReason> = new Set([
  'timeout',
  'rate_limited',
  'upstream_error',
  'invalid_output',
])

const WHY: Readonly<Record<FailureReason, string>> = {
  timeout: 'The AI model did not answer in time',
  rate_limited: 'The AI model is busy (rate limit reached)',
  upstream_error: 'The AI model could not be reached',
  invalid_output: "The AI model's answer was not usable",
  not_available_offline: 'The AI model could not help',
  invalid_request: 'The AI model could not help',
  refused: 'The AI model declined',
}

export function fellBackNotice(reason: FailureReason, what: string): FellBack {
  return { from: 'openai', reason, message: `${WHY[reason]}, so ${what}.` }
}

async function withFallback<T extends { ok: true }>(
  primary: () => Promise<T | AiFailure>,
  fallback: () => Promise<T | AiFailure>,
  what: string,
): Promise<(T & { fellBack?: FellBack }) | AiFailure> {
  const first = await primary()
  if (first.ok || !FALLS_BACK.has(first.reason)) return first
  const second = await fallback()
  // When the engine cannot do it either, the model's failure is the one worth telling.
  return second.ok ? { ...second, fellBack: fellBackNotice(first.reason, what) } : first
}

/**
 * The chat is the other way round: the offline assistant keeps the drafting conversation
 * (choosing a template, collecting and confirming details, generating), and only the open
 * questions it can merely decline go to the model. The conversation state stays the
 * assistant's. When the model fails in any way, the assistant's own answer is given,
 * marked fellBack.
 */
async function chatWithModel(
  model: AiProvider,
  offline: AiProvider,
  history: readonly ChatTurn[],
  message: string,
  now: Date,
  context?: ChatContext,
): Promise<ChatResult> {
  const own = await offline.chat(history, message, now, context)
  if (!own.ok || !own.reply.openQuestion) return own
  const answer = await model.chat(history, message, now, context)
  if (answer.ok) {
    const { openQuestion: _, ...reply } = { ...own.reply, text: answer.reply.text }
    return { ...answer, reply }
  }
  return { ...own, fellBack: fellBackNotice(answer.reason, 'the offline assistant answered') }
}

/**
 * Edits go to the offline engine first: the edits it knows (a detail, a period, a library
 * clause, a removal) it makes exactly, keeping the structured agreement, and it refuses
 * void clauses. Only what it cannot do offline goes to the model; its answer, or its
 * failure, is then the result.
 */
async function editWithModel(
  model: AiProvider,
  offline: AiProvider,
  request: EditRequest,
): Promise<EditResult> {
  const own = await offline.edit(request)
  if (own.ok || own.reason !== 'not_available_offline') return own
  return model.edit(request)
}

export function withOfflineFallback(primary: AiProvider, offline: AiProvider): AiProvider {
  return {
    kind: primary.kind,
    generate: (request) =>
      withFallback(
        () => primary.generate(request),
        () => offline.generate(request),
        'the offline drafting engine drafted this document',
      ),
    chat: (history, message, now, context) => chatWithModel(primary, offline, history, message, now, context),
    edit: (request) => editWithModel(primary, offline, request),
    explain: (request) =>
      withFallback(
        () => primary.explain(request),
        () => offline.explain(request),
        'the terms were explained from the offline glossary',
      ),
  }
}
