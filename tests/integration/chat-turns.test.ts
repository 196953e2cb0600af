import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { chatMessages, getChatSession, libraryCount, agreementFor } from '#events/projections/index.ts'
import { sendChatMessage, UPGRADE_REPLY } from '#app/features/chat/chat.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { actingAs } from '#tests/support/actor.ts'

const db = useTestDatabase()

const ai = createOfflineProvider()
const facts = [
  'Landlord Name: Priya Sharma',
  'Property Address: Flat 12, Shanti Apartments, Baner, Pune 411045',
  'Security Deposit: 1 lakh',
].join('\n')

async function converse(userId: string, messages: string[]) {
  let sessionId: string | undefined
  let last: Awaited<ReturnType<typeof sendChatMessage>> | undefined
  for (const text of messages) {
    last = await sendChatMessage(db(), ai, { by: actingAs(userId), sessionId, text })
    sessionId = last.sessionId
  }
  return last!
}

describe('a chat that ends in a generated agreement', () => {
  it('gathers the facts, generates on "yes", and records it all as events', async () => {
    const userId = crypto.randomUUID()
    const result = await converse(userId, [
      'I want to rent my flat in Pune to Ravi Kumar for 11 months at 25,000 a month',
      facts,
      'yes',
    ])
    expect(result.agreementId).toBeDefined()
    const session = await getChatSession(db(), userId, result.sessionId)
    expect(session).toMatchObject({ documentCount: 1, messageCount: 6 })
    expect(session!.title).toBe('I want to rent my flat in Pune to Ravi Kumar fo...')
    const messages = await chatMessages(db(), result.sessionId)
    expect(messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ])
    expect(messages.at(-1)).toMatchObject({ agreementId: result.agreementId })
    expect(messages.at(-1)!.content).toMatch(/generated your .*\(\d+ pages?\)/)
    const agreement = await agreementFor(db(), userId, result.agreementId!)
    expect(agreement?.content).toContain('PRIYA SHARMA')
    expect(agreement?.content).toContain('₹25,000 (Rupees Twenty-Five Thousand only)')
    expect(agreement?.access).toBe('preview')
  })

  it('tells a trial user who has used the trial to upgrade, and generates nothing', async () => {
    const userId = crypto.randomUUID()
    const turns = [
      'I want to rent my flat in Pune to Ravi Kumar for 11 months at 25,000 a month',
      facts,
      'yes',
    ]
    await converse(userId, turns)
    const second = await converse(userId, turns)
    expect(second.agreementId).toBeUndefined()
    expect((await chatMessages(db(), second.sessionId)).at(-1)!.content).toBe(UPGRADE_REPLY)
    expect(await libraryCount(db(), userId)).toBe(1)
  })

  it("refuses another user's conversation", async () => {
    const owner = crypto.randomUUID()
    const { sessionId } = await converse(owner, ['What is an indemnity?'])
    await expect(
      sendChatMessage(db(), ai, { by: actingAs(crypto.randomUUID()), sessionId, text: 'hello' }),
    ).rejects.toMatchObject({
      code: 'chat.not_found',
    })
    expect(await chatMessages(db(), sessionId)).toHaveLength(2)
  })
})

describe('the place named in a chat', () => {
  it('reaches the drafted template as its place of execution (second reading, Draft 12 finding 4)', async () => {
    const userId = crypto.randomUUID()
    const result = await converse(userId, [
      'I am selling my Honda Activa scooter to Ravi Kumar for 40,000 rupees, delivery on 15/12/2026. We are in Indore.',
      'Priya Sharma',
      'skip',
      'yes',
    ])
    expect(result.agreementId).toBeDefined()
    const agreement = await agreementFor(db(), userId, result.agreementId!)
    expect(agreement?.content).toContain('made and executed at Indore')
    expect(agreement?.content).not.toContain('[TO BE CONFIRMED: city]')
  })
})
