import { evolveKnown } from '#domain/shared/decider.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import { isPersonalClauseEvent, type PersonalClauseEvent } from './events.ts'

export type PersonalClauseState = {
  /** null until the clause is saved. */
  ownerId: string | null
  deleted: boolean
}

export const initialPersonalClauseState = (): PersonalClauseState => ({ ownerId: null, deleted: false })

function evolveKnownPersonalClause(
  state: PersonalClauseState,
  event: PersonalClauseEvent,
): PersonalClauseState {
  switch (event.type) {
    case 'PersonalClauseSaved':
      return { ownerId: event.data.ownerId, deleted: false }
    case 'PersonalClauseEdited':
      return state
    case 'PersonalClauseDeleted':
      return { ...state, deleted: true }
    default:
      return assertNever(event, 'personal clause event')
  }
}

/** Events of types this build does not know leave the state as it is. */
export const evolvePersonalClause = evolveKnown(isPersonalClauseEvent, evolveKnownPersonalClause)
