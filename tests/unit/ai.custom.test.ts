import { describe, expect, it } from 'vitest'
import { CUSTOM_NOT_OFFLINE, generateOffline } from '#domain/ai/index.ts'

describe('offline generation of a custom agreement', () => {
  it('drafts from the obligations the chat gathered', () => {
    const result = generateOffline({
      templateId: null,
      details: {},
      custom: {
        description: 'Arrangement for Meera to look after Arjun’s dog while he travels',
        parties: ['Arjun Mehta', 'Meera Iyer'],
        obligations: ['Meera shall walk and feed the dog twice a day', 'Arjun shall pay ₹5,000 a week'],
        place: 'Bengaluru',
      },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.document.type).toBe('custom')
    expect(result.document.content).toContain('Meera shall walk and feed the dog twice a day')
    // A small arrangement between individuals: negotiation, mediation or a Lok Adalat, then the courts.
    expect(result.document.content).toMatch(/Mediation Act, 2023.*Lok Adalat/)
    expect(result.document.agreement?.templateId).toBe('custom')
  })

  it('says plainly what it cannot do without the gathered obligations', () => {
    expect(
      generateOffline({ templateId: null, details: {}, userInput: 'a dog-sitting agreement' }),
    ).toMatchObject({
      ok: false,
      reason: 'not_available_offline',
      message: CUSTOM_NOT_OFFLINE,
    })
  })
})
