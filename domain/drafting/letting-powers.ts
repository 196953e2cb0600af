import type { Draft } from './draft.ts'

// "Manage and let out" a house needs more than "incidental" acts: a Sub-Registrar or a tenant
// reads a power of attorney narrowly, so the acts that letting requires are enumerated
// (reference §2.7: "specific vs general powers — enumerated acts").

const LETTING = /\b(?:let(?:ting)?(?:\s+out)?|lease|leasing|rent(?:ing)?\s+out|tenan(?:t|ts|cy|cies))\b/i

/** Whether the powers the user gave include letting the property. */
export function mentionsLetting(powers: string): boolean {
  return LETTING.test(powers)
}

/** The powers that letting requires, with the State's tenancy filing where the table has one. */
export function lettingPowers(d: Draft): string[] {
  const tenancy = d.stateLaw?.tenancy
  const filing = tenancy?.act
    ? `file or intimate each tenancy agreement with the Rent Authority under the ${tenancy.act} ${tenancy.filing ?? 'within the time that Act sets'}, and sign every form and statement that filing requires;`
    : 'file, intimate or register each tenancy agreement with any authority that the tenancy law in force where the property is situated requires;'
  const cap = tenancy?.residentialDepositMonths
  d.flag(
    'poa-letting',
    tenancy?.act
      ? `The powers include letting: the draft enumerates the acts letting requires, including filing with the Rent Authority under the ${tenancy.act} [verify]${cap ? `; that Act is reported to cap the security deposit for residential premises at ${cap} months' rent [verify], which the Attorney should respect` : ''}.`
      : 'The powers include letting: the draft enumerates the acts letting requires. The state-law table records no tenancy law with a Rent Authority filing for this place: confirm what the local tenancy law requires of a landlord [verify].',
    'powers',
  )
  return [
    'negotiate, sign and execute tenancy agreements, leases and leave and licence agreements of the property described above on such rent and terms as the Attorney thinks fit, and renew or end them;',
    filing,
    'receive, hold and refund security deposits, and give receipts for rent and deposits;',
    'give, receive and reply to notices, including notices to quit and notices revising the rent;',
    'commence, prosecute, defend, compromise or withdraw proceedings concerning that property or any tenancy of it before the Rent Authority, any rent court or tribunal and any other court or authority, sign and verify pleadings, applications and affidavits, and engage advocates;',
    'present any lease or other document concerning that property for registration before the Sub-Registrar, admit its execution and receive it back after registration;',
  ]
}
