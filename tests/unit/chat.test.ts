import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import {
  type ChatMessage,
  type ChatResponse,
  type ChatState,
  chatStateSchema,
  draftCustomAgreement,
  respondToChat,
  stateFromHistory,
} from '#domain/assistant/index.ts'

// 1 December 2026, 10:00 in India.
const NOW = new Date('2026-12-01T04:30:00Z')

interface Conversation {
  readonly responses: readonly ChatResponse[]
  readonly history: readonly ChatMessage[]
  readonly last: ChatResponse
}

/** Plays the user's messages in turn, storing each reply with its state as the chat session would. */
function converse(messages: readonly string[], start: readonly ChatMessage[] = [], now = NOW): Conversation {
  const history: ChatMessage[] = [...start]
  const responses: ChatResponse[] = []
  for (const message of messages) {
    const response = respondToChat(history, message, now)
    responses.push(response)
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: response.reply, state: response.state },
    )
  }
  const last = responses.at(-1)
  if (!last) throw new Error('no messages')
  return { responses, history, last }
}

function step(response: ChatResponse): ChatState['step'] {
  return response.state.step
}

function asking(response: ChatResponse): string | undefined {
  return response.state.step === 'collect' ? response.state.asking : undefined
}

describe('respondToChat: a rental agreement, one field at a time', () => {
  const { responses, last } = converse([
    "I'd like to create a Rental Agreement...",
    'Asha Rao',
    'Vikram Shah',
    'Flat 402, Sea Breeze CHS, Linking Road, Bandra West, Mumbai 400050',
    '45k per month',
    'Rs. 1,50,000',
    '11 months',
    'yes',
  ])

  it('lists the fields needed, marks the required ones and offers both ways of answering', () => {
    const first = responses[0]
    expect(first?.intent).toBe('draft')
    expect(first?.reply).toContain('Rental Agreement')
    expect(first?.reply).toContain('- Landlord Name *')
    expect(first?.reply).toContain('- Lease Period (months) *')
    expect(first?.reply).toMatch(/send everything in one message.*or answer step by step/)
  })

  it('asks for each field in turn with its label and placeholder as the hint', () => {
    expect(responses.slice(0, 6).map(asking)).toEqual([
      'landlordName',
      'tenantName',
      'propertyAddress',
      'monthlyRent',
      'securityDeposit',
      'leasePeriod',
    ])
    expect(responses[0]?.reply).toContain('Landlord Name? (e.g. Asha Rao)')
    expect(responses[3]?.reply).toContain('Monthly Rent (₹)? (e.g. ₹45,000)')
    expect(responses[5]?.reply).toContain('Lease Period (months)? (number of months, e.g. 11)')
  })

  it('confirms a summary of the facts before generating', () => {
    const summary = responses[6]
    expect(summary && step(summary)).toBe('confirm')
    expect(summary?.reply).toContain('- Monthly Rent (₹): ₹45,000')
    expect(summary?.reply).toContain('- Security Deposit (₹): ₹1,50,000')
    expect(summary?.reply).toContain('Reply "yes" to generate the Rental Agreement')
    expect(summary?.action).toBeUndefined()
  })

  it('on "yes" returns the generate action with details the drafting engine accepts', () => {
    expect(last.action).toEqual({
      type: 'generate',
      templateId: 'rental-agreement',
      details: {
        landlordName: 'Asha Rao',
        tenantName: 'Vikram Shah',
        propertyAddress: 'Flat 402, Sea Breeze CHS, Linking Road, Bandra West, Mumbai 400050',
        monthlyRent: '₹45,000',
        securityDeposit: '₹1,50,000',
        leasePeriod: '11',
      },
      place: 'Mumbai',
    })
    expect(last.state).toMatchObject({ step: 'idle', topic: 'rental-agreement' })
    if (last.action?.type !== 'generate') throw new Error('no action')
    const agreement = draftAgreement(
      last.action.templateId,
      last.action.details,
      last.action.place ? { place: last.action.place } : {},
    )
    expect(renderPlainText(agreement)).toContain('VIKRAM SHAH')
  })
})

