import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { TemplateId } from '#domain/catalogue/index.ts'
import { type Agreement, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { STATES } from '#domain/drafting/places.ts'
import {
  CENTRAL_ARTICLES,
  INSTRUMENT_KINDS,
  type InstrumentKind,
  STATE_LAW,
  type StateLaw,
  UNCONFIRMED_SOURCE,
  articleFor,
} from '#domain/drafting/state-law/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// Issue 18 class 4: a draft cites the stamp law, tenancy law and registration rules of its
// place. Every State and Union territory in the table, every stampable kind of instrument.

const ISA = 'Indian Stamp Act, 1899'

/** Templates by the instrument(s) their stamp entry charges. */
const TEMPLATES: ReadonlyArray<readonly [TemplateId, readonly InstrumentKind[]]> = [
  ['rental-agreement', ['leave-and-licence']],
  ['lease-deed', ['lease']],
  ['property-sale', ['agreement-for-sale', 'conveyance']],
  ['sale-deed', ['conveyance']],
  ['goods-sale', ['sale-of-goods']],
  ['gift-deed', ['gift']],
  ['partnership-agreement', ['partnership']],
  ['power-of-attorney', ['power-of-attorney']],
  ['loan-agreement', ['loan']],
  ['mortgage-agreement', ['mortgage']],
  ['guarantee-agreement', ['guarantee']],
  ['family-settlement', ['settlement']],
  ['mutual-nda', ['agreement']],
  ['will-testament', ['will']],
]

const ROWS = [...STATE_LAW.values()]

/** The field naming the property, for templates whose law follows the property's State. */
const PROPERTY_FIELD: Partial<Record<TemplateId, string>> = {
  'rental-agreement': 'propertyAddress',
  'lease-deed': 'propertyDescription',
  'property-sale': 'propertyDetails',
  'sale-deed': 'propertyDetails',
  'gift-deed': 'propertyDescription',
  'family-settlement': 'propertyDetails',
}

/** The sample, executed in the State and (for property) with the property there too. */
function draftIn(id: TemplateId, state: string): Agreement {
  const field = PROPERTY_FIELD[id]
  const details = field
    ? { ...SAMPLE_DETAILS[id], [field]: `House No. 12, Green Acres, Main Road, ${state}` }
    : SAMPLE_DETAILS[id]
  return draftAgreement(id, details, { place: state })
}

describe('the state-law table', () => {
  it('has one row, with a source, for each of the 28 States and 8 Union territories', () => {
    expect(ROWS).toHaveLength(36)
    expect(ROWS.filter((row) => row.kind === 'state')).toHaveLength(28)
    expect(new Set(ROWS.map((row) => row.state))).toEqual(new Set(STATES))
    for (const row of ROWS) {
      expect(row.source.length, row.state).toBeGreaterThan(10)
      expect(row.stamp.source.length, row.state).toBeGreaterThan(10)
      for (const entry of Object.values(row.articles)) expect(entry.source.length).toBeGreaterThan(10)
      for (const rule of row.registration) expect(rule.source.length).toBeGreaterThan(10)
      if (row.tenancy) expect(row.tenancy.source.length).toBeGreaterThan(10)
    }
  })

  it('is written out, row for row, in the reference section for indian-law.md', () => {
    const doc = readFileSync('docs/reference/indian-law-section-3-state-law.md', 'utf8')
    for (const row of ROWS) {
      const line = doc.split('\n').find((l) => l.startsWith(`| ${row.state} |`))
      expect(line, row.state).toBeDefined()
      expect(line).toContain(row.stamp.name)
      if (row.stamp.inadmissibility) expect(line).toContain(`**${row.stamp.inadmissibility}**`)
      if (row.tenancy?.act) expect(line).toContain(row.tenancy.act)
      if (row.rentControl) expect(line).toContain(row.rentControl.act)
      for (const rule of row.registration) expect(line).toContain(rule.rule)
      if (row.stamp.own)
        for (const entry of Object.values(row.articles))
          if (entry.article) expect(line).toContain(entry.article)
    }
  })

  it('lists every kind the catalogue drafts for a State with its own Act, each with its article or marked unconfirmed', () => {
    for (const row of ROWS.filter((r) => r.stamp.own))
      for (const kind of INSTRUMENT_KINDS) {
        const entry = row.articles[kind]
        expect(entry, `${row.state} ${kind}`).toBeDefined()
        if (!entry?.article && entry?.chargeable !== false) {
          expect(entry?.verify, `${row.state} ${kind}`).toBe(true)
          expect(entry?.source).toBe(UNCONFIRMED_SOURCE)
        }
      }
    // What the reference and docs/reference do not give stays unconfirmed, never numbered.
    for (const [state, kind] of [
      ['Rajasthan', 'gift'],
      ['Rajasthan', 'conveyance'],
      ['Maharashtra', 'gift'],
    ] as const)
      expect(articleFor(STATE_LAW.get(state), kind).known, `${state} ${kind}`).toBe(false)
    // Sourced since (docs/reference state-law §3, "Article sources"): the number, and no [verify] on it.
    for (const [state, kind, text] of [
      [
        'Kerala',
        'conveyance',
        'Article 21 or Article 22 (Conveyance), as the case may be, Kerala Stamp Act, 1959',
      ],
      ['Gujarat', 'conveyance', 'Article 20 (Conveyance), Gujarat Stamp Act, 1958'],
      ['Gujarat', 'partnership', 'Article 44 (Partnership), Gujarat Stamp Act, 1958'],
      ['Maharashtra', 'partnership', 'Article 47 (Partnership), Maharashtra Stamp Act, 1958'],
      ['Maharashtra', 'mortgage', 'Article 40 (Mortgage deed), Maharashtra Stamp Act, 1958'],
      ['Karnataka', 'lease', 'Article 30 (Lease), Karnataka Stamp Act, 1957'],
    ] as const)
      expect(articleFor(STATE_LAW.get(state), kind).text, `${state} ${kind}`).toBe(text)
    // Which of Kerala's two conveyance items applies stays open, in the note.
    expect(articleFor(STATE_LAW.get('Kerala'), 'conveyance').note).toMatch(/item 21 or item 22.*\[verify\]/)
    expect(articleFor(STATE_LAW.get('Maharashtra'), 'sale-of-goods').text).toMatch(
      /^Article 5 .*Article 25\(a\) \(Conveyance of movable property\), Maharashtra Stamp Act, 1958 \[verify\]$/,
    )
  })

  it('says in the reference section which articles it does not have, State by State', () => {
    const doc = readFileSync('docs/reference/indian-law-section-3-state-law.md', 'utf8')
    for (const row of ROWS.filter((r) => r.stamp.own)) {
      const line = doc.split('\n').find((l) => l.startsWith(`| ${row.state} |`)) ?? ''
      const unconfirmed = INSTRUMENT_KINDS.filter((kind) => row.articles[kind]?.source === UNCONFIRMED_SOURCE)
      const listed = /not in the reference \*\*\[verify\]\*\*: ([a-z-]+(?:, [a-z-]+)*)/
        .exec(line)?.[1]
        ?.split(', ')
      expect(listed, row.state).toEqual(unconfirmed)
    }
  })

  it('names the States with their own stamp Acts, and the central Act for the rest', () => {
    const own = ROWS.filter((row) => row.stamp.own).map((row) => row.stamp.name)
    expect(own.sort()).toEqual([
      'Gujarat Stamp Act, 1958',
      'Karnataka Stamp Act, 1957',
      'Kerala Stamp Act, 1959',
      'Maharashtra Stamp Act, 1958',
      'Rajasthan Stamp Act, 1998',
    ])
    for (const row of ROWS.filter((r) => !r.stamp.own)) expect(row.stamp.name).toBe(ISA)
    expect(STATE_LAW.get('Maharashtra')?.stamp.inadmissibility).toBe('s.34')
    expect(STATE_LAW.get('Karnataka')?.stamp.inadmissibility).toBe('s.34')
    expect(STATE_LAW.get('Rajasthan')?.stamp.inadmissibility).toBe('s.39')
    expect(STATE_LAW.get('Tamil Nadu')?.stamp.inadmissibility).toBe('s.35')
  })

  it('records Model Tenancy Act laws only for the States reported to have adopted one', () => {
    const adopted = ROWS.filter((row) => row.tenancy).map((row) => row.state)
    expect(adopted.sort()).toEqual(['Andhra Pradesh', 'Assam', 'Tamil Nadu', 'Uttar Pradesh'])
  })

  it('gives every kind a text naming the Act for every row, never a guessed article', () => {
    for (const row of ROWS) {
      for (const kind of INSTRUMENT_KINDS) {
        if (kind === 'will') continue
        const { text, known } = articleFor(row, kind)
        expect(text, `${row.state} ${kind}`).toContain(row.stamp.name)
        if (known) expect(text).toMatch(/^Article /)
        else expect(text).toMatch(/^the applicable article of .*\[TO BE CONFIRMED: /)
        // An own Act never borrows the central numbering.
        if (row.stamp.own && known) expect(text).toBe(articleFor(row, kind).text)
        if (row.stamp.own && known) expect(text).not.toContain(ISA)
      }
    }
    // The kinds the catalogue's coming templates need (sale deed, sale of goods) are there.
    expect(CENTRAL_ARTICLES.conveyance.article).toBe('Article 23 (Conveyance)')
    expect(CENTRAL_ARTICLES['sale-of-goods'].note).toMatch(/exempt/)
    expect(articleFor(STATE_LAW.get('Karnataka'), 'conveyance').text).toMatch(/^Article 20 \(Conveyance\)/)
  })
})

describe.each(ROWS.map((row) => [row.state, row] as const))('drafts placed in %s', (state, row: StateLaw) => {
  it.each(TEMPLATES)('%s cites the State’s stamp law in the text and the checklist alike', (id, kinds) => {
    const agreement = draftIn(id, state)
    const text = renderPlainText(agreement)
    const { stampDuty } = agreement.checklist
    if (kinds[0] === 'will') {
      expect(stampDuty.required).toBe(false)
      return
    }
    const stampCite = agreement.statutes.find((s) => s.name === row.stamp.name)
    if (row.stamp.own) {
      // No central Act where the State has its own: not in the text, the statutes or the checklist's article.
      expect(text).not.toContain(ISA)
      expect(agreement.statutes.map((s) => s.name)).not.toContain(ISA)
      expect(stampDuty.article.replace(/; [^;]*Union rate.*$/, '')).not.toContain(ISA)
      expect(stampDuty.note).toContain(`${row.state} has its own Act, the ${row.stamp.name}`)
    } else {
      expect(stampDuty.note).toContain(`${row.state} applies the ${ISA}`)
    }
    if (stampCite) {
      if (!row.stamp.own) expect(stampCite.provisions).toBe(`as it applies in ${state}`)
      // The governing-law clause names the same Act the checklist does.
      if (agreement.sections.some((s) => s.clauses.some((c) => c.id === 'governing-law')))
        expect(text).toContain(row.stamp.name)
    }
    expect(stampDuty.note).toContain(`(${row.stamp.inadmissibility ?? 'section [verify]'})`)
    for (const kind of kinds) {
      const expected = articleFor(row, kind)
      expect(stampDuty.article).toContain(expected.text)
      const flags = agreement.reviewFlags.map((f) => f.id)
      if (expected.known) expect(flags).not.toContain(`stamp-article-${kind}`)
      else {
        expect(flags).toContain(`stamp-article-${kind}`)
        const flag = agreement.reviewFlags.find((f) => f.id === `stamp-article-${kind}`)
        expect(flag?.message).toContain('[verify]')
        // The Act is named, and no article number is made up for it.
        expect(expected.text).toMatch(new RegExp(`^the applicable article of the ${row.stamp.name}`))
        expect(expected.text).not.toMatch(/Article \d/)
      }
    }
  })

  it('has Rent Authority and Model Tenancy Act steps only where the State has such a law', () => {
    for (const id of ['rental-agreement', 'lease-deed'] as const) {
      const agreement = draftIn(id, state)
      const text = renderPlainText(agreement)
      const steps = agreement.checklist.otherSteps.join(' ')
      const flags = agreement.reviewFlags.map((f) => f.message).join(' ')
      if (row.tenancy) {
        expect(steps, id).toMatch(/Rent Authority/)
        expect(text, id).toMatch(/Rent Authority/)
        if (row.tenancy.act) expect(text, id).toContain(row.tenancy.act)
      } else {
        expect(steps, id).not.toMatch(/Rent Authority|Model Tenancy/)
        expect(text, id).not.toMatch(/Rent Authority|Model Tenancy/)
        expect(flags, id).not.toMatch(/Model Tenancy/)
      }
    }
  })

  it('applies its registration rules for an agreement for sale, and the checklist agrees', () => {
    const agreement = draftIn('property-sale', state)
    const text = renderPlainText(agreement)
    const rules = row.registration.filter((rule) => rule.instruments.includes('agreement-for-sale'))
    expect(agreement.checklist.registration.status).toBe(rules.length > 0 ? 'compulsory' : 'optional')
    for (const rule of rules) {
      expect(text).toContain(rule.rule)
      expect(agreement.checklist.registration.basis).toContain(rule.rule)
    }
    expect(agreement.sections.some((s) => s.clauses.some((c) => c.id === 'registration'))).toBe(
      rules.length > 0,
    )
    // Where no recorded rule compels it, registration is recommended in a review flag, hedged.
    const advice = agreement.reviewFlags.find((f) => f.id === 'agreement-registration')
    if (rules.length > 0) expect(advice).toBeUndefined()
    else {
      expect(advice?.message).toContain(`no ${state} amendment`)
      expect(advice?.message).toContain('[verify]')
      expect(advice?.message).toContain('s.17(1A)')
      expect(agreement.checklist.registration.basis).toContain('but it is recommended')
    }
    // Signed in ink as one original, to be presented for registration: no e-signed counterparts.
    expect(text).not.toMatch(/executed in any number of counterparts|Aadhaar-based eSign/)
  })
})

describe('duties on the party the statute names', () => {
  it('a Maharashtra leave and licence puts registration on the Licensor (MRCA s.55(2))', () => {
    const agreement = draftIn('rental-agreement', 'Maharashtra')
    const registration = agreement.sections
      .flatMap((s) => s.clauses)
      .find((clause) => clause.id === 'registration')
    expect(registration?.text).toMatch(/responsibility for registration is the Licensor's \(section 55\(2\)/)
    expect(registration?.text).toMatch(/the Licensor shall present this Agreement for registration/)
    expect(registration?.text).not.toMatch(/the Parties shall present/)
    expect(agreement.checklist.registration.status).toBe('compulsory')
    expect(agreement.checklist.registration.basis).toMatch(/Licensor's as landlord \(s\.55\(2\)\)/)
    // An 11-month licence elsewhere stays optional, on the Parties.
    const pune = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'], { place: 'Pune' })
    expect(pune.checklist.registration.status).toBe('compulsory')
    const delhi = draftIn('rental-agreement', 'Delhi')
    expect(delhi.checklist.registration.status).toBe('optional')
  })

  it('an agreement for sale in Maharashtra or Karnataka warns that possession makes it a conveyance for stamp', () => {
    expect(renderPlainText(draftIn('property-sale', 'Maharashtra'))).toMatch(
      /Under the Maharashtra Stamp Act, 1958, an agreement for sale under which possession is handed over/,
    )
    expect(renderPlainText(draftIn('property-sale', 'Karnataka'))).toMatch(
      /Under the Karnataka Stamp Act, 1957, an agreement for sale that gives possession/,
    )
    expect(renderPlainText(draftIn('property-sale', 'Delhi'))).not.toMatch(/Under the Indian Stamp Act/)
  })
})

describe("the property's State governs property instruments", () => {
  it('a Mumbai flat licensed by an agreement signed in Bengaluru follows Maharashtra law, with a flag', () => {
    const agreement = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'], {
      place: 'Bengaluru',
    })
    expect(renderPlainText(agreement)).toContain('section 55(1) of the Maharashtra Rent Control Act, 1999')
    expect(agreement.checklist.stampDuty.article).toMatch(
      /Article 36A \(Leave and licence\), Maharashtra Stamp Act/,
    )
    expect(agreement.reviewFlags.find((f) => f.id === 'property-state')?.message).toMatch(
      /Executed in Karnataka, but the property is in Maharashtra/,
    )
    const same = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'], { place: 'Pune' })
    expect(same.reviewFlags.map((f) => f.id)).not.toContain('property-state')
  })
})

describe('without a place', () => {
  it('keeps the central Schedule I article and says own State Acts apply instead', () => {
    const details = {
      ...SAMPLE_DETAILS['lease-deed'],
      propertyDescription: 'Shop No. 5, Galaxy Mall, MG Road',
    }
    const agreement = draftAgreement('lease-deed', details)
    expect(agreement.checklist.stampDuty.article).toBe(
      'Article 35 (Lease), Schedule I, Indian Stamp Act, 1899',
    )
    expect(agreement.checklist.stampDuty.note).toMatch(
      /where the State has its own Act .* applies in place of/,
    )
    expect(agreement.checklist.otherSteps.join(' ')).toMatch(
      /Where the State has adopted the Model Tenancy Act/,
    )
  })
})
