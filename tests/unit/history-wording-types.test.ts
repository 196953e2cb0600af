import { describe, expect, it } from 'vitest'
import {
  AGREEMENT_EVENT_SCHEMAS,
  describeHistoryEvent,
  HISTORY_ACTOR_FIELDS,
  HISTORY_RECORDED_NAME_FIELDS,
  HISTORY_WORDINGS,
  type HistoryFields,
  type HistoryWordings,
} from '#domain/agreement/index.ts'

// `npm run typecheck` compiles this file: each @ts-expect-error below must meet an error,
// so the tables stop compiling the day an event type is added without its history line.

/** An event type this build does not have: what adding one to AGREEMENT_EVENT_SCHEMAS makes. */
type WithANewType = keyof typeof AGREEMENT_EVENT_SCHEMAS | 'AgreementNotarised'

describe('the history is keyed by every agreement event type', () => {
  it('fails to compile a wording table without a new type’s line', () => {
    // @ts-expect-error — 'AgreementNotarised' has no wording
    const wordings: HistoryWordings<WithANewType> = HISTORY_WORDINGS
    // @ts-expect-error — the actor lookup has no entry for it either
    const actors: HistoryFields<WithANewType> = HISTORY_ACTOR_FIELDS
    // @ts-expect-error — nor the recorded name
    const names: HistoryFields<WithANewType> = HISTORY_RECORDED_NAME_FIELDS
    const { CommentAdded: _dropped, ...missingOne } = HISTORY_WORDINGS
    // @ts-expect-error — a table missing a type the union has does not compile
    const partial: HistoryWordings = missingOne
    // An actor field must be a text field of that type's payload.
    // @ts-expect-error — AgreementEdited has no `addedBy`
    const wrongField: HistoryFields = { ...HISTORY_ACTOR_FIELDS, AgreementEdited: 'addedBy' }
    expect([wordings, actors, names, partial, wrongField].every(Boolean)).toBe(true)
  })

  it('words every type the store registers, in its own words', () => {
    for (const type of Object.keys(AGREEMENT_EVENT_SCHEMAS)) {
      expect(describeHistoryEvent(type, {}).action).not.toBe(type)
      expect(type in HISTORY_ACTOR_FIELDS && type in HISTORY_RECORDED_NAME_FIELDS).toBe(true)
    }
  })
})
