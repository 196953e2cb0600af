import { checkGstin, type SupplierSnapshot } from '#domain/billing/index.ts'

// Who issues the invoices, from the environment (README, "Invoices"). What is not set stays
// null and prints as "[TO BE CONFIGURED]": an invoice never shows a made-up name or GSTIN.

/** SAC: `99` and two or four more digits (Notification 11/2017-CT(Rate)'s scheme). */
const SAC = /^99(\d{2}|\d{4})$/

const setting = (env: Record<string, string | undefined>, name: string, max: number) => {
  const value = env[name]?.trim()
  if (!value) return null
  if (value.length > max) throw invalid(name, `at most ${max} characters`)
  return value
}

const invalid = (name: string, problem: string) => new Error(`Invalid environment:\n  ${name}: ${problem}`)

/**
 * The supplier as configured now: SUPPLIER_NAME, SUPPLIER_ADDRESS (`\n` starts a new line),
 * SUPPLIER_GSTIN (checked; its first two digits are the supplier's state) and SUPPLIER_SAC.
 * A value set but malformed throws, naming the variable: better no invoice than a wrong one.
 */
export function supplierSettings(env: Record<string, string | undefined> = process.env): SupplierSnapshot {
  const gstinText = setting(env, 'SUPPLIER_GSTIN', 20)
  const gstin = gstinText === null ? null : checkGstin(gstinText)
  if (gstin && !gstin.ok) throw invalid('SUPPLIER_GSTIN', gstin.problem)
  const sac = setting(env, 'SUPPLIER_SAC', 8)
  if (sac !== null && !SAC.test(sac)) throw invalid('SUPPLIER_SAC', 'a SAC is 99 followed by 2 or 4 digits')
  return {
    name: setting(env, 'SUPPLIER_NAME', 200),
    address: setting(env, 'SUPPLIER_ADDRESS', 500)?.replaceAll('\\n', '\n') ?? null,
    gstin: gstin?.ok ? gstin.gstin : null,
    state: gstin?.ok ? { code: gstin.state.code, name: gstin.state.name } : null,
    sac,
  }
}