describe('respondToChat: all facts at once', () => {
  it('takes an employment contract from one description plus one labelled message', () => {
    const { responses, last } = converse([
      'hire Priya Nair as Senior Software Engineer',
      'Employer: Acme Technologies Pvt Ltd\nSalary: 1.5 lakh per month\nStart date: 1st April 2027\nLocation: Bangalore',
      'generate',
    ])
    expect(responses[0]?.reply).toContain('- Employee Name: Priya Nair')
    expect(responses[0]?.reply).toContain('- Position / Designation: Senior Software Engineer')
    expect(responses[1] && step(responses[1])).toBe('confirm')
    expect(responses[1]?.reply).toContain('₹1,50,000 a month × 12 = ₹18,00,000 a year')
    expect(last.action).toMatchObject({
      type: 'generate',
      templateId: 'employment-contract',
      details: {
        employeeName: 'Priya Nair',
        employerName: 'Acme Technologies Pvt Ltd',
        position: 'Senior Software Engineer',
        salary: '₹18,00,000',
        startDate: '01/04/2027',
        location: 'Bangalore',
      },
    })
  })

  it('goes straight to the summary when the description gives every fact', () => {
    const { responses } = converse([
      'I, Priya Sharma, want to rent out my flat at Flat 12, Green Acres, Kothrud, Pune 411038 to Ravi Kumar for 11 months. Rent Rs. 25,000 per month, security deposit 75k.',
      'yes',
    ])
    expect(responses[0] && step(responses[0])).toBe('confirm')
    expect(responses[1]?.action).toMatchObject({
      type: 'generate',
      templateId: 'rental-agreement',
      details: { landlordName: 'Priya Sharma', tenantName: 'Ravi Kumar' },
    })
  })

  it('accepts several facts in one sentence while a field is being asked', () => {
    const { responses } = converse([
      'I need a loan agreement',
      'Rajesh Gupta',
      'the borrower is Sameer Khan, loan of 5 lakh at 12% interest',
    ])
    expect(responses[2]?.reply).toContain('Got it:')
    expect(responses[2]?.reply).toContain('- Borrower Name: Sameer Khan')
    expect(responses[2]?.reply).toContain('- Loan Amount (₹): ₹5,00,000')
    expect(responses[2]?.reply).toContain('- Interest Rate (% per annum): 12')
    expect(responses[2] && asking(responses[2])).toBe('repaymentSchedule')
  })
})

