import { describe, expect, it } from 'vitest'
import { ExplainError, explainTerms, type LegalTermExplanation } from '#domain/glossary/explain.ts'
import { GLOSSARY, TRANSLATIONS } from '#domain/glossary/glossary.ts'
import { LANGUAGES } from '#domain/glossary/types.ts'
import { DomainError } from '#domain/shared/errors.ts'

const RENTAL = `This Leave and Licence Agreement is made at Pune on 1 March 2026 between Mr Suresh Patil (the Licensor) \
and Ms Kavya Iyer (the Licensee). In consideration of a monthly licence fee of ₹25,000, the Licensor grants the Licensee \
leave and licence to use Flat 402, Shanti Heights, Baner, for 11 months. The Licensee has paid an interest-free security \
deposit of ₹1,00,000, refundable within 15 days of handing back vacant possession. The Licensee shall not sub-let the \
premises. Either party may terminate this Agreement by giving one month's written notice. This Agreement shall be \
executed on e-stamp paper and registered with the Sub-Registrar, Haveli, as Maharashtra law requires for every leave \
and licence.`

const EMPLOYMENT = `The Company appoints Mr Arjun Mehta as Senior Analyst on probation for six months, at an annual \
compensation of ₹12,00,000. During his employment and after it ends he shall keep confidential all client information \
and the Company's pricing. For twelve months after leaving he shall not solicit any client he personally dealt with. The \
letter contains no post-employment non-compete, as that would be void under section 27 of the Indian Contract Act. He \
will be entitled to gratuity under the Code on Social Security 2020. Either party may terminate the employment by giving \
60 days' notice, and any dispute shall be referred to arbitration in Bengaluru.`

const ids = (result: LegalTermExplanation) => result.terms.map((term) => term.id)

describe('explainTerms — finding terms', () => {
  it('finds the terms of a rental agreement in order of first occurrence', () => {
    expect(ids(explainTerms(RENTAL, 'english'))).toEqual([
      'leave-and-licence',
      'agreement',
      'consideration',
      'security-deposit',
      'sub-letting',
      'termination',
      'notice-period',
      'stamp-duty',
      'registration',
    ])
  })

  it('finds the terms of an employment letter in order, and not the words that only contain them', () => {
    // "client" contains "lien"; "compensation" (salary) is not damages; "arbitration in Bengaluru" names no seat.
    expect(ids(explainTerms(EMPLOYMENT, 'english'))).toEqual([
      'probation-retrenchment',
      'confidentiality',
      'non-solicitation',
      'restraint-of-trade',
      'void',
      'agreement',
      'gratuity',
      'termination',
      'notice-period',
      'arbitration',
    ])
  })

  it('lists a term once however often and in whatever form it appears', () => {
    const text =
      'The Vendor shall indemnify the Buyer. This indemnification covers costs. The indemnity survives. INDEMNITIES apply.'
    expect(ids(explainTerms(text, 'english'))).toEqual(['indemnity'])
  })

  it.each([
    ['the mortgages on both flats', 'mortgage'],
    ['three arbitrators', 'arbitrator'],
    ['royalties are payable quarterly', 'royalty'],
    ['supporting affidavits', 'affidavit'],
    ['the guarantor signed', 'surety'],
    ['a noncompete covenant', 'restraint-of-trade'],
    ['a non compete covenant', 'restraint-of-trade'],
    ['the non-competition clause', 'restraint-of-trade'],
    ['FORCE MAJEURE', 'force-majeure'],
    ['a force-majeure event', 'force-majeure'],
    ['the deed was duly stamped', 'stamp-duty'],
    ['the lessee shall pay', 'lease'],
  ])('recognises “%s” as %s', (text, id) => {
    expect(ids(explainTerms(text, 'english'))).toContain(id)
  })

  it('matches whole words only', () => {
    expect(ids(explainTerms('consideration', 'english'))).toEqual(['consideration'])
    expect(
      ids(explainTerms('Our client will avoid resilient alien designs immediately.', 'english')),
    ).toEqual([])
    expect(ids(explainTerms('The contract is voidable.', 'english'))).toEqual(['agreement', 'voidable'])
  })

  it('tells related terms apart', () => {
    expect(ids(explainTerms('liquidated damages of ₹10,000 a week', 'english'))).toEqual([
      'liquidated-damages',
    ])
    expect(ids(explainTerms('the data principal may withdraw consent', 'english'))).toEqual([
      'data-fiduciary',
    ])
    expect(ids(explainTerms('repay the principal amount', 'english'))).toEqual([])
    expect(ids(explainTerms('the principal debtor defaulted', 'english'))).toEqual(['principal-debtor'])
  })

  it('reads “Will” as a will only when it is one', () => {
    expect(ids(explainTerms('I declare this Will to be my last.', 'english'))).toEqual(['will'])
    expect(ids(explainTerms('This will be paid monthly.', 'english'))).toEqual([])
  })

  it('gives related terms by name, each a glossary term', () => {
    const names = new Set(GLOSSARY.map((entry) => entry.term))
    const [stampDuty] = explainTerms('stamp duty', 'english').terms
    expect(stampDuty?.relatedTerms).toContain('Registration')
    for (const term of explainTerms(RENTAL + EMPLOYMENT, 'english').terms) {
      for (const related of term.relatedTerms) expect(names.has(related)).toBe(true)
    }
  })
})

