import type { Draft } from './draft.ts'

// The owner's title chain (reference §2.3, "recitals of title chain"): every instrument that
// transfers or charges immovable property recites how the owner came to hold it. What the user
// gave is recited; otherwise a placeholder and a review flag, never an invented deed.

export interface TitleOwner {
  /** The owner's defined role: "Seller", "Donor", "Mortgagor", "Owner". */
  readonly owner: string
  /** The property's defined name: "the Property", "the Land". */
  readonly property: string
  /** The instrument, for the review flag: "a sale deed", "a gift deed". */
  readonly instrument: string
  /** The detail holding the user's own recital, where the template asks for one. */
  readonly field?: string
}

/** "having acquired it by …": the recital of how the owner acquired the property. */
export function acquiredBy(d: Draft, { owner, property, instrument, field }: TitleOwner): string {
  if (field && d.has(field)) return `having acquired it ${acquisition(d.prose(field))}`
  const placeholder = d.tbc(
    'title-chain',
    `deed by which the ${owner} acquired ${property}, with its date, registration number and office of registration (or, if inherited, from whom and how)`,
    `The ${owner}'s title chain is not among the details given: ${instrument} recites how the ${owner} came to own ${property} (the deed, its date, registration number and office of registration, and the earlier deeds a title search covers). Take it from the title deeds and add it to the recitals.`,
    field,
  )
  return `having acquired it by ${placeholder}`
}

/** "by sale deed dated …" reads as a title recital; any other wording the user typed follows a colon. */
function acquisition(title: string): string {
  if (title.startsWith('[')) return `by ${title}`
  const lower = `${title.charAt(0).toLowerCase()}${title.slice(1)}`
  return /^(?:a\s+|the\s+)?(?:registered\s+)?(?:sale|gift|partition|settlement|release|conveyance|exchange)\b/i.test(
    title,
  )
    ? `by ${lower}`
    : `as follows: ${lower}`
}
