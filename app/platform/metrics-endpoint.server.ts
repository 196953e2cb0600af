import crypto from 'node:crypto'
import { getEnv } from './env.server.ts'
import { METRICS_CONTENT_TYPE, metricsText } from './metrics.server.ts'

export type MetricsAnswer =
  { status: 404 } | { status: 401 } | { status: 200; contentType: string; body: string }

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i

const digest = (value: string) => crypto.createHash('sha256').update(value).digest()

/**
 * GET /metrics (served by server.js): a 404 unless METRICS_TOKEN is set, and then only to
 * `Authorization: Bearer <token>` — anything else is a 401. The comparison takes the same
 * time whatever the guess (equal-length digests, timingSafeEqual).
 */
export async function answerMetrics(
  authorization: string | undefined,
  { token }: { token: string | undefined } = { token: getEnv().METRICS_TOKEN },
): Promise<MetricsAnswer> {
  if (!token) return { status: 404 }
  const offered = BEARER.exec(authorization ?? '')?.[1] ?? ''
  if (!crypto.timingSafeEqual(digest(offered), digest(token))) return { status: 401 }
  return { status: 200, contentType: METRICS_CONTENT_TYPE, body: await metricsText() }
}
