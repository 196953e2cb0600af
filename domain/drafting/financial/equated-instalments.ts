import type { Paise } from '#domain/shared/money.ts'

// Equated instalments on a reducing balance, as "equal monthly instalments" of an
// interest-bearing loan are understood in India: the same total each period, first paying the
// period's interest on the principal then outstanding, the rest reducing the principal.

export interface EquatedInstalments {
  /** Every instalment but the last, in whole rupees. */
  readonly each: Paise
  /** The last, which pays off the principal then outstanding and its interest exactly. */
  readonly last: Paise
  /** The interest the instalments carry in all. */
  readonly interest: Paise
}

/** The interest rate for one period: the yearly rate times the months in a period, over twelve. */
export function periodRate(annualRatePercent: number, everyMonths: number): number {
  return (annualRatePercent / 100) * (everyMonths / 12)
}

/**
 * E = P × r × (1 + r)^n / ((1 + r)^n − 1), rounded to the nearest rupee; each period's
 * interest is rounded to the nearest paisa, and the last instalment is whatever then clears
 * the loan, so that no rounding is left owing or overpaid.
 */
export function equatedInstalments(
  principal: Paise,
  annualRatePercent: number,
  count: number,
  everyMonths: number,
): EquatedInstalments {
  const r = periodRate(annualRatePercent, everyMonths)
  const exact = r === 0 ? principal / count : (principal * r * (1 + r) ** count) / ((1 + r) ** count - 1)
  const each = Math.round(exact / 100) * 100
  let balance = principal
  let interest = 0
  for (let i = 1; i < count; i++) {
    const due = Math.round(balance * r)
    interest += due
    balance += due - each
  }
  const lastInterest = Math.round(balance * r)
  return { each, last: balance + lastInterest, interest: interest + lastInterest }
}
