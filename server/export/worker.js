// @ts-check
// An export worker (app/features/export/export-pool.server.ts): lays out one agreement as a
// PDF or Word file off the server's thread, from the block model the server made.
import { serveJobs } from '../worker-jobs.js'
import { renderDocxDocument } from './docx.js'
import { renderPdfDocument } from './pdf.js'

serveJobs(
  (/** @type {{ format: 'pdf' | 'docx', model: import('./pdf.js').ExportDocument }} */ { format, model }) => {
    if (format === 'pdf') return renderPdfDocument(model)
    if (format === 'docx') return renderDocxDocument(model)
    throw new Error(`no worker renders ${String(format)}`)
  },
)
