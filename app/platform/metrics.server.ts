import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { catchUpLag } from '#events/catch-up.server.ts'
import { appendsCounter, concurrencyErrorsCounter, eventsAppendedCounter } from '#events/metrics.server.ts'
import { outboxSize } from '#app/features/mail/outbox.server.ts'
import { getDb } from './db.server.ts'
import { getLog } from './log.server.ts'

/**
 * This process's metrics in Prometheus's format (GET /metrics, answered by
 * metrics-endpoint.server.ts). Requests only move counters; the gauges that need the
 * database (outbox size, catch-up lag) are read when Prometheus scrapes, not per request.
 * Several processes each serve their own: Prometheus scrapes each and sums.
 */
export const registry = new Registry()

const httpRequests = new Counter({
  name: 'nyaya_http_requests_total',
  help: 'HTTP requests answered, by Remix route id (or static, healthz, readyz, metrics, server), method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
})

const httpDuration = new Histogram({
  name: 'nyaya_http_request_duration_seconds',
  help: 'Time from a request arriving to its response ending, by route id, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

/** server.js calls this as each response ends. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const labels = { route, method, status: String(status) }
  httpRequests.inc(labels)
  httpDuration.observe(labels, seconds)
}

const generations = new Counter({
  name: 'nyaya_generations_total',
  help: 'Agreement generations by provider (offline, model, fallback: the model failed and the offline engine drafted) and outcome.',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
})

export type GenerationProvider = 'offline' | 'model' | 'fallback'

export function countGeneration(provider: GenerationProvider, outcome: string): void {
  generations.inc({ provider, outcome })
}

const payments = new Counter({
  name: 'nyaya_payments_total',
  help: 'Payment reports by where they came from (checkout, payment_link, webhook) and outcome.',
  labelNames: ['source', 'outcome'] as const,
  registers: [registry],
})

export type PaymentOutcome = 'captured' | 'repeat' | 'failed' | 'refused' | 'bad_signature'

export function countPayment(source: 'checkout' | 'payment_link' | 'webhook', outcome: PaymentOutcome): void {
  payments.inc({ source, outcome })
}

for (const counter of [appendsCounter, eventsAppendedCounter, concurrencyErrorsCounter]) {
  registry.registerMetric(counter)
}

// A gauge read on scrape that cannot reach the database reports nothing, not a stale value.
async function readOnScrape(what: string, read: () => Promise<void>): Promise<void> {
  try {
    await read()
  } catch (error) {
    getLog().warn({ err: error }, `metrics: ${what} could not be read`)
  }
}

new Gauge({
  name: 'nyaya_mail_outbox_messages',
  help: 'Messages in the mail outbox: waiting (to be sent or retried) and given_up (left for the operator).',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    this.reset()
    await readOnScrape('the mail outbox', async () => {
      const size = await outboxSize(await getDb())
      this.set({ state: 'waiting' }, size.waiting)
      this.set({ state: 'given_up' }, size.givenUp)
    })
  },
})

new Gauge({
  name: 'nyaya_projection_lag_positions',
  help: "How far each catch-up reader's checkpoint is behind the event log's head, in global positions.",
  labelNames: ['reader'] as const,
  registers: [registry],
  async collect() {
    this.reset()
    await readOnScrape('the catch-up checkpoints', async () => {
      for (const reader of await catchUpLag(await getDb())) this.set({ reader: reader.name }, reader.behind)
    })
  },
})

let defaultsOn = false

/** The exposition text; process memory, CPU and event-loop lag start with the first scrape. */
export async function metricsText(): Promise<string> {
  if (!defaultsOn) {
    collectDefaultMetrics({ register: registry })
    defaultsOn = true
  }
  return registry.metrics()
}

export const METRICS_CONTENT_TYPE = registry.contentType
