import { annotateAmounts } from '#domain/shared/written-amounts.ts'
import { capitalise, normaliseText } from '../extract/index.ts'

// The wording of a custom agreement's obligations: each as a sentence of its own, with the
// amounts in it written in words, under a heading that names what it is about.

/** One clean sentence, capitalised, with "₹… (Rupees … only)" for each amount. */
export function sentence(text: string): string {
  const clean = annotateAmounts(
    capitalise(
      normaliseText(text)
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/[.;,\s]+$/, ''),
    ),
  )
  return `${clean}.`
}

/** A short heading from the obligation's first words ("He will pay half the cost …" → "Payment"). */
export function heading(obligation: string, index: number): string {
  const verb =
    /\b(?:will|shall|must|agrees? to|has to|have to|should|is to|are to|promises? to|undertakes? to)\s+(?:not\s+)?(\w+)/i
      .exec(obligation)?.[1]
      ?.toLowerCase()
  const topics: Readonly<Record<string, string>> = {
    pay: 'Payment',
    share: 'Sharing of Costs',
    split: 'Sharing of Costs',
    contribute: 'Contribution',
    build: 'Construction',
    construct: 'Construction',
    deliver: 'Delivery',
    provide: 'Provision',
    maintain: 'Maintenance',
    repair: 'Repairs',
    return: 'Return',
    keep: 'Custody',
    take: 'Care',
    look: 'Care',
    supply: 'Supply',
    use: 'Use',
    transfer: 'Transfer',
    complete: 'Completion',
    repay: 'Repayment',
    give: 'Handover',
    hand: 'Handover',
    bear: 'Costs',
    inform: 'Information',
    notify: 'Notice',
    insure: 'Insurance',
    clean: 'Cleaning',
    teach: 'Teaching',
    train: 'Training',
    cook: 'Cooking',
    drive: 'Driving',
    manage: 'Management',
    sell: 'Sale',
    buy: 'Purchase',
    rent: 'Rent',
    allow: 'Permission',
    permit: 'Permission',
  }
  const topic = verb ? topics[verb] : undefined
  return topic ? `${topic} (Obligation ${index + 1})` : `Obligation ${index + 1}`
}
