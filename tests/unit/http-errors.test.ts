import { describe, expect, it } from 'vitest'
import { AgreementError } from '#domain/agreement/index.ts'
import { ChatError } from '#domain/chat/index.ts'
import { SubscriptionError } from '#domain/subscription/index.ts'
import { ConcurrencyError } from '#events/types.ts'
import { CONFLICT_MESSAGE, errorResponse, httpStatusOf, refusalOf } from '#app/platform/http-errors.server.ts'

// One table answers every refusal of a command; a ConcurrencyError, bare or as a cause, is a 409
// that names the versions, and an error that is no refusal is left to be a 500.

describe('the error table', () => {
  it('answers each aggregate’s refusals with their status', () => {
    expect(httpStatusOf(new AgreementError('agreement.not_found', 'x'))).toBe(404)
    expect(httpStatusOf(new AgreementError('agreement.version_conflict', 'x'))).toBe(409)
    expect(httpStatusOf(new AgreementError('comment.too_long', 'x'))).toBe(413)
    expect(httpStatusOf(new ChatError('chat.not_owner', 'x'))).toBe(404)
    expect(httpStatusOf(new ChatError('chat.title_required', 'x'))).toBe(400)
    expect(httpStatusOf(new SubscriptionError('subscription.limit_reached', 'x'))).toBe(403)
  })

  it('answers a bare ConcurrencyError 409 with the version expected and the stream’s', async () => {
    const conflict = new ConcurrencyError('agreement-1', 3, 5)
    expect(refusalOf(conflict)).toEqual({
      status: 409,
      code: 'concurrency',
      message: CONFLICT_MESSAGE,
      conflict: { expectedVersion: 3, currentVersion: 5 },
    })
    const response = errorResponse(conflict)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: CONFLICT_MESSAGE,
      conflict: { expectedVersion: 3, currentVersion: 5 },
    })
  })

  it('gives a busy refusal its own sentence and the versions of the conflict behind it', async () => {
    const busy = new ChatError('chat.busy', 'Please send it again.', {
      cause: new ConcurrencyError('chat-1', 'any', 7),
    })
    const response = errorResponse(busy, { success: false })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'Please send it again.',
      success: false,
      conflict: { expectedVersion: 'any', currentVersion: 7 },
    })
  })

  it('answers "not here" as the API’s one 404, and rethrows what is no refusal', async () => {
    expect(await errorResponse(new AgreementError('comment.not_found', 'Comment 42')).json()).toEqual({
      error: 'Not found',
    })
    const outage = new Error('connection reset')
    expect(refusalOf(outage)).toBeNull()
    expect(() => httpStatusOf(outage)).toThrow(outage)
    expect(() => errorResponse(outage)).toThrow(outage)
  })
})
