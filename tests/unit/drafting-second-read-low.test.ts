import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { type Agreement, checklistLines, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// The LOW points of the second reading (docs/legal-review/2026-11-26-second-read.md), each
// checked as a class over every template it can reach.

const drafts = TEMPLATE_IDS.map((id) => ({
  id,
  agreement: draftAgreement(id, SAMPLE_DETAILS[id], { place: 'Pune' }),
}))
const every = drafts.map(({ id, agreement }) => [id, agreement] as const)
const clauses = (a: Agreement) => a.sections.flatMap((s) => s.clauses)
const clauseText = (a: Agreement, id: string) => {
  const c = clauses(a).find((x) => x.id === id)
  return [c?.text, ...(c?.items ?? []), c?.tail].join(' ')
}
const flag = (a: Agreement, id: string) => a.reviewFlags.find((f) => f.id === id)?.message ?? ''
const redraft = (id: (typeof TEMPLATE_IDS)[number], details: Record<string, string>, place = 'Pune') =>
  draftAgreement(id, { ...SAMPLE_DETAILS[id], ...details }, { place })

describe('a deposit is refunded by a stated time (D3)', () => {
  it.each(every)('%s', (_id, agreement) => {
    const refunds = clauses(agreement).filter(
      (c) =>
        /deposit/i.test(`${c.heading} ${c.text}`) &&
        /\b(?:shall refund|refunded by|refundable by)\b/.test(c.text),
    )
    for (const c of refunds) expect(c.text).toMatch(/within \d+ \(\w[\w-]*\) days|simultaneously|against the/)
  })

  it('the lease lists the refund period and the Lessee-only exit among the standard terms', () => {
    const lease = drafts.find((d) => d.id === 'lease-deed')?.agreement
    expect(lease && clauseText(lease, 'security-deposit')).toMatch(/within 15 \(fifteen\) days of the Lessee/)
    expect(lease && flag(lease, 'standard-terms')).toMatch(/refunded within 15 days/)
  })

  it.each(every)('%s: a one-sided exit after the lock-in is a standard term', (_id, agreement) => {
    const exit = /After the Lock-in Period, the (\w+) may terminate/.exec(renderPlainText(agreement))
    if (exit) expect(flag(agreement, 'standard-terms')).toContain(`only the ${exit[1]} may end`)
  })
})

describe('the trade-mark licence takes the Licensed Goods from the class given (D5)', () => {
  it('with a class: the goods of that class in the registration, with a flag', () => {
    const a = redraft('trademark-license', { trademark: '"SAHYADRI" word mark, Reg. No. 2345678, Class 30' })
    expect(renderPlainText(a)).toContain(
      '"Licensed Goods" means the goods or services in Class 30 for which the Trade Mark is registered',
    )
    expect(flag(a, 'licensed-goods')).toMatch(/Class 30 .*narrow/)
  })

  it('without a class: still asked for', () => {
    const a = redraft('trademark-license', { trademark: '"SAHYADRI" word mark' })
    expect(renderPlainText(a)).toMatch(/"Licensed Goods" means \[TO BE CONFIRMED: goods or services/)
  })
})

describe('a licence fee paid "within N days of each invoice" says when it is invoiced (D5)', () => {
  const invoiced = drafts.filter(({ agreement }) =>
    /shall pay the Licence Fee within \d+ \(\w+\) days of (?:each|a valid) invoice/.test(
      renderPlainText(agreement),
    ),
  )

  it('covers the trade-mark and software licences', () => {
    expect(invoiced.map((d) => d.id)).toEqual(
      expect.arrayContaining(['trademark-license', 'software-license']),
    )
  })

  it.each(invoiced.map(({ id, agreement }) => [id, agreement] as const))('%s', (_id, agreement) => {
    expect(renderPlainText(agreement)).toMatch(
      /shall invoice the Licence Fee (?:in advance|on the execution)/,
    )
    expect(flag(agreement, 'standard-terms')).toMatch(/Licence Fee invoiced/)
  })

  it('a yearly fee is invoiced at the start of each year of the Term', () => {
    const a = redraft('trademark-license', { licenseFee: '₹4,00,000 per year' })
    expect(renderPlainText(a)).toContain(
      'shall invoice the Licence Fee in advance, at the start of each year of the Term.',
    )
  })
})

describe('the guarantee: the gross-up is a standard term, and an individual surety’s death is flagged (D4)', () => {
  it.each(every)('%s: a gross-up is listed among the standard terms', (_id, agreement) => {
    if (/\bgross(?:es)? up\b/i.test(renderPlainText(agreement)))
      expect(flag(agreement, 'standard-terms')).toMatch(/gross-up/)
  })

  it('an individual guarantor: section 131 as a flag to verify, not document text', () => {
    const a = redraft('guarantee-agreement', { guarantor: 'Srinivas Reddy Kandula' })
    expect(flag(a, 'surety-death')).toMatch(/Section 131 .*\[verify\]/)
    expect(renderPlainText(a)).not.toMatch(/section 131/i)
  })

  it('a company guarantor: no such flag', () => {
    const a = redraft('guarantee-agreement', { guarantor: 'Kandula Holdings Private Limited' })
    expect(flag(a, 'surety-death')).toBe('')
  })
})

describe('the power of attorney (D6)', () => {
  it.each(every)('%s: no recital of a reason nobody gave', (_id, agreement) => {
    expect(agreement.recitals.join(' ')).not.toMatch(/unable to attend/i)
  })

  it.each(every)('%s: a notarisation that is not required says so', (_id, agreement) => {
    const line = checklistLines(agreement.checklist).find((l) => l.startsWith('Notarisation:')) ?? ''
    if (!agreement.checklist.notarisation.required)
      expect(agreement.checklist.notarisation.note).toMatch(/not required/i)
    expect(line).not.toMatch(/not required\. Usual\b/)
  })

  it.each(
    drafts
      .filter(({ agreement }) => agreement.layout === 'deed-poll')
      .map(({ id, agreement }) => [id, agreement] as const),
  )('%s: a deed poll chooses no exclusive forum', (_id, agreement) => {
    expect(clauseText(agreement, 'jurisdiction')).not.toMatch(/exclusive/)
    expect(clauseText(agreement, 'jurisdiction')).toMatch(/courts at Pune/)
  })
})

describe('the family settlement secures owelty by a charge until it is paid (D7)', () => {
  it('cash in the distribution: a charge on the paying Party’s allotment, with a flag', () => {
    const a = redraft(
      'family-settlement',
      {
        distribution:
          'House to S. Ramesh; fixed deposits to S. Lakshmi; S. Ramesh pays S. Lakshmi ₹15,00,000 as owelty',
      },
      'Chennai',
    )
    expect(clauseText(a, 'owelty')).toMatch(
      /the amount unpaid is a charge on the property allotted to the paying Party/,
    )
    expect(flag(a, 'owelty-charge')).toMatch(/\[verify\]/)
  })

  it('no cash: no owelty clause and no flag', () => {
    const a = redraft(
      'family-settlement',
      { distribution: 'House to S. Ramesh; fixed deposits to S. Lakshmi' },
      'Chennai',
    )
    expect(clauseText(a, 'owelty').trim()).toBe('')
    expect(flag(a, 'owelty-charge')).toBe('')
  })
})

describe('parties beyond two, and the defined term "Parties" (D1)', () => {
  const many = drafts.filter(({ agreement }) => agreement.parties.length > 2)

  it('covers the shareholders agreement and the family settlement', () => {
    expect(many.map((d) => d.id)).toEqual(
      expect.arrayContaining(['shareholders-agreement', 'family-settlement']),
    )
  })

  it.each(many.map(({ id, agreement }) => [id, agreement] as const))(
    '%s: no "the other Party"',
    (_id, agreement) => {
      expect(renderPlainText(agreement)).not.toMatch(/\bthe other Party\b(?!')/)
    },
  )

  it.each(every)('%s: the parties are "Parties", capitalised', (_id, agreement) => {
    expect(renderPlainText(agreement)).not.toMatch(
      /\b(?:[Tt]he|[Ee]ach|[Oo]ther|[Aa]ll the|[Bb]oth|[Ee]ither|[Nn]either|a) part(?:y|ies)\b(?!-)/,
    )
  })
})

describe('the shareholders agreement defines "Affiliate" by the shareholders’ kind, and tabulates Schedule I (D1)', () => {
  const sha = (shareholders: string) => redraft('shareholders-agreement', { shareholders }, 'Bengaluru')
  const affiliate = (a: Agreement) =>
    clauseText(a, 'definitions')
      .split(/(?<=;)\s+/)
      .find((d) => d.startsWith('"Affiliate"')) ?? ''

  it('individuals: a company or LLP they own with the immediate family, no "control" limb', () => {
    const a = sha('Arjun Rao – 7,000 equity shares (70%); Kavya Hegde – 3,000 equity shares (30%)')
    expect(affiliate(a)).toMatch(
      /Shareholder who is an individual, a company or limited liability partnership wholly owned/,
    )
    expect(affiliate(a)).not.toMatch(/controls/)
    expect(clauseText(a, 'lock-in')).toContain('except to an Affiliate')
  })

  it('companies: the group, no individual limb', () => {
    const a = sha(
      'Alpha Ventures Private Limited – 6,000 equity shares (60%); Beta Capital LLP – 4,000 equity shares (40%)',
    )
    expect(affiliate(a)).toMatch(/controls, is controlled by or is under common control/)
    expect(affiliate(a)).not.toMatch(/who is an individual/)
  })

  it('Schedule I: one line per shareholder when the list reads; the words as given otherwise', () => {
    const a = sha('Arjun Rao – 7,000 equity shares (70%); Kavya Hegde – 3,000 equity shares (30%)')
    expect(a.schedules[0]?.paragraphs).toEqual([
      '1. Arjun Rao: 7,000 equity shares (70%).',
      '2. Kavya Hegde: 3,000 equity shares (30%).',
    ])
    const loose = sha('Arjun Rao holds most; Kavya Hegde the rest')
    expect(loose.schedules[0]?.paragraphs).toEqual(['Arjun Rao holds most; Kavya Hegde the rest'])
  })
})

describe('a conveyance’s Schedule asks only for the particulars not given (golden 06, 07)', () => {
  const FIELD = {
    'sale-deed': 'propertyDetails',
    'property-sale': 'propertyDetails',
    'gift-deed': 'propertyDescription',
  } as const
  const schedule = (a: Agreement) => a.schedules.flatMap((s) => s.paragraphs).join(' ')

  it.each(Object.entries(FIELD))(
    '%s: a survey number and area given are stated, not asked for',
    (id, field) => {
      const a = redraft(id as keyof typeof FIELD, {
        [field]: 'House No. 14, Survey No. 234/2, Ernakulam Village, Kochi 682031, plot area 2,400 sq. ft.',
      })
      expect(schedule(a)).toContain(
        'Survey/CTS number: Survey No. 234/2; area: plot area 2,400 sq. ft.; boundaries: [TO BE CONFIRMED: boundaries (north, south, east, west)].',
      )
      expect(schedule(a)).not.toMatch(/TO BE CONFIRMED: survey/i)
    },
  )

  it.each(Object.entries(FIELD))('%s: without them, all are asked for', (id, field) => {
    const a = redraft(id as keyof typeof FIELD, { [field]: 'House No. 14, Ernakulam Village, Kochi 682031' })
    expect(schedule(a)).toMatch(/TO BE CONFIRMED: survey or (?:CTS|municipal) number, area and boundaries/)
  })
})

describe('the family settlement transfers deposits and investments, not only land records (D7)', () => {
  const settle = (propertyDetails: string) =>
    draftAgreement(
      'family-settlement',
      { ...SAMPLE_DETAILS['family-settlement'], propertyDetails },
      { place: 'Chennai' },
    )

  it('fixed deposits: the Parties sign the bank’s instructions', () => {
    const a = settle('House at No. 8, West Mambalam, Chennai; fixed deposits with Indian Bank of ₹30,00,000')
    expect(clauseText(a, 'possession-and-mutation')).toMatch(
      /instruction that a bank or other holder requires to close, transfer or re-issue/,
    )
  })

  it('land and buildings only: no such sentence', () => {
    const a = settle('House at No. 8, West Mambalam, Chennai, with an undivided share in the land')
    expect(clauseText(a, 'possession-and-mutation')).not.toMatch(/bank or other holder/)
  })
})
