import { describeAiProvider } from '#app/providers/ai.server.ts'
import { describePayments } from '#app/providers/payments.server.ts'

/** Which outside parts are real and which are the embedded defaults, for the footers. */
export function describeRuntime() {
  return {
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)',
    ai: describeAiProvider().label,
    payments: describePayments().label,
  }
}
export type Runtime = ReturnType<typeof describeRuntime>
