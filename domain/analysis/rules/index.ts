import {
  arbitrability,
  arbitrationSeat,
  disputeResolution,
  governingLaw,
  unilateralArbitrator,
} from './dispute.ts'
import { crossReferences } from './cross-references.ts'
import { dpdpProcessorDuties } from './data.ts'
import { parties, placeholders } from './drafting.ts'
import { finalSettlement } from './employment.ts'
import { electronicExecution } from './electronic-execution.ts'
import { attestation } from './execution.ts'
import { copyrightAssignment, patentRestrictiveConditions } from './ip.ts'
import { registration, stampDuty } from './registration.ts'
import { repealedLaw } from './repealed.ts'
import { reservedRights } from './reserved-rights.ts'
import { postEmploymentNonCompete } from './restraint.ts'
import type { Rule } from './rule.ts'

export type { Finding, Rule } from './rule.ts'
export { findPlaceholders, distinctPlaceholders, partyNames } from './drafting.ts'
export { leaseTermMonths } from './registration.ts'
export { witnessCount } from './execution.ts'

/** Every rule, in the order their issues are listed when severities tie. */
export const RULES: readonly Rule[] = [
  parties,
  governingLaw,
  disputeResolution,
  unilateralArbitrator,
  arbitrationSeat,
  arbitrability,
  postEmploymentNonCompete,
  registration,
  stampDuty,
  attestation,
  electronicExecution,
  reservedRights,
  copyrightAssignment,
  patentRestrictiveConditions,
  dpdpProcessorDuties,
  finalSettlement,
  repealedLaw,
  crossReferences,
  placeholders,
]
