import yauzl from 'yauzl'
import { afterAll, describe, expect, it } from 'vitest'
import { draftAgreement } from '#domain/drafting/index.ts'
import { renderPlainText } from '#domain/drafting/index.ts'
import { toExportDocument, type Bytes } from '#app/features/export/document.server.ts'
import {
  EXPORT_POOL_LIMITS,
  exportWorkerPath,
  type ExportJob,
} from '#app/features/export/export-pool.server.ts'
import { createWorkerPool } from '#app/platform/worker-pool.server.ts'
import { renderDocxDocument } from '#server/export/docx.js'
import { renderPdfDocument } from '#server/export/pdf.js'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'

// The export workers run the same layout code as the request thread, from the same block
// model: their files must be the same bytes but for the moment they were made.

const pool = createWorkerPool<ExportJob, Bytes>({
  script: exportWorkerPath(),
  size: 1,
  queue: 4,
  timeoutMs: EXPORT_POOL_LIMITS.timeoutMs,
  resourceLimits: { maxOldGenerationSizeMb: EXPORT_POOL_LIMITS.heapMb },
})
afterAll(() => pool.close(0))

const agreement = draftAgreement('rental-agreement', {
  ...SAMPLE_DETAILS['rental-agreement'],
  landlordName: 'अनिल मेहता',
})
const title = 'Leave and Licence Agreement'
const MODELS = {
  structured: toExportDocument({
    title,
    content: renderPlainText(agreement),
    structure: agreement as unknown as Record<string, unknown>,
  }),
  // An edited agreement has no structure: its blocks are read back from the text.
  edited: toExportDocument({
    title,
    content: renderPlainText(agreement) + '\n\nEdited by hand.',
    structure: null,
  }),
}

/** The PDF without its creation time (an object of its own) and the file id pdfkit derives from it. */
const timeless = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:)')
    .replace(/\/ID \[[^\]]*\]/g, '/ID []')

/** Every entry of the Word zip, inflated, with docProps/core.xml's created and modified times blanked. */
function entries(bytes: Uint8Array): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const found: Record<string, string> = {}
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            found[entry.fileName] = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, '$1')
            zip.readEntry()
          })
        }),
      )
      zip.on('end', () => resolve(found))
      zip.readEntry()
    })
  })
}

describe('an export made in a worker', () => {
  it.each(Object.keys(MODELS) as Array<keyof typeof MODELS>)(
    'is the same PDF and Word file as on the request thread, but for the time (%s)',
    async (name) => {
      const model = MODELS[name]
      const [pdfHere, pdfThere] = [await renderPdfDocument(model), await pool.run({ format: 'pdf', model })]
      expect(pdfThere.byteLength).toBe(pdfHere.byteLength)
      expect(timeless(pdfThere)).toBe(timeless(pdfHere))
      // The times really are the only difference: the rest is byte for byte.
      expect(timeless(pdfHere)).toMatch(/\(D:\)/)

      const [docxHere, docxThere] = [
        await renderDocxDocument(model),
        await pool.run({ format: 'docx', model }),
      ]
      const [here, there] = [await entries(docxHere), await entries(docxThere)]
      expect(Object.keys(there).sort()).toEqual(Object.keys(here).sort())
      expect(there).toEqual(here)
      expect(here['word/document.xml']).toContain('अनिल')
    },
  )

  it('refuses a format no worker makes, and keeps the worker', async () => {
    const model = MODELS.edited
    await expect(pool.run({ format: 'html' as 'pdf', model })).rejects.toThrow('no worker renders html')
    expect(pool.stats).toMatchObject({ workers: 1, replaced: 0 })
  })
})
