import { describe, expect, it } from 'vitest'
import {
  agreementAiEditedSchema,
  clauseAddedSchema,
  type AgreementEvent,
  type AgreementGenerated,
  agreementDecider,
} from '#domain/agreement/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

// The two text changes besides a manual edit: an AI edit on an instruction, and a clause
// of the clause library appended.
const given = deciderSpec(agreementDecider)
const OWNER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const OTHER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02'
const now = new Date('2026-11-22T10:00:00.000Z')
const later = new Date('2026-11-22T11:30:00.000Z')

const generated = (overrides: Partial<AgreementGenerated> = {}): AgreementEvent => ({
  type: 'AgreementGenerated',
  data: {
    ownerId: OWNER,
    title: 'Leave and Licence Agreement',
    templateId: 'rental-agreement',
    access: 'full',
    content: 'LEAVE AND LICENCE AGREEMENT\n\n1. Licence fee ₹25,000',
    structure: { templateId: 'rental-agreement', sections: [] },
    summary: 'A leave and licence of a flat in Pune.',
    keyTerms: [],
    pages: 1,
    provider: 'offline',
    generatedAt: now.toISOString(),
    ...overrides,
  },
})
const aiEdit = (
  overrides: Partial<{ content: string; instruction: string; actorId: string; expectedVersion: number }> = {},
) =>
  ({
    type: 'ApplyAiEdit',
    data: {
      content: 'LEAVE AND LICENCE AGREEMENT\n\n1. Licence fee ₹30,000',
      structure: null,
      instruction: '  change the rent to 30000  ',
      provider: 'offline',
      model: null,
      changeSummary: 'Licence fee changed from ₹25,000 to ₹30,000',
      actorId: OWNER,
      now: later,
      ...overrides,
    },
  }) as const
const clause = (text = 'FORCE MAJEURE\nNeither party is liable for [EVENT].', actorId = OWNER) =>
  ({
    type: 'AddClause',
    data: { clauseId: 'force-majeure', clauseTitle: 'Force Majeure', text, actorId, now: later },
  }) as const

describe('ApplyAiEdit', () => {
  it('records the new text with the instruction (trimmed), the provider and the model', () => {
    given([generated()])
      .when(aiEdit({ expectedVersion: 1 }))
      .then([
        {
          type: 'AgreementAiEdited',
          data: {
            content: 'LEAVE AND LICENCE AGREEMENT\n\n1. Licence fee ₹30,000',
            structure: null,
            instruction: 'change the rent to 30000',
            provider: 'offline',
            model: null,
            changeSummary: 'Licence fee changed from ₹25,000 to ₹30,000',
            editedBy: OWNER,
            editedAt: later.toISOString(),
          },
        },
      ])
    given([generated()])
      .when(aiEdit({ expectedVersion: 1 }))
      .thenEvents(([event]) => expect(agreementAiEditedSchema.safeParse(event?.data).success).toBe(true))
    given([generated()])
      .when(aiEdit({ expectedVersion: 1 }))
      .thenState((state) => {
        expect(state.content).toContain('₹30,000')
        expect(state.contentVersion).toBe(2)
      })
  })

  it('refuses a change based on a text that has changed since (409, nothing overwritten)', () => {
    const edited: AgreementEvent = {
      type: 'AgreementEdited',
      data: { content: 'someone else', editedBy: OWNER, editedAt: later.toISOString() },
    }
    given([generated(), edited])
      .when(aiEdit({ expectedVersion: 1 }))
      .thenThrows({ code: 'agreement.version_conflict' })
  })

  it('refuses strangers, trial documents, empty instructions and no change at all', () => {
    given([generated()])
      .when(aiEdit({ actorId: OTHER }))
      .thenThrows({ code: 'agreement.not_found' })
    given([generated({ access: 'preview' })])
      .when(aiEdit())
      .thenThrows({ code: 'agreement.preview_only' })
    given([generated()])
      .when(aiEdit({ instruction: '   ' }))
      .thenThrows({ code: 'agreement.instruction_required' })
    given([generated()])
      .when(aiEdit({ content: 'LEAVE AND LICENCE AGREEMENT\n\n1. Licence fee ₹25,000' }))
      .thenThrows({ code: 'agreement.unchanged' })
    given([generated()])
      .when(aiEdit({ content: ' \n ' }))
      .thenThrows({ code: 'agreement.content_required' })
  })
})

describe('AddClause', () => {
  it('appends the clause after two newlines; the drafted structure no longer covers the text', () => {
    given([generated()])
      .when(clause())
      .thenEvents(([event]) => expect(clauseAddedSchema.safeParse(event?.data).success).toBe(true))
    given([generated()])
      .when(clause())
      .thenState((state) => {
        expect(state.content).toBe(
          'LEAVE AND LICENCE AGREEMENT\n\n1. Licence fee ₹25,000\n\nFORCE MAJEURE\nNeither party is liable for [EVENT].',
        )
        expect(state.structure).toBeNull()
        expect(state.contentVersion).toBe(2)
        expect(state.updatedAt).toBe(later.toISOString())
      })
  })

  it('refuses strangers, trial documents and an empty clause', () => {
    given([generated()]).when(clause(undefined, OTHER)).thenThrows({ code: 'agreement.not_found' })
    given([generated({ access: 'preview' })])
      .when(clause())
      .thenThrows({ code: 'agreement.preview_only' })
    given([generated()]).when(clause('  ')).thenThrows({ code: 'agreement.content_required' })
    given([]).when(clause()).thenThrows({ code: 'agreement.not_found' })
  })
})
