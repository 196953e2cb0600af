import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, type TemplateId, UnknownTemplateError, getTemplate } from '#domain/catalogue/index.ts'
import {
  type Agreement,
  InvalidDetailsError,
  PLACEHOLDER_PATTERN,
  checklistLines,
  draftAgreement,
  estimatePages,
  numberSections,
  renderPlainText,
} from '#domain/drafting/index.ts'
import { DomainError } from '#domain/shared/errors.ts'
import { formatAmount, parseRupees } from '#domain/shared/money.ts'
import { annotateAmounts } from '#domain/shared/written-amounts.ts'
import { EXPECTATIONS } from './drafting.expectations.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

const drafted = new Map<TemplateId, { agreement: Agreement; text: string }>(
  TEMPLATE_IDS.map((id) => {
    const agreement = draftAgreement(id, SAMPLE_DETAILS[id])
    return [id, { agreement, text: renderPlainText(agreement) }]
  }),
)

function get(id: TemplateId) {
  const entry = drafted.get(id)
  if (!entry) throw new Error(id)
  return entry
}

const headings = (a: Agreement) => a.sections.flatMap((s) => s.clauses.map((c) => c.heading))
const clause = (a: Agreement, id: string) => a.sections.flatMap((s) => s.clauses).find((c) => c.id === id)
const sentences = (text: string) => text.split(/(?<=[.;:])\s+|\n+/)

const CROSS_CUTTING: Record<string, readonly string[]> = {
  full: [
    'governing-law',
    'dispute-resolution',
    'jurisdiction',
    'notices',
    'severability',
    'entire-agreement',
    'counterparts',
  ],
  'small-stakes': [
    'governing-law',
    'dispute-resolution',
    'jurisdiction',
    'notices',
    'severability',
    'entire-agreement',
    'counterparts',
  ],
  deed: [
    'governing-law',
    'dispute-resolution',
    'jurisdiction',
    'notices',
    'severability',
    'entire-agreement',
  ],
  conveyance: ['governing-law', 'jurisdiction', 'notices', 'severability', 'entire-agreement'],
  offer: [
    'governing-law',
    'dispute-resolution',
    'jurisdiction',
    'notices',
    'severability',
    'entire-agreement',
    'counterparts',
  ],
  letter: ['governing-law', 'dispute-resolution', 'jurisdiction', 'notices', 'severability'],
  poa: ['governing-law', 'jurisdiction', 'notices', 'severability'],
  gift: ['governing-law', 'jurisdiction', 'severability'],
  will: ['governing-law', 'jurisdiction', 'severability'],
  resolution: [],
}

// Void under the reference: a post-employment non-compete (ICA s.27), a patent no-challenge
// clause and an exclusive grant-back (Patents Act s.140).
function isPostTerminationNonCompete(sentence: string): boolean {
  return (
    /\bshall not\b/i.test(sentence) &&
    /\b(?:engage|compet|carry on|similar business)/i.test(sentence) &&
    /\b(?:after|following|upon|on)\s+(?:the\s+)?(?:termination|cessation|expiry|end|leaving)\b/i.test(
      sentence,
    )
  )
}
const NO_CHALLENGE = /shall not[^.;]*challenge[^.;]*(?:validity|patent)/i
const EXCLUSIVE_GRANT_BACK =
  /(?<!non-)exclusive[^.;]*(?:grant-?back|licen[cs]e[^.;]*improvement)|assign[^.;]*improvements?[^.;]*to the (?:Licensor|Patent Owner)/i

