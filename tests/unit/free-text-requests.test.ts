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
  /** Amounts the draft cannot place, or holds only converted (a monthly pay as yearly CTC): named in a review flag. */
  flagged?: string[]
  void?: boolean
  /** Children the request names as under age: never a party, never asked for a PAN (ICA s.11). */
  minors?: string[]
  /** Passages the draft must contain because the request states them. */
  states?: string[]
  /** A known defect still to fix: the row is listed as a todo, not silently passed. */
  todo?: string
}
const corpus = JSON.parse(
  readFileSync(new URL('../fixtures/requests/plain-requests.json', import.meta.url), 'utf8'),
) as { self: string; requests: Row[] }
const NOW = new Date('2026-11-26T10:00:00Z')
const BASE_AFTER_PARTY =
  /\b(?:First|Second|Third) Party (?:want|wish|need|live|stay|own|owe|pay|teach|carry|do|have|are|go|agree|promise)\b/
const DEBT = /\b(?:lend\w*|lent|loan|owe[sd]?|borrow\w*|udhaa?r)\b/i

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
  it('holds at least 80 requests', () => {
    expect(corpus.requests.length).toBeGreaterThanOrEqual(80)
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
      for (const child of row.minors ?? []) {
        expect(agreement.parties.map((p) => p.name.toUpperCase())).not.toContain(child)
        expect(content).not.toMatch(new RegExp(`SIGNED[^\\n]*\\n${child}\\n`))
        expect(content).not.toMatch(new RegExp(`PAN of ${child}`, 'i'))
        expect(content).toContain(`${child}, the`)
      }
      const flat = content.replace(/\s+/g, ' ')
      for (const passage of row.states ?? []) expect(flat).toContain(passage)
      for (const amount of row.amounts)
        expect(content).toMatch(
          new RegExp(`${amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.\\d\\d)? \\(Rupees`),
        )
      const flags = agreement.reviewFlags.map((f) => f.message).join('\n')
      for (const amount of row.flagged ?? []) expect(flags).toContain(amount)
      if (agreement.templateId === 'custom') {
        // "by their nature" in the survival sentence speaks of provisions, not of a party; "he or
        // she" is the boilerplate's word for any individual party, bound to no one in particular.
        const unbound = operative(agreement)
          .replace(/by their nature/g, '')
          .replace(/\b(?:he or she|his or her|him or her)\b/g, '')
        expect(pronounsIn(unbound)).toEqual([])
        // The converted speaker reads as English (advocate's read, Drafts 10 and 11).
        expect(content).not.toMatch(BASE_AFTER_PARTY)
        expect(content).not.toMatch(/\bconfirms that it is of full age/)
      }
      expect(`${content}\n${agreement.reviewFlags.map((f) => f.message).join('\n')}`).not.toMatch(
        /\bthe the\b/i,
      )
      // A debt is never ended at will (advocate's read, Draft 10 finding 2).
      if (DEBT.test(row.text)) expect(content).not.toMatch(/at any time, without giving a reason/)
      if (row.void) {
        expect(resolved.ok && resolved.notes.join(' ')).toMatch(
          /Not drafted: .*(?:section 27|section 12\(5\))/,
        )
        expect(agreement.reviewFlags.some((f) => /^Not drafted/.test(f.message))).toBe(true)
      }
    })
  }
})
