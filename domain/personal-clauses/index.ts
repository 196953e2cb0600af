import type { Decider } from '#domain/shared/decider.ts'
import { decidePersonalClause, type PersonalClauseCommand } from './decide.ts'
import type { PersonalClauseEvent } from './events.ts'
import { evolvePersonalClause, initialPersonalClauseState, type PersonalClauseState } from './state.ts'

export * from './events.ts'
export * from './state.ts'
export * from './decide.ts'
export * from './form.ts'
export * from './passages.ts'
export * from './as-clause.ts'

export const PERSONAL_CLAUSE_STREAM_PREFIX = 'personal-clause-'
export const personalClauseStreamId = (clauseId: string) => `${PERSONAL_CLAUSE_STREAM_PREFIX}${clauseId}`

/** The aggregate as `handleCommand` takes it. */
export const personalClauseDecider = {
  initialState: initialPersonalClauseState,
  evolve: evolvePersonalClause,
  decide: decidePersonalClause,
} satisfies Decider<PersonalClauseState, PersonalClauseCommand, PersonalClauseEvent>
