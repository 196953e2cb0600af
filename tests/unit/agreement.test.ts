import { describe, expect, it } from 'vitest'
import {
  agreementGeneratedSchema,
  isAgreementId,
  MAX_CONTENT_BYTES,
  type AgreementEvent,
  type AgreementGenerated,
  agreementDecider,
} from '#domain/agreement/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

const given = deciderSpec(agreementDecider)
const OWNER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const OTHER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02'
const CHAT = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c03'
const now = new Date('2026-11-22T10:00:00.000Z')
const later = new Date('2026-11-22T11:30:00.000Z')

const generatedData = (overrides: Partial<AgreementGenerated> = {}): AgreementGenerated => ({
  ownerId: OWNER,
  title: 'Leave and Licence Agreement',
  templateId: 'rental-agreement',
  access: 'full',
  content: 'LEAVE AND LICENCE AGREEMENT\n\n1. Licence fee …',
  structure: { templateId: 'rental-agreement', sections: [] },
  summary: 'A leave and licence of a flat in Pune.',
  keyTerms: [{ term: 'Licensor', definition: 'The owner of the flat' }],
  pages: 3,
  provider: 'offline',
  generatedAt: now.toISOString(),
  ...overrides,
})
const generated = (overrides: Partial<AgreementGenerated> = {}): AgreementEvent => ({
  type: 'AgreementGenerated',
  data: generatedData(overrides),
})
const edit = (content: string, actorId = OWNER, summary?: string) =>
  ({
    type: 'EditAgreement',
    data: { content, actorId, now: later, ...(summary !== undefined ? { summary } : {}) },
  }) as const

describe('GenerateAgreement', () => {
  it('records the generated document on a new stream, with the time from the command', () => {
    const { generatedAt: _, ...data } = generatedData({ chatSessionId: CHAT })
    given([])
      .when({ type: 'GenerateAgreement', data: { ...data, structure: null, now } })
      .then([generated({ chatSessionId: CHAT, structure: null })])
  })

  it('leaves out an absent chat session', () => {
    const { generatedAt: _, ...data } = generatedData()
    given([])
      .when({ type: 'GenerateAgreement', data: { ...data, structure: null, now } })
      .thenEvents(([event]) => expect(event!.data).not.toHaveProperty('chatSessionId'))
  })

  it('refuses a stream that already holds an agreement', () => {
    const { generatedAt: _, ...data } = generatedData()
    given([generated()])
      .when({ type: 'GenerateAgreement', data: { ...data, structure: null, now } })
      .thenThrows({ code: 'agreement.already_exists' })
  })
})

describe('EditAgreement', () => {
  it('replaces the text; the drafted structure no longer applies', () => {
    given([generated()])
      .when(edit('A new text'))
      .then([
        {
          type: 'AgreementEdited',
          data: { content: 'A new text', editedBy: OWNER, editedAt: later.toISOString() },
        },
      ])
    given([generated()])
      .when(edit('A new text'))
      .thenState((state) =>
        expect(state).toMatchObject({
          content: 'A new text',
          structure: null,
          summary: 'A leave and licence of a flat in Pune.',
          version: 2,
          createdAt: now.toISOString(),
          updatedAt: later.toISOString(),
        }),
      )
  })

  it('keeps an edited summary', () => {
    given([generated()])
      .when(edit('A new text', OWNER, 'New summary'))
      .then([
        {
          type: 'AgreementEdited',
          data: {
            content: 'A new text',
            summary: 'New summary',
            editedBy: OWNER,
            editedAt: later.toISOString(),
          },
        },
      ])
  })

  it('stores a textarea’s CRLF line ends as LF, so resubmitting the same text is no change', () => {
    given([generated()])
      .when(edit(generatedData().content.replace(/\n/g, '\r\n')))
      .thenThrows({ code: 'agreement.unchanged' })
    given([generated()])
      .when(edit('a\r\nb'))
      .then([
        {
          type: 'AgreementEdited',
          data: { content: 'a\nb', editedBy: OWNER, editedAt: later.toISOString() },
        },
      ])
  })

  it('refuses an agreement that does not exist', () => {
    given([]).when(edit('text')).thenThrows({ code: 'agreement.not_found' })
  })

  it('refuses anyone but the owner', () => {
    given([generated()]).when(edit('text', OTHER)).thenThrows({ code: 'agreement.not_found' })
  })

  it('refuses a preview-only (trial) document', () => {
    given([generated({ access: 'preview' })])
      .when(edit('text'))
      .thenThrows({ code: 'agreement.preview_only' })
  })

  it('refuses an empty text', () => {
    given([generated()]).when(edit('  \n\t ')).thenThrows({ code: 'agreement.content_required' })
  })

  it('refuses an unchanged text', () => {
    given([generated()]).when(edit(generatedData().content)).thenThrows({ code: 'agreement.unchanged' })
  })

  it('refuses an edit made on a version other than the current one', () => {
    given([generated()])
      .when({
        type: 'EditAgreement',
        data: { content: 'text', actorId: OWNER, now: later, expectedVersion: 1 },
      })
      .then([
        {
          type: 'AgreementEdited',
          data: { content: 'text', editedBy: OWNER, editedAt: later.toISOString() },
        },
      ])
    const edited: AgreementEvent = {
      type: 'AgreementEdited',
      data: { content: 'other', editedBy: OWNER, editedAt: later.toISOString() },
    }
    given([generated(), edited])
      .when({
        type: 'EditAgreement',
        data: { content: 'text', actorId: OWNER, now: later, expectedVersion: 1 },
      })
      .thenThrows({ code: 'agreement.version_conflict' })
  })

  it('refuses a text over 2 MB', () => {
    given([generated()])
      .when(edit('₹'.repeat(MAX_CONTENT_BYTES / 3 + 1)))
      .thenThrows({ code: 'agreement.content_too_large' })
  })
})

describe('the agreement state', () => {
  it('counts every stream event in version but ignores event types it does not know', () => {
    const unknownType = { type: 'SomethingAddedLater', data: { content: 'x' } } as unknown as AgreementEvent
    given([generated()]).thenState((before) =>
      given([generated(), unknownType]).thenState((after) =>
        expect(after).toEqual({ ...before, version: 2 }),
      ),
    )
  })

  it('validates the payload: title length, pages, access', () => {
    expect(agreementGeneratedSchema.safeParse(generatedData()).success).toBe(true)
    expect(agreementGeneratedSchema.safeParse(generatedData({ title: 'x'.repeat(301) })).success).toBe(false)
    expect(agreementGeneratedSchema.safeParse(generatedData({ pages: 0 })).success).toBe(false)
    expect(agreementGeneratedSchema.safeParse({ ...generatedData(), access: 'trial' }).success).toBe(false)
    expect(agreementGeneratedSchema.safeParse(generatedData({ content: '' })).success).toBe(false)
  })

  it('recognises agreement ids', () => {
    expect(isAgreementId(OWNER)).toBe(true)
    expect(isAgreementId('not-a-uuid')).toBe(false)
  })
})
