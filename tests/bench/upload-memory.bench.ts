/**
 * `npm run bench:uploads`: what reading an attachment costs in memory — this process's
 * (the server's, which calls `extractText`) and the extraction child's — for the
 * decompression bombs of the hostile-upload corpus and for real documents near 10 MB.
 * Memory, not speed, is the point: the figures in docs/security.md come from this script.
 *
 * This process's resident memory is sampled every 5 ms; the child's peak is what the
 * extraction reports (its own maxRSS when it answers, the watchdog's samples when killed).
 * The production limits apply (512 MB, 15 s, two at once), so a loaded machine may see a
 * slow file stopped by time rather than read.
 */
import os from 'node:os'
import { extractText } from '#app/platform/text-extraction.server.ts'
import { largeDocx, largePdf } from '#tests/support/large-documents.ts'
import { docxParagraphBomb, docxZipBomb, pdfContentBomb, pdfFlateBomb } from '#tests/support/hostile-files.js'

const MB = 1024 * 1024
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`

type Case = { name: string; kind: 'pdf' | 'docx'; bytes: Buffer; copies?: number }

async function measure({ name, kind, bytes, copies = 1 }: Case) {
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
  const reads = await Promise.all(Array.from({ length: copies }, () => extractText(kind, bytes)))
  clearInterval(sampler)
  const outcomes = reads.map((r) => r.outcome).join(', ')
  const children = reads.map((r) => (r.outcome === 'busy' ? 0 : (r.child.peakRssBytes ?? 0)))
  console.log(
    `${name.padEnd(46)} ${(bytes.length / MB).toFixed(2).padStart(5)} MB  ${copies} at once  server +${mb(peak - before).padEnd(7)} child peak ${mb(Math.max(...children)).padEnd(7)} ${outcomes}`,
  )
}

console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}\n`)
const cases: Case[] = [
  { name: 'PDF: one stream inflating to 400 MB', kind: 'pdf', bytes: pdfFlateBomb() },
  { name: 'PDF: four streams of 200 MB', kind: 'pdf', bytes: pdfFlateBomb({ inflatedMb: 200, streams: 4 }) },
  { name: 'PDF: 400 MB behind ASCIIHex (scan cannot see)', kind: 'pdf', bytes: pdfFlateBomb({ hex: true }) },
  {
    name: 'PDF: content-stream bomb, 40 MB × 30 pages',
    kind: 'pdf',
    bytes: pdfContentBomb({ inflatedMb: 40, pages: 30 }),
  },
  { name: 'PDF: one stream inflating to 400 MB', kind: 'pdf', bytes: pdfFlateBomb(), copies: 4 },
  { name: 'DOCX: image entry inflating to 500 MB', kind: 'docx', bytes: docxZipBomb(500) },
  { name: 'DOCX: 500,000 paragraphs within the zip bounds', kind: 'docx', bytes: docxParagraphBomb(500_000) },
  { name: 'real PDF: 60 pages of text and 3 photos', kind: 'pdf', bytes: await largePdf(60, 3) },
  { name: 'real DOCX: 1,000 paragraphs and 3 photos', kind: 'docx', bytes: await largeDocx(1000, 3) },
  { name: 'real DOCX: 25,000 paragraphs (18 MB of XML)', kind: 'docx', bytes: await largeDocx(25_000, 0) },
]
for (const c of cases) await measure(c)
