import { describe, expect, it } from 'vitest'
import { browseClauses, fillPlaceholders, listPlaceholders } from '#domain/clauses/index.ts'
import {
  asLibraryClause,
  decidePersonalClause,
  documentPassages,
  evolvePersonalClause,
  initialPersonalClauseState,
  parseTags,
  PERSONAL_CLAUSE_EVENT_SCHEMAS,
  PersonalClauseError,
  readPersonalClauseForm,
  type PersonalClause,
  type PersonalClauseCommand,
  type PersonalClauseField,
  type PersonalClauseState,
} from '#domain/personal-clauses/index.ts'

const OWNER = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'
const SOURCE = '33333333-3333-4333-8333-333333333333'
const NOW = new Date('2026-11-26T10:00:00Z')

const form = (fields: Partial<Record<PersonalClauseField, string>>) =>
  readPersonalClauseForm((name) => fields[name])

const GOOD = {
  title: '  Notice   Period ',
  category: 'Employment',
  risk: 'Medium',
  tags: ' notice, , Termination ,NOTICE,  two  words ',
  description: ' How much notice either side gives. ',
  passage:
    '\n\nEither party may end this with [NOTICE DAYS] days’ notice to [EMPLOYEE NAME].\n  (a) in writing.  \n\n',
}

describe('the save form', () => {
  it('trims the title, drops empty and repeated tags, keeps the passage’s own lines', () => {
    const read = form(GOOD)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.clause).toEqual({
      title: 'Notice Period',
      category: 'Employment',
      riskLevel: 'Medium',
      tags: ['notice', 'Termination', 'two words'],
      description: 'How much notice either side gives.',
      content:
        'Either party may end this with [NOTICE DAYS] days’ notice to [EMPLOYEE NAME].\n  (a) in writing.',
    })
  })

  it('names each problem beside its field and gives back what was typed', () => {
    const typed = {
      title: '   ',
      category: 'Cooking',
      risk: 'Extreme',
      tags: Array.from({ length: 13 }, (_, i) => `t${i}`).join(','),
      description: 'd'.repeat(501),
      passage: ' \n ',
    }
    const read = form(typed)
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(Object.keys(read.errors).sort()).toEqual([
      'category',
      'description',
      'passage',
      'risk',
      'tags',
      'title',
    ])
    expect(read.values).toEqual(typed)
    expect(form({ ...GOOD, tags: 'x'.repeat(41) })).toMatchObject({
      ok: false,
      errors: { tags: expect.any(String) },
    })
    expect(form({ ...GOOD, title: 't'.repeat(121) })).toMatchObject({
      ok: false,
      errors: { title: expect.any(String) },
    })
    expect(form({ ...GOOD, passage: 'p'.repeat(20_001) })).toMatchObject({
      ok: false,
      errors: { passage: expect.any(String) },
    })
    // Missing fields are blank, never a crash; the description may be left out.
    expect(form({})).toMatchObject({ ok: false, values: { title: '', passage: '' } })
    expect(form({ ...GOOD, description: undefined }).ok).toBe(true)
  })

  it('parses tags as comma-separated, trimmed, empties dropped', () => {
    expect(parseTags('')).toEqual([])
    expect(parseTags(' , ,')).toEqual([])
    expect(parseTags('a,b , c')).toEqual(['a', 'b', 'c'])
    expect(parseTags('GST, gst')).toEqual(['GST'])
  })
})

function decide(command: PersonalClauseCommand, state: PersonalClauseState) {
  const events = decidePersonalClause(command, state)
  for (const event of events) PERSONAL_CLAUSE_EVENT_SCHEMAS[event.type].parse(event.data)
  return events
}
const fold = (events: ReturnType<typeof decide>, from = initialPersonalClauseState()) =>
  events.reduce(evolvePersonalClause, from)