describe('respondToChat: invalid answers are asked again with the reason', () => {
  const { responses, last } = converse([
    'I need an offer letter',
    'Rahul Verma',
    'Product Manager',
    'around twenty lakhs maybe',
    '24 lakh',
    '31/02/2027',
    'March 2027',
    'March 1, 2027',
    'no',
    'Position: Senior Product Manager',
    'change the joining date to 32/03/2027',
    'ok',
  ])

  it('re-asks an amount it cannot read', () => {
    expect(responses[3]?.reply).toContain('That did not work')
    expect(responses[3]?.reply).toMatch(/enter an amount in rupees/)
    expect(responses[3] && asking(responses[3])).toBe('salary')
  })

  it('re-asks an impossible date, and a date without a day', () => {
    expect(responses[5]?.reply).toMatch(/Joining Date: enter a real date in DD\/MM\/YYYY/)
    expect(responses[5] && asking(responses[5])).toBe('joiningDate')
    expect(responses[6]?.reply).toMatch(/include the day/)
    expect(responses[7] && step(responses[7])).toBe('confirm')
    expect(responses[7]?.reply).toContain('- Joining Date: 01/03/2027')
  })

  it('takes corrections at the summary and rejects a bad one without losing the good', () => {
    expect(responses[8]?.reply).toContain('What would you like to change?')
    expect(responses[9]?.reply).toContain('- Position / Designation: Senior Product Manager')
    expect(responses[10]?.reply).toContain('That did not work')
    expect(responses[10]?.reply).toContain('- Joining Date: 01/03/2027')
    expect(last.action).toMatchObject({
      type: 'generate',
      templateId: 'offer-letter',
      details: { position: 'Senior Product Manager', joiningDate: '01/03/2027', salary: '₹24,00,000' },
    })
  })

  it('takes an interest-free loan as 0%, and refuses a sentence as a name', () => {
    const { responses: loan } = converse([
      'I need a loan agreement',
      "I don't know yet",
      'Rajesh Gupta',
      'Sameer Khan',
      '2 lakh',
      'no interest',
    ])
    expect(loan[1]?.reply).toMatch(/please give the full name/)
    expect(loan[1] && asking(loan[1])).toBe('lenderName')
    expect(loan[5]?.reply).not.toMatch(/above 0%/)
    expect(loan[5] && asking(loan[5])).toBe('repaymentSchedule')
    expect(loan[5]?.state.step === 'collect' && loan[5].state.details.interestRate).toBe('0')
    const { last } = converse(['Sameer Khan borrows 2 lakh interest-free from his uncle Rajesh Gupta'])
    expect(last.state.step === 'collect' && last.state.details).toMatchObject({ interestRate: '0' })
  })

  it('refuses a zero rate for a mortgage deed, pointing to the loan agreement', () => {
    const { responses } = converse([
      'I need a mortgage deed',
      'Rajesh Gupta',
      'Sunita Finance Private Limited',
      '25 lakh',
      'no interest',
    ])
    expect(responses[3] && asking(responses[3])).toBe('interestRate')
    expect(responses[4]?.reply).toMatch(/needs a rate above 0%.*loan agreement/)
    expect(responses[4] && asking(responses[4])).toBe('interestRate')
  })

  it('will not skip a required field but skips an optional one', () => {
    const { responses } = converse([
      'I need a probation confirmation letter',
      'Priya Nair',
      '01/10/2027',
      'skip',
      'She met all her objectives',
      'skip',
    ])
    expect(responses[3]?.reply).toContain('Performance Summary is needed for this document')
    expect(responses[4]?.reply).toMatch(/Revised Annual Salary.*optional — reply "skip"/)
    expect(responses[5] && step(responses[5])).toBe('confirm')
    expect(responses[5]?.reply).not.toContain('Revised Annual Salary')
  })

  it('asks to complete a partial address and keeps it when told to', () => {
    const { responses } = converse([
      'I want to rent my flat in Pune to Ravi Kumar for 11 months at 25,000 a month with a deposit of 1 lakh',
      'Priya Sharma',
      'keep',
      'yes',
    ])
    expect(responses[1]?.reply).toContain('Property Address: I have "Flat in Pune"')
    expect(responses[2] && step(responses[2])).toBe('confirm')
    expect(responses[3]?.action).toMatchObject({
      details: { propertyAddress: 'Flat in Pune', landlordName: 'Priya Sharma' },
    })
  })
})

