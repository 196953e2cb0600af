// @ts-check
// An export worker (app/features/export/export-pool.server.ts): lays out one agreement as a
// PDF or Word file off the server's thread, from the block model the server made.
import os from 'node:os'
import { serveJobs } from '../worker-jobs.js'
import { renderDocxDocument } from './docx.js'
import { renderPdfDocument } from './pdf.js'

// Exports are background work: on Linux a thread's nice value is its own, so this worker
// yields the cores to the request thread when both want them (bench:soak, ADR 0044).
try {
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL)
} catch {
  // a system that refuses it: the worker runs at the server's priority, as before
}

serveJobs(
  (/** @type {{ format: 'pdf' | 'docx', model: import('./pdf.js').ExportDocument }} */ { format, model }) => {
    if (format === 'pdf') return renderPdfDocument(model)
    if (format === 'docx') return renderDocxDocument(model)
    throw new Error(`no worker renders ${String(format)}`)
  },
)