describe('the personal clause stream', () => {
  const read = form(GOOD)
  if (!read.ok) throw new Error('fixture')
  const save = (actorId = OWNER): PersonalClauseCommand => ({
    type: 'SaveClause',
    data: { actorId, clause: read.clause, sourceAgreementId: SOURCE, now: NOW },
  })
  const del = (actorId = OWNER): PersonalClauseCommand => ({
    type: 'DeleteClause',
    data: { actorId, now: NOW },
  })

  it('is saved once by its owner, with the source document and the time', () => {
    const saved = decide(save(), initialPersonalClauseState())
    expect(saved).toEqual([
      {
        type: 'PersonalClauseSaved',
        data: { ownerId: OWNER, ...read.clause, sourceAgreementId: SOURCE, savedAt: NOW.toISOString() },
      },
    ])
    const state = fold(saved)
    expect(state).toEqual({ ownerId: OWNER, deleted: false })
    expect(() => decide(save(), state)).toThrow(
      expect.objectContaining({ code: 'personal_clause.already_exists' }),
    )
  })

  it('is deleted only by its owner, once; another user’s and a missing one read as not found', () => {
    const state = fold(decide(save(), initialPersonalClauseState()))
    for (const [command, on] of [
      [del(OTHER), state],
      [del(), initialPersonalClauseState()],
    ] as const) {
      expect(() => decide(command, on)).toThrow(PersonalClauseError)
      expect(() => decide(command, on)).toThrow(
        expect.objectContaining({ code: 'personal_clause.not_found' }),
      )
    }
    const deleted = fold(decide(del(), state), state)
    expect(deleted.deleted).toBe(true)
    expect(() => decide(del(), deleted)).toThrow(
      expect.objectContaining({ code: 'personal_clause.not_found' }),
    )
  })

  it('is edited only by its owner while it exists, the whole clause in the event', () => {
    const state = fold(decide(save(), initialPersonalClauseState()))
    const clause = { ...read.clause, title: 'Edited title', content: 'New [TEXT].' }
    const edit = (actorId = OWNER): PersonalClauseCommand => ({
      type: 'EditClause',
      data: { actorId, clause, now: NOW },
    })
    expect(decide(edit(), state)).toEqual([
      { type: 'PersonalClauseEdited', data: { ...clause, editedAt: NOW.toISOString() } },
    ])
    expect(fold(decide(edit(), state), state)).toEqual(state)
    const deleted = fold(decide(del(), state), state)
    for (const [command, on] of [
      [edit(OTHER), state],
      [edit(), initialPersonalClauseState()],
      [edit(), deleted],
    ] as const)
      expect(() => decide(command, on)).toThrow(
        expect.objectContaining({ code: 'personal_clause.not_found' }),
      )
  })

  it('ignores event types this build does not know', () => {
    const state = { ownerId: OWNER, deleted: false }
    expect(evolvePersonalClause(state, { type: 'PersonalClauseRenamed', data: {} })).toBe(state)
  })
})

describe('a personal clause in the library', () => {
  const clause = (over: Partial<PersonalClause>): PersonalClause => ({
    id: '44444444-4444-4444-8444-444444444444',
    title: 'Notice Period',
    category: 'Employment',
    riskLevel: 'Medium',
    tags: ['notice'],
    description: '',
    content: 'Either party gives [NOTICE DAYS] days’ notice.',
    savedAt: NOW,
    editedAt: null,
    ...over,
  })

  it('has the library’s shape, its placeholders filled like the library’s', () => {
    const asClause = asLibraryClause(clause({}))
    expect(asClause).toMatchObject({
      subcategory: 'My clause',
      applicableLaws: [],
      lastUpdated: '2026-11-26',
    })
    expect(listPlaceholders(asClause.content)).toEqual(['NOTICE DAYS'])
    // Dated by its latest save: an edit's day once edited.
    expect(asLibraryClause(clause({ editedAt: new Date('2026-12-03T10:00:00Z') })).lastUpdated).toBe(
      '2026-12-03',
    )
    expect(fillPlaceholders(asClause.content, { 'notice days': '30' }).content).toBe(
      'Either party gives 30 days’ notice.',
    )
  })

  it('is browsed with the library’s search and filters, over the user’s own clauses only', () => {
    const mine = [
      clause({ id: 'a', title: 'Notice Period' }),
      clause({ id: 'b', title: 'Rent Escalation', category: 'Property', riskLevel: 'High', tags: ['Rent'] }),
    ].map(asLibraryClause)
    expect(browseClauses({}, mine).map((c) => c.id)).toEqual(['a', 'b'])
    expect(browseClauses({ query: 'RENT' }, mine).map((c) => c.id)).toEqual(['b'])
    expect(browseClauses({ category: 'Property', riskLevel: 'Medium' }, mine)).toEqual([])
    expect(browseClauses({ riskLevel: 'High' }, mine).map((c) => c.id)).toEqual(['b'])
    // The built-in library is not searched when the user's own are given.
    expect(browseClauses({ query: 'force majeure' }, mine)).toEqual([])
  })
})

describe('passages of a document', () => {
  it('offers each numbered clause of the engine’s layout with its own lines', () => {
    const text = [
      'LEAVE AND LICENCE AGREEMENT',
      '',
      '1. TERM',
      '',
      '1.1 Period. The licence runs for 11 months.',
      '1.2 Lock-in. Neither party ends it in the first [LOCK-IN MONTHS] months.',
      '    (a) except for breach.',
      '',
      '2. RENT',
      '',
      '2.1 Monthly Rent. Rs. 25,000 a month.',
    ].join('\n')
    const passages = documentPassages(text)
    expect(passages.map((p) => p.label)).toEqual(['1.1 Period', '1.2 Lock-in', '2.1 Monthly Rent'])
    expect(passages[1]!.text).toBe(
      'Lock-in. Neither party ends it in the first [LOCK-IN MONTHS] months.\n    (a) except for breach.',
    )
  })

  it('falls back to paragraphs for text without numbered sections', () => {
    const passages = documentPassages('First paragraph\nstill first.\n\n\n  Second one.  \n\n')
    expect(passages).toEqual([
      { label: 'First paragraph', text: 'First paragraph\nstill first.' },
      { label: 'Second one.', text: '  Second one.' },
    ])
    expect(documentPassages('   ')).toEqual([])
  })
})
