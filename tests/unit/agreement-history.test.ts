import { describe, expect, it } from 'vitest'
import {
  describeHistoryEvent,
  historyActorOf,
  historyDetailsOf,
  historyExcerpt,
  historyRecordedActorOf,
} from '#domain/agreement/index.ts'

const ASHA = '6f1d7c1e-2b7a-4f4e-9d8a-1f2e3d4c5b6a'
const RAVI = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d'

describe('what the history keeps of an event', () => {
  it('drops the text of a text-changing event and keeps the rest; other events whole', () => {
    expect(
      historyDetailsOf('AgreementAiEdited', {
        content: 'x',
        structure: {},
        instruction: 'Shorter',
        editedBy: ASHA,
      }),
    ).toEqual({ instruction: 'Shorter', editedBy: ASHA })
    expect(
      historyDetailsOf('ClauseAdded', {
        clauseId: 'c',
        clauseTitle: 'T',
        text: 'long clause',
        addedBy: ASHA,
      }),
    ).toEqual({ clauseId: 'c', clauseTitle: 'T', addedBy: ASHA })
    expect(historyDetailsOf('CommentAdded', { content: 'A comment', authorId: RAVI })).toEqual({
      content: 'A comment',
      authorId: RAVI,
    })
    expect(historyDetailsOf('Whatever', 'a string')).toEqual({})
    expect(historyDetailsOf('Whatever', [1, 2])).toEqual({})
  })

  it('takes the actor from the event’s own field, else from the metadata, and only an account id', () => {
    expect(historyActorOf('AgreementEdited', { editedBy: ASHA }, { actorId: RAVI })).toBe(ASHA)
    expect(historyActorOf('CommentResolved', { resolvedBy: RAVI.toUpperCase() }, {})).toBe(RAVI)
    expect(historyActorOf('SomethingNew', { by: ASHA }, { actorId: RAVI })).toBe(RAVI)
    expect(historyActorOf('AgreementEdited', { editedBy: 'bench-user' }, { actorId: 'operator' })).toBeNull()
    expect(historyActorOf('AgreementEdited', null, null)).toBeNull()
  })
})

