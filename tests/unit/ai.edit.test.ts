import { describe, expect, it } from 'vitest'
import {
  type EditResult,
  type EditableDocument,
  CONTRACT_ACT_S27,
  PATENTS_ACT_S140,
  editOffline,
} from '#domain/ai/index.ts'
import { type Agreement, type Section, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

const rental = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'])
const employment = draftAgreement('employment-contract', SAMPLE_DETAILS['employment-contract'])

function edit(agreement: Agreement, instruction: string): EditResult {
  const before = JSON.stringify(agreement)
  const result = editOffline({ document: { kind: 'agreement', agreement }, instruction })
  expect(JSON.stringify(agreement), 'the input is never mutated').toBe(before)
  return result as EditResult
}

function edited(
  agreement: Agreement,
  instruction: string,
): { agreement: Agreement; text: string; result: Extract<EditResult, { ok: true }> } {
  const result = edit(agreement, instruction)
  if (!result.ok) throw new Error(`${instruction}: ${result.reason}: ${result.message}`)
  if (result.document.kind !== 'agreement') throw new Error('structure lost')
  expect(result.content).toBe(renderPlainText(result.document.agreement))
  expectNumbered(result.document.agreement.sections)
  return { agreement: result.document.agreement, text: result.content, result }
}

/** Sections 1, 2, 3 … and clauses n.1, n.2 … with no gaps. */
function expectNumbered(sections: readonly Section[]) {
  sections.forEach((section, s) => {
    expect(section.number).toBe(String(s + 1))
    section.clauses.forEach((clause, c) => expect(clause.number).toBe(`${s + 1}.${c + 1}`))
  })
}

function clause(agreement: Agreement, number: string) {
  return agreement.sections.flatMap((s) => s.clauses).find((c) => c.number === number)
}

describe('offline edit: a detail the agreement was drafted from', () => {
  it('changes the rent, redrafting every mention in figures and words', () => {
    const { agreement, text, result } = edited(rental, 'change the rent to ₹30,000')
    expect(agreement).toEqual(
      draftAgreement('rental-agreement', { ...SAMPLE_DETAILS['rental-agreement'], monthlyRent: '₹30,000' }),
    )
    expect(text).toContain('"Licence Fee" means ₹30,000 (Rupees Thirty Thousand only) per month')
    expect(text).not.toMatch(/45,000|Forty-Five Thousand/)
    expect(agreement.summary).toContain('₹30,000 a month')
    expect(result.changes).toEqual([
      { kind: 'field', field: 'monthlyRent', label: 'Monthly Rent', from: '₹45,000', to: '₹30,000' },
    ])
    expect(result.summary).toMatch(/^Changed Monthly Rent from ₹45,000 to ₹30,000/)
  })

  it('sets the salary in lakh, and the salary break-up follows', () => {
    const { text } = edited(employment, 'set the salary to 12 lakh')
    expect(text).toContain('₹12,00,000 (Rupees Twelve Lakh only)')
    expect(text).toContain('basic pay is ₹6,00,000 (Rupees Six Lakh only)')
    expect(text).not.toMatch(/Eighteen Lakh|18,00,000|Nine Lakh/)
  })

  it("changes the tenant's name in the parties, the placeholders and the signatures", () => {
    const { text, agreement } = edited(rental, "change the tenant's name to Ravi Kumar")
    expect(agreement.parties[1]?.name).toBe('Ravi Kumar')
    expect(text).toContain('2. RAVI KUMAR, aged [TO BE CONFIRMED: age of Ravi Kumar] years')
    expect(agreement.signatures.signatories[1]?.name).toBe('Ravi Kumar')
    expect(text).not.toMatch(/vikram shah/i)
  })

  it('keeps earlier edits when a detail changes afterwards', () => {
    const first = edited(rental, 'add the force majeure clause; make the notice period 2 months').agreement
    const { text } = edited(first, 'change the rent to 50,000')
    expect(text).toContain('7. FORCE MAJEURE')
    expect(text).toContain("at least 2 (two) months' written notice")
    expect(text).toContain('₹50,000 (Rupees Fifty Thousand only)')
  })

  it('answers an invalid value with the field rule and changes nothing', () => {
    expect(edit(rental, 'change the rent to a lot of money')).toMatchObject({
      ok: false,
      reason: 'invalid_request',
      message: expect.stringMatching(/Monthly Rent/),
    })
    expect(edit(rental, 'change the rent to 45,000')).toMatchObject({
      ok: false,
      reason: 'invalid_request',
      message: 'Monthly Rent is already ₹45,000.',
    })
  })

  it('converts years to months for a months field and reads dates in words', () => {
    expect(edited(rental, 'change the lease period to 2 years').text).toContain('24 (twenty-four) months')
    expect(
      edited(employment, 'change the start date to 1 August 2026').agreement.details['startDate']?.raw,
    ).toBe('01/08/2026')
  })
})

describe('offline edit: a period in a clause', () => {
  it('changes the notice period in the Notice Period clause and the summary', () => {
    const { agreement, result } = edited(employment, 'make the notice period 60 days')
    expect(clause(agreement, '5.1')?.text).toContain("by giving 60 (sixty) days' written notice")
    expect(clause(agreement, '2.3')?.text, 'the probation notice is another period').toContain(
      "15 (fifteen) days' written notice",
    )
    expect(agreement.summary).toContain("60 (sixty) days' notice")
    expect(result.changes).toEqual([
      {
        kind: 'period',
        topic: 'notice',
        clause: '5.1 Notice Period',
        from: '1 (one) month',
        to: '60 (sixty) days',
      },
    ])
    expect(agreement.reviewFlags.find((f) => f.id === 'standard-terms')?.message).not.toMatch(/notice period/)
  })

  it('finds the notice period of a rental in its lock-in clause, not in the breach clause', () => {
    const { agreement } = edited(rental, 'make the notice period 60 days')
    expect(clause(agreement, '5.1')?.text).toContain("at least 60 (sixty) days' written notice")
    expect(clause(agreement, '5.2')?.text).toContain("15 (fifteen) days' written notice")
  })

  it('introduces a lock-in, and refuses one as long as the licence', () => {
    const { agreement } = edited(rental, 'make the lock-in 6 months')
    expect(clause(agreement, '5.1')?.text).toMatch(
      /^The first 6 \(six\) months of the Licence Period are a lock-in period, .* at any time after the lock-in period by giving the other at least one calendar month's written notice\.$/,
    )
    expect(
      edited(agreement, 'reduce the lock-in period to 3 months').agreement.sections[4]?.clauses[0]?.text,
    ).toMatch(/^The first 3 \(three\) months/)
    expect(edit(rental, 'make the lock-in 12 months')).toMatchObject({
      ok: false,
      reason: 'invalid_request',
      message: 'The lock-in must be shorter than the term of 11 months.',
    })
  })

  it('changes the probation, and the notice during probation', () => {
    expect(
      clause(edited(employment, 'change the probation period to 3 months').agreement, '2.3')?.text,
    ).toMatch(/^The Employee is on probation for 3 \(three\) months from/)
    const notice = clause(
      edited(employment, 'change the notice period during probation to 7 days').agreement,
      '2.3',
    )?.text
    expect(notice).toContain("by 7 (seven) days' written notice")
    expect(notice).toContain('on probation for 6 (six) months')
  })

  it('changes the day by which payment is due', () => {
    expect(clause(edited(rental, 'make the rent payable by the 10th').agreement, '3.1')?.text).toContain(
      'on or before the 10th (tenth) day of each calendar month',
    )
    expect(clause(edited(employment, 'salary should be paid by the 5th').agreement, '3.1')?.text).toContain(
      'before the 5th (fifth) day of the following month',
    )
    expect(edit(rental, 'make the rent payable by the 31st')).toMatchObject({
      ok: false,
      reason: 'invalid_request',
    })
  })

  it('leaves cure periods and periods a statute fixes alone, and says when nothing would change', () => {
    const patent = draftAgreement('patent-license', SAMPLE_DETAILS['patent-license'])
    expect(edit(patent, 'make the notice period 60 days')).toMatchObject({
      ok: false,
      reason: 'not_available_offline',
    })
    const service = draftAgreement('service-agreement', SAMPLE_DETAILS['service-agreement'])
    const termination = edited(service, 'make the notice period 60 days')
      .agreement.sections.flatMap((s) => s.clauses)
      .find((c) => c.id === 'termination')
    expect(termination?.items?.[0]).toContain('within 30 (thirty) days of a notice requiring it')
    expect(termination?.items?.[2]).toContain("by giving 60 (sixty) days' written notice")
    expect(edit(employment, 'make the notice period one month')).toMatchObject({
      ok: false,
      message: 'The notice period in clause 5.1 (Notice Period) is already 1 (one) month.',
    })
  })

  it('asks for a clause number when it cannot find the period', () => {
    const nda = draftAgreement('mutual-nda', SAMPLE_DETAILS['mutual-nda'])
    expect(edit(nda, 'make the probation 3 months')).toMatchObject({
      ok: false,
      reason: 'not_available_offline',
      message: expect.stringMatching(/could not find the probation period.*clause 5\.1/),
    })
  })
})

describe('offline edit: clauses from the library', () => {
  it('adds Force Majeure as a new section before the closing provisions, renumbered, with its placeholders reported', () => {
    const { agreement, text, result } = edited(rental, 'add the force majeure clause')
    expect(agreement.sections.map((s) => s.heading).slice(5, 9)).toEqual([
      'Representations and Registration',
      'Force Majeure',
      'Governing Law and Dispute Resolution',
      'General Provisions',
    ])
    expect(clause(agreement, '7.1')).toMatchObject({
      id: 'library-commercial-force-majeure',
      heading: 'Force Majeure',
    })
    expect(clause(agreement, '8.2')?.heading).toBe('Dispute Resolution')
    expect(text).toContain('within [TO BE CONFIRMED: FM notice days] days of becoming aware of the event')
    expect(result.unfilledPlaceholders).toEqual(['FM notice days', 'FM termination days'])
    expect(result.changes).toEqual([
      { kind: 'clause_added', clauseId: 'commercial-force-majeure', title: 'Force Majeure', number: '7.1' },
    ])
    expect(agreement.reviewFlags.some((f) => f.id === 'clause-commercial-force-majeure')).toBe(true)
    expect(agreement.pages).toBeGreaterThanOrEqual(rental.pages)
  })

  it("fills placeholders from the agreement's parties", () => {
    const { agreement, result } = edited(
      employment,
      'delete clause 4.3 and add the employee confidentiality clause',
    )
    const added = agreement.sections.find((s) => s.id === 'library-employment-confidentiality')?.clauses[0]
    expect(added?.text).toContain(
      '"Confidential Information" means all information of the Employer that the Employee receives',
    )
    expect(added?.items?.[0]).toMatch(/^The Employee shall use Confidential Information only/)
    expect(result.unfilledPlaceholders).toEqual(['confidentiality years'])
  })

  it('refuses a clause the document already has, or one written for other documents', () => {
    expect(edit(employment, 'add the non-solicitation clause')).toMatchObject({
      ok: false,
      reason: 'invalid_request',
      message: expect.stringMatching(/already has clause 4\.5 \(Non-Solicitation\)/),
    })
    expect(edit(employment, 'add the arbitration clause')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/clause 6\.2 \(Dispute Resolution\)/),
    })
    expect(edit(rental, 'add the employee confidentiality clause')).toMatchObject({
      ok: false,
      reason: 'invalid_request',
      message: expect.stringMatching(/employment documents/),
    })
  })

  it('adds contract clauses to contracts only', () => {
    const will = draftAgreement('will-testament', SAMPLE_DETAILS['will-testament'])
    expect(edit(will, 'add the force majeure clause')).toMatchObject({
      ok: false,
      reason: 'invalid_request',
      message: 'The Force Majeure clause is for contracts between parties and does not fit a will.',
    })
  })

  it('says which library clauses exist when the name matches none', () => {
    expect(edit(rental, 'add a clause about pets')).toMatchObject({
      ok: false,
      reason: 'not_available_offline',
      message: expect.stringMatching(/none is called "pets".*Security Deposit and Refund.*Force Majeure/),
    })
  })
})