describe('respondToChat: formalities', () => {
  it('answers for a named template from the drafting checklist', () => {
    const { responses } = converse([
      'Is stamp duty payable on a will?',
      'how many witnesses for a gift deed?',
      'can I e-sign it?',
    ])
    expect(responses[0]?.intent).toBe('formalities')
    expect(responses[0]?.reply).toContain('Stamp duty: not payable')
    expect(responses[1]?.reply).toContain('Witnesses: 2 (required by law)')
    // "it" is the gift deed just discussed.
    expect(responses[2]?.reply).toContain('Gift Deed')
    expect(responses[2]?.reply).toContain('E-signature: not allowed — sign in ink')
  })

  it('states the cases that change the answer', () => {
    const { last } = converse(['Do I need to register a rent agreement?'])
    expect(last.reply).toContain('Registration: optional')
    expect(last.reply).toContain('If the licence runs for more than 11 months: Registration: compulsory')
    expect(last.reply).toContain('If the property is in Maharashtra: Registration: compulsory')
  })

  it('answers for the document just generated, with its facts', () => {
    const { last } = converse([
      'I, Asha Rao, want to rent out my flat at Flat 402, Sea Breeze CHS, Bandra West, Mumbai 400050 to Vikram Shah for 11 months, rent 45k, deposit 1.5 lakh',
      'yes',
      'do I need to register it?',
    ])
    expect(last.reply).toContain('Maharashtra Rent Control Act, 1999, s.55')
    expect(last.reply).not.toContain('If the property is in Maharashtra')
  })

  it('answers all five when asked about formalities in general', () => {
    const { last } = converse(['What are the formalities for a power of attorney?'])
    for (const aspect of ['Stamp duty:', 'Registration:', 'Witnesses:', 'Notarisation:', 'E-signature:'])
      expect(last.reply).toContain(aspect)
  })

  it('asks which document when none is named or current', () => {
    const { last } = converse(['do I need to get it notarised?'])
    expect(last.reply).toContain('Which document do you mean?')
  })

  it('answers mid-form and then asks the pending question again', () => {
    const { responses } = converse(['I need a gift deed', 'do I need to register it?', 'Kamala Krishnan'])
    expect(responses[1]?.reply).toContain('Registration: compulsory')
    expect(responses[1]?.reply).toContain(
      'If the type of property is "Movable Property": Registration: optional',
    )
    expect(responses[1]?.reply).toContain('Back to where we were — Donor Name?')
    expect(responses[1] && asking(responses[1])).toBe('donorName')
    expect(responses[2]?.reply).toContain('Noted — Donor Name: Kamala Krishnan')
  })
})

describe('respondToChat: legal terms', () => {
  it('explains a glossary term with its Indian-law context', () => {
    const { last } = converse(['what is indemnity?'])
    expect(last.intent).toBe('explain-term')
    expect(last.reply).toMatch(/^Indemnity: /)
    expect(last.reply).toContain('In Indian law: Indian Contract Act 1872 ss.124–125')
    expect(last.reply).toContain('Example:')
  })

  it('understands other ways of asking, including Hinglish', () => {
    expect(converse(['What does leave and licence mean?']).last.reply).toMatch(/^Leave & licence: /)
    expect(converse(['stamp duty kya hai?']).last.reply).toMatch(/^Stamp duty: /)
    expect(converse(['define force majeure']).last.reply).toMatch(/^Force majeure: /)
  })

  it('describes a template when asked what it is', () => {
    expect(converse(['what is a lease deed?']).last.reply).toMatch(
      /^Lease \/ Lessor \/ Lessee: |^Lease Deed: /,
    )
    expect(converse(['what is a probation confirmation letter?']).last.reply).toContain(
      'Probation Confirmation Letter: Confirmation of employment',
    )
  })

  it('says when a term is not in the offline glossary', () => {
    expect(converse(['what is a quasi-contractual estoppel?']).last.reply).toContain(
      'is not in my offline glossary',
    )
  })
})

describe('respondToChat: out of scope', () => {
  it('declines advice on a specific dispute, plainly, and says what it can do', () => {
    const { last } = converse(['My landlord is not returning my deposit, can I sue him?'])
    expect(last.intent).toBe('out-of-scope')
    expect(last.reply).toContain('I cannot advise on a specific dispute')
    expect(last.reply).toContain('free legal aid')
    expect(last.action).toBeUndefined()
  })

  it('declines case-law research and anything that needs the online model', () => {
    expect(converse(['find me case law on unilateral arbitrator appointment']).last.reply).toContain(
      'cannot research, cite or summarise case law',
    )
    expect(converse(['translate my rental agreement into Hindi']).last.reply).toContain(
      'needs the online AI model',
    )
    expect(converse(['summarise this contract for me']).last.reply).toContain('needs the online AI model')
  })

  it('declines mid-form without losing the form', () => {
    const { responses } = converse([
      'I need a rental agreement',
      'Can I evict a tenant who stops paying?',
      'Asha Rao',
    ])
    expect(responses[1]?.reply).toContain('I cannot advise on a specific dispute')
    expect(responses[1] && asking(responses[1])).toBe('landlordName')
    expect(responses[2]?.reply).toContain('Noted — Landlord Name: Asha Rao')
  })

  it('falls back plainly for anything else', () => {
    expect(converse(['asdf qwerty']).last.reply).toContain('I work offline')
  })
})

