import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { agreementFor } from '#events/projections/index.ts'
import { sendChatMessage } from '#app/features/chat/chat.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { actingAs } from '#tests/support/actor.ts'
import { call, signedIn, type Client } from '#tests/support/api.ts'

/** Amounts written as Indians write them reach the drafted text whole, in figures and in words. */

const db = useTestDatabase()
const ai = createOfflineProvider()

const generate = async (c: Client, body: unknown) => {
  const response = await call(c.request('POST', '/api/generate-agreement', body))
  expect(response.status).toBe(201)
  return ((await response.json()) as { agreement: { content: string; templateId: string } }).agreement
}

const COW_SALE =
  'Anita Rao will sell her cow Gauri to Suresh Patil in Nashik, and Suresh Patil will pay her 3.2 lakh for the cow by 30/06/2027.'

describe('amounts in free text, through the generation API and the chat', () => {
  it('API, custom: "3.2 lakh" is drafted as ₹3,20,000 with its words, not cut at the point', async () => {
    const owner = await signedIn('cow@example.in')
    const agreement = await generate(owner, { templateType: 'custom', userInput: COW_SALE, details: {} })
    expect(agreement.templateId).toBe('custom')
    expect(agreement.content).toContain('₹3,20,000 (Rupees Three Lakh Twenty Thousand only)')
    expect(agreement.content).not.toMatch(/₹3(?![,\d])/)
  })

  it('API, custom: a payment in instalments stays one obligation, with each amount in words', async () => {
    const owner = await signedIn('instalments@example.in')
    const agreement = await generate(owner, {
      templateType: 'custom',
      userInput:
        'Anita Rao will sell her cow Gauri to Suresh Patil. Suresh Patil will pay 3.2 lakh in two instalments of Rs. 1.6 lakh each, on 1st May 2027 and 1st June 2027.',
      details: {},
    })
    expect(agreement.content).toMatch(
      /\d\.\d+ Payment \(Obligation 2\)\. The Second Party will pay ₹3,20,000 \(Rupees Three Lakh Twenty Thousand only\) in two instalments of ₹1,60,000 \(Rupees One Lakh Sixty Thousand only\) each, on 1st May 2027 and 1st June 2027\./,
    )
  })

  it('API, custom: Rs 45k, "Rs." before a figure, /- and words each come out in full', async () => {
    const owner = await signedIn('tuition@example.in')
    const agreement = await generate(owner, {
      templateType: 'custom',
      userInput:
        'Meera Iyer will teach Kabir Shah the tabla every Sunday. Kabir Shah will pay Rs 45k for the year in advance. Kabir Shah will also pay Rs. 12,500/- for the instrument and forty-five thousand rupees and fifty paise towards the recital hall.',
      details: {},
    })
    expect(agreement.content).toContain('₹45,000 (Rupees Forty-Five Thousand only)')
    expect(agreement.content).toContain('₹12,500 (Rupees Twelve Thousand Five Hundred only)')
    expect(agreement.content).toContain('₹45,000.50 (Rupees Forty-Five Thousand and Fifty Paise only)')
    expect(agreement.content).not.toMatch(/₹45 \(|\)k\b/)
  })

  it('API, template: rent and deposit given as "Rs 45k" and in words fill the money fields', async () => {
    const owner = await signedIn('flat@example.in')
    const agreement = await generate(owner, {
      templateType: 'rental-agreement',
      userInput:
        'I am Suresh Patil. Rent my flat at 12 MG Road, Pune to Ravi Kumar for 11 months at Rs 45k a month with a deposit of 1.35 lakh.',
      details: { securityDeposit: 'one lakh thirty-five thousand rupees' },
    })
    expect(agreement.content).toContain('₹45,000 (Rupees Forty-Five Thousand only)')
    expect(agreement.content).toContain('₹1,35,000 (Rupees One Lakh Thirty-Five Thousand only)')
  })

  it('chat, custom: the drafted text shows the full amount and its words', async () => {
    const userId = crypto.randomUUID()
    let sessionId: string | undefined
    let last: Awaited<ReturnType<typeof sendChatMessage>> | undefined
    for (const text of [`Custom agreement: ${COW_SALE}`, 'yes']) {
      last = await sendChatMessage(db(), ai, { by: actingAs(userId), sessionId, text })
      sessionId = last.sessionId
    }
    expect(last?.agreementId).toBeDefined()
    const agreement = await agreementFor(db(), userId, last!.agreementId!)
    expect(agreement?.content).toContain('₹3,20,000 (Rupees Three Lakh Twenty Thousand only)')
    expect(agreement?.content).not.toMatch(/₹3(?![,\d])/)
  })
})
