import type { Draft } from '../draft.ts'
import type { StateLaw } from '../state-law/index.ts'

// An agreement for sale that no recorded State rule makes registrable is still best registered
// (reference §2.0 "Registration", §2.3): unregistered, it cannot give possession in part
// performance and counts only as evidence of the contract. Advice, so a review flag, not a clause.

/** The checklist's words for an agreement no recorded rule makes registrable. */
export function optionalRegistrationBasis(law: StateLaw | undefined): string {
  const state = law
    ? `; no ${law.state} amendment making it compulsory is recorded in the state-law table [verify]`
    : "; some States have made agreements for sale compulsorily registrable (e.g. Tamil Nadu): check the State's law"
  return `This agreement: registration is not compulsory unless possession is to be given in part performance (Registration Act, 1908, s.17(1A); Transfer of Property Act, 1882, s.53A)${state}, but it is recommended: unregistered, it does not affect the Property and is received only as evidence of the contract (Registration Act, 1908, s.49 and its proviso).`
}

/** Flags the recommendation, with the State's stamp rule on possession where the table has one. */
export function recommendRegistration(d: Draft, law: StateLaw | undefined): void {
  const possession = law?.articles['agreement-for-sale']?.note
  const stamp =
    possession && law ? ` In ${law.state}, ${possession.charAt(0).toLowerCase()}${possession.slice(1)}` : ''
  const where = law
    ? `the state-law table records no ${law.state} amendment to the Registration Act, 1908 making it compulsory`
    : 'the place, and so the State law, is not known'
  d.flag(
    'agreement-registration',
    `Registering this agreement is recommended, though ${where} [verify]: it must be registered before any possession is given in part performance (Registration Act, 1908, s.17(1A); Transfer of Property Act, 1882, s.53A), and unregistered it does not affect the Property and is received only as evidence of the contract in a suit for specific performance (s.49 and its proviso).${stamp} If it is to be registered, both Parties sign it in ink and appear before the Sub-Registrar.`,
  )
}