describe('respondToChat: cancel and start over', () => {
  it('cancels a form in progress without generating anything', () => {
    const { responses } = converse(['I need a rental agreement', 'Asha Rao', 'cancel', 'yes'])
    expect(responses[2]?.intent).toBe('cancel')
    expect(responses[2]?.reply).toContain('Cancelled — nothing was generated')
    expect(responses[2]?.state).toEqual({ step: 'idle' })
    expect(responses[3]?.action).toBeUndefined()
    expect(responses[3]?.reply).toContain('nothing waiting for your answer')
  })

  it('starts over from a summary', () => {
    const { responses } = converse([
      'Offer letter for Rahul Verma for the post of Product Manager, CTC 24 lakh, joining date March 1, 2027',
      'start over',
    ])
    expect(responses[0] && step(responses[0])).toBe('confirm')
    expect(responses[1]?.state).toEqual({ step: 'idle' })
  })

  it('says so when there is nothing to cancel', () => {
    expect(converse(['cancel']).last.reply).toContain('nothing in progress to cancel')
  })
})

describe('respondToChat: custom agreements', () => {
  it('gathers parties and obligations, confirms, and returns the generate-custom action', () => {
    const { responses, last } = converse([
      'I want an agreement with my neighbour Ramesh Kumar in Pune: he will pay half the cost of the boundary wall and I will build it by 31st March 2027',
      'Anil Mehta',
      'add: Ramesh Kumar will not object to the height of the wall',
      'remove 3',
      'yes',
    ])
    expect(responses[0] && step(responses[0])).toBe('custom')
    expect(responses[0]?.reply).toContain('Who are the parties')
    expect(responses[1] && step(responses[1])).toBe('custom-confirm')
    expect(responses[1]?.reply).toContain('- Parties: Ramesh Kumar; Anil Mehta')
    expect(responses[2]?.reply).toContain('3. Ramesh Kumar will not object to the height of the wall')
    expect(responses[3]?.reply).not.toContain('3. Ramesh Kumar will not object')
    expect(last.action).toEqual({
      type: 'generate-custom',
      request: {
        description:
          'An agreement with my neighbour Ramesh Kumar in Pune: he will pay half the cost of the boundary wall and I will build it by 31st March 2027',
        parties: ['Ramesh Kumar', 'Anil Mehta'],
        obligations: ['He will pay half the cost of the boundary wall', 'I will build it by 31st March 2027'],
        place: 'Pune',
      },
    })
    if (last.action?.type !== 'generate-custom') throw new Error('no action')
    const text = renderPlainText(draftCustomAgreement(last.action.request))
    // "I" is the party the description does not name (Anil Mehta), so "he" is Ramesh Kumar.
    expect(text).toContain('The First Party will pay half the cost of the boundary wall.')
    expect(text).toContain('The Second Party will build it by 31st March 2027.')
  })

  it('asks for the obligations when the description has none, and leaves unknown names blank', () => {
    const { responses, last } = converse([
      'I need an agreement to share the cost of a borewell with my neighbour',
      'skip',
      'Each of us will pay half of the drilling cost\nThe water will be shared equally',
      'yes',
    ])
    expect(responses[0]?.reply).toContain('Who are the parties')
    expect(responses[1]?.reply).toContain('What has each party agreed to do?')
    expect(responses[2]?.reply).toContain('names are left as a blank to fill in')
    expect(last.action).toMatchObject({
      type: 'generate-custom',
      request: {
        parties: [],
        obligations: ['Each of us will pay half of the drilling cost', 'The water will be shared equally'],
      },
    })
  })
})