describe('offline edit: removing a clause', () => {
  it('removes by heading and renumbers', () => {
    const { agreement, result } = edited(rental, 'remove the clause on police verification')
    expect(agreement.sections[3]?.clauses.map((c) => c.heading)).toEqual([
      'Permitted Use and Occupants',
      'No Sub-licensing or Assignment',
      'Repairs and Alterations',
      'Entry and Inspection',
    ])
    expect(result.changes).toEqual([
      { kind: 'clause_removed', number: '4.5', heading: 'Police Verification' },
    ])
  })

  it('removes by number; the clauses after it move up', () => {
    const { agreement } = edited(employment, 'delete clause 4.5')
    expect(clause(agreement, '4.5')?.heading).toBe('Freedom to Work after Employment')
    expect(clause(agreement, '4.6')?.heading).toBe('Data Protection and Monitoring')
    expect(clause(agreement, '4.7')).toBeUndefined()
  })

  it('removes a whole section; the sections after it are renumbered', () => {
    const { agreement } = edited(rental, 'delete section 6')
    expect(agreement.sections.map((s) => s.heading)).not.toContain('Representations and Registration')
    expect(agreement.sections[5]?.heading).toBe('Governing Law and Dispute Resolution')
  })

  it('warns about clauses that still refer to the removed one', () => {
    expect(edited(rental, 'remove the permitted use clause').result.summary).toMatch(
      /Review clause 4\.1 \(No Sub-licensing or Assignment\), which still refers to it/,
    )
  })

  it('answers a clause that does not exist', () => {
    expect(edit(rental, 'delete clause 9.9')).toMatchObject({
      ok: false,
      reason: 'invalid_request',
      message: 'This document has no clause 9.9. Its clauses run from 1.1 to 8.7.',
    })
    expect(edit(rental, 'remove the clause on parking')).toMatchObject({
      ok: false,
      reason: 'not_available_offline',
      message: expect.stringMatching(/could not find a clause about "parking"/),
    })
  })
})