describe('how an event reads', () => {
  it('names what was done and its particulars', () => {
    expect(
      describeHistoryEvent('AgreementGenerated', { title: 'Lease', provider: 'offline', access: 'full' }),
    ).toEqual({
      action: 'Generated',
      detail: '“Lease” drafted by the offline drafting engine',
    })
    expect(
      describeHistoryEvent('AgreementAiEdited', {
        instruction: 'Add a lock-in',
        provider: 'openai',
        model: 'gpt-4o-mini',
        changeSummary: 'Added clause 9',
      }),
    ).toEqual({
      action: 'AI-edited',
      detail: 'Instruction: “Add a lock-in” — by the AI model gpt-4o-mini. Added clause 9',
    })
    expect(describeHistoryEvent('AgreementExported', { format: 'docx' }).detail).toBe('Word (DOCX)')
    expect(describeHistoryEvent('AgreementShared', { method: 'native' }).detail).toBe(
      "the share link was sent through the device's share sheet",
    )
    const refs = {
      collaborators: new Map([['c1', { email: 'ravi@example.in', name: 'Ravi' }]]),
      comments: new Map([['m1', 'Is the deposit refundable?']]),
    }
    const manager = { seesInviteeAddresses: true }
    expect(
      describeHistoryEvent(
        'CollaboratorRoleChanged',
        { collaboratorId: 'c1', role: 'admin', previousRole: 'viewer' },
        refs,
        manager,
      ).detail,
    ).toBe('Ravi <ravi@example.in>: Viewer → Admin')
    expect(
      describeHistoryEvent(
        'CollaboratorRoleChanged',
        { collaboratorId: 'c2', role: 'admin', previousRole: 'viewer' },
        refs,
        manager,
      ).detail,
    ).toBe('a collaborator: Viewer → Admin')
    expect(describeHistoryEvent('CommentReopened', { commentId: 'm1' }, refs)).toEqual({
      action: 'Comment reopened',
      detail: '“Is the deposit refundable?”',
    })
    expect(describeHistoryEvent('AgreementNotarised', { notary: 'x' })).toEqual({
      action: 'AgreementNotarised',
      detail: null,
    })
  })

  it('shows invitees’ addresses only to those who manage the team: every collaboration event, for every other role', () => {
    const refs = {
      collaborators: new Map([['c1', { email: 'admin-to-be@example.in', name: 'Ravi' }]]),
      comments: new Map(),
    }
    const events: [string, Record<string, unknown>][] = [
      [
        'CollaboratorAdded',
        { collaboratorId: 'c1', email: 'admin-to-be@example.in', name: 'Ravi', role: 'admin' },
      ],
      ['CollaboratorRoleChanged', { collaboratorId: 'c1', role: 'editor', previousRole: 'admin' }],
      ['CollaboratorRemoved', { collaboratorId: 'c1', email: 'admin-to-be@example.in' }],
      ['InvitationAccepted', { collaboratorId: 'c1', method: 'link' }],
    ]
    for (const [type, details] of events) {
      const hidden = describeHistoryEvent(type, details, refs, { seesInviteeAddresses: false })
      expect(JSON.stringify(hidden), type).not.toContain('admin-to-be@')
      expect(hidden.detail, type).toContain('Ravi')
      expect(
        describeHistoryEvent(type, details, refs, { seesInviteeAddresses: true }).detail,
        type,
      ).toContain('Ravi <admin-to-be@example.in>')
    }
    // The default is the cautious one.
    expect(describeHistoryEvent('CollaboratorAdded', events[0]![1], refs).detail).toBe(
      'Ravi as Admin (invitation pending)',
    )
  })

  it('quotes a long comment by its opening words', () => {
    const long = `${'word '.repeat(60)}end`
    const quoted = historyExcerpt(long)
    expect(quoted.length).toBeLessThanOrEqual(120)
    expect(quoted.endsWith('…')).toBe(true)
    expect(historyExcerpt('  short\n\n text ')).toBe('short text')
  })
})

describe('the name an event was recorded under', () => {
  const names = { actorName: 'Asha Rao', actorEmail: 'asha@example.in' }
  it('is the metadata’s name and e-mail when the metadata’s actor is the one the history names', () => {
    expect(
      historyRecordedActorOf('AgreementEdited', { editedBy: ASHA }, { actorId: ASHA, ...names }),
    ).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
    })
    expect(historyRecordedActorOf('SomethingNew', {}, { actorId: ASHA.toUpperCase(), ...names })).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
    })
    // An account with no display name yet: its empty name is what was recorded.
    expect(
      historyRecordedActorOf(
        'AgreementEdited',
        { editedBy: ASHA },
        { actorId: ASHA, ...names, actorName: '' },
      ),
    ).toEqual({ name: '', email: 'asha@example.in' })
  })

  it('is nothing for an event recorded before names were, or whose metadata names someone else', () => {
    expect(historyRecordedActorOf('AgreementEdited', { editedBy: ASHA }, { actorId: ASHA })).toBeNull()
    expect(
      historyRecordedActorOf('AgreementEdited', { editedBy: ASHA }, { actorId: RAVI, ...names }),
    ).toBeNull()
    expect(
      historyRecordedActorOf('AgreementEdited', { editedBy: ASHA }, { actorId: ASHA, actorName: 7 }),
    ).toBeNull()
    expect(
      historyRecordedActorOf(
        'AgreementEdited',
        { editedBy: 'bench-user' },
        { actorId: 'operator', ...names },
      ),
    ).toBeNull()
    expect(historyRecordedActorOf('AgreementEdited', { editedBy: ASHA }, null)).toBeNull()
  })
})
