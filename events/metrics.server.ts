import { Counter } from 'prom-client'
import { streamTypeOf } from './types.ts'

/**
 * The event store's counters, registered by the app's metrics registry
 * (app/platform/metrics.server.ts). Counting is all the append path pays: no query, no I/O.
 */
export const appendsCounter = new Counter({
  name: 'nyaya_event_store_appends_total',
  help: 'Appends committed to the event store, by stream type.',
  labelNames: ['stream_type'] as const,
  registers: [],
})

export const eventsAppendedCounter = new Counter({
  name: 'nyaya_event_store_events_appended_total',
  help: 'Events committed to the event store, by stream type.',
  labelNames: ['stream_type'] as const,
  registers: [],
})

export const concurrencyErrorsCounter = new Counter({
  name: 'nyaya_event_store_concurrency_errors_total',
  help: 'ConcurrencyErrors the event store gave its caller (after any retries), by stream type.',
  labelNames: ['stream_type'] as const,
  registers: [],
})

export function countAppend(streamId: string, events: number): void {
  const labels = { stream_type: streamTypeOf(streamId) }
  appendsCounter.inc(labels)
  eventsAppendedCounter.inc(labels, events)
}

export function countConcurrencyError(streamId: string): void {
  concurrencyErrorsCounter.inc({ stream_type: streamTypeOf(streamId) })
}
