import { isUuid } from '#domain/shared/ids.ts'
export * from './events.ts'
export * from './state.ts'
export * from './decide.ts'
export * from './collaboration-events.ts'
export * from './history.ts'
export { roleOf, requirePermission, normaliseCollaboratorEmail, COLLABORATION_COMMANDS, type Actor, type CollaborationCommand } from './decide-collaboration.ts'

import { decideAgreement } from './decide.ts'
import { evolveAgreement, initialAgreementState } from './state.ts'

export const AGREEMENT_STREAM_PREFIX = 'agreement-'
export const agreementStreamId = (agreementId: string) => `${AGREEMENT_STREAM_PREFIX}${agreementId}`

/** A route parameter that is not a uuid names no agreement (and must not reach a uuid cast). */
export const isAgreementId = (value: string): boolean => isUuid(value)

/** The aggregate as `handleCommand` takes it. */
export const agreementDecider = {
  initialState: initialAgreementState,
  evolve: evolveAgreement,
  decide: decideAgreement,
}
