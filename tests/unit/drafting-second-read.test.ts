import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { type Agreement, checklistLines, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// Classes of defect the second reading found (docs/legal-review/2026-11-26-second-read.md),
// each checked across every template or every wording the class can take.

const drafts = TEMPLATE_IDS.map((id) => ({
  id,
  agreement: draftAgreement(id, SAMPLE_DETAILS[id], { place: 'Pune' }),
}))
const clauses = (a: Agreement) => a.sections.flatMap((s) => s.clauses)
const flag = (a: Agreement, id: string) => a.reviewFlags.find((f) => f.id === id)?.message ?? ''

describe('the body and the checklist agree on electronic signature (class C5)', () => {
  it.each(drafts.map(({ id, agreement }) => [id, agreement] as const))('%s', (_id, agreement) => {
    const counterparts = clauses(agreement).find((c) => c.id === 'counterparts')
    const eSignInBody = /electronic signature or a digital signature/.test(renderPlainText(agreement))
    if (!agreement.checklist.eSignature.permitted) expect(eSignInBody).toBe(false)
    else if (counterparts) expect(eSignInBody).toBe(true)
  })

  it('the family settlement, signed in wet ink for registration, has no e-signature clause', () => {
    const settlement = drafts.find((d) => d.id === 'family-settlement')?.agreement
    expect(settlement && checklistLines(settlement.checklist).join(' ')).toMatch(
      /Electronic signature: not permitted/,
    )
    expect(settlement && renderPlainText(settlement)).not.toMatch(/eSign|electronic signature/)
  })
})

describe('a survival list names only clauses the instrument has (class C6)', () => {
  const NAMED: Record<string, (ids: readonly string[]) => boolean> = {
    confidentiality: (ids) => ids.includes('confidentiality'),
    indemnity: (ids) => ids.some((id) => id === 'indemnity' || id.startsWith('indemnity-')),
    'limitation of liability': (ids) => ids.includes('limitation-of-liability'),
    'governing law': (ids) => ids.includes('governing-law'),
    'dispute resolution': (ids) => ids.includes('dispute-resolution'),
    jurisdiction: (ids) => ids.includes('jurisdiction'),
  }
  const withSurvival = drafts.filter(({ agreement }) =>
    /intended to survive \(including those on/.test(renderPlainText(agreement)),
  )

  it('covers the templates that use the shared termination clause', () => {
    expect(withSurvival.length).toBeGreaterThanOrEqual(10)
  })

  it.each(withSurvival.map(({ id, agreement }) => [id, agreement] as const))('%s', (_id, agreement) => {
    const list =
      /intended to survive \(including those on ([^)]+)\)/.exec(renderPlainText(agreement))?.[1] ?? ''
    const named = list.split(/, | and /)
    const ids = clauses(agreement).map((c) => c.id)
    expect(named.filter((name) => !NAMED[name]?.(ids))).toEqual([])
  })
})

describe('tax the law requires to be deducted is a duty (class C7)', () => {
  it.each(drafts.map(({ id, agreement }) => [id, agreement] as const))('%s', (_id, agreement) => {
    expect(renderPlainText(agreement)).not.toMatch(/\bmay deduct tax\b/)
  })
})

describe('the family settlement keeps a reserved right out of the absolute allotment (class C3)', () => {
  const settle = (distribution: string) =>
    draftAgreement(
      'family-settlement',
      { ...SAMPLE_DETAILS['family-settlement'], distribution },
      { place: 'Chennai' },
    )
  const clause = (a: Agreement, id: string) => {
    const c = clauses(a).find((x) => x.id === id)
    return [c?.text, ...(c?.items ?? []), c?.tail].join(' ')
  }

  it.each([
    'House to S. Ramesh; fixed deposits to S. Lakshmi; Kamala Subramanian to reside in the house for life',
    'The house to Rakesh Sharma; Savitri Devi retains a life interest in the house',
    'Flat to Arun; Leela to have the right of residence in the flat till her death',
    'Land to Mohan; Kamla Devi to live in the farmhouse during her lifetime',
  ])('an express clause for: %s', (distribution) => {
    const a = settle(distribution)
    const reserved = clause(a, 'reserved-rights')
    expect(reserved).toMatch(/Reserved Right/)
    expect(reserved).toMatch(/not released by the Clause on Relinquishment and Release/)
    expect(clause(a, 'allocation')).toMatch(/absolutely[^.]*subject to the Reserved Rights/)
    expect(clause(a, 'release')).toMatch(/other than the Reserved Rights, which are not released/)
    expect(clause(a, 'possession-and-mutation')).toMatch(/subject to the Reserved Rights/)
    expect(flag(a, 'reserved-rights')).toMatch(/\[verify\]/)
  })

  it('no reserved-rights clause when the distribution reserves nothing', () => {
    const a = settle('House to S. Ramesh; fixed deposits to S. Lakshmi')
    expect(clauses(a).map((c) => c.id)).not.toContain('reserved-rights')
    expect(renderPlainText(a)).not.toMatch(/Reserved Right/)
  })

  it('asks how the family came to hold the properties instead of asserting an antecedent claim', () => {
    const a = settle('House to S. Ramesh; fixed deposits to S. Lakshmi')
    expect(a.recitals.join(' ')).not.toMatch(/each Party having an antecedent title/)
    expect(a.recitals.join(' ')).toMatch(/came to the family as follows: \[TO BE CONFIRMED: /)
    expect(flag(a, 'antecedent-title')).toMatch(/Kale/)
  })
})

describe('deadlock and quorum fit the shareholders (class C1)', () => {
  const sha = (shareholders: string) =>
    renderPlainText(
      draftAgreement('shareholders-agreement', { ...SAMPLE_DETAILS['shareholders-agreement'], shareholders }),
    )

  it('individual shareholders have no chief executives, and the sides are defined', () => {
    const text = sha('Arjun Rao – 7,000 shares (70%); Kavya Hegde – 3,000 shares (30%)')
    expect(text).not.toMatch(/chief executives|Shareholder group/)
    expect(text).toMatch(/a meeting of the Shareholders in person/)
    expect(text).toMatch(/\(each a "Deadlock Side"\)/)
  })

  it('corporate shareholders escalate to their chief executives', () => {
    const text = sha('Bharat Holdings Limited – 6,000 shares (60%); Zenith Capital LLP – 4,000 shares (40%)')
    expect(text).toMatch(/the chief executives or principals of the Shareholders/)
  })

  it.each(drafts.map(({ id, agreement }) => [id, agreement] as const))(
    '%s: an adjourned meeting never falls below the quorum of s.174',
    (_id, agreement) => {
      for (const sentence of renderPlainText(agreement).split(/(?<=\.)\s+/))
        if (/adjourned meeting[^.]*quorum/.test(sentence))
          expect(sentence).toMatch(/not fewer than the quorum/)
    },
  )

  it.each(drafts.map(({ id, agreement }) => [id, agreement] as const))(
    '%s: a deadlock buy-sell is listed among the standard terms',
    (_id, agreement) => {
      const deadlock = clauses(agreement).find((c) => c.id === 'deadlock')
      if (deadlock && /buy/.test(deadlock.text))
        expect(flag(agreement, 'standard-terms')).toMatch(/deadlock buy-sell/)
    },
  )
})

describe('the franchisee follows its kind, and the franchisor indemnifies for its IP', () => {
  const franchise = (franchisee: string) =>
    renderPlainText(
      draftAgreement('franchise-agreement', { ...SAMPLE_DETAILS['franchise-agreement'], franchisee }),
    )

  it('an individual franchisee is personal: no heirs, no "control of itself", a death clause', () => {
    const text = franchise('Manpreet Singh Arora')
    expect(text).toMatch(/"Franchisee", which expression, the engagement being personal/)
    expect(text).not.toMatch(/control of itself|heirs, executors/)
    expect(text).toMatch(/Death or Incapacity of the Franchisee/)
  })

  it('a company franchisee keeps its successors and a change-of-control restriction', () => {
    const text = franchise('Tandoori Nights Private Limited')
    expect(text).toMatch(/"Franchisee", which expression shall[^)]*successors and permitted assigns/)
    expect(text).toMatch(/undergo a change in the persons who control it/)
    expect(text).not.toMatch(/Death or Incapacity/)
  })

  it.each(['Manpreet Singh Arora', 'Tandoori Nights Private Limited'])(
    'the Franchisor indemnifies %s against claims on the Marks, the Manual and the System',
    (franchisee) => {
      expect(franchise(franchisee)).toMatch(
        /Indemnity by the Franchisor\. The Franchisor shall indemnify[^]*the Marks, the Manual or the System as permitted by this Agreement infringes/,
      )
    },
  )
})

describe('title is warranted, not recited as fact (class C2)', () => {
  // Conveyances of land (sale deed, agreement for sale, gift deed) recite the owner's title with
  // its chain, as a conveyance must (title-chain.ts, tested there); a gift of movables does not.
  const OPEN_ELSEWHERE = ['property-sale', 'sale-deed', 'gift-deed']
  const TITLE_AS_FACT =
    /\bis the (?:sole and )?(?:absolute )?owner of\b|\bowner of\b[^.]*\bfree from (?:all )?encumbrances\b/

  it.each(
    drafts
      .filter(({ id }) => !OPEN_ELSEWHERE.includes(id))
      .map(({ id, agreement }) => [id, agreement] as const),
  )('%s', (_id, agreement) => {
    expect(agreement.recitals.filter((r) => TITLE_AS_FACT.test(r))).toEqual([])
  })

  it('a gift of movables states the Donor’s ownership as a representation, acquisition to be confirmed', () => {
    const gift = draftAgreement(
      'gift-deed',
      {
        ...SAMPLE_DETAILS['gift-deed'],
        propertyType: 'Movable Property',
        propertyDescription: 'a Steinway piano',
      },
      { place: 'Pune' },
    )
    expect(gift.recitals.filter((r) => TITLE_AS_FACT.test(r))).toEqual([])
    expect(gift.recitals.join(' ')).toMatch(
      /has represented to the Donee[^]*which came to the Donor by \[TO BE CONFIRMED: [^\]]*how the Donor acquired/,
    )
    expect(flag(gift, 'donor-title')).toMatch(/representation/)
  })

  it('the scan catches the recitals it exists for', () => {
    for (const recital of [
      'The Lessor is the absolute owner of, and is in lawful possession of, the Premises, free from encumbrances.',
      'The Licensor is the owner of, and is otherwise well and sufficiently entitled to, the Premises.',
      'The Licensor is the owner of the Licensed Patent and has agreed to grant the Licensee a licence.',
      'The Donor is the absolute owner of the movable property described in the Schedule (the "Property").',
    ])
      expect(TITLE_AS_FACT.test(recital)).toBe(true)
  })

  it('the licences state the Licensor’s title as a warranty, flagged for confirmation', () => {
    for (const id of ['rental-agreement', 'patent-license'] as const) {
      const a = drafts.find((d) => d.id === id)?.agreement
      if (!a) throw new Error(`no ${id}`)
      expect(a.recitals[0]).toMatch(/^The Licensor has represented to the Licensee that the Licensor/)
      expect(flag(a, 'licensor-title')).toMatch(/representation and warranty/)
    }
  })

  it('the lease states the Lessor’s title as a warranty, with the holding to be confirmed', () => {
    const lease = drafts.find((d) => d.id === 'lease-deed')?.agreement
    if (!lease) throw new Error('no lease')
    expect(lease.recitals[0]).toMatch(
      /has represented to the Lessee[^]*\[TO BE CONFIRMED: how the Lessor holds/,
    )
    expect(clauses(lease).find((c) => c.id === 'lessor-title')?.text).toMatch(/represents and warrants/)
  })
})

describe('the lease demises the unit, not the common areas', () => {
  it('defines the Premises without the common areas and grants only a right to use them', () => {
    const lease = drafts.find((d) => d.id === 'lease-deed')?.agreement
    if (!lease) throw new Error('no lease')
    const premises = lease.keyTerms.find((k) => k.term === 'Premises')?.definition ?? ''
    expect(premises).not.toMatch(/common areas/)
    expect(clauses(lease).find((c) => c.id === 'grant')?.text).toMatch(
      /right[^.]*to use the common areas[^.]*in common with others[^.]*the common areas are not demised/,
    )
  })
})

describe('the guarantee identifies the principal debtor and the debt', () => {
  const guarantee = (purpose: string) =>
    draftAgreement('guarantee-agreement', { ...SAMPLE_DETAILS['guarantee-agreement'], purpose })

  it.each([
    [
      'Repayment of the term loan of ₹15,00,000 given to Kandula Agro Traders under the loan agreement dated 01/11/2026',
      'Kandula Agro Traders',
    ],
    [
      'Repayment of the working-capital loan given by the Beneficiary to Agarwal Traders under the loan agreement dated 01/04/2026',
      'Agarwal Traders',
    ],
    [
      'Repayment of the loan of ₹5,00,000 lent to M/s Sharma Electricals on 01/02/2026',
      'M/s Sharma Electricals',
    ],
  ])('names the debtor given in: %s', (purpose, debtor) => {
    const a = guarantee(purpose)
    expect(a.recitals[0]).toContain(
      `credit to ${debtor}, [TO BE CONFIRMED: constitution and address of ${debtor}] (the "Principal Debtor")`,
    )
    expect(a.recitals[0]).toContain(`secures is: ${purpose.slice(0, 20)}`)
    expect(a.recitals[0]).not.toMatch(/for the following purpose/)
  })

  it('asks for the debtor when the obligation does not name one', () => {
    const a = guarantee('Payment of all amounts due under the supply agreement dated 01/04/2026')
    expect(a.recitals[0]).toContain('[TO BE CONFIRMED: name and address of the principal debtor]')
  })
})

describe('a power of attorney to let out property carries the powers letting needs', () => {
  const poa = (place: string, powers = SAMPLE_DETAILS['power-of-attorney'].powers ?? '') =>
    draftAgreement('power-of-attorney', { ...SAMPLE_DETAILS['power-of-attorney'], powers }, { place })

  it('in Lucknow: tenancy agreements, the UP Rent Authority filing, deposits, notices, proceedings, registration', () => {
    const a = poa('Lucknow')
    const text = renderPlainText(a)
    for (const power of [
      /sign and execute tenancy agreements/,
      /Rent Authority under the Uttar Pradesh Regulation of Urban Premises Tenancy Act, 2021/,
      /refund security deposits/,
      /notices to quit/,
      /proceedings concerning that property[^;]*before the Rent Authority/,
      /present any lease[^;]*for registration before the Sub-Registrar/,
    ])
      expect(text).toMatch(power)
    expect(text).not.toMatch(/\[verify\]/)
    expect(flag(a, 'poa-letting')).toMatch(/\[verify\]/)
    expect(checklistLines(a.checklist).join(' ')).toMatch(
      /authenticated \(Registration Act, 1908, ss\.32–33\)/,
    )
  })

  it('where the table has no Rent Authority law: a general filing power and a [verify] flag', () => {
    const a = poa('Kochi')
    expect(renderPlainText(a)).toMatch(
      /with any authority that the tenancy law in force where the property is situated requires/,
    )
    expect(flag(a, 'poa-letting')).toMatch(/records no tenancy law[^]*\[verify\]/)
  })

  it('no letting powers when the power is not to let', () => {
    const a = poa(
      'Lucknow',
      'To pay property tax for Flat 3A, Lake View Apartments, Kochi; appear before the municipal authorities',
    )
    expect(renderPlainText(a)).not.toMatch(/tenancy agreements/)
    expect(flag(a, 'poa-letting')).toBe('')
  })
})

describe('the data processing agreement carries the transition law', () => {
  const dpa = (dataTypes: string) =>
    draftAgreement('data-processing', { ...SAMPLE_DETAILS['data-processing'], dataTypes }, { place: 'Pune' })

  it('binds the processor to s.43A until the DPDP provisions are in force, flagged [verify]', () => {
    const a = dpa(SAMPLE_DETAILS['data-processing'].dataTypes ?? '')
    expect(clauses(a).find((c) => c.id === 'transition')?.text).toMatch(
      /Until the provisions of the Act[^.]*section 43A of the Information Technology Act, 2000/,
    )
    expect(flag(a, 'dpdp-transition')).toMatch(/SPDI Rules, 2011[^]*\[verify\]/)
    expect(flag(a, 'health-data')).toBe('')
  })

  it('flags health data for the SPDI standard', () => {
    expect(flag(dpa('Patient names, appointment history and consultation notes'), 'health-data')).toMatch(
      /sensitive personal data \[verify\]/,
    )
  })
})

describe('a letting carves the rent law’s forum out of arbitration (class C9)', () => {
  // The second reading's Draft 3: a shop in Kolkata, where the table names the West Bengal Act [verify].
  const kolkata = 'Shop No. 4, ground floor, 21 Park Street, Kolkata 700016'
  const inKolkata = {
    'lease-deed': () =>
      draftAgreement(
        'lease-deed',
        { ...SAMPLE_DETAILS['lease-deed'], propertyDescription: kolkata },
        { place: 'Kolkata' },
      ),
    'rental-agreement': () =>
      draftAgreement(
        'rental-agreement',
        { ...SAMPLE_DETAILS['rental-agreement'], propertyAddress: kolkata },
        { place: 'Kolkata' },
      ),
  }

  it.each(['lease-deed', 'rental-agreement'] as const)('%s in Kolkata names the West Bengal Act', (id) => {
    expect(renderPlainText(inKolkata[id]())).toMatch(
      /does not apply to any matter that, under the West Bengal Premises Tenancy Act, 1997 \(to the extent that Act applies to the Premises\)/,
    )
  })

  it('the Kolkata lease flags the Act’s reach for checking', () => {
    expect(flag(inKolkata['lease-deed'](), 'rent-control')).toMatch(
      /West Bengal Premises Tenancy Act, 1997 applies[^]*\[verify\]/,
    )
  })

  it.each(['Pune', 'Lucknow', 'Jaipur', undefined])(
    'every lease carves out the rent forum (place %s)',
    (place) => {
      const lease = draftAgreement('lease-deed', SAMPLE_DETAILS['lease-deed'], place ? { place } : {})
      expect(renderPlainText(lease)).toMatch(/this Clause does not apply to any matter that, under the/)
    },
  )
})
