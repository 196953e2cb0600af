import { z } from 'zod'
import { getDb } from '#app/platform/db.server.ts'
import type { Queryable } from '#db/types.ts'
import type { PaymentGateway } from '#domain/payments/gateway.ts'
import { createRazorpayGateway } from './razorpay.server.ts'
import { type TestGateway, createTestGateway } from './test-gateway.server.ts'

/**
 * Which payment gateway the app uses: Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET
 * are both set (RAZORPAY_WEBHOOK_SECRET optional), otherwise the embedded test gateway,
 * where no money moves. One of the two keys without the other stops with their names: a
 * half-configured server must not quietly take test payments as real ones.
 */

const optional = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
)

const paymentsEnvSchema = z
  .object({
    RAZORPAY_KEY_ID: optional.refine((v) => v === undefined || /^rzp_\w+$/.test(v), {
      message: 'a Razorpay key id starts with rzp_ (rzp_test_… or rzp_live_…)',
    }),
    RAZORPAY_KEY_SECRET: optional,
    RAZORPAY_WEBHOOK_SECRET: optional,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.RAZORPAY_KEY_ID) === Boolean(env.RAZORPAY_KEY_SECRET)) return
    const missing = env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'set both Razorpay keys, or neither for test payments',
    })
  })

export type PaymentsEnv = z.infer<typeof paymentsEnvSchema>

type Environment = Readonly<Record<string, string | undefined>>

let lastRead: { key: string; settings: PaymentsEnv } | undefined

/** The payment settings, checked; kept while the variables stay the same (the footer asks on every page). */
export function readPaymentsEnv(env: Environment = process.env): PaymentsEnv {
  const key = JSON.stringify([
    env.RAZORPAY_KEY_ID ?? null,
    env.RAZORPAY_KEY_SECRET ?? null,
    env.RAZORPAY_WEBHOOK_SECRET ?? null,
  ])
  if (lastRead?.key === key) return lastRead.settings
  const parsed = paymentsEnvSchema.safeParse(env)
  if (!parsed.success) {
    // The issues name variables and rules, never the values: one of them is a secret.
    throw new Error(
      `Invalid environment:\n  ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`,
    )
  }
  lastRead = { key, settings: parsed.data }
  return parsed.data
}

/** The gateway for this environment; `db` is where the test gateway keeps its orders (the app's by default). */
export function paymentGateway(
  db?: Queryable | Promise<Queryable>,
  env: Environment = process.env,
): PaymentGateway {
  const settings = readPaymentsEnv(env)
  if (settings.RAZORPAY_KEY_ID && settings.RAZORPAY_KEY_SECRET) {
    return createRazorpayGateway({
      keyId: settings.RAZORPAY_KEY_ID,
      keySecret: settings.RAZORPAY_KEY_SECRET,
      ...(settings.RAZORPAY_WEBHOOK_SECRET ? { webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET } : {}),
    })
  }
  return createTestGateway({ db: db ?? getDb() })
}

/**
 * The test gateway for its checkout page, or null when Razorpay is configured: then the page
 * must not exist, or anyone could mark an order paid.
 */
export function testGateway(
  db?: Queryable | Promise<Queryable>,
  env: Environment = process.env,
): TestGateway | null {
  return paymentsAreTest(env) ? createTestGateway({ db: db ?? getDb() }) : null
}

/** Whether payments go through the embedded test gateway (no Razorpay keys). */
export function paymentsAreTest(env: Environment = process.env): boolean {
  return !readPaymentsEnv(env).RAZORPAY_KEY_ID
}

export interface PaymentsDescription {
  readonly kind: 'test' | 'razorpay-test' | 'razorpay-live'
  /** For the footer and the payment screens. */
  readonly label: string
}

export function describePayments(env: Environment = process.env): PaymentsDescription {
  const keyId = readPaymentsEnv(env).RAZORPAY_KEY_ID
  if (!keyId) return { kind: 'test', label: 'Test payments — no money moves' }
  if (keyId.startsWith('rzp_test_'))
    return { kind: 'razorpay-test', label: 'Razorpay with test keys — no money moves' }
  return { kind: 'razorpay-live', label: 'Razorpay with live keys' }
}