describe('respondToChat: conversation state and replies', () => {
  it('greets, lists templates and helps', () => {
    expect(converse(['hi']).last.reply).toContain('AI Legal Assistant')
    const list = converse(['which templates do you have?']).last.reply
    expect(list).toContain('38 templates in 8 categories')
    expect(list).toContain('Property & Real Estate: Rental Agreement')
    expect(converse(['what can you do?']).last.reply).toContain('I work offline')
  })

  it('offers a choice when a description fits no template clearly', () => {
    const { responses } = converse(['I want to hire an agency', '2'])
    expect(responses[0] && step(responses[0])).toBe('choose')
    expect(responses[1] && ['collect', 'custom']).toContain(responses[1] && step(responses[1]))
  })

  it('switches template mid-form, keeping the answers that fit', () => {
    const { responses } = converse([
      'I want to rent my flat to Ravi Kumar',
      'Asha Rao',
      'actually make it a lease deed',
      'make it a lease deed',
    ])
    expect(responses[2]?.state).toMatchObject({
      step: 'collect',
      templateId: 'lease-deed',
      details: { lessorName: 'Asha Rao', lesseeName: 'Ravi Kumar' },
    })
    expect(responses[3]?.reply).toContain('We are already drafting your Lease Deed')
  })

  it('takes a fact for another field stated mid-form ("his assets are …")', () => {
    const { responses } = converse([
      'Will for my father Ramesh Iyer; executor my brother Suresh Iyer',
      'his assets are the house in Adyar and FDs',
    ])
    expect(responses[0]?.state).toMatchObject({
      step: 'collect',
      details: { testatorName: 'Ramesh Iyer', executorName: 'Suresh Iyer' },
    })
    expect(responses[1]?.reply).toContain('Noted — Assets: the house in Adyar and FDs')
    expect(responses[1] && asking(responses[1])).toBe('beneficiaries')
  })

  it('answers "is … needed?" about the document just generated, and asks which agreement for a bare request', () => {
    const { last } = converse([
      'I, Asha Rao, want to rent out my flat at Flat 402, Sea Breeze CHS, Pune 411001 to Vikram Shah for 11 months, rent 45k, deposit 90k',
      'yes',
      'is police verification needed?',
    ])
    expect(last.reply).toContain('Submit tenant police verification')
    expect(converse(['create the agreement']).last.reply).toContain('Which agreement do you need?')
  })

  it('continues from the state on the last assistant message, and starts afresh without one', () => {
    const { history } = converse(['I need a rental agreement', 'Asha Rao'])
    expect(stateFromHistory(history)).toMatchObject({
      step: 'collect',
      templateId: 'rental-agreement',
      asking: 'tenantName',
    })
    const generated: ChatMessage = {
      role: 'assistant',
      content: 'Your agreement has been generated (6 pages).',
      agreementData: { templateId: 'rental-agreement' },
    }
    expect(stateFromHistory([...history, generated])).toEqual({ step: 'idle', topic: 'rental-agreement' })
    const tampered: ChatMessage = {
      role: 'assistant',
      content: 'x',
      state: { step: 'collect', templateId: 'no-such-template' },
    }
    expect(stateFromHistory([tampered])).toEqual({ step: 'idle' })
  })

  it('keeps every state it returns valid for storage, and every reply plain text', () => {
    const scripts = [
      [
        "I'd like to create a Rental Agreement...",
        'Asha Rao',
        'what is a licensee?',
        'Vikram Shah',
        'cancel',
      ],
      ['I want an agreement with my neighbour: he will mow the lawn', 'Ravi Kumar and Anil Mehta', 'yes'],
      [
        'hello',
        'I need a will',
        'I, Ramesh Iyer',
        'Lakshmi Iyer',
        'my flat to my wife',
        'Flat 7B, Palm Court, Chennai',
        'yes',
      ],
    ]
    for (const script of scripts) {
      for (const response of converse(script).responses) {
        expect(chatStateSchema.safeParse(response.state).success).toBe(true)
        expect(response.reply).not.toMatch(/<[a-z/!]/i)
        expect(response.reply.trim()).not.toBe('')
      }
    }
  })

  it("keeps very long answers within the stored state's limits", () => {
    const many = Array.from(
      { length: 60 },
      (_, i) => `Party A will deliver batch ${i + 1} of the goods on time`,
    ).join('\n')
    const long = `Party A will ${'carefully '.repeat(400)}paint the fence`
    const { responses, last } = converse([
      'I want a custom agreement',
      'Party A and Party B',
      many,
      `add: ${long}`,
      'yes',
    ])
    for (const response of responses) expect(chatStateSchema.safeParse(response.state).success).toBe(true)
    const action = last.action
    if (action?.type !== 'generate-custom') throw new Error('no action')
    expect(action.request.obligations).toHaveLength(50)
    expect(() => draftCustomAgreement(action.request)).not.toThrow()
  })

  it('asks again on an empty message', () => {
    const { responses } = converse(['I need a rental agreement', '   '])
    expect(responses[1]?.intent).toBe('empty')
    expect(responses[1]?.reply).toContain('Landlord Name?')
  })

  it('is deterministic for the same history, message and time', () => {
    const { history } = converse(['I need a rental agreement', 'Asha Rao'])
    expect(respondToChat(history, 'tomorrow', NOW)).toEqual(respondToChat(history, 'tomorrow', NOW))
  })

  it("reads relative dates against India's date at `now`", () => {
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in India.
    const late = new Date('2026-12-31T20:00:00Z')
    const { last } = converse(
      ['I need an offer letter', 'Rahul Verma', 'Analyst', '6 lakh', 'tomorrow'],
      [],
      late,
    )
    expect(last.reply).toContain('- Joining Date: 02/01/2027')
  })
})