describe('explainTerms — summary and recommendations', () => {
  it('summarises what it found: how many, which levels, which Acts', () => {
    const { summary } = explainTerms(
      'The seat of arbitration shall be Mumbai. The stamp duty is paid.',
      'english',
    )
    expect(summary).toContain('Found 3 legal terms (1 basic, 1 intermediate and 1 advanced).')
    expect(summary).toContain('Arbitration and Conciliation Act 1996')
    expect(summary).toContain('Indian Stamp Act 1899')
    expect(summary).toContain('Read the advanced ones closely: Seat of arbitration.')
  })

  it('names at most four Acts and says how many there are', () => {
    const { summary } = explainTerms(RENTAL, 'english')
    expect(summary).toMatch(/They draw mainly on the .+, among \d+ Acts in all\./)
  })

  it('says when nothing was found, and recommends nothing', () => {
    const result = explainTerms('The weather in Pune was pleasant.', 'english')
    expect(result.terms).toEqual([])
    expect(result.summary).toContain('No terms from the legal glossary were found')
    expect(result.recommendations).toEqual([])
  })

  it('derives recommendations from the rental agreement’s terms', () => {
    const { recommendations } = explainTerms(RENTAL, 'english')
    expect(recommendations.some((text) => text.startsWith('Stamp duty:') && text.includes('s.17'))).toBe(true)
    expect(recommendations.some((text) => text.startsWith('Registration:'))).toBe(true)
    expect(recommendations.some((text) => text.startsWith('Security deposit:'))).toBe(true)
    expect(new Set(recommendations).size).toBe(recommendations.length)
  })

  it('warns that a post-employment non-compete is void, and that the arbitration has no seat', () => {
    const { recommendations } = explainTerms(EMPLOYMENT, 'english')
    expect(recommendations.some((text) => text.startsWith('Non-compete:') && text.includes('s.27'))).toBe(
      true,
    )
    expect(recommendations.some((text) => text.includes('no seat is named'))).toBe(true)
    expect(recommendations.some((text) => text.startsWith('Arbitration:') && text.includes('CORE'))).toBe(
      true,
    )
  })

  it('drops the missing-seat check once a seat is named', () => {
    const { recommendations } = explainTerms(
      'Disputes go to arbitration; the seat of arbitration is Delhi.',
      'english',
    )
    expect(recommendations.some((text) => text.includes('no seat is named'))).toBe(false)
    expect(recommendations.some((text) => text.startsWith('Seat of arbitration:'))).toBe(true)
  })

  it('asks for stamp duty and registration when a lease mentions neither', () => {
    const { recommendations } = explainTerms(
      'The Lessor leases the shop to the Lessee for five years.',
      'english',
    )
    expect(recommendations.some((text) => text.includes('does not mention stamp duty'))).toBe(true)
    expect(recommendations.some((text) => text.includes('does not mention registration'))).toBe(true)
  })

  it('links indemnity and the liability cap when both appear', () => {
    const text = 'The Supplier shall indemnify the Buyer. Limitation of liability: fees paid in 12 months.'
    expect(
      explainTerms(text, 'english').recommendations.some((r) =>
        r.includes('inside or outside the liability cap'),
      ),
    ).toBe(true)
  })
})

describe('explainTerms — languages', () => {
  it.each(LANGUAGES)('explains in %s', (language) => {
    const result = explainTerms('The arbitrator shall decide.', language)
    expect(ids(result)).toEqual(['arbitrator'])
    const [term] = result.terms
    if (language === 'english') {
      expect(term?.translation).toBeNull()
      expect(result.summary).not.toContain('machine translation')
    } else {
      expect(term?.translation).toEqual({
        language,
        term: TRANSLATIONS[language].arbitrator.term,
        explanation: TRANSLATIONS[language].arbitrator.explanation,
        reviewed: false,
      })
      expect(result.summary).toContain('machine translations, not yet reviewed')
    }
    // The English explanation stays alongside the translation.
    expect(term?.explanation).toBe(GLOSSARY.find((entry) => entry.id === 'arbitrator')?.explanation)
  })

  it('accepts the language in any case and with spaces', () => {
    expect(explainTerms('stamp duty', ' Hindi ').terms[0]?.translation?.term).toBe('स्टाम्प शुल्क / मुद्रांक शुल्क')
  })

  it('leaves the translation out when not asked for', () => {
    expect(
      explainTerms('stamp duty', 'tamil', { includeTranslation: false }).terms[0]?.translation,
    ).toBeNull()
  })
})

describe('explainTerms — errors', () => {
  it.each(['', '   ', '\n\t '])('refuses empty text %j with “No Text Selected”', (text) => {
    expect(() => explainTerms(text, 'english')).toThrow(ExplainError)
    expect(() => explainTerms(text, 'english')).toThrow(DomainError)
    try {
      explainTerms(text, 'english')
    } catch (error) {
      expect(error).toMatchObject({
        code: 'glossary.no_text_selected',
        message: 'No Text Selected',
        title: 'No Text Selected',
        description: 'Please select text from the document first',
      })
    }
  })

  it.each(['klingon', 'urdu', '', 'EN'])('refuses the language %j', (language) => {
    expect(() => explainTerms('stamp duty', language)).toThrow(
      expect.objectContaining({ name: 'ExplainError', code: 'glossary.unsupported_language' }),
    )
  })
})
