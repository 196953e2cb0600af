import { describe, expect, it } from 'vitest'
import {
  agreementExportedSchema,
  type AgreementEvent,
  type AgreementGenerated,
  type ExportFormat,
  agreementDecider,
} from '#domain/agreement/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

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
    content: 'LEAVE AND LICENCE AGREEMENT\n\n1. Licence fee ₹25,000 …',
    structure: null,
    summary: 'A leave and licence of a flat in Pune.',
    keyTerms: [],
    pages: 3,
    provider: 'offline',
    generatedAt: now.toISOString(),
    ...overrides,
  },
})
const exported = (format: ExportFormat, at = later): AgreementEvent => ({
  type: 'AgreementExported',
  data: { format, exportedBy: OWNER, exportedAt: at.toISOString() },
})
const exportCommand = (format: ExportFormat, actorId = OWNER) =>
  ({ type: 'ExportAgreement', data: { format, actorId, now: later } }) as const
const editAt = (expectedVersion: number, content = 'A new text') =>
  ({ type: 'EditAgreement', data: { content, actorId: OWNER, now: later, expectedVersion } }) as const

describe('ExportAgreement', () => {
  it('records the format, who exported it and when (the time from the command)', () => {
    given([generated()])
      .when(exportCommand('pdf'))
      .then([exported('pdf')])
    given([generated(), exported('pdf')])
      .when(exportCommand('docx'))
      .then([exported('docx')])
  })

  it('may be repeated: every download is recorded', () => {
    given([generated(), exported('txt')])
      .when(exportCommand('txt'))
      .then([exported('txt')])
  })

  it('refuses an agreement that does not exist', () => {
    given([]).when(exportCommand('pdf')).thenThrows({ code: 'agreement.not_found' })
  })

  it('refuses anyone but the owner', () => {
    given([generated()]).when(exportCommand('html', OTHER)).thenThrows({ code: 'agreement.not_found' })
  })

  it('refuses a trial (preview-only) document', () => {
    given([generated({ access: 'preview' })])
      .when(exportCommand('pdf'))
      .thenThrows({ code: 'agreement.preview_only' })
  })

  it('accepts only the four formats', () => {
    const data = { exportedBy: OWNER, exportedAt: later.toISOString() }
    for (const format of ['pdf', 'docx', 'html', 'txt']) {
      expect(agreementExportedSchema.safeParse({ ...data, format }).success).toBe(true)
    }
    expect(agreementExportedSchema.safeParse({ ...data, format: 'rtf' }).success).toBe(false)
    expect(agreementExportedSchema.safeParse({ ...data, format: 'pdf', exportedBy: 'someone' }).success).toBe(
      false,
    )
  })
})

describe('the state after an export', () => {
  it('counts the event in the version but leaves the text, its version and the update time alone', () => {
    given([generated()]).thenState((before) =>
      given([generated(), exported('pdf'), exported('docx')]).thenState((after) => {
        expect(after).toEqual({ ...before, version: 3 })
        expect(after.contentVersion).toBe(1)
        expect(after.updatedAt).toBe(now.toISOString())
      }),
    )
  })

  it('moves the text version with each edit', () => {
    const edited: AgreementEvent = {
      type: 'AgreementEdited',
      data: { content: 'Edited', editedBy: OWNER, editedAt: later.toISOString() },
    }
    given([generated(), exported('pdf'), edited]).thenState((state) =>
      expect(state).toMatchObject({ version: 3, contentVersion: 3 }),
    )
  })
})

describe('an edit form loaded before an export', () => {
  it('is not stale: the export did not change the text it shows', () => {
    given([generated(), exported('pdf'), exported('txt')])
      .when(editAt(1))
      .then([
        {
          type: 'AgreementEdited',
          data: { content: 'A new text', editedBy: OWNER, editedAt: later.toISOString() },
        },
      ])
  })

  it('is still stale when the text changed after it was loaded, exports or not', () => {
    const edited: AgreementEvent = {
      type: 'AgreementEdited',
      data: { content: 'Someone else’s text', editedBy: OWNER, editedAt: later.toISOString() },
    }
    given([generated(), exported('pdf'), edited, exported('pdf')])
      .when(editAt(2))
      .thenThrows({ code: 'agreement.version_conflict' })
    given([generated(), exported('pdf'), edited, exported('pdf')])
      .when(editAt(3))
      .then([
        {
          type: 'AgreementEdited',
          data: { content: 'A new text', editedBy: OWNER, editedAt: later.toISOString() },
        },
      ])
  })

  it('refuses a version the stream never reached', () => {
    given([generated(), exported('pdf')])
      .when(editAt(3))
      .thenThrows({ code: 'agreement.version_conflict' })
  })
})
