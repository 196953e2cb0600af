import { DomainError } from '#domain/shared/errors.ts'
import type { PersonalClauseEvent } from './events.ts'
import type { PersonalClauseFields } from './form.ts'
import type { PersonalClauseState } from './state.ts'

/** `actorId` is the signed-in user; only the clause's owner may edit or delete it. */
export type PersonalClauseCommand =
  | {
      type: 'SaveClause'
      data: { actorId: string; clause: PersonalClauseFields; sourceAgreementId: string; now: Date }
    }
  | { type: 'EditClause'; data: { actorId: string; clause: PersonalClauseFields; now: Date } }
  | { type: 'DeleteClause'; data: { actorId: string; now: Date } }

export type PersonalClauseErrorCode =
  | 'personal_clause.not_found'
  | 'personal_clause.already_exists'
  // Not the decider's: the command runner's answer when the stream stays busy past the deadline.
  | 'personal_clause.busy'

export class PersonalClauseError extends DomainError<PersonalClauseErrorCode> {}

// Someone else's clause, a deleted one and a missing one read alike, so an id reveals nothing.
const NOT_FOUND = 'Clause Not Found'

export function decidePersonalClause(
  command: PersonalClauseCommand,
  state: PersonalClauseState,
): PersonalClauseEvent[] {
  switch (command.type) {
    case 'SaveClause': {
      if (state.ownerId !== null)
        throw new PersonalClauseError('personal_clause.already_exists', 'This clause is saved already')
      const { actorId, clause, sourceAgreementId, now } = command.data
      return [
        {
          type: 'PersonalClauseSaved',
          data: { ownerId: actorId, ...clause, sourceAgreementId, savedAt: now.toISOString() },
        },
      ]
    }
    case 'EditClause': {
      if (state.ownerId !== command.data.actorId || state.deleted)
        throw new PersonalClauseError('personal_clause.not_found', NOT_FOUND)
      const { clause, now } = command.data
      return [{ type: 'PersonalClauseEdited', data: { ...clause, editedAt: now.toISOString() } }]
    }
    case 'DeleteClause': {
      if (state.ownerId !== command.data.actorId || state.deleted)
        throw new PersonalClauseError('personal_clause.not_found', NOT_FOUND)
      return [{ type: 'PersonalClauseDeleted', data: { deletedAt: command.data.now.toISOString() } }]
    }
    default: {
      const unknown: never = command
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`)
    }
  }
}
