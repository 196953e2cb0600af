import { isUuid } from '#domain/shared/ids.ts'
export * from './events.ts'
export * from './state.ts'
export * from './decide.ts'
export * from './collaboration-events.ts'
export * from './history.ts'
export * from './history-wording.ts'
export {
  roleOf,
  requirePermission,
  normaliseCollaboratorEmail,
  COLLABORATION_COMMANDS,
  type Actor,
  type CollaborationCommand,
} from './decide-collaboration.ts'

import type { Decider } from '#domain/shared/decider.ts'
import { decideAgreement, type AgreementCommand } from './decide.ts'
import type { AgreementEvent } from './events.ts'
import { evolveAgreement, initialAgreementState, type AgreementState } from './state.ts'

export const AGREEMENT_STREAM_PREFIX = 'agreement-'
export const agreementStreamId = (agreementId: string) => `${AGREEMENT_STREAM_PREFIX}${agreementId}`

/** A route parameter that is not a uuid names no agreement (and must not reach a uuid cast). */
export const isAgreementId = (value: string): boolean => isUuid(value)

/** The agreement id of an `agreement-<uuid>` stream; null for any other stream. */
export function agreementIdOfStream(streamId: string): string | null {
  if (!streamId.startsWith(AGREEMENT_STREAM_PREFIX)) return null
  const id = streamId.slice(AGREEMENT_STREAM_PREFIX.length)
  return isAgreementId(id) ? id : null
}

/** The aggregate as `handleCommand` takes it. */
export const agreementDecider = {
  initialState: initialAgreementState,
  evolve: evolveAgreement,
  decide: decideAgreement,
} satisfies Decider<AgreementState, AgreementCommand, AgreementEvent>
