import type { TemplateId } from '#domain/catalogue/index.ts'
import { formatAmount } from '#domain/shared/money.ts'
import { findAmounts, normaliseText } from '../extract/index.ts'

// Facts a request gives that its template's specified fields cannot hold (a lease deed has no
// deposit field): never dropped silently, but a review note saying what was given and where it goes.

const DEPOSIT = /\b(?:security\s+)?deposit\b/i

/** The review notes for the facts the words give that `templateId`'s fields do not hold. */
export function unheldFacts(templateId: TemplateId, text: string): string[] {
  if (templateId !== 'lease-deed') return []
  const words = normaliseText(text)
  const deposit = findAmounts(words).find(
    (a) =>
      !a.period &&
      (DEPOSIT.test(words.slice(a.end, a.end + 20).split(/[,.;]/)[0] ?? '') ||
        DEPOSIT.test(
          words
            .slice(Math.max(0, a.index - 25), a.index)
            .split(/[,.;]/)
            .at(-1) ?? '',
        )),
  )
  return deposit
    ? [
        `The request gives a security deposit of ${formatAmount(deposit.paise)}, which the Lease Deed's details do not hold: the Security Deposit definition and clause read [TO BE CONFIRMED: amount of the security deposit (₹)] — write ${formatAmount(deposit.paise)} there, and count it for stamp duty.`,
      ]
    : []
}
