import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Agreement, checklistLines, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { draftedFreeText } from '#tests/support/free-text.ts'

// Each golden review note quotes the passages a lawyer read (`> draft: …`, `> checklist: …`).
// Redrafting from the note's facts must still produce every quoted passage: a template or
// free-text engine change that alters a reviewed passage fails here and sends its author back.
const GOLDEN_DIR = path.resolve(import.meta.dirname, '../../docs/legal-review/golden')
const NOTE_NAME = /^\d{2}-[a-z0-9-]+\.md$/

/** A template draft: `draftAgreement(templateId, details, { place })`. */
interface TemplateFacts {
  readonly templateId: string
  readonly place: string
  readonly details: Readonly<Record<string, string>>
}

/** A free-text draft, as the API drafts a request without a template: `self` is its "I". */
interface FreeTextFacts {
  readonly request: string
  readonly self: string
  readonly now: string
}

type Facts = TemplateFacts | FreeTextFacts

const isFreeText = (facts: Facts): facts is FreeTextFacts => 'request' in facts

interface Note {
  readonly file: string
  readonly facts: Facts
  readonly draft: readonly string[]
  readonly checklist: readonly string[]
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The note's facts (its one ```json block) and its quoted excerpts, one per marked line. */
export function parseNote(file: string, markdown: string): Note {
  const blocks = [...markdown.matchAll(/^```json\n([\s\S]*?)^```/gm)]
  if (blocks.length !== 1)
    throw new Error(`${file}: expected one \`\`\`json facts block, found ${blocks.length}`)
  const facts = JSON.parse(blocks[0]?.[1] ?? '') as Facts
  const quoted = (marker: string) =>
    markdown
      .split('\n')
      .filter((line) => line.startsWith(`> ${marker}: `))
      .map((line) => normalise(line.slice(marker.length + 4)))
  return { file, facts, draft: quoted('draft'), checklist: quoted('checklist') }
}

/** The note's draft, by the path its facts name; a free-text note must stay a custom agreement. */
function redraft(facts: Facts): Agreement {
  if (!isFreeText(facts)) return draftAgreement(facts.templateId, facts.details, { place: facts.place })
  const drafted = draftedFreeText(facts.request, facts.self, new Date(facts.now))
  const templateId = drafted.resolved.ok ? drafted.resolved.request.templateId : undefined
  if (templateId)
    throw new Error(`the request now drafts as the template ${templateId}, not a custom agreement`)
  return drafted.agreement
}

const notes: Note[] = readdirSync(GOLDEN_DIR)
  .filter((name) => NOTE_NAME.test(name))
  .sort()
  .map((name) => parseNote(name, readFileSync(path.join(GOLDEN_DIR, name), 'utf8')))

describe('golden review notes', () => {
  it('covers ten templates and two free-text requests, each note with its facts and excerpts', () => {
    expect(notes).toHaveLength(12)
    expect(notes.filter((note) => isFreeText(note.facts))).toHaveLength(2)
    for (const note of notes) {
      const { facts } = note
      const kind = isFreeText(facts) ? 'custom' : facts.templateId
      expect(note.file.startsWith(`${note.file.slice(0, 2)}-${kind}-`), note.file).toBe(true)
      if (isFreeText(facts)) {
        expect(facts.request.trim() && facts.self.trim(), note.file).toBeTruthy()
        expect(Number.isNaN(Date.parse(facts.now)), `${note.file}: now is not a date`).toBe(false)
      } else expect(facts.place, note.file).toBeTruthy()
      expect(note.draft.length, `${note.file}: too few > draft: excerpts`).toBeGreaterThanOrEqual(5)
    }
  })

  for (const note of notes) {
    it(`${note.file}: every quoted passage is still in the regenerated draft`, () => {
      const agreement = redraft(note.facts)
      const text = normalise(renderPlainText(agreement))
      const checklist = normalise(checklistLines(agreement.checklist).join(' '))
      const stale = [
        ...note.draft.filter((excerpt) => !text.includes(excerpt)).map((e) => `draft: ${e}`),
        ...note.checklist.filter((excerpt) => !checklist.includes(excerpt)).map((e) => `checklist: ${e}`),
      ]
      // A failure here is not a bug to silence: re-read the passage as a lawyer, then update the
      // note's excerpt, verdict and "What changed" (docs/legal-review/golden/README.md).
      expect(stale, `${note.file}: passages no longer in the draft`).toEqual([])
    })
  }
})

describe('parseNote', () => {
  const sample = [
    '```json',
    '{ "templateId": "gift-deed", "place": "Jaipur", "details": {} }',
    '```',
    '> draft: The gift is   absolute',
    '>  draft: not an excerpt',
    '> checklist: Stamp duty',
  ].join('\n')

  it('reads the facts and normalises each excerpt', () => {
    const note = parseNote('x.md', sample)
    expect(!isFreeText(note.facts) && note.facts.templateId).toBe('gift-deed')
    expect(note.draft).toEqual(['The gift is absolute'])
    expect(note.checklist).toEqual(['Stamp duty'])
  })

  it('reads a free-text note\'s request, its "I" and its date', () => {
    const facts = '{ "request": "I will pay ₹5,000", "self": "Asha Rao", "now": "2026-11-26T10:00:00Z" }'
    const note = parseNote('x.md', ['```json', facts, '```', '> draft: ₹5,000'].join('\n'))
    expect(isFreeText(note.facts) && note.facts.self).toBe('Asha Rao')
  })

  it('refuses a note without exactly one facts block', () => {
    expect(() => parseNote('x.md', '> draft: text')).toThrow(/one ```json facts block/)
  })
})