describe('offline edit: what it cannot do', () => {
  it('says in plain words what works instead', () => {
    const result = edit(rental, 'rewrite the agreement in simpler English')
    expect(result).toMatchObject({ ok: false, reason: 'not_available_offline' })
    if (!result.ok) {
      expect(result.message).toMatch(
        /^The offline drafting engine cannot make that change\. It can change a detail/,
      )
      expect(result.suggestions).toEqual([
        'change the monthly rent to …',
        'make the notice period 60 days',
        'add the force majeure clause',
        'delete clause 2.3',
      ])
    }
  })

  it('applies several instructions all or nothing', () => {
    expect(edit(rental, 'change the rent to ₹30,000 and add a clause about pets')).toMatchObject({
      ok: false,
    })
    expect(
      edited(rental, 'change the rent to ₹30,000 and delete clause 4.5').result.changes.map((c) => c.kind),
    ).toEqual(['field', 'clause_removed'])
  })

  it('needs an instruction and a document (spec 001 §5)', () => {
    expect(edit(rental, '   ')).toEqual({
      ok: false,
      reason: 'invalid_request',
      message: "Please describe what changes you'd like to make",
      title: 'Edit Request Required',
    })
    expect(
      editOffline({ document: { kind: 'text', text: ' ' }, instruction: 'delete clause 1.1' }),
    ).toMatchObject({ message: 'No document content available to edit', title: 'No agreement available' })
  })
})

