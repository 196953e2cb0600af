import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { resolveGeneration } from '#app/features/chat/api-generation.server.ts'
import { generateOffline } from '#domain/ai/offline.ts'
import { interpretRequest, pronounsIn } from '#domain/assistant/index.ts'
import type { Agreement } from '#domain/drafting/index.ts'

// Issue 18 class 9 and part 2: plain requests that name parties, money and term are drafted
// through POST /api/generate-agreement's resolver, never refused; what is open is a placeholder.
type Row = {
  text: string
  instrument: string
  parties: string[]
  amounts: string[]
  void?: boolean
  /** A known defect still to fix: the row is listed as a todo, not silently passed. */
  todo?: string
}
const corpus = JSON.parse(
  readFileSync(new URL('../fixtures/requests/plain-requests.json', import.meta.url), 'utf8'),
) as { self: string; requests: Row[] }
const NOW = new Date('2026-11-26T10:00:00Z')

function draft(row: Row) {
  const resolved = resolveGeneration({ userInput: row.text, details: {}, self: corpus.self }, NOW)
  if (!resolved.ok) throw new Error(`refused: ${resolved.error}`)
  const result = generateOffline(resolved.request)
  if (!result.ok) throw new Error(`not drafted: ${result.message}`)
  const agreement = result.document.agreement as Agreement
  return { resolved, content: result.document.content, agreement }
}

/** The operative clauses: the sections between the recitals and the general provisions. */
function operative(agreement: Agreement): string {
  return agreement.sections
    .filter((s) => !/general|governing|definitions/i.test(s.heading))
    .flatMap((s) => s.clauses.flatMap((c) => [c.text, ...(c.items ?? []), c.tail ?? '']))
    .join('\n')
}

describe('plain requests through the generation API (issue 18 class 9)', () => {
  it('holds at least 40 requests', () => {
    expect(corpus.requests.length).toBeGreaterThanOrEqual(40)
  })

  for (const row of corpus.requests) {
    if (row.todo) {
      it.todo(`${row.text.slice(0, 70)} — ${row.todo}`)
      continue
    }
    it(`drafts: ${row.text.slice(0, 70)}`, () => {
      const { resolved, content, agreement } = draft(row)
      if (row.instrument !== 'vehicle-or-goods-sale') {
        expect(agreement.templateId).toBe(row.instrument)
        const reading = interpretRequest(row.text, { self: corpus.self })
        if (row.instrument !== 'custom')
          expect(reading.kind === 'template' && reading.templateId).toBe(row.instrument)
      }
      for (const name of row.parties) expect(content).toContain(name)
      for (const amount of row.amounts)
        expect(content).toMatch(
          new RegExp(`${amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.\\d\\d)? \\(Rupees`),
        )
      if (agreement.templateId === 'custom') expect(pronounsIn(operative(agreement))).toEqual([])
      if (row.void) {
        expect(resolved.ok && resolved.notes.join(' ')).toMatch(
          /Not drafted: .*(?:section 27|section 12\(5\))/,
        )
        expect(agreement.reviewFlags.some((f) => /^Not drafted/.test(f.message))).toBe(true)
      }
    })
  }
})
