import type { Draft } from './draft.ts'
import { acquiredBy } from './title-chain.ts'

// How the donor holds what is given: the gift deed's title recital and its review flags.

const OWN_PROPERTY = /\b(self[- ]acquired|separate property|absolute property)\b/i

/**
 * How the Donor holds the Property, stated only when the description says so: a share in
 * joint or coparcenary property cannot be given as if it were the Donor's own [verify].
 */
export function holding(d: Draft): string {
  if (d.text('propertyType') !== 'Immovable Property') return "the Donor's own property"
  const own = OWN_PROPERTY.exec(d.text('propertyDescription'))
  if (own)
    return `the Donor's ${own[1]?.toLowerCase()}${own[1]?.toLowerCase().endsWith('property') ? '' : ' property'}`
  return d.tbc(
    'donor-holding',
    "how the Donor holds the Property: the Donor's self-acquired or separate property, or a share in inherited, joint or coparcenary property",
    "Whether the Property is the Donor's self-acquired or separate property is not among the details given. A share in joint-family or coparcenary property may not be given as if it were the Donor's own [verify under the personal law that applies]: confirm how the Donor holds it.",
    'propertyDescription',
  )
}

/**
 * Recital A. For land or a building: the Donor's title chain, and "owner" rather than "absolute
 * owner" until the Title clause says how the Donor holds it (a coparcenary share is not absolute).
 */
export function donorTitle(d: Draft, immovable: boolean): string {
  // Movables have no title chain here: ownership is the Donor's declaration (Clause on Title), not a recited fact.
  if (!immovable) {
    const acquired = d.tbc(
      'donor-title',
      'purchase, inheritance, an earlier gift or otherwise: how the Donor acquired the Property',
      "How the Donor came to own the movable Property is not among the details given: the draft states the Donor's ownership as the Donor's representation and declaration, not as a fact. Confirm it, and that the Property is not pledged, hypothecated or held on hire-purchase.",
      'propertyDescription',
    )
    return `The Donor has represented to the Donee that the Donor owns the movable property described in the Schedule (the "Property"), which came to the Donor by ${acquired}, and makes the declarations in the Clause on Title.`
  }
  const owner = OWN_PROPERTY.test(d.text('propertyDescription')) ? 'absolute owner' : 'owner'
  const title = acquiredBy(d, {
    owner: 'Donor',
    property: 'the Property',
    instrument: 'a gift deed of immovable property',
  })
  return `The Donor is the ${owner} of the immovable property described in the Schedule (the "Property"), ${title}.`
}
