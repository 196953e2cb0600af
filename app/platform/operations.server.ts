import { closeExportPool } from '#app/features/export/export-pool.server.ts'
import { answerMetrics } from './metrics-endpoint.server.ts'
import { observeRequest } from './metrics.server.ts'
import { getEnv } from './env.server.ts'
import { getLog } from './log.server.ts'
import { checkReadiness } from './readiness.server.ts'
import { takeRequestUser } from './request-user.server.ts'

/**
 * What server.js takes from the build to run the process (entry.server.tsx exports it):
 * the logger, readiness, the metrics, who made a request, and the export workers to stop. One instance of each, the
 * build's, so the app's counters and server.js's request counts land in one registry.
 */
export const operations = {
  get log() {
    return getLog()
  },
  checkReadiness: () => checkReadiness(),
  answerMetrics,
  observeRequest,
  takeRequestUser,
  shutdownDrainMs: () => getEnv().SHUTDOWN_DRAIN_SECONDS * 1000,
  /** After the listener closed: running exports finish (at most `graceMs`), then the workers stop. */
  closeWorkers: (graceMs: number) => closeExportPool(graceMs),
}

export type Operations = typeof operations
