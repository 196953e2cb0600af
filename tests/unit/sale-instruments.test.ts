import { describe, expect, it } from 'vitest'
import { getTemplate, type TemplateId } from '#domain/catalogue/index.ts'
import {
  type ChatMessage,
  type ChatResponse,
  chooseInstrument,
  interpretRequest,
  respondToChat,
} from '#domain/assistant/index.ts'
import { saleSubject } from '#domain/assistant/interpret/sale-subject.ts'
import { checklistLines, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { resolveGeneration } from '#app/features/chat/api-generation.server.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

/**
 * Issue 18, class 2 — the wrong instrument, silently. A movable is never routed to an
 * immovable-property instrument; a "sale deed" is a conveyance, or, when it cannot be one
 * (part of the price unpaid, or the thing sold is movable), the chat and the API say so.
 */

const TODAY = { year: 2026, month: 12, day: 1 } as const
const NOW = new Date('2026-12-01T04:30:00Z')

function interpreted(text: string) {
  const reading = interpretRequest(text, { today: TODAY })
  if (reading.kind !== 'template') throw new Error(`"${text}" was read as a custom agreement`)
  return reading
}

// What the user sells, as people write it, and the instrument the law uses for it.
const MOVABLES: readonly (readonly [request: string, kind: 'Motor Vehicle' | 'Other Goods'])[] = [
  ['I want to sell my car to Ravi Kumar for 3.2 lakh', 'Motor Vehicle'],
  ['Sale deed for my car, I am selling it to Ravi Kumar for 4 lakh', 'Motor Vehicle'],
  ['selling my bike to Arjun Mehta for 60k', 'Motor Vehicle'],
  ['Sell my Honda Activa scooter to Meena Iyer for ₹45,000', 'Motor Vehicle'],
  ['I am selling my tractor to Ramesh Yadav for 5 lakh', 'Motor Vehicle'],
  ['need a sale agreement for my old Maruti Swift car, buyer Kiran Rao, price 2.75 lakh', 'Motor Vehicle'],
  ['agreement to sell 200 laptops to Acme Traders Pvt Ltd for 1 crore', 'Other Goods'],
  ['I want to sell goods worth 3 lakh to Sharma Stores', 'Other Goods'],
  ['sell my machinery to Bharat Industries Pvt Ltd for 12 lakh', 'Other Goods'],
  ['selling the equipment of my gym to Kiran Shetty for 2 lakh', 'Other Goods'],
  ['selling my old furniture to Priya Shah for 20,000', 'Other Goods'],
  ['selling two cows to Ramu Patel for 80,000', 'Other Goods'],
  ['I want to sell my buffaloes and other animals to Gopal Singh for 1.5 lakh', 'Other Goods'],
  ['sale deed for my laptop, selling to Nisha Verma for 40,000', 'Other Goods'],
]

const IMMOVABLES: readonly (readonly [request: string, templateId: TemplateId])[] = [
  ['I want to sell my flat in Pune to Neha Kapoor for 85 lakh', 'property-sale'],
  ['agreement to sell my house in Jaipur to Sunil Jain for 60 lakh', 'property-sale'],
  ['sell my shop in Indore to Rakesh Gupta for 30 lakh', 'property-sale'],
  ['I want to sell my land in Nashik to Vijay More for 25 lakh', 'property-sale'],
  ['agreement for sale of my plot in Mysuru to Anand Rao for 18 lakh', 'property-sale'],
  ['I want a sale deed for my flat in Pune, selling to Neha Kapoor for 85 lakh', 'sale-deed'],
  ['sale deed for plot at Survey No 45, Whitefield, Bengaluru to Anil Rao for 40 lakh', 'sale-deed'],
  ['deed of sale for my house in Lucknow to Sameer Khan for 55 lakh', 'sale-deed'],
  ['Selling our plot in Noida to Vivek Gupta for 1.2 crore, registry on 10-02-2027', 'property-sale'],
  ['sale deed for my car showroom in Delhi to Amit Singh for 2 crore', 'sale-deed'],
]

describe('choosing the instrument: movable or immovable, deed or agreement', () => {
  it.each(MOVABLES)('"%s" → the vehicle and goods sale (%s)', (request, kind) => {
    const reading = interpreted(request)
    expect(reading.templateId).toBe('goods-sale')
    expect(reading.details.goodsType).toBe(kind)
  })

  it.each(IMMOVABLES)('"%s" → %s', (request, templateId) => {
    expect(interpreted(request).templateId).toBe(templateId)
  })

  it('a continuing supply of goods stays a vendor agreement; a one-off sale of goods is a sale', () => {
    for (const request of [
      'purchase agreement for raw materials from Tata Steel Ltd',
      'vendor agreement: Sharma Traders will supply 500 laptops to us every quarter',
      'We need a supply agreement with Sharma Traders for packaging goods',
    ])
      expect(interpreted(request).templateId, request).toBe('vendor-agreement')
  })

  it('reads what is sold from the words after the sale, not from an incidental word', () => {
    expect(saleSubject('selling the furniture in my flat to Priya')).toMatchObject({ kind: 'goods' })
    expect(saleSubject('selling my flat with its furniture to Priya')).toMatchObject({ kind: 'immovable' })
    expect(saleSubject('sale deed for my car showroom')).toMatchObject({ kind: 'immovable' })
    expect(saleSubject('sale deed for my property')).toMatchObject({ kind: 'immovable' })
    expect(saleSubject('sale of movable property')).toMatchObject({ kind: 'goods' })
    expect(saleSubject('a rental agreement')).toBeUndefined()
  })

  it('a "sale deed" for a movable is a vehicle and goods sale, and says so in one sentence', () => {
    for (const [request] of MOVABLES.filter(([r]) => /sale deed/i.test(r))) {
      const note = interpreted(request).instrumentNote ?? ''
      expect(note).toMatch(/^You asked for a sale deed, but an? \w+ is movable property/)
      expect(note).toContain('Sale of Goods Act, 1930')
      expect(note).toContain(getTemplate('goods-sale').name)
      expect(note.split(/(?<=\.)\s+(?=[A-Z])/)).toHaveLength(1)
    }
  })

  it('a "sale deed" while part of the price is unpaid is an agreement for sale, and says why', () => {
    for (const request of [
      'sale deed for my house in Jaipur to Sunil Jain for 60 lakh, token 2 lakh paid, balance on registration',
      'I need a sale deed for my plot in Nagpur, the buyer Rahul Deshmukh will pay 20 lakh after his home loan is sanctioned',
    ]) {
      const reading = interpreted(request)
      expect(reading.templateId).toBe('property-sale')
      expect(reading.instrumentNote).toMatch(
        /^You asked for a sale deed, but part of the price is still to be paid/,
      )
      expect(reading.instrumentNote).toMatch(/conveys no title/)
    }
  })

  it('no note when the instrument is the one the words asked for, or none was named', () => {
    for (const request of [
      ...IMMOVABLES.map(([r]) => r),
      'agreement to sell my car to Ravi Kumar for 3 lakh',
      'I want to sell my car to Ravi Kumar for 3.2 lakh',
    ])
      expect(interpreted(request).instrumentNote, request).toBeUndefined()
  })

  it('only the sale templates are reconsidered', () => {
    expect(chooseInstrument('rent my flat in Pune to Ravi', 'rental-agreement')).toEqual({
      templateId: 'rental-agreement',
    })
    expect(chooseInstrument('sale deed for my scooter', 'sale-deed').templateId).toBe('goods-sale')
    expect(chooseInstrument('agreement for sale of my flat; sale deed on 1st March', 'sale-deed')).toEqual({
      templateId: 'property-sale',
    })
  })
})

describe('beyond sales: a movable never goes to a premises or mortgage template', () => {
  it.each([
    ['I want to rent my car to Ravi Kumar for 5000 a month', /instead of a rental agreement/],
    ['I want to give my bike on rent to Arjun Mehta', /instead of a rental agreement/],
    ['lease my tractor to Ramesh Yadav for 2 years at 50,000 a year', /instead of a lease deed/],
  ])('"%s" is a custom agreement, with the reason', (request, reason) => {
    const reading = interpretRequest(request, { today: TODAY })
    expect(reading.kind).toBe('custom')
    expect(reading.instrumentNote).toMatch(/movable property, hired out under a contract/)
    expect(reading.instrumentNote).toMatch(reason)
    const [reply] = converse([request])
    expect(reply?.state.step).toMatch(/^custom/)
    expect(sentencesMatching(reply?.reply ?? '', /movable property/)).toHaveLength(1)
  })

  it('a mortgage of a car is a loan secured by hypothecation, not a registered mortgage deed', () => {
    const reading = interpreted('mortgage my car to Ravi Kumar for a loan of 2 lakh at 12% for 2 years')
    expect(reading.templateId).toBe('loan-agreement')
    expect(reading.instrumentNote).toMatch(/hypothecation or pledge and not by a registered mortgage deed/)
    expect(interpreted('mortgage my flat in Pune to Sunita Finance for a loan of 20 lakh').templateId).toBe(
      'mortgage-agreement',
    )
  })

  it('premises stay premises: a flat, a factory with machinery, a room', () => {
    for (const [request, templateId] of [
      ['rent my flat in Pune to Ravi Kumar for 25,000 a month', 'rental-agreement'],
      ['lease my factory with machinery to Acme Pvt Ltd for 5 years at 12 lakh a year', 'lease-deed'],
      ['renting a room in my house to Arjun Mehta for 8,000 a month', 'rental-agreement'],
    ] as const) {
      const reading = interpreted(request)
      expect(reading.templateId, request).toBe(templateId)
      expect(reading.instrumentNote, request).toBeUndefined()
    }
  })
})

const FILLER: Record<string, string> = {
  sellerName: 'Rohit Malhotra',
  buyerName: 'Sanjay Verma',
  salePrice: '₹1,00,000',
  deliveryDate: '15/12/2026',
}

describe('no movable draft carries immovable-property law', () => {
  const IMMOVABLE_LAW = /Transfer of Property Act|Sub-Registrar|sale deed|conveyance of immovable/i

  it.each(MOVABLES)('the draft for "%s"', (request) => {
    const reading = interpreted(request)
    const agreement = draftAgreement(reading.templateId, {
      ...FILLER,
      goodsDescription: 'the goods described in the request',
      ...Object.fromEntries(Object.entries(reading.details).filter(([, v]) => v !== undefined)),
    })
    const text = [renderPlainText(agreement), ...checklistLines(agreement.checklist)].join('\n')
    expect(text).not.toMatch(IMMOVABLE_LAW)
    expect(text).toContain('Sale of Goods Act, 1930')
  })

  it('a vehicle carries the RC transfer, insurance, hypothecation and challans; other goods do not', () => {
    const vehicle = draftAgreement('goods-sale', SAMPLE_DETAILS['goods-sale'])
    const text = renderPlainText(vehicle)
    expect(vehicle.title).toBe('Vehicle Sale Agreement')
    expect(text).toMatch(
      /section 50 of the Motor Vehicles Act, 1988 and rule 55 of the Central Motor Vehicles Rules, 1989/,
    )
    expect(text).toMatch(/Form 29 \(notice of transfer of ownership\) and Form 30/)
    expect(text).toMatch(/section 157 of the Motor Vehicles Act, 1988/)
    expect(text).toMatch(/Form 35/)
    expect(text).toMatch(/challan/)
    expect(vehicle.checklist.registration).toEqual({
      status: 'optional',
      basis: expect.stringMatching(/s\.18/),
    })

    const goods = draftAgreement('goods-sale', {
      ...SAMPLE_DETAILS['goods-sale'],
      goodsType: 'Other Goods',
      goodsDescription: '200 Dell Latitude 5440 laptops, new, in sealed cartons',
    })
    const goodsText = renderPlainText(goods)
    expect(goods.title).toBe('Sale of Goods Agreement')
    expect(goodsText).not.toMatch(/Motor Vehicles Act|Form 29|registration certificate/i)
    expect(goodsText).toMatch(/unpaid seller \(section 45 of the Sale of Goods Act, 1930\)/)
    expect(goodsText).toMatch(/risk passing with the property \(section 26/)
  })

  it('a vehicle without chassis or engine numbers gets a placeholder and a flag, not a guess', () => {
    const agreement = draftAgreement('goods-sale', {
      ...SAMPLE_DETAILS['goods-sale'],
      goodsDescription: 'Hero Splendor Plus motorcycle, 2021, black',
    })
    expect(renderPlainText(agreement)).toContain(
      '[TO BE CONFIRMED: registration number, chassis number and engine number]',
    )
    expect(agreement.reviewFlags.map((f) => f.id)).toContain('vehicle-particulars')
  })

  it('a seller in the business of such goods gives merchantable quality and a tax invoice', () => {
    const dealer = renderPlainText(
      draftAgreement('goods-sale', {
        ...SAMPLE_DETAILS['goods-sale'],
        sellerName: 'Speedy Motors Private Limited',
      }),
    )
    expect(dealer).toMatch(/merchantable quality \(section 16\(2\)/)
    expect(dealer).toMatch(/tax invoice/)
    expect(renderPlainText(draftAgreement('goods-sale', SAMPLE_DETAILS['goods-sale']))).toMatch(
      /in its present condition/,
    )
  })
})

describe('a sale deed conveys; an agreement for sale only promises', () => {
  const deed = draftAgreement('sale-deed', SAMPLE_DETAILS['sale-deed'])
  const text = renderPlainText(deed)

  it('uses words of conveyance, recites the title chain and delivers possession', () => {
    expect(text).toContain('the Seller hereby sells, conveys, transfers and assures to the Buyer')
    expect(text).toContain('section 54 of the Transfer of Property Act, 1882')
    const title = SAMPLE_DETAILS['sale-deed'].titleHistory ?? ''
    expect(text).toContain(`having acquired it by ${title.charAt(0).toLowerCase()}${title.slice(1)}`)
    expect(text).toMatch(
      /shall, on the execution of this Deed, deliver to the Buyer vacant and peaceful physical possession/,
    )
    expect(text).toMatch(
      /The Seller acknowledges receipt of the (?:whole of the Sale Price|Sale Price less the tax deducted at source)/,
    )
  })

  it('must be registered: the clause, the checklist and no e-signature', () => {
    expect(text).toMatch(
      /The Seller shall present this Deed for registration under the Registration Act, 1908 before the Sub-Registrar having jurisdiction over the Property within 4 \(four\) months/,
    )
    expect(deed.checklist.registration.status).toBe('compulsory')
    // The sample is in Mumbai: the Maharashtra Stamp Act's conveyance article (ADR 0041).
    expect(deed.checklist.stampDuty.article).toMatch(/Article 25 \(Conveyance\), Maharashtra Stamp Act, 1958/)
    expect(deed.checklist.eSignature.permitted).toBe(false)
    expect(text).not.toMatch(/by arbitration under/)
  })

  it('without the title chain, a placeholder and a review flag on the field', () => {
    const { titleHistory: _left, ...rest } = SAMPLE_DETAILS['sale-deed']
    const bare = draftAgreement('sale-deed', rest)
    expect(renderPlainText(bare)).toMatch(
      /having acquired it by \[TO BE CONFIRMED: deed by which the Seller acquired/,
    )
    expect(bare.reviewFlags.find((f) => f.id === 'title-chain')).toMatchObject({ field: 'titleHistory' })
  })

  it('the agreement for sale does not convey and says so', () => {
    const agreement = renderPlainText(draftAgreement('property-sale', SAMPLE_DETAILS['property-sale']))
    expect(agreement).not.toMatch(/hereby sells/)
    expect(agreement).toContain(
      'This Agreement does not itself create any interest in or charge on the Property.',
    )
  })
})

function converse(messages: readonly string[]): ChatResponse[] {
  const history: ChatMessage[] = []
  return messages.map((message) => {
    const response = respondToChat(history, message, NOW)
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: response.reply, state: response.state },
    )
    return response
  })
}

const sentencesMatching = (reply: string, pattern: RegExp) =>
  reply.split(/(?<=[.?!])\s+/).filter((sentence) => pattern.test(sentence))

describe('the chat says when the instrument differs from the words, once', () => {
  it('"sale deed" for a car: a vehicle sale agreement, with one sentence saying why', () => {
    const [first] = converse(['I need a sale deed for my car, selling it to Ravi Kumar for 4 lakh'])
    expect(first?.state).toMatchObject({ templateId: 'goods-sale' })
    expect(sentencesMatching(first?.reply ?? '', /movable property/)).toHaveLength(1)
    expect(first?.reply).not.toMatch(/Transfer of Property Act/)
  })

  it('"sale deed" with a token paid: an agreement for sale, with one sentence saying why', () => {
    const [first] = converse([
      'sale deed for my house in Jaipur to Sunil Jain for 60 lakh, token 2 lakh paid, balance on registration',
    ])
    expect(first?.state).toMatchObject({ templateId: 'property-sale' })
    expect(sentencesMatching(first?.reply ?? '', /part of the price is still to be paid/)).toHaveLength(1)
  })

  it('"make it a sale deed" midway through a car sale keeps the vehicle sale, and says why', () => {
    const responses = converse([
      'I want to sell my car to Ravi Kumar for 3 lakh',
      'actually, make it a sale deed instead',
    ])
    expect(responses[1]?.state).toMatchObject({ templateId: 'goods-sale' })
    expect(responses[1]?.reply).toMatch(/movable property/)
  })

  it('asking whether a sale deed for a car must be registered answers for the vehicle sale, with the note', () => {
    const [first] = converse(['do I need to register a sale deed for my car?'])
    expect(first?.reply).toMatch(/movable property/)
    expect(first?.reply).not.toMatch(/Registration: compulsory/)
  })

  it('a plain request for a sale deed of a flat starts the sale deed without a note', () => {
    const [first] = converse(['I want a sale deed for my flat in Pune, selling to Neha Kapoor for 85 lakh'])
    expect(first?.state).toMatchObject({ templateId: 'sale-deed' })
    expect(first?.reply).toMatch(/^I can draft a Sale Deed for you\./)
  })
})

describe('the generation API carries the same note', () => {
  it('a sale deed for a car with every fact given drafts the vehicle sale and returns the note', () => {
    const resolved = resolveGeneration(
      {
        userInput:
          'Sale deed for my car: I, Rohit Malhotra, am selling my Maruti Swift car to Sanjay Verma for 4.5 lakh, delivery on 15/12/2026',
        details: {},
      },
      NOW,
    )
    expect(resolved).toMatchObject({ ok: true, request: { templateId: 'goods-sale' } })
    expect(resolved.instrumentNote).toMatch(/^You asked for a sale deed, but a car is movable property/)
  })

  it('no note when the words and the instrument agree', () => {
    const resolved = resolveGeneration(
      {
        userInput:
          'I, Rohit Malhotra, am selling my Maruti Swift car to Sanjay Verma for 4.5 lakh, delivery on 15/12/2026',
        details: {},
      },
      NOW,
    )
    expect(resolved).toMatchObject({ ok: true, request: { templateId: 'goods-sale' } })
    expect(resolved.instrumentNote).toBeUndefined()
  })

  it('a property template named for a car is refused with the template to send; the right one drafts', () => {
    const wrong = resolveGeneration(
      {
        templateType: 'property-sale',
        userInput: 'selling my Maruti Swift car to Sanjay Verma',
        details: {},
      },
      NOW,
    )
    expect(wrong).toMatchObject({ ok: false, templateType: 'goods-sale' })
    if (!wrong.ok) expect(wrong.error).toMatch(/movable property, sold under the Sale of Goods Act, 1930/)
    const right = resolveGeneration(
      { templateType: 'goods-sale', userInput: '', details: SAMPLE_DETAILS['goods-sale'] },
      NOW,
    )
    expect(right).toMatchObject({ ok: true, request: { templateId: 'goods-sale' } })
    // A sale deed named for a flat is what it says, even with part of the price left to pay.
    const deed = resolveGeneration(
      {
        templateType: 'sale-deed',
        userInput: 'balance to be paid later',
        details: SAMPLE_DETAILS['sale-deed'],
      },
      NOW,
    )
    expect(deed).toMatchObject({ ok: true, request: { templateId: 'sale-deed' } })
  })
})
