// @ts-check
// The worker's side of app/platform/worker-pool.server.ts: one job at a time arrives as
// { id, input }; the answer goes back as { id, ok, value } or { id, ok: false, name, message }.
// Plain JS: worker threads run it as it is, from source and beside the production build.
import { parentPort } from 'node:worker_threads'

/**
 * Answers the pool's jobs with `handle`. A returned Uint8Array's buffer is transferred, not copied.
 * @param {(input: any) => unknown} handle
 */
export function serveJobs(handle) {
  const port = parentPort
  if (!port) throw new Error('serveJobs runs in a worker thread')
  port.on('message', async (/** @type {{ id: number, input: unknown }} */ { id, input }) => {
    try {
      const value = await handle(input)
      // Only a view of a whole buffer of its own: transferring a shared pool would detach it.
      const own =
        value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength
      const transfer = own ? [value.buffer] : []
      port.postMessage({ id, ok: true, value }, /** @type {ArrayBuffer[]} */ (transfer))
    } catch (error) {
      const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) }
      port.postMessage({ id, ok: false, name, message })
    }
  })
}
