import { describe, expect, it } from 'vitest'
import {
  agreementDecider,
  describeHistoryEvent,
  evolveAgreement,
  initialAgreementState,
  type AgreementEvent,
} from '#domain/agreement/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

const given = deciderSpec(agreementDecider)
const OWNER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const now = new Date('2026-11-22T10:00:00.000Z')
const PERIOD_END = '2027-02-22T10:00:00.000Z'

const generated = (access: 'full' | 'preview'): AgreementEvent => ({
  type: 'AgreementGenerated',
  data: {
    ownerId: OWNER,
    title: 'Leave and Licence Agreement',
    templateId: 'rental-agreement',
    access,
    content: 'LEAVE AND LICENCE AGREEMENT\n\n1. Licence fee ₹25,000 …',
    structure: null,
    summary: '',
    keyTerms: [],
    pages: 1,
    provider: 'offline',
    generatedAt: now.toISOString(),
  },
})
const unlocked: AgreementEvent = {
  type: 'AgreementUnlocked',
  data: { reason: 'subscription', ownerId: OWNER, periodEnd: PERIOD_END, unlockedAt: now.toISOString() },
}
const unlock = {
  type: 'UnlockAgreement',
  data: { reason: 'subscription', periodEnd: PERIOD_END, now },
} as const

describe('UnlockAgreement', () => {
  it('turns a trial preview into a full document, naming the owner and the period', () => {
    given([generated('preview')])
      .when(unlock)
      .then([unlocked])
  })

  it('records nothing for a document already full, or unlocked before', () => {
    given([generated('full')])
      .when(unlock)
      .then([])
    given([generated('preview'), unlocked])
      .when(unlock)
      .then([])
  })

  it('refuses an agreement that does not exist', () => {
    given([]).when(unlock).thenThrows({ code: 'agreement.not_found' })
  })

  it('once unlocked, the document is edited and exported like any full one', () => {
    given([generated('preview')])
      .when({ type: 'ExportAgreement', data: { format: 'pdf', actorId: OWNER, now } })
      .thenThrows({ code: 'agreement.preview_only' })
    given([generated('preview'), unlocked])
      .when({ type: 'EditAgreement', data: { content: 'A new text', actorId: OWNER, now } })
      .then([
        {
          type: 'AgreementEdited',
          data: { content: 'A new text', editedBy: OWNER, editedAt: now.toISOString() },
        },
      ])
  })

  it('folds to access "full" and counts as a version without changing the text', () => {
    const before = evolveAgreement(initialAgreementState(), generated('preview'))
    const after = evolveAgreement(before, unlocked)
    expect(after).toMatchObject({ access: 'full', version: 2, contentVersion: 1, content: before.content })
  })

  it('reads in the history as the plan beginning', () => {
    expect(describeHistoryEvent('AgreementUnlocked', unlocked.data)).toEqual({
      action: 'Unlocked',
      detail: 'Unlocked as a full document when the Professional plan began',
    })
  })
})
