import { describe, expect, it } from 'vitest'
import { type ChatMessage, type ChatResponse, respondToChat } from '#domain/assistant/index.ts'
import { suppliedByWords } from '#domain/assistant/interpret/supplied.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'

// The chat's "generate" carries what the user's words gave for placeholders its form has no field
// for (a lease deed's deposit): read from the user's messages of this request only (issue 18).
const NOW = new Date('2026-11-26T10:00:00Z')

function converse(messages: readonly string[], start: readonly ChatMessage[] = []) {
  const history: ChatMessage[] = [...start]
  const responses: ChatResponse[] = []
  for (const message of messages) {
    const response = respondToChat(history, message, NOW)
    responses.push(response)
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: response.reply, state: response.state },
    )
  }
  return { history, responses, action: responses.at(-1)?.action }
}

const LEASE = [
  'lease my shop in Chandigarh to Harpreet Singh for 5 years, rent 40,000 a month, deposit 1 lakh',
  'Kapoor Estates LLP',
  'Shop No. 14, Sector 17-C, Chandigarh 160017',
  'yes',
]

describe("the chat's generate action: sums its form has no field for", () => {
  it("carries a lease deed's deposit from the first message, and the draft writes it", () => {
    const { action } = converse(LEASE)
    expect(action).toMatchObject({
      type: 'generate',
      templateId: 'lease-deed',
      supplied: { 'lease-deposit': { value: '₹1,00,000 (Rupees One Lakh only)' } },
    })
    if (action?.type !== 'generate') throw new Error('no generate action')
    const drafted = draftAgreement(action.templateId, action.details, {
      ...(action.place ? { place: action.place } : {}),
      ...(action.supplied ? { supplied: action.supplied } : {}),
    })
    expect(renderPlainText(drafted)).toContain('security deposit of ₹1,00,000 (Rupees One Lakh only)')
  })

  it('names it in the summary to confirm, above the "yes" prompt', () => {
    const summary = converse(LEASE.slice(0, 3)).responses.at(-1)?.reply ?? ''
    expect(summary).toMatch(
      /- Annual Rent[^\n]*\n\n(?:Note: [^\n]*\n)*Note: The request gives a security deposit of ₹1,00,000 \(Rupees One Lakh only\).*\n\nReply "yes"/,
    )
  })

  it('reads only the request being drafted, not an earlier one in the same conversation', () => {
    const first = converse(LEASE)
    const { action } = converse(
      [
        'lease my office in Chandigarh to Meera Nair for 3 years, rent 60,000 a month',
        'Kapoor Estates LLP',
        'Office No. 2, Sector 34-A, Chandigarh 160022',
        'yes',
      ],
      first.history,
    )
    expect(action).toMatchObject({ type: 'generate', templateId: 'lease-deed' })
    expect(action).not.toHaveProperty('supplied')
  })

  it('changes nothing for a template whose fields hold the sums (a rental agreement and its deposit)', () => {
    const { action } = converse([
      'I want to rent my flat in Pune to Ravi Kumar for 11 months at 25,000 a month with a deposit of 1 lakh',
      'Priya Sharma',
      'keep',
      'yes',
    ])
    expect(action).toMatchObject({ type: 'generate', templateId: 'rental-agreement' })
    expect(action).not.toHaveProperty('supplied')
  })
})

describe('suppliedByWords', () => {
  it("takes a later message's figure over an earlier one, as a correction", () => {
    expect(suppliedByWords('lease-deed', ['deposit 1 lakh', 'make the deposit 2 lakh'])).toMatchObject({
      'lease-deposit': { value: '₹2,00,000 (Rupees Two Lakh only)' },
    })
  })

  it("reads each message on its own: a bare sum does not borrow the next message's cue", () => {
    expect(suppliedByWords('lease-deed', ['1 lakh', 'deposit is refundable'])).toEqual({})
    expect(suppliedByWords('property-sale', ['10 lakh', 'token'])).toEqual({})
  })

  it('reads nothing for a template without such placeholders', () => {
    expect(suppliedByWords('mutual-nda', ['deposit 1 lakh, token 10 lakh, from 01/01/2027'])).toEqual({})
  })
})

describe('a rent given with no period in the chat', () => {
  it('is asked for, with the figure named, rather than drafted as the year’s', () => {
    const { responses } = converse(['lease my shop in Chandigarh to Harpreet Singh for 5 years, rent 40,000'])
    const reply = responses.at(-1)?.reply ?? ''
    expect(reply).toMatch(/₹40,000 without saying whether it is a month's or a year's/)
    expect(reply).toMatch(/Annual Rent/)
  })
})