describe.each(TEMPLATE_IDS.map((id) => [id]))('%s', (id) => {
  const { agreement, text } = get(id)
  const expected = EXPECTATIONS[id]
  const template = getTemplate(id)

  it('has a title, summary, key terms and a page count computed from the text', () => {
    expect(agreement.title.length).toBeGreaterThan(5)
    expect(text.startsWith(agreement.title.toUpperCase())).toBe(true)
    expect(agreement.summary.length).toBeGreaterThan(40)
    expect(agreement.keyTerms.length).toBeGreaterThan(0)
    for (const term of agreement.keyTerms) expect(term.term && term.definition).toBeTruthy()
    expect(agreement.pages).toBe(estimatePages(text))
    expect(agreement.pages).toBeGreaterThanOrEqual(1)
  })

  it('cites the statutes of its governing-law cell', () => {
    const cited = agreement.statutes.map((s) => s.name)
    for (const statute of expected.statutes) {
      expect(cited, statute).toContain(statute)
      expect(text, statute).toContain(statute)
    }
  })

  it('contains its must-have clauses', () => {
    expect(expected.mustHave.length).toBeGreaterThanOrEqual(5)
    const present = headings(agreement)
    for (const heading of expected.mustHave)
      expect(
        present.some((h) => heading.test(h)),
        String(heading),
      ).toBe(true)
  })

  it('numbers sections and clauses and gives every clause a unique id and a heading', () => {
    const ids = agreement.sections.flatMap((s) => s.clauses.map((c) => c.id))
    expect(new Set(ids).size).toBe(ids.length)
    agreement.sections.forEach((section, i) => {
      expect(section.number).toBe(String(i + 1))
      section.clauses.forEach((c, j) => {
        expect(c.number).toBe(`${i + 1}.${j + 1}`)
        expect(c.heading).toBeTruthy()
        expect(text).toContain(`${c.number} ${c.heading}.`)
      })
    })
  })

  it('carries the cross-cutting clauses of its kind of instrument', () => {
    for (const clauseId of CROSS_CUTTING[expected.general] ?? [])
      expect(clause(agreement, clauseId), clauseId).toBeDefined()
    const governingLaw = clause(agreement, 'governing-law')
    if (expected.general !== 'resolution') expect(governingLaw?.text).toMatch(/laws of India/)
    const disputes = clause(agreement, 'dispute-resolution')
    if (['full', 'deed'].includes(expected.general)) {
      const arbitration = [disputes?.text, ...(disputes?.items ?? [])].join(' ')
      expect(arbitration).toContain('Arbitration and Conciliation Act, 1996')
      expect(arbitration).toMatch(/appointed by the mutual agreement of the Parties/)
      expect(arbitration).toMatch(/section 11/)
      expect(arbitration).toMatch(/no Party shall have the right to appoint the arbitrator unilaterally/)
      expect(arbitration).toMatch(/seat of the arbitration shall be/)
      expect(arbitration).toMatch(/section 12\(5\)/)
    }
    // Individuals with small stakes: negotiation, mediation or a Lok Adalat, then the courts.
    if (expected.general === 'small-stakes') {
      expect(disputes?.text).toMatch(/Mediation Act, 2023[\s\S]*Lok Adalat[\s\S]*courts at/)
      expect(text).not.toMatch(/by arbitration under/)
    }
    if (
      expected.general === 'will' ||
      expected.general === 'gift' ||
      expected.general === 'conveyance' ||
      expected.general === 'poa' ||
      expected.general === 'resolution'
    ) {
      expect(text).not.toMatch(/by arbitration under/)
    }
  })

  it('has signature blocks, with attestation where the law requires it', () => {
    expect(agreement.signatures.signatories.length).toBeGreaterThan(0)
    expect(text).toContain('Signature: ____')
    expect(agreement.signatures.witnessCount).toBe(expected.witnesses)
    if (expected.attestation) {
      expect(agreement.signatures.attestation).toMatch(/in (?:our|the) presence/i)
      expect(text).toContain('ATTESTATION')
    }
  })

  it('has the execution checklist of its formalities cell', () => {
    const { checklist } = agreement
    if (expected.stamp) {
      expect(checklist.stampDuty.required).toBe(true)
      expect(checklist.stampDuty.article).toMatch(expected.stamp)
      expect(checklist.stampDuty.note).toMatch(/State rates apply/)
    } else {
      expect(checklist.stampDuty.required).toBe(false)
    }
    expect(checklist.registration.status).toBe(expected.registration)
    if (expected.registration === 'compulsory')
      expect(checklist.registration.timeLimit).toMatch(/within 4 months of execution/)
    expect(checklist.witnesses.count).toBe(expected.witnesses)
    expect(checklist.witnesses.mandatory).toBe(expected.witnessesMandatory ?? false)
    expect(checklist.eSignature.permitted).toBe(expected.eSign)
    expect(checklist.eSignature.basis).toMatch(/Information Technology Act, 2000/)
    expect(checklist.notarisation.note).toBeTruthy()
    expect(checklistLines(checklist).length).toBeGreaterThanOrEqual(5)
  })

  it('contains nothing the reference marks void', () => {
    for (const sentence of sentences(text)) {
      expect(isPostTerminationNonCompete(sentence), sentence).toBe(false)
      expect(sentence).not.toMatch(
        NO_CHALLENGE.source.includes('patent') && id === 'trademark-license'
          ? /shall not[^.;]*challenge[^.;]*patent/i
          : NO_CHALLENGE,
      )
      expect(sentence).not.toMatch(EXCLUSIVE_GRANT_BACK)
    }
  })

  it("puts the user's facts in: amounts with words, dates as typed, names", () => {
    for (const field of template.fields) {
      const raw = SAMPLE_DETAILS[id][field.name]
      if (raw === undefined) continue
      if (field.format === 'money') {
        const paise = parseRupees(raw.replace(/\s*per\s+\w+$/, ''))
        expect(paise).not.toBeNull()
        expect(text, field.name).toContain(formatAmount(paise ?? 0))
      } else if (field.format === 'date') {
        expect(text, field.name).toContain(raw)
      } else if (id === 'will-testament' && field.name === 'beneficiaries') {
        // Set out as numbered bequests in the will's own words (will-bequests.ts): each name is there.
        for (const name of raw.match(/\b[A-Z][a-z]+(?: [A-Z][a-z]+)+/g) ?? [])
          expect(text, field.name).toContain(name)
      } else if (field.type !== 'number' && field.type !== 'select') {
        // Free text appears as typed, though lists may be split into items and start lower-case.
        for (const piece of raw.split(/\s*[;–—]\s*/))
          expect(text.toLowerCase(), field.name).toContain(
            annotateAmounts(piece).toLowerCase().replace(/\.$/, '').replace(/^to /, '').slice(0, 60),
          )
      }
    }
    expect(text).not.toMatch(/undefined|NaN|\[object|null/)
  })

  it('marks what it does not know instead of inventing it', () => {
    const placeholders = text.match(PLACEHOLDER_PATTERN) ?? []
    if (placeholders.length > 0) expect(agreement.reviewFlags.length).toBeGreaterThan(0)
    for (const flag of agreement.reviewFlags) expect(flag.message.length).toBeGreaterThan(20)
    // Any square bracket in the text is a marked placeholder (or a reference-sourced [verify] note in the checklist only).
    const brackets = text.match(/\[[^\]]*\]/g) ?? []
    for (const bracket of brackets) expect(bracket, bracket).toMatch(/^\[TO BE CONFIRMED: |^\[verify/)
  })
})

describe('facts drive the law', () => {
  const rental = SAMPLE_DETAILS['rental-agreement']

  it('a licence in Mumbai is registered under MRCA s.55; elsewhere 11 months is optional and 12 compulsory', () => {
    const mumbai = draftAgreement('rental-agreement', rental)
    expect(mumbai.checklist.registration.status).toBe('compulsory')
    expect(renderPlainText(mumbai)).toContain('section 55(1) of the Maharashtra Rent Control Act, 1999')
    const bengaluru = { ...rental, propertyAddress: 'No. 12, 4th Cross, Indiranagar, Bengaluru 560038' }
    const short = draftAgreement('rental-agreement', bengaluru)
    expect(short.checklist.registration.status).toBe('optional')
    expect(renderPlainText(short)).not.toContain('Maharashtra')
    expect(renderPlainText(short)).toContain('seat of the arbitration shall be Bengaluru')
    const long = draftAgreement('rental-agreement', { ...bengaluru, leasePeriod: '24' })
    expect(long.checklist.registration.status).toBe('compulsory')
    expect(long.reviewFlags.map((f) => f.id)).toContain('long-licence')
  })

  it("flags a deposit above two months' rent only where a Model Tenancy Act law may cap it", () => {
    const lucknow = { ...rental, propertyAddress: 'House 5, Gomti Nagar, Lucknow 226010' }
    expect(draftAgreement('rental-agreement', lucknow).reviewFlags.map((f) => f.id)).toContain('deposit-cap')
    const within = draftAgreement('rental-agreement', { ...lucknow, securityDeposit: '90,000' })
    expect(within.reviewFlags.map((f) => f.id)).not.toContain('deposit-cap')
    // Maharashtra has not adopted it (MRCA 1999 governs): no Model Tenancy Act flag.
    expect(draftAgreement('rental-agreement', rental).reviewFlags.map((f) => f.id)).not.toContain(
      'deposit-cap',
    )
    // With no place the flag is conditional on the State's law.
    const nowhere = { ...rental, propertyAddress: 'Flat 402, Sea Breeze CHS, Linking Road' }
    expect(draftAgreement('rental-agreement', nowhere).reviewFlags.map((f) => f.id)).toContain('deposit-cap')
  })

  it('without a place, the seat is a marked placeholder with a review flag; with one, it is used', () => {
    const nda = draftAgreement('mutual-nda', SAMPLE_DETAILS['mutual-nda'])
    expect(renderPlainText(nda)).toContain('seat of the arbitration shall be [TO BE CONFIRMED: city], India')
    expect(nda.reviewFlags.map((f) => f.id)).toContain('place')
    const placed = draftAgreement('mutual-nda', SAMPLE_DETAILS['mutual-nda'], { place: 'Pune' })
    expect(renderPlainText(placed)).toContain('seat of the arbitration shall be Pune, India')
    expect(placed.reviewFlags.map((f) => f.id)).not.toContain('place')
  })

  it('never invents party addresses: they are placeholders, flagged once', () => {
    const agreement = draftAgreement('service-agreement', SAMPLE_DETAILS['service-agreement'])
    expect(renderPlainText(agreement)).toContain(
      '[TO BE CONFIRMED: registered office and LLPIN of BrightPath Consulting LLP]',
    )
    expect(agreement.reviewFlags.filter((f) => f.id === 'party-details')).toHaveLength(1)
  })

  it('CCI approval is a condition precedent above ₹2,000 crore', () => {
    const big = draftAgreement('merger-acquisition', {
      ...SAMPLE_DETAILS['merger-acquisition'],
      transactionValue: '2,500 crore',
    })
    expect(renderPlainText(big)).toContain('the deal value exceeding ₹2,000 crore')
    expect(
      renderPlainText(draftAgreement('merger-acquisition', SAMPLE_DETAILS['merger-acquisition'])),
    ).toContain('if the transaction is a notifiable combination')
  })

  it('property sale: TDS wording follows the ₹50 lakh threshold', () => {
    expect(renderPlainText(draftAgreement('property-sale', SAMPLE_DETAILS['property-sale']))).toContain(
      '194-IA',
    )
    const small = draftAgreement('property-sale', {
      ...SAMPLE_DETAILS['property-sale'],
      salePrice: '40 lakh',
    })
    expect(renderPlainText(small)).toContain('No tax is deductible at source')
  })

  it('gift of movables: registration optional, no immovable-property schedule', () => {
    const gift = draftAgreement('gift-deed', {
      ...SAMPLE_DETAILS['gift-deed'],
      propertyType: 'Movable Property',
      propertyDescription: 'Gold jewellery weighing 200 grams, listed in the annexure',
    })
    expect(gift.checklist.registration.status).toBe('optional')
    expect(renderPlainText(gift)).not.toContain('Possession and Title Deeds')
    expect(headings(gift)).not.toContain('Registration')
  })

  it('compulsorily registrable deeds oblige the parties to present them to the Sub-Registrar within 4 months (Registration Act s.23)', () => {
    const presenters = {
      'lease-deed': ['Lessor', 'Lessee'],
      'mortgage-agreement': ['Mortgagor', 'Mortgagee'],
      'gift-deed': ['Donor', 'Donee'],
    } as const
    for (const [id, [presenter, joining]] of Object.entries(presenters) as [
      TemplateId,
      readonly [string, string],
    ][]) {
      const { agreement, text } = get(id)
      expect(agreement.checklist.registration.status, id).toBe('compulsory')
      const clause = agreement.sections.flatMap((s) => s.clauses).find((c) => c.heading === 'Registration')
      expect(clause?.text, id).toMatch(
        new RegExp(
          `The ${presenter} shall present this Deed for registration under the Registration Act, 1908 before the Sub-Registrar having jurisdiction over .+ within 4 \\(four\\) months of its execution, as section 23 of that Act requires, and the ${joining} shall join in the presentation\\.`,
        ),
      )
      expect(clause?.text, id).toMatch(/section 49 of that Act/)
      expect(text, id).toContain(`${clause?.number ?? ''} Registration.`)
    }
    const shortLease = draftAgreement('lease-deed', { ...SAMPLE_DETAILS['lease-deed'], leasePeriod: '1' })
    expect(renderPlainText(shortLease)).toContain(
      'This Deed reserves a yearly rent, and such a lease can be made only by a registered instrument',
    )
  })

  it("data processing: the children's-data clause (DPDP Act s.9) is always there, and notes children's data when the data types mention it", () => {
    const clause = (a: Agreement) =>
      a.sections.flatMap((s) => s.clauses).find((c) => c.heading === "Children's Data")
    const plain = clause(get('data-processing').agreement)
    expect(plain?.text).toMatch(/only on the documented instructions of the Data Fiduciary/)
    expect(plain?.text).toMatch(/verifiable consent of the child's parent/)
    expect(plain?.text).toMatch(
      /tracking or behavioural monitoring of children, or targeted advertising directed at children/,
    )
    expect(plain?.text).not.toMatch(/may include personal data of children/)
    const school = draftAgreement('data-processing', {
      ...SAMPLE_DETAILS['data-processing'],
      dataTypes: 'Names, classes and attendance records of school students',
    })
    expect(clause(school)?.text).toMatch(
      /^The Parties record that the Personal Data may include personal data of children\./,
    )
  })

  it("termination letter follows the reason: misconduct needs an enquiry, redundancy pays workers' compensation, resignation is accepted", () => {
    const base = SAMPLE_DETAILS['termination-letter']
    const misconduct = renderPlainText(
      draftAgreement('termination-letter', { ...base, terminationReason: 'Misconduct' }),
    )
    expect(misconduct).toMatch(/domestic enquiry/)
    expect(misconduct).not.toMatch(/retrenchment compensation/)
    expect(renderPlainText(draftAgreement('termination-letter', base))).toMatch(
      /retrenchment compensation equal to 15 \(fifteen\) days' average pay/,
    )
    const resignation = draftAgreement('termination-letter', { ...base, terminationReason: 'Resignation' })
    expect(resignation.title).toBe('Acceptance of Resignation and Relieving Letter')
  })

  it('probation letter without a new salary keeps pay unchanged', () => {
    const { newSalary: _omit, ...rest } = SAMPLE_DETAILS['probation-letter']
    expect(renderPlainText(draftAgreement('probation-letter', rest))).toContain(
      'Your remuneration is unchanged.',
    )
  })

  it('the employment contract keeps restraints within s.27', () => {
    const text = renderPlainText(get('employment-contract').agreement)
    expect(text).toMatch(
      /Nothing in this Agreement restrains the Employee, once the employment has ended, from exercising any lawful profession, trade or business/,
    )
    expect(text).toContain('section 27 of the Indian Contract Act, 1872')
  })

  it('the patent licence has only a non-exclusive licence back of improvements and preserves the right to challenge', () => {
    const text = renderPlainText(get('patent-license').agreement)
    expect(text).toMatch(/grants the Licensor a non-exclusive, royalty-free licence/)
    expect(text).toMatch(/section 140 of the Patents Act, 1970/)
    expect(text).not.toMatch(/shall not challenge/i)
  })

  it('the void-clause checks catch the clauses they are meant to catch', () => {
    expect(
      isPostTerminationNonCompete(
        'The Employee shall not, for 2 years after termination of employment, engage in any competing business.',
      ),
    ).toBe(true)
    expect(
      isPostTerminationNonCompete(
        'After the termination of this Agreement the Distributor shall not carry on a business that competes with the Company.',
      ),
    ).toBe(true)
    expect('The Licensee shall not challenge the validity of the Licensed Patent.').toMatch(NO_CHALLENGE)
    expect('The Licensee grants the Licensor an exclusive licence to all improvements.').toMatch(
      EXCLUSIVE_GRANT_BACK,
    )
    expect('The Licensee shall assign all improvements to the Licensor.').toMatch(EXCLUSIVE_GRANT_BACK)
  })
})

describe('amounts follow the period they were given with', () => {
  const flags = (a: Agreement) => a.reviewFlags.map((f) => f.id)

  it('a monthly salary in the employment contract is a monthly CTC: the annual CTC is twelve times it, and both are stated', () => {
    const agreement = draftAgreement('employment-contract', {
      ...SAMPLE_DETAILS['employment-contract'],
      salary: '₹50,000 per month',
    })
    const text = renderPlainText(agreement)
    expect(text).toContain(
      '"CTC" means the annual cost to company of ₹6,00,000 (Rupees Six Lakh only), that is ₹50,000 (Rupees Fifty Thousand only) a month,',
    )
    expect(text).toContain('basic pay is ₹3,00,000 (Rupees Three Lakh only) a year')
    expect(text).toContain(
      'Total cost to company: ₹6,00,000 (Rupees Six Lakh only), that is ₹50,000 (Rupees Fifty Thousand only) a month.',
    )
    expect(text).not.toMatch(/annual cost to company of ₹50,000/)
    expect(agreement.summary).toContain('at an annual CTC of ₹6,00,000 (₹50,000 a month)')
    const flag = agreement.reviewFlags.find((f) => f.id === 'salary-per-month')
    expect(flag).toMatchObject({ field: 'salary' })
    expect(flag?.message).toMatch(/₹50,000.*₹6,00,000 a year.*not the monthly gross or take-home pay/)
  })

  it.each(['₹18,00,000', '₹18,00,000 per annum', '18 LPA', '₹18,00,000 CTC', '18 lakh p.a.'])(
    'a salary of "%s" is the annual CTC, as the label says',
    (salary) => {
      const agreement = draftAgreement('employment-contract', {
        ...SAMPLE_DETAILS['employment-contract'],
        salary,
      })
      expect(renderPlainText(agreement)).toContain(
        '"CTC" means the annual cost to company of ₹18,00,000 (Rupees Eighteen Lakh only), including',
      )
      expect(agreement.summary).toContain('at an annual CTC of ₹18,00,000;')
      expect(flags(agreement)).not.toContain('salary-per-month')
    },
  )

  it('the offer letter and the probation letter treat a monthly figure the same way', () => {
    const offer = draftAgreement('offer-letter', {
      ...SAMPLE_DETAILS['offer-letter'],
      salary: '2 lakh a month',
    })
    expect(clause(offer, 'compensation')?.text).toMatch(
      /^Your annual cost to company will be ₹24,00,000 \(Rupees Twenty-Four Lakh only\), that is ₹2,00,000 \(Rupees Two Lakh only\) a month, including/,
    )
    expect(offer.keyTerms.find((k) => k.term === 'Annual CTC')?.definition).toContain('₹24,00,000')
    expect(offer.summary).toContain('annual CTC of ₹24,00,000 (₹2,00,000 a month)')
    expect(flags(offer)).toContain('salary-per-month')
    expect(clause(get('offer-letter').agreement, 'compensation')?.text).toContain(
      'will be ₹24,00,000 (Rupees Twenty-Four Lakh only), including',
    )

    const probation = draftAgreement('probation-letter', {
      ...SAMPLE_DETAILS['probation-letter'],
      newSalary: '₹1,50,000 p.m.',
    })
    expect(clause(probation, 'remuneration')?.text).toContain(
      'revised to ₹18,00,000 (Rupees Eighteen Lakh only), that is ₹1,50,000 (Rupees One Lakh Fifty Thousand only) a month.',
    )
    expect(probation.summary).toContain('revised to ₹18,00,000 (₹1,50,000 a month)')
    expect(probation.reviewFlags.find((f) => f.id === 'new-salary-per-month')).toMatchObject({
      field: 'newSalary',
    })
    expect(clause(get('probation-letter').agreement, 'remuneration')?.text).toContain(
      'revised to ₹20,00,000 (Rupees Twenty Lakh only).',
    )
  })

  it('rent and fees labelled monthly or annual are converted when given for the other period, with a flag', () => {
    const rental = draftAgreement('rental-agreement', {
      ...SAMPLE_DETAILS['rental-agreement'],
      monthlyRent: '₹5,40,000 per year',
    })
    expect(rental.summary).toContain('at ₹45,000 a month')
    expect(flags(rental)).toContain('monthly-rent-per-year')
    const lease = draftAgreement('lease-deed', {
      ...SAMPLE_DETAILS['lease-deed'],
      annualRent: '₹1,20,000 per month',
    })
    expect(lease.summary).toContain('at an annual rent of ₹14,40,000;')
    expect(renderPlainText(lease)).toContain(
      'payable in twelve monthly instalments of ₹1,20,000 (Rupees One Lakh Twenty Thousand only) each',
    )
    expect(flags(lease)).toContain('annual-rent-per-month')
    const consultancy = draftAgreement('consultancy-agreement', {
      ...SAMPLE_DETAILS['consultancy-agreement'],
      consultancyFee: '₹18,00,000 per annum',
    })
    expect(consultancy.summary).toContain('at ₹1,50,000 a month')
    expect(flags(consultancy)).toContain('consultancy-fee-per-year')
    for (const id of ['rental-agreement', 'lease-deed', 'consultancy-agreement'] as const) {
      expect(
        get(id)
          .agreement.reviewFlags.map((f) => f.id)
          .filter((f) => /-per-(?:month|year)$/.test(f)),
      ).toEqual([])
    }
  })
})

describe('interest-free loans', () => {
  const base = SAMPLE_DETAILS['loan-agreement']

  it('a loan agreement may carry a 0% rate; a mortgage deed may not', () => {
    expect(() => draftAgreement('loan-agreement', { ...base, interestRate: '0' })).not.toThrow()
    expect(() =>
      draftAgreement('mortgage-agreement', { ...SAMPLE_DETAILS['mortgage-agreement'], interestRate: '0' }),
    ).toThrow(InvalidDetailsError)
  })

  it('says the loan is interest-free, charges only default interest and keeps the rest of the loan', () => {
    const agreement = draftAgreement('loan-agreement', { ...base, interestRate: '0%' })
    const text = renderPlainText(agreement)
    expect(clause(agreement, 'interest')?.text).toMatch(
      /^The Loan is interest-free: no interest is payable on it/,
    )
    expect(text).toContain(
      '"Loan" means the principal sum of ₹5,00,000 (Rupees Five Lakh only), lent free of interest;',
    )
    expect(text).not.toMatch(/"Interest Rate"|at the Interest Rate|with interest|0% \(0 per cent\)/)
    expect(clause(agreement, 'default-interest')?.text).toMatch(
      /shall pay interest at 2% \(two per cent\) per annum from the due date/,
    )
    expect(clause(agreement, 'conditions-of-disbursement')?.text).toContain(
      'a demand promissory note for the Loan under section 4',
    )
    expect(agreement.summary).toMatch(
      /^Interest-free loan of ₹5,00,000 by Rajesh Gupta to Sameer Khan, repayable/,
    )
    expect(headings(agreement)).toEqual(headings(get('loan-agreement').agreement))
  })

  it('flags the interest-free terms, with the Companies Act and tax points only for a company lender, citing only the reference', () => {
    const individual = draftAgreement('loan-agreement', { ...base, interestRate: '0' })
    const flag = individual.reviewFlags.find((f) => f.id === 'interest-free')
    expect(flag).toMatchObject({ field: 'interestRate' })
    expect(flag?.message).not.toMatch(/Companies Act|deemed dividend/)
    const company = draftAgreement('loan-agreement', {
      ...base,
      interestRate: '0',
      lenderName: 'Acme Finance Private Limited',
    })
    const message = company.reviewFlags.find((f) => f.id === 'interest-free')?.message ?? ''
    expect(message).toMatch(/sections 185 and 186 of the Companies Act, 2013/)
    expect(message).toMatch(/unanimously.*special resolution/)
    expect(message).toMatch(/deemed dividend \[verify the section\]/)
    // The reference says nothing of transfer pricing for loans, so neither does the draft.
    expect(`${message} ${renderPlainText(company)}`).not.toMatch(/transfer[\s-]pricing|arm's length/i)
    expect(get('loan-agreement').agreement.reviewFlags.map((f) => f.id)).not.toContain('interest-free')
  })
})

describe('termination clause', () => {
  it('lists only grounds of termination; survival is its closing paragraph', () => {
    for (const id of ['service-agreement', 'software-license', 'consultancy-agreement'] as const) {
      const termination = clause(get(id).agreement, 'termination')
      expect(termination?.text).toMatch(/may be terminated:$/)
      for (const item of termination?.items ?? []) expect(item).toMatch(/^by /)
      expect(termination?.items?.at(-1)).toMatch(/\.$/)
      expect(termination?.items?.at(-2)).toMatch(/; or$/)
      expect(termination?.tail).toMatch(
        /^Termination does not affect rights and liabilities accrued before it.*survive termination\.$/,
      )
    }
  })
})

describe('errors', () => {
  it('missing and invalid details give a typed error listing them', () => {
    let error: unknown
    try {
      draftAgreement('rental-agreement', { landlordName: 'Asha Rao', monthlyRent: 'lots', leasePeriod: '11' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InvalidDetailsError)
    expect(error).toBeInstanceOf(DomainError)
    const invalid = error as InvalidDetailsError
    expect(invalid.code).toBe('drafting.invalid_details')
    expect(invalid.missingFields).toEqual(['tenantName', 'propertyAddress', 'securityDeposit'])
    expect(invalid.invalidFields).toEqual(['monthlyRent'])
    expect(invalid.message).toContain('Tenant Name')
  })

  it('every template with no details lists all its required fields', () => {
    for (const id of TEMPLATE_IDS) {
      try {
        draftAgreement(id, {})
        expect.unreachable(id)
      } catch (e) {
        const required = getTemplate(id)
          .fields.filter((f) => f.required)
          .map((f) => f.name)
        expect((e as InvalidDetailsError).missingFields).toEqual(required)
      }
    }
  })

  it('an unknown template is a typed error', () => {
    expect(() => draftAgreement('no-such-template', {})).toThrow(UnknownTemplateError)
  })
})

describe('structure for later features', () => {
  it('clauses can be removed by heading and the rest renumbered', () => {
    const { agreement } = get('service-agreement')
    const sections = agreement.sections.map((s) => ({
      ...s,
      clauses: s.clauses.filter((c) => c.heading !== 'Non-solicitation'),
    }))
    const renumbered = numberSections(sections)
    const risk = renumbered.find((s) => s.id === 'risk')
    expect(risk?.clauses.map((c) => c.heading)).not.toContain('Non-solicitation')
    expect(risk?.clauses.map((c) => c.number)).toEqual(risk?.clauses.map((_, i) => `${risk.number}.${i + 1}`))
  })

  it('drafting is deterministic', () => {
    expect(renderPlainText(draftAgreement('will-testament', SAMPLE_DETAILS['will-testament']))).toBe(
      get('will-testament').text,
    )
  })
})
