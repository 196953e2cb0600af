import { describe, expect, it } from 'vitest'
import {
  agreementDecider,
  describeHistoryEvent,
  historyActorOf,
  registrationRecordedSchema,
  type AgreementCommand,
  type AgreementEvent,
} from '#domain/agreement/index.ts'
import { ACTIVITY_WORDINGS } from '#domain/accounts/activity.ts'
import { normaliseRegistrationNumber, registeredLine } from '#domain/execution/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

// RecordRegistration on the agreement's stream: whoever may edit records or clears the day the
// Sub-Registrar registered the document and the number given, on a day it can have happened.
const OWNER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const EDITOR = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02'
const VIEWER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c03'
const STRANGER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c05'
const created = new Date('2026-11-20T10:00:00.000Z')
const now = new Date('2026-11-26T10:00:00.000Z')

type Status = 'compulsory' | 'optional' | 'not-required'
const generated = (
  access: 'full' | 'preview' = 'full',
  status: Status | null = 'compulsory',
): AgreementEvent => ({
  type: 'AgreementGenerated',
  data: {
    ownerId: OWNER,
    title: 'Sale deed',
    templateId: 'sale-deed',
    access,
    content: 'SALE DEED',
    structure: status ? { checklist: { registration: { status, basis: 'Registration Act s.17' } } } : null,
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
const stream = (status: Status | null = 'compulsory') => [
  generated('full', status),
  member(EDITOR, 'editor', 1),
  member(VIEWER, 'viewer', 2),
]
const executed = (executedOn: string): AgreementEvent => ({
  type: 'ExecutionDateRecorded',
  data: { executedOn, recordedBy: OWNER, recordedAt: now.toISOString() },
})
const registered = (
  registeredOn: string | null,
  number: string | null = null,
  by = OWNER,
): AgreementEvent => ({
  type: 'RegistrationRecorded',
  data: { registeredOn, registrationNumber: number, recordedBy: by, recordedAt: now.toISOString() },
})
const register = (
  registeredOn: string | null,
  registrationNumber: string | null = null,
  actorId = OWNER,
  expectedVersion?: number,
): AgreementCommand => ({
  type: 'RecordRegistration',
  data: {
    registeredOn,
    registrationNumber,
    actorId,
    now,
    ...(expectedVersion !== undefined ? { expectedVersion } : {}),
  },
})
const execute = (executedOn: string): AgreementCommand => ({
  type: 'RecordExecutionDate',
  data: { executedOn, actorId: OWNER, now },
})

const given = deciderSpec(agreementDecider)

describe('RecordRegistration', () => {
  it('records the day and the number by the owner or an editor, on the version the form was loaded at', () => {
    given(stream())
      .when(register('2026-11-25', 'MUM-1234/2026', OWNER, 3))
      .then([registered('2026-11-25', 'MUM-1234/2026')])
    given(stream())
      .when(register('2026-11-25', null, EDITOR, 3))
      .then([registered('2026-11-25', null, EDITOR)])
    given([...stream(), registered('2026-11-25', '77')]).thenState((state) =>
      expect(state).toMatchObject({
        registeredOn: '2026-11-25',
        registrationNumber: '77',
        registrationVersion: 4,
        content: 'SALE DEED',
        contentVersion: 1,
      }),
    )
  })

  it('keeps the number as typed, spaces run together; an empty one is no number', () => {
    given(stream())
      .when(register('2026-11-25', '  MUM  1234 /\n2026 '))
      .then([registered('2026-11-25', 'MUM 1234 / 2026')])
    given(stream())
      .when(register('2026-11-25', '   '))
      .then([registered('2026-11-25', null)])
    expect(normaliseRegistrationNumber(undefined)).toBeNull()
  })

  it('corrects and clears a registration; the same again records nothing', () => {
    given([...stream(), registered('2026-11-24', '1')])
      .when(register('2026-11-24', '2'))
      .then([registered('2026-11-24', '2')])
    given([...stream(), registered('2026-11-24', '1')])
      .when(register(null))
      .thenState((state) => expect(state).toMatchObject({ registeredOn: null, registrationNumber: null }))
    given([...stream(), registered('2026-11-24', '1')])
      .when(register('2026-11-24', ' 1 '))
      .thenThrows({ code: 'agreement.unchanged' })
    given(stream()).when(register(null)).thenThrows({ code: 'agreement.unchanged' })
  })

  it('refuses a viewer, a stranger as if the document did not exist, a trial preview, and a document that need not be registered', () => {
    given(stream())
      .when(register('2026-11-24', null, VIEWER))
      .thenThrows({ code: 'agreement.forbidden' })
    given(stream())
      .when(register('2026-11-24', null, STRANGER))
      .thenThrows({ code: 'agreement.not_found' })
    given([generated('preview')])
      .when(register('2026-11-24'))
      .thenThrows({ code: 'agreement.preview_only' })
    given(stream('not-required'))
      .when(register('2026-11-24'))
      .thenThrows({ code: 'registration.not_applicable' })
    // Optional registration, or a text with no checklist to say: it may be recorded.
    given(stream('optional')).when(register('2026-11-24')).thenAccepts()
    given(stream(null)).when(register('2026-11-24')).thenAccepts()
  })

  it('refuses a registration someone recorded after the form was loaded (409), not other events', () => {
    const withRegistration = [...stream(), registered('2026-11-22', null, EDITOR)]
    given(withRegistration)
      .when(register('2026-11-24', null, OWNER, 3))
      .thenThrows({ code: 'agreement.version_conflict' })
    given(withRegistration)
      .when(register('2026-11-24', null, OWNER, 9))
      .thenThrows({ code: 'agreement.version_conflict' })
    given(withRegistration)
      .when(register('2026-11-24', null, OWNER, 4))
      .thenAccepts()
    // An execution date recorded since does not stand in the way (its own rules are checked).
    given([...stream(), executed('2026-11-21')])
      .when(register('2026-11-24', null, OWNER, 3))
      .thenAccepts()
  })

  it('refuses a day that is not real, in the future, before the date of execution or the document', () => {
    given(stream()).when(register('2026-02-30')).thenThrows({ code: 'registration.invalid_date' })
    given(stream()).when(register('2026-11-27')).thenThrows({ code: 'registration.future_date' })
    given([...stream(), executed('2026-11-23')])
      .when(register('2026-11-22'))
      .thenThrows({ code: 'registration.before_execution', message: expect.stringContaining('23 Nov 2026') })
    given([...stream(), executed('2026-11-23')])
      .when(register('2026-11-23'))
      .thenAccepts()
    given(stream())
      .when(register('2026-11-19'))
      .thenThrows({ code: 'registration.before_creation', message: expect.stringContaining('20 Nov 2026') })
  })

  it('refuses a number without a date, or longer than 60 characters', () => {
    given(stream()).when(register(null, '1234')).thenThrows({ code: 'registration.date_required' })
    given(stream())
      .when(register('2026-11-24', 'x'.repeat(61)))
      .thenThrows({ code: 'registration.number_too_long' })
    given(stream())
      .when(register('2026-11-24', 'x'.repeat(60)))
      .thenAccepts()
  })

  it('keeps the date of execution before the registration recorded', () => {
    given([...stream(), registered('2026-11-23')])
      .when(execute('2026-11-24'))
      .thenThrows({ code: 'execution.after_registration', message: expect.stringContaining('23 Nov 2026') })
    given([...stream(), registered('2026-11-23')])
      .when(execute('2026-11-23'))
      .thenAccepts()
  })

  it('is a valid event, named in the history and the activity with the person who recorded it', () => {
    given(stream())
      .when(register('2026-11-24', 'A/1', EDITOR))
      .thenEvents(([event]) => expect(registrationRecordedSchema.safeParse(event!.data).success).toBe(true))
    expect(registrationRecordedSchema.safeParse(registered(null, '1').data).success).toBe(false)
    expect(registrationRecordedSchema.safeParse(registered('2026-11-24', 'x'.repeat(61)).data).success).toBe(
      false,
    )
    expect(describeHistoryEvent('RegistrationRecorded', registered('2026-11-24', 'A/1').data)).toEqual({
      action: 'Registration recorded',
      detail: 'Registered on 24 Nov 2026 (No. A/1)',
    })
    expect(describeHistoryEvent('RegistrationRecorded', registered(null).data).action).toBe(
      'Registration cleared',
    )
    expect(historyActorOf('RegistrationRecorded', registered('2026-11-24', null, EDITOR).data, {})).toBe(
      EDITOR,
    )
    expect(registeredLine('2026-11-24', null)).toBe('Registered on 24 Nov 2026')
    const line = (registeredOn: string | null) =>
      ACTIVITY_WORDINGS.RegistrationRecorded!(
        {
          type: 'RegistrationRecorded',
          data: registered(registeredOn).data,
          excerpt: null,
          title: 'Sale deed',
        },
        { doc: '“Sale deed”', chat: '' },
      ).text
    expect(line('2026-11-24')).toBe('Recorded that “Sale deed” was registered on 24 Nov 2026')
    expect(line(null)).toBe('Cleared the date of registration of “Sale deed”')
  })
})