describe('respondToChat: any input', () => {
  const fragments = [
    'rent',
    'my flat',
    'Ravi Kumar',
    'to',
    'from',
    '25,000',
    '1.5 lakh',
    '₹',
    'Rs.',
    '1st March 2027',
    '31/02/2027',
    '11 months',
    'I,',
    'will pay',
    'and',
    'agreement',
    'Acme Technologies Pvt Ltd',
    'Dr.',
    'with',
    'between',
    'in Pune',
    '12%',
    'per month',
    'gift',
    'loan',
    'yes',
    'no',
    'skip',
    'keep',
    'cancel',
    'what is',
    '?',
    'stamp duty',
    'add:',
    'remove 1',
    'parties:',
    '<b>',
    '\n',
  ]
  const message = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.array(fc.constantFrom(...fragments), { maxLength: 25 }).map((parts) => parts.join(' ')),
  )

  it('never throws, always returns a storable state and a non-empty plain-text reply', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 8 }), (messages) => {
        for (const response of converse(messages).responses) {
          expect(chatStateSchema.safeParse(response.state).success).toBe(true)
          expect(response.reply.trim().length).toBeGreaterThan(0)
          // A generate action always carries details the drafting engine accepts.
          const action = response.action
          if (action?.type === 'generate') {
            const options = action.place ? { place: action.place } : {}
            expect(() => draftAgreement(action.templateId, action.details, options)).not.toThrow()
          }
          if (action?.type === 'generate-custom')
            expect(() => draftCustomAgreement(action.request)).not.toThrow()
        }
      }),
      { numRuns: 150 },
    )
  })

  it('recognises assent however it is phrased', () => {
    for (const yes of [
      'yes',
      'Yes please',
      'ok, generate it',
      'looks good, go ahead',
      'haan ji',
      'theek hai',
      'confirm',
      'yes, generate the agreement',
    ]) {
      const { last } = converse([
        'Offer letter for Rahul Verma for the post of Product Manager, CTC 24 lakh, joining date March 1, 2027',
        yes,
      ])
      expect(last.action?.type, yes).toBe('generate')
    }
  })
})
