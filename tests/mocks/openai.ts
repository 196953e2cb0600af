import { HttpResponse, http } from 'msw'
import { CHAT_SYSTEM, EDIT_SYSTEM, EXPLAIN_SYSTEM, GENERATE_SYSTEM } from '#domain/ai/index.ts'

/**
 * msw handlers for an OpenAI-compatible chat-completions server. Point the provider at
 * OPENAI_TEST_BASE_URL (a reserved .test host, so nothing can leave the machine) and add
 * the handlers a test needs to the suite's server: `server.use(...)` (tests/mocks/server.ts).
 */

export const OPENAI_TEST_BASE_URL = 'https://api.openai.test/v1'
export const COMPLETIONS_URL = `${OPENAI_TEST_BASE_URL}/chat/completions`

export interface CompletionRequest {
  readonly model: string
  readonly messages: readonly { role: string; content: string }[]
  readonly response_format?: { type: string }
  readonly max_tokens?: number
  readonly max_completion_tokens?: number
}

type FinishReason = 'stop' | 'length' | 'content_filter'

/** A chat.completion body whose message content is `content`. */
export function completionBody(
  content: string | null,
  options: { finishReason?: FinishReason; refusal?: string | null; model?: string } = {},
) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_767_225_600,
    model: options.model ?? 'test-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: options.refusal ?? null },
        finish_reason: options.finishReason ?? 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
  }
}

/** Counts and keeps the requests a handler answered. */
export class Recorder {
  readonly requests: CompletionRequest[] = []
  readonly headers: Headers[] = []
  get calls(): number {
    return this.requests.length
  }
  async take(request: Request): Promise<CompletionRequest> {
    const body = (await request.clone().json()) as CompletionRequest
    this.requests.push(body)
    this.headers.push(request.headers)
    return body
  }
}

type Answer = string | object | ((body: CompletionRequest) => string | object)

function contentOf(answer: Answer, body: CompletionRequest): string {
  const value = typeof answer === 'function' ? answer(body) : answer
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Every request answered with `answer` (an object is sent as JSON text in the message). */
export function answerWith(
  answer: Answer,
  recorder = new Recorder(),
  options: { finishReason?: FinishReason; refusal?: string } = {},
) {
  return http.post(COMPLETIONS_URL, async ({ request }) => {
    const body = await recorder.take(request)
    return HttpResponse.json(completionBody(contentOf(answer, body), options))
  })
}

/**
 * An error response without a body. Before a retry the SDK cancels the error's body, and
 * cancelling the body of a response msw made never settles (mswjs/interceptors#799), so a
 * mocked 429 with a JSON body would hang instead of being retried.
 */
function errorResponse(status: number): HttpResponse<null> {
  return new HttpResponse(null, { status, headers: { 'retry-after': '0' } })
}

/** 429 with `retry-after: 0` for the first `times` requests, then `answer`. */
export function rateLimitedThen(answer: Answer, recorder = new Recorder(), times = 1) {
  return http.post(COMPLETIONS_URL, async ({ request }) => {
    const body = await recorder.take(request)
    if (recorder.calls <= times) return errorResponse(429)
    return HttpResponse.json(completionBody(contentOf(answer, body)))
  })
}

/** An error status on every request (`retry-after: 0` so retries do not wait). */
export function failWith(status: number, recorder = new Recorder()) {
  return http.post(COMPLETIONS_URL, async ({ request }) => {
    await recorder.take(request)
    return errorResponse(status)
  })
}

/** Never answers: the request hangs until the client gives up (or 30 s pass). */
export function hang(recorder = new Recorder()) {
  return http.post(COMPLETIONS_URL, async ({ request }) => {
    await recorder.take(request)
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 30_000)
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve()
      })
    })
    return HttpResponse.error()
  })
}

/** A model that answers each task in the agreed shape — for route tests that need one. */
export function plausibleModel(recorder = new Recorder()) {
  return answerWith((body) => {
    const system = body.messages[0]?.content ?? ''
    const user = JSON.parse(body.messages[body.messages.length - 1]?.content ?? '{}') as Record<
      string,
      unknown
    >
    if (system === EDIT_SYSTEM) {
      return {
        editedContent: `${String(user['document'] ?? '').trimEnd()}\n\nADDITIONAL TERM: ${String(user['instruction'] ?? '')}`,
        summary: 'Added the requested term at the end.',
      }
    }
    if (system === GENERATE_SYSTEM) {
      return {
        title: 'Agreement',
        summary: 'An agreement drafted by the test model.',
        keyTerms: [{ term: 'Term', definition: 'A defined term.' }],
        content: 'AGREEMENT\n\n1. TERMS\n\n1.1 Terms. The Parties agree.',
      }
    }
    if (system === EXPLAIN_SYSTEM) {
      return {
        summary: 'Found 1 legal term.',
        terms: [
          {
            term: 'Indemnity',
            complexity: 'intermediate',
            explanation: 'A promise to make good a loss.',
            indianLawContext: 'Indian Contract Act, 1872, section 124.',
            example: 'A indemnifies B against claims.',
            translation: null,
            relatedTerms: ['Guarantee'],
          },
        ],
        recommendations: [],
      }
    }
    if (system.startsWith(CHAT_SYSTEM)) return { reply: 'I can help with that.' }
    return 'not json'
  }, recorder)
}
