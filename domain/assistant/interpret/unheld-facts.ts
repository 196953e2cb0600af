import { type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import { formatAmount } from '#domain/shared/money.ts'
import { findAmounts, normaliseText } from '../extract/index.ts'

// Sums a request gives that its template's specified fields cannot hold (a lease deed has no
// deposit field, an agreement for sale no earnest money): drafted in the placeholder the drafter
// keeps for them, with a review note saying where the figure came from — never dropped.

/** A sum read from the words for one of a drafter's placeholders (`Draft.tbc` by its id). */
export interface UnheldFact {
  /** The id of the placeholder the drafter writes when no figure is given. */
  readonly placeholder: string
  /** The sum as every document writes it. */
  readonly value: string
  /** The review note: what the request gave, and what to check. */
  readonly note: string
}

interface UnheldSum {
  readonly placeholder: string
  /** The words, next to a sum, that name it. */
  readonly cue: RegExp
  readonly what: string
  readonly check: string
}

const UNHELD: Partial<Record<TemplateId, readonly UnheldSum[]>> = {
  'lease-deed': [
    {
      placeholder: 'lease-deposit',
      cue: /\b(?:security\s+)?deposit\b/i,
      what: 'a security deposit',
      check: 'confirm it, and count it for stamp duty',
    },
  ],
  'property-sale': [
    {
      placeholder: 'earnest-money',
      cue: /\b(?:token|earnest|bayana|advance|booking\s+amount)\b/i,
      what: 'earnest money (a token or advance)',
      check: 'confirm it, and whether it was paid before signing',
    },
  ],
}

/** The sums the words give for `templateId`'s placeholders that its fields do not hold. */
export function unheldFacts(templateId: TemplateId, text: string): UnheldFact[] {
  const sums = UNHELD[templateId] ?? []
  if (sums.length === 0) return []
  const words = normaliseText(text)
  const amounts = findAmounts(words).filter((a) => !a.period)
  const name = getTemplate(templateId).name
  return sums.flatMap((sum) => {
    // The cue right after the sum ("1 lakh deposit") or right before it ("deposit 50,000"), in its clause.
    const named = amounts.find(
      (a) =>
        sum.cue.test(words.slice(a.end, a.end + 20).split(/[,.;]/)[0] ?? '') ||
        sum.cue.test(
          words
            .slice(Math.max(0, a.index - 25), a.index)
            .split(/[,.;]/)
            .at(-1) ?? '',
        ),
    )
    if (!named) return []
    const value = formatAmount(named.paise)
    return [
      {
        placeholder: sum.placeholder,
        value,
        note: `The request gives ${sum.what} of ${value}, which the ${name}'s details do not hold: it is drafted from the request's words — ${sum.check}.`,
      },
    ]
  })
}
