import type { ActionFunctionArgs } from '@remix-run/node'
import { API_MAX_BYTES } from '../../../server/request-limits.js'
import { paymentGateway } from '#app/providers/payments.server.ts'
import { apiError, apiJson, readBytesCapped } from '#app/platform/api-auth.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getLog } from '#app/platform/log.server.ts'
import { receiveWebhook, WEBHOOK_ACTOR } from './webhook.server.ts'

/**
 * POST /api/payments/webhook: no session and no CSRF token — the gateway's signature over the
 * raw bytes is the credential (server/origin.js exempts this path, and only it, from the
 * Origin check).
 */
export async function paymentWebhookApi(args: ActionFunctionArgs) {
  const raw = await readBytesCapped(args.request, API_MAX_BYTES)
  if (raw === null) return apiError(413, 'The request body is too large')
  const db = await getDb()
  let result
  try {
    result = await receiveWebhook(
      db,
      commandContext(args, WEBHOOK_ACTOR),
      paymentGateway(db),
      raw,
      args.request.headers,
    )
  } catch (error) {
    // Not remembered as delivered: a 503 makes the gateway send it again later.
    getLog().error({ err: error }, 'payment webhook not handled; the gateway will retry')
    return apiError(503, 'Busy; please retry the delivery')
  }
  if (result.status === 400) {
    return apiError(
      400,
      result.outcome === 'bad_signature' ? 'Invalid webhook signature' : 'Unreadable webhook body',
    )
  }
  return apiJson({ status: 'ok', outcome: result.outcome })
}
