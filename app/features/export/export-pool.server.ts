import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getEnv } from '#app/platform/env.server.ts'
import { createWorkerPool, type WorkerPool } from '#app/platform/worker-pool.server.ts'
import type { Bytes, ExportDocument } from './document.server.ts'

/**
 * The worker threads that make PDF and Word files (server/export/worker.js), so a 30-page
 * PDF's ~170 ms of layout never holds up other requests. EXPORT_WORKERS of them (0: none,
 * the files are made on the request thread); four more jobs per worker may wait.
 */
export const EXPORT_POOL_LIMITS = {
  waitingPerWorker: 4,
  /** The largest allowed agreement takes ~3 s on a quiet core; ten times that is a fault. */
  timeoutMs: 30_000,
  /** A worker's V8 heap: a runaway layout fails its own job, not the server. */
  heapMb: 512,
} as const

export type ExportJob = { format: 'pdf' | 'docx'; model: ExportDocument }

/** server/export/worker.js, found from this module whether it runs from source or from build/. */
export function exportWorkerPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'server', 'export', 'worker.js')
    if (fs.existsSync(candidate)) return candidate
    dir = path.dirname(dir)
  }
  throw new Error('server/export/worker.js not found beside the running code')
}

// One pool per process, kept on globalThis so a dev rebuild reuses it (as the database).
const holder = globalThis as typeof globalThis & { __exportPool?: WorkerPool<ExportJob, Bytes> | null }

/** The process's export pool, started on first use; null when EXPORT_WORKERS is 0. */
export function exportPool(): WorkerPool<ExportJob, Bytes> | null {
  if (holder.__exportPool !== undefined) return holder.__exportPool
  const size = getEnv().EXPORT_WORKERS
  holder.__exportPool =
    size === 0
      ? null
      : createWorkerPool<ExportJob, Bytes>({
          script: exportWorkerPath(),
          size,
          queue: size * EXPORT_POOL_LIMITS.waitingPerWorker,
          timeoutMs: EXPORT_POOL_LIMITS.timeoutMs,
          resourceLimits: { maxOldGenerationSizeMb: EXPORT_POOL_LIMITS.heapMb },
        })
  return holder.__exportPool
}

/** On shutdown, after the server stopped taking requests: running exports finish, then the workers stop. */
export async function closeExportPool(graceMs?: number): Promise<void> {
  const pool = holder.__exportPool
  if (pool) await pool.close(graceMs)
}