describe('offline edit: void clauses are refused with the statute', () => {
  it('a non-compete after employment (s.27 Contract Act)', () => {
    for (const instruction of [
      'add a non-compete clause',
      'add a clause that the employee cannot join a competitor for 2 years after leaving',
      'insert a post-employment non-compete',
    ]) {
      expect(edit(employment, instruction)).toMatchObject({
        ok: false,
        reason: 'refused',
        statute: CONTRACT_ACT_S27,
        message: expect.stringMatching(/section 27 of the Indian Contract Act, 1872/),
      })
    }
    expect(edit(employment, 'add a non-compete during employment')).not.toMatchObject({ reason: 'refused' })
    expect(edit(employment, 'remove the non-compete clause')).not.toMatchObject({ reason: 'refused' })
  })

  it('a no-challenge term in a patent licence (s.140 Patents Act)', () => {
    const patent = draftAgreement('patent-license', SAMPLE_DETAILS['patent-license'])
    expect(edit(patent, 'add a no-challenge clause')).toMatchObject({
      ok: false,
      reason: 'refused',
      statute: PATENTS_ACT_S140,
    })
    expect(
      edit(patent, 'add that the licensee shall not challenge the validity of the patent'),
    ).toMatchObject({ reason: 'refused', statute: PATENTS_ACT_S140 })
  })

  it('but not where the law allows a restraint (sale of goodwill)', () => {
    const sale = draftAgreement('merger-acquisition', SAMPLE_DETAILS['merger-acquisition'])
    expect(edit(sale, 'add a non-compete clause')).not.toMatchObject({ reason: 'refused' })
  })
})

