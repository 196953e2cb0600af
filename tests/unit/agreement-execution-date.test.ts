import { describe, expect, it } from 'vitest'
import {
  agreementDecider,
  describeHistoryEvent,
  executionDateRecordedSchema,
  historyActorOf,
  type AgreementCommand,
  type AgreementEvent,
} from '#domain/agreement/index.ts'
import { ACTIVITY_WORDINGS } from '#domain/accounts/activity.ts'
import { deciderSpec } from '#tests/support/given.ts'

// RecordExecutionDate on the agreement's stream: whoever may edit records or clears the day
// the document was signed; the date must be one it can have been signed on.
const OWNER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const EDITOR = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02'
const VIEWER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c03'
const STRANGER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c05'
const created = new Date('2026-11-20T10:00:00.000Z')
const now = new Date('2026-11-26T10:00:00.000Z')

const generated = (access: 'full' | 'preview' = 'full'): AgreementEvent => ({
  type: 'AgreementGenerated',
  data: {
    ownerId: OWNER,
    title: 'Sale deed',
    templateId: 'sale-deed',
    access,
    content: 'SALE DEED',
    structure: null,
    summary: '',
    keyTerms: [],
    pages: 1,
    provider: 'offline',
    generatedAt: created.toISOString(),
  },
})
const member = (userId: string, role: 'editor' | 'viewer', n: number): AgreementEvent => ({
  type: 'CollaboratorAdded',
  data: {
    collaboratorId: `a0000000-0000-4000-8000-00000000000${n}`,
    email: `${role}@example.in`,
    name: role,
    role,
    userId,
    addedBy: OWNER,
    addedAt: created.toISOString(),
  },
})
const stream = () => [generated(), member(EDITOR, 'editor', 1), member(VIEWER, 'viewer', 2)]
const recorded = (executedOn: string | null, by = OWNER): AgreementEvent => ({
  type: 'ExecutionDateRecorded',
  data: { executedOn, recordedBy: by, recordedAt: now.toISOString() },
})
const record = (executedOn: string | null, actorId = OWNER, expectedVersion?: number): AgreementCommand => ({
  type: 'RecordExecutionDate',
  data: { executedOn, actorId, now, ...(expectedVersion !== undefined ? { expectedVersion } : {}) },
})

const given = deciderSpec(agreementDecider)

describe('RecordExecutionDate', () => {
  it('records the day by the owner or an editor, on the version the form was loaded at', () => {
    given(stream())
      .when(record('2026-11-24', OWNER, 3))
      .then([recorded('2026-11-24')])
    given(stream())
      .when(record('2026-11-24', EDITOR, 3))
      .then([recorded('2026-11-24', EDITOR)])
    given([...stream(), recorded('2026-11-24')]).thenState((state) =>
      expect(state).toMatchObject({ executedOn: '2026-11-24', executionDateVersion: 4 }),
    )
  })

  it('corrects and clears a date; the same date again records nothing', () => {
    given([...stream(), recorded('2026-11-24')])
      .when(record('2026-11-25'))
      .then([recorded('2026-11-25')])
    given([...stream(), recorded('2026-11-24')])
      .when(record(null))
      .thenState((state) => expect(state.executedOn).toBeNull())
    given([...stream(), recorded('2026-11-24')])
      .when(record('2026-11-24'))
      .thenThrows({ code: 'agreement.unchanged' })
    given(stream()).when(record(null)).thenThrows({ code: 'agreement.unchanged' })
  })

  it('leaves the text and its version alone', () => {
    given(stream())
      .when(record('2026-11-24'))
      .thenState((state) =>
        expect(state).toMatchObject({ content: 'SALE DEED', contentVersion: 1, version: 4 }),
      )
  })

  it('refuses a viewer (403), a stranger as if the document did not exist, and a trial preview', () => {
    given(stream()).when(record('2026-11-24', VIEWER)).thenThrows({ code: 'agreement.forbidden' })
    given(stream()).when(record('2026-11-24', STRANGER)).thenThrows({ code: 'agreement.not_found' })
    given([]).when(record('2026-11-24')).thenThrows({ code: 'agreement.not_found' })
    given([generated('preview')])
      .when(record('2026-11-24'))
      .thenThrows({ code: 'agreement.preview_only' })
  })

  it('refuses a date someone recorded after the version the form was loaded at (409), not other events', () => {
    const withDate = [...stream(), recorded('2026-11-22', EDITOR)]
    given(withDate)
      .when(record('2026-11-24', OWNER, 3))
      .thenThrows({ code: 'agreement.version_conflict' })
    given(withDate)
      .when(record('2026-11-24', OWNER, 9))
      .thenThrows({ code: 'agreement.version_conflict' })
    given(withDate)
      .when(record('2026-11-24', OWNER, 4))
      .thenAccepts()
    // A comment or a collaborator since the form was loaded does not stand in the way.
    given(stream())
      .when(record('2026-11-24', OWNER, 2))
      .thenAccepts()
  })

  it('refuses a day that is not real, in the future in India, or before the document was created', () => {
    given(stream()).when(record('2026-02-30')).thenThrows({ code: 'execution.invalid_date' })
    given(stream()).when(record('2026-11-27')).thenThrows({ code: 'execution.future_date' })
    given(stream())
      .when(record('2026-11-19'))
      .thenThrows({ code: 'execution.before_creation', message: expect.stringContaining('20 Nov 2026') })
  })

  it('is a valid event, named in the history with the person who recorded it', () => {
    given(stream())
      .when(record('2026-11-24', EDITOR))
      .thenEvents(([event]) => expect(executionDateRecordedSchema.safeParse(event!.data).success).toBe(true))
    expect(executionDateRecordedSchema.safeParse({ ...recorded('2026-02-30').data }).success).toBe(false)
    expect(describeHistoryEvent('ExecutionDateRecorded', recorded('2026-11-24').data)).toEqual({
      action: 'Execution date recorded',
      detail: 'Signed on 24 Nov 2026',
    })
    expect(describeHistoryEvent('ExecutionDateRecorded', recorded(null).data).action).toBe(
      'Execution date cleared',
    )
    expect(historyActorOf('ExecutionDateRecorded', recorded('2026-11-24', EDITOR).data, {})).toBe(EDITOR)
  })

  it('reads in the account’s recent activity', () => {
    const line = (executedOn: string | null) =>
      ACTIVITY_WORDINGS.ExecutionDateRecorded!(
        { type: 'ExecutionDateRecorded', data: recorded(executedOn).data, excerpt: null, title: 'Sale deed' },
        { doc: '“Sale deed”', chat: '' },
      ).text
    expect(line('2026-11-24')).toBe('Recorded that “Sale deed” was signed on 24 Nov 2026')
    expect(line(null)).toBe('Cleared the date of execution of “Sale deed”')
  })
})
