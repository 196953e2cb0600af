import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { agreementFor } from '#events/projections/index.ts'
import { sendChatMessage } from '#app/features/chat/chat.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { actingAs } from '#tests/support/actor.ts'

// Issue 18, "no draft leaves an amount unresolved", on the workspace chat: a deposit or token the
// user types in the chat reaches the drafter's placeholder for it, with a review flag, as through
// the API's free-text path — though the chat's form has no field for it.
const db = useTestDatabase()
const ai = createOfflineProvider()

async function converse(messages: string[]) {
  const userId = crypto.randomUUID()
  let sessionId: string | undefined
  let last: Awaited<ReturnType<typeof sendChatMessage>> | undefined
  for (const text of messages) {
    last = await sendChatMessage(db(), ai, { by: actingAs(userId), sessionId, text })
    sessionId = last.sessionId
  }
  const generation = last?.generation
  if (!generation?.ok) throw new Error(`nothing generated: ${last?.reply}`)
  const stored = await agreementFor(db(), userId, generation.agreementId)
  const flags = (generation.document.agreement?.reviewFlags ?? []).map((f) => f.message)
  return { content: stored?.content ?? '', flags }
}

describe('the chat drafts the sums its form has no field for (issue 18)', () => {
  it("a lease deed's deposit in the first message fills the Security Deposit, flagged", async () => {
    const { content, flags } = await converse([
      'lease my shop in Chandigarh to Harpreet Singh for 5 years, rent 40,000 a month, deposit 1 lakh',
      'Kapoor Estates LLP',
      'Shop No. 14, Sector 17-C, Chandigarh 160017',
      'yes',
    ])
    expect(content).toContain('security deposit of ₹1,00,000 (Rupees One Lakh only)')
    expect(content).not.toMatch(/\[TO BE CONFIRMED: [^\]]*deposit/i)
    expect(flags).toContainEqual(
      expect.stringMatching(/security deposit of ₹1,00,000 .*drafted from the request's words/),
    )
  })

  it("an agreement for sale's token fills the earnest money, flagged", async () => {
    const { content, flags } = await converse([
      'I want to sell my flat in Baner, Pune to Anil Mehta for 85 lakh, token 10 lakh',
      'Suresh Patil',
      '15/03/2027',
      'Flat 12, Shanti Apartments, Baner, Pune 411045',
      'yes',
    ])
    expect(content).toContain('₹10,00,000 (Rupees Ten Lakh only)')
    expect(content).not.toMatch(/\[TO BE CONFIRMED: [^\]]*earnest/i)
    expect(flags).toContainEqual(
      expect.stringMatching(
        /earnest money \(a token or advance\) of ₹10,00,000 .*drafted from the request's words/,
      ),
    )
  })
})
