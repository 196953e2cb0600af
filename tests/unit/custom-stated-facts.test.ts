import { describe, expect, it } from 'vitest'
import { draftCustomAgreement, resolvePronouns } from '#domain/assistant/index.ts'
import { domesticTermsIn } from '#domain/assistant/custom/domestic-terms.ts'
import { statedTerm } from '#domain/assistant/custom/ending.ts'
import { minorsIn } from '#domain/assistant/custom/minors.ts'
import { noRefundTerm } from '#domain/assistant/custom/terms.ts'
import { partiesIn } from '#domain/assistant/interpret/custom.ts'
import { type Agreement, renderPlainText } from '#domain/drafting/index.ts'
import { draftedFreeText } from '#tests/support/free-text.ts'

// Golden reviews 11 and 12 (issue 18): a child is never a party; what the request states
// (dates, pay day, hours, duties, an advance, a no-refund term) is drafted, not left blank.

const SELF = 'Priya Sharma'
const NOW = new Date('2026-11-26T10:00:00Z')
const clause = (a: Agreement, id: string) => a.sections.flatMap((s) => s.clauses).find((c) => c.id === id)
const flags = (a: Agreement) => a.reviewFlags.map((f) => f.message).join('\n')

describe('a child named in a request is described, never a party (ICA s.11)', () => {
  it.each([
    [
      'I need a tutor for my son Aarav, he is in class 8. Ravi Kumar will teach him maths for 4,000 a month.',
      'Aarav',
      'son',
    ],
    [
      'My daughter Riya (12) needs a dance teacher. Meena Kumari will teach her Kathak every Sunday for 3,000 a month.',
      'Riya',
      'daughter',
    ],
    [
      'Sunita Rao will look after my daughter Anaya, aged 4, every weekday for 10,000 a month.',
      'Anaya',
      'daughter',
    ],
    [
      'Rahul Nair will coach my minor son Vivaan in cricket every morning for 5,000 per month.',
      'Vivaan',
      'son',
    ],
    [
      'Mera beta Kabir class 5 mein hai, Ravi Verma will tutor him in maths every Saturday for 2,000 a month.',
      'Kabir',
      'son',
    ],
    ['Anita Das will teach my son Dev, 9 years old, the piano every Friday for 2,500 a month.', 'Dev', 'son'],
  ])('%s', (text, child, relation) => {
    expect(minorsIn(text).map((m) => [m.name, m.relation])).toEqual([[child, relation]])
    expect(partiesIn(text, SELF)).not.toContain(child)
    const { agreement, content } = draftedFreeText(text, SELF, NOW)
    expect(agreement.parties.map((p) => p.name)).not.toContain(child)
    expect(content).not.toMatch(new RegExp(`PAN of ${child}|SIGNED[^\\n]*\\n${child.toUpperCase()}\\n`))
    expect(content).toContain(`${child.toUpperCase()}, the ${relation} of the First Party and a minor`)
    expect(flags(agreement)).toMatch(
      /a minor cannot enter into a contract \(Indian Contract Act, 1872, s\.11/,
    )
    // Who is taught or cared for is the child, never a pronoun left open or the teacher herself.
    expect(content).not.toMatch(/the Party meant by "(?:him|her)"|Second Party's (?:maths|Kathak|English)/)
  })

  it('describes a child the request does not name, and asks for the name', () => {
    const { agreement, content } = draftedFreeText(
      'I need a tutor for my daughter (12). Mrs Kavita Joshi will teach her English twice a week for 2,500 per month.',
      SELF,
      NOW,
    )
    expect(agreement.parties.map((p) => p.name)).toEqual([SELF, 'Kavita Joshi'])
    expect(content).toContain(
      '[TO BE CONFIRMED: full name of the Student], the daughter of the First Party and a minor',
    )
    expect(content).toContain('The Second Party will teach the Student English')
  })

  it('keeps an adult relative who pays as a party', () => {
    const text =
      'My son Amit Sharma will live in my flat in Kochi and pay me 10,000 monthly as maintenance charges.'
    expect(minorsIn(text)).toEqual([])
    expect(draftedFreeText(text, SELF, NOW).agreement.parties.map((p) => p.name)).toEqual([
      SELF,
      'Amit Sharma',
    ])
  })

  it('reads no minor from an age of 18 or more, or from a class that is not a child’s', () => {
    expect(minorsIn('My son Rohan (19) will manage my shop for 15,000 a month.')).toEqual([])
    expect(minorsIn('My daughter Isha will run my yoga class every morning.')).toEqual([])
    expect(
      minorsIn('My son Amit Rao runs a school in Pune and will rent my hall for 20,000 a month.'),
    ).toEqual([])
    expect(minorsIn('My son Amit Rao will drive me to class 5 days a week for 3,000 a month.')).toEqual([])
    expect(
      minorsIn('My son Kabir goes to school in Pune; Asha Iyer will drop him daily for 2,000 a month.'),
    ).toHaveLength(1)
  })
})

describe('pronouns and names in operative clauses', () => {
  const cast = {
    speaker: 'the First Party',
    others: ['the Second Party'],
    otherNames: ['Pradeep Srivastava'],
    named: [
      ['Priya Sharma', 'the First Party'] as const,
      ['Pradeep Srivastava', 'the Second Party'] as const,
    ],
    minors: [['Aarav', 'the Student'] as const],
  }
  it('puts the defined role for a named party in a clause, and the child for who is taught', () => {
    expect(
      resolvePronouns('Mr Pradeep Srivastava will teach him maths.', cast, { rolesForNames: true }).text,
    ).toBe('The Second Party will teach the Student maths.')
    expect(resolvePronouns('I will pay him Rs 6,500 per month.', cast).text).toBe(
      'The First Party will pay the Second Party Rs 6,500 per month.',
    )
  })
  it('keeps names in the recital that quotes the request', () => {
    expect(resolvePronouns('Mr Pradeep Srivastava will teach him maths.', cast).text).toBe(
      'Mr Pradeep Srivastava will teach the Student maths.',
    )
  })
})

describe('a stated start and end are the term', () => {
  it.each([
    ['Classes start from 4th January 2027 and run till 31st March 2027.', '4 January 2027', '31 March 2027'],
    ['Starting 1st December 2026.', '1 December 2026', undefined],
    ['with effect from 01-04-2027 until 31-03-2028', '1 April 2027', '31 March 2028'],
  ])('%s', (text, start, end) => {
    const term = statedTerm(text)
    expect(term.start && `${term.start.day}`).toBe(start.split(' ')[0])
    expect(term.end ? `${term.end.day}` : undefined).toBe(end?.split(' ')[0])
  })
  it('reads a deadline ("by 30 June 2027") as neither', () => {
    expect(statedTerm('He will finish the work by 30 June 2027.')).toEqual({})
  })
  it('drafts the term from the dates, not from execution to a blank', () => {
    const { agreement } = draftedFreeText(
      'Ravi Kumar will teach me guitar every Saturday for 3,000 a month, from 1st February 2027 till 31st July 2027.',
      SELF,
      NOW,
    )
    expect(clause(agreement, 'term')?.text).toBe(
      'This Agreement comes into force on 1 February 2027 and continues until 31 July 2027 (both days inclusive), unless ended earlier under the Clause on Ending the Arrangement on Notice or the Clause on Termination.',
    )
    expect(flags(agreement)).not.toMatch(/How long the arrangement lasts is not among the details given/)
  })
})

describe("the user's no-refund term wins over the general refund on notice", () => {
  it.each([
    ['fees already paid for the month will not be refunded', 'fees', 'month'],
    ['Charges paid for the week shall not be refunded', 'charges', 'week'],
  ])('%s', (words, what, period) => {
    expect(noRefundTerm(`Either of us can stop it with one week notice, ${words}.`)).toMatchObject({
      what,
      period,
    })
  })
  it('drafts the kept fee and refunds only other advances', () => {
    const agreement = draftCustomAgreement({
      description: 'Ravi Kumar will teach me yoga every morning for 4,000 per month',
      parties: [SELF, 'Ravi Kumar'],
      speaker: SELF,
      obligations: [
        'Either of us can stop with two weeks notice, fees already paid for the month will not be refunded',
      ],
    })
    const text = clause(agreement, 'termination-on-notice')?.text ?? ''
    expect(text).toContain(
      'Fees already paid for the month in which the notice is given shall not be refunded, as the Parties have agreed',
    )
    expect(text).toContain('any other sum advanced')
    expect(text).not.toMatch(/remain payable, any sum advanced/)
    expect(flags(agreement)).toMatch(/keeps that term/)
  })
  it('keeps the general refund when the words say nothing of it', () => {
    expect(noRefundTerm('Either of us can stop it with one week notice.')).toBeNull()
  })
})

describe('household service: the terms the words state are drafted', () => {
  it('reads duties, place, hours, pay day, days off and an advance', () => {
    expect(
      domesticTermsIn(
        'I want to keep a cook for my family at our flat in Indiranagar, Bengaluru. She will come every day 7 am to 10 am and cook lunch and dinner. I will pay her 10,000 a month by the 5th of every month, plus 6,000 advance adjusted over the first 3 months. She gets 4 days paid leave a month.',
      ),
    ).toEqual({
      duties: 'cook lunch and dinner',
      place: 'flat in Indiranagar, Bengaluru',
      hours: '7 am to 10 am',
      days: 'every day',
      payDay: 5,
      leaveDays: 4,
      advance: { paise: 600_000, months: 3 },
    })
  })
  it('drafts them, recovers the advance in instalments and reconciles days off with the weekly rest', () => {
    const { agreement, content } = draftedFreeText(
      'My driver Suresh Kumar will drive my car every day from 8 am to 8 pm for 20,000 a month, paid by the 3rd of every month, with 2 days off a month, and 9,000 advance to be deducted over 3 months. Starting 1st March 2027. One month notice either side.',
      SELF,
      NOW,
    )
    expect(clause(agreement, 'domestic-wages')?.text).toContain(
      'on or before the 3rd day of the following month',
    )
    expect(clause(agreement, 'domestic-hours')?.text).toContain('8 am to 8 pm, every day')
    expect(clause(agreement, 'domestic-rest-and-leave')?.text).toContain(
      '2 (two) paid days off in every month, taken as one day of rest in each week',
    )
    expect(clause(agreement, 'domestic-advance')?.text).toContain(
      'by deducting ₹3,000 (Rupees Three Thousand only) from each of the first 3 (three) monthly wages. If the service ends before the advance is recovered, the balance shall be set off against the wages then due',
    )
    expect(clause(agreement, 'term')?.text).toContain('comes into force on 1 March 2027')
    expect(flags(agreement)).not.toMatch(/When the wage is paid is not among|working hours are not among/)
    expect(renderPlainText(agreement)).toBe(content)
  })
  it('explains the terms in a language the worker understands, and lets notices reach her by hand or phone', () => {
    const { agreement } = draftedFreeText(
      'My maid Kamla will clean my flat in Thane every morning for 5,000 per month.',
      SELF,
      NOW,
    )
    expect(clause(agreement, 'domestic-language')?.text).toMatch(
      /^The First Party has explained the terms of this Agreement to the Second Party in \[TO BE CONFIRMED: the language in which the terms were explained to the maid\], a language the Second Party understands\. A notice .* by hand against a signed or thumb-marked acknowledgement, or by a text or voice message/,
    )
  })
  it('flags a pay day later than the 7th', () => {
    const { agreement } = draftedFreeText(
      'Our maid Geeta will clean our home in Bhopal from 8 am to 12 noon for 7,000 per month, paid by the 10th of every month.',
      SELF,
      NOW,
    )
    expect(flags(agreement)).toMatch(
      /paid by the 10th of the following month: the Code on Wages, 2019 requires monthly wages by the 7th/,
    )
  })
})

describe('the land-or-building flag', () => {
  it('does not fire on the flat that is only the workplace', () => {
    const { agreement } = draftedFreeText(
      'Our maid Geeta will clean at our flat in Thane from 8 am to 11 am for 6,000 per month.',
      SELF,
      NOW,
    )
    expect(flags(agreement)).not.toMatch(/mentions land or a building/)
  })
  it('still fires when the arrangement is about the building', () => {
    const { agreement } = draftedFreeText(
      'Vikram Sethi will build a compound wall on my plot in Indore for 2.4 lakh.',
      SELF,
      NOW,
    )
    expect(flags(agreement)).toMatch(/mentions land or a building/)
  })
})
