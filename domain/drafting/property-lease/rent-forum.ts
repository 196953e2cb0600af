import type { StateLaw } from '../state-law/index.ts'
import { ACT } from '../statutes.ts'

/**
 * The matters a letting's arbitration clause must leave to the rent forum: rent-act-protected
 * tenancies are not arbitrable (reference §2.0, Vidya Drolia 2020), so the carve-out names the
 * State's law where the table has it.
 */
export function rentForumCarveOut(law: StateLaw | undefined): string {
  const tenancy = law?.tenancy
  const rentControl = law?.rentControl
  if (tenancy)
    return `any matter that, under the ${tenancy.act ?? 'tenancy law in force where the Premises are situated'}, falls within the exclusive jurisdiction of the Rent Authority, Rent Court or Rent Tribunal`
  if (rentControl?.act === ACT.mrca)
    return `any matter that, under the ${ACT.mrca}, falls within the exclusive jurisdiction of the Competent Authority or a court named in that Act`
  if (rentControl)
    return `any matter that, under the ${rentControl.act} (to the extent that Act applies to the Premises), falls within the exclusive jurisdiction of a court, tribunal or authority named in that Act`
  if (law)
    return 'any matter that, under the rent control law in force where the Premises are situated, falls within the exclusive jurisdiction of a court, tribunal or authority named in that law'
  return 'any matter that, under the rent control or tenancy law in force where the Premises are situated, falls within the exclusive jurisdiction of a Rent Authority, Rent Court, Rent Tribunal or Competent Authority'
}