describe('offline edit: plain text in the engine layout', () => {
  const text = renderPlainText(rental)
  const run = (instruction: string, document: EditableDocument = { kind: 'text', text }) =>
    editOffline({ document, instruction })

  it('removes, renumbers and keeps everything else as it was', () => {
    const result = run('delete clause 4.1')
    expect(result.ok).toBe(true)
    if (!result.ok || result.document.kind !== 'text') return
    expect(result.content).toBe(result.document.text)
    expect(result.content).not.toContain('Permitted Use and Occupants.')
    expect(result.content).toContain('4.1 No Sub-licensing or Assignment.')
    expect(result.content).toContain('4.4 Police Verification.')
    const untouched = (t: string) => t.split('\n').filter((l) => l !== '' && !/^4\.\d/.test(l))
    expect(untouched(result.content)).toEqual(untouched(text))
  })

  it('adds a library clause and changes a period', () => {
    const added = run('add the force majeure clause and make the notice period 60 days')
    expect(added.ok).toBe(true)
    if (!added.ok) return
    expect(added.content).toContain('7. FORCE MAJEURE\n\n7.1 Force Majeure. "Force Majeure Event" means')
    expect(added.content).toContain('8. GOVERNING LAW AND DISPUTE RESOLUTION')
    expect(added.content).toContain("at least 60 (sixty) days' written notice")
  })

  it('replaces exact words, names in capitals too', () => {
    const result = run('replace "Vikram Shah" with "Ravi Kumar"')
    expect(result).toMatchObject({ ok: true, changes: [{ kind: 'text_replaced', count: 5 }] })
    if (result.ok) expect(result.content).not.toMatch(/vikram shah/i)
  })

  it('has no details to redraft from', () => {
    expect(run('change the rent to 30,000')).toMatchObject({ ok: false, reason: 'not_available_offline' })
    expect(
      run('delete clause 4.1', { kind: 'text', text: 'A letter with no numbered clauses.' }),
    ).toMatchObject({ ok: false, reason: 'not_available_offline' })
  })
})
