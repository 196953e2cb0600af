import { type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import { type CalendarDate, formatDate } from '#domain/shared/dates.ts'
import { formatAmount } from '#domain/shared/money.ts'
import { findAmounts, findDates, normaliseText } from '../extract/index.ts'

// Sums and dates a request gives that its template's specified fields cannot hold (a lease deed
// has no deposit field, an agreement for sale no earnest money, a licence no start date): drafted
// in the placeholder the drafter keeps for them, with a review note saying where the figure came from.

/** A sum or date read from the words for one of a drafter's placeholders (`Draft.tbc` by its id). */
export interface UnheldFact {
  /** The id of the placeholder the drafter writes when no figure is given. */
  readonly placeholder: string
  /** The sum as every document writes it, or the date as DD/MM/YYYY. */
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

// "from 01-01-2027", "starting 1st April": the day a letting begins.
const START =
  /\b(?:from|starting(?:\s+(?:on|from))?|commencing(?:\s+(?:on|from))?|w\.?e\.?f\.?|with\s+effect\s+from)\s+(?:the\s+)?$/i
const COMMENCEMENT: Partial<Record<TemplateId, string>> = {
  'rental-agreement': 'commencement',
  'lease-deed': 'commencement',
}

/** The sums and dates the words give for `templateId`'s placeholders that its fields do not hold. */
export function unheldFacts(templateId: TemplateId, text: string, today?: CalendarDate): UnheldFact[] {
  const words = normaliseText(text)
  return [...unheldSums(templateId, words), ...unheldStart(templateId, words, today)]
}

function unheldSums(templateId: TemplateId, words: string): UnheldFact[] {
  const sums = UNHELD[templateId] ?? []
  if (sums.length === 0) return []
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

function unheldStart(templateId: TemplateId, words: string, today?: CalendarDate): UnheldFact[] {
  const placeholder = COMMENCEMENT[templateId]
  if (!placeholder) return []
  const start = findDates(words, today).find((m) =>
    START.test(words.slice(Math.max(0, m.index - 30), m.index)),
  )
  if (!start) return []
  const value = formatDate(start.date)
  return [
    {
      placeholder,
      value,
      note: `The request gives the commencement date as ${value}, which the ${getTemplate(templateId).name}'s details do not hold: it is drafted from the request's words — confirm it.`,
    },
  ]
}
