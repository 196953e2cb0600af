import { describeAiProvider } from '#app/providers/ai.server.ts'
import { describePayments } from '#app/providers/payments.server.ts'
import { describeMail } from '#app/providers/mailer.server.ts'
import { supplierSettings } from '#app/features/billing/supplier.server.ts'

/** Which outside parts are real and which are the embedded defaults, for the footers. */
export function describeRuntime() {
  // A malformed supplier setting fails every page naming it, as a bad key does, rather than
  // the first payment's invoice after the money has moved.
  supplierSettings()
  return {
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)',
    ai: describeAiProvider().label,
    payments: describePayments().label,
    mail: describeMail().label,
  }
}
export type Runtime = ReturnType<typeof describeRuntime>
