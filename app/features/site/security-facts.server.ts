import { ARGON2 } from '#app/features/auth/users.server.ts'
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from '#app/platform/session.server.ts'
import { describeAiProvider } from '#app/providers/ai.server.ts'
import { describeMail } from '#app/providers/mailer.server.ts'
import { describePayments } from '#app/providers/payments.server.ts'
import { EMAIL_LINK_VALIDITY_HOURS } from '#domain/accounts/email-links.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#domain/accounts/credentials.ts'
import { RESET_LINK_MINUTES } from '#domain/accounts/password-reset.ts'
import { FREE_FAILURES, MAX_WAIT_SECONDS } from '#domain/accounts/throttle.ts'
import { ATTACHMENT_MAX_BYTES } from '#domain/attachments/rules.ts'
import { MAX_DELIVERY_ATTEMPTS } from '#domain/mail/delivery.ts'
import { HANDLED_RETENTION_DAYS } from '#app/features/contact/messages.server.ts'

// The figures the privacy policy, terms and security page state, read from the constants
// the code enforces, and which outside services this instance really uses — so the legal
// pages cannot drift from the product.

const HOUR_MS = 60 * 60 * 1000

export interface SecurityFacts {
  sessionIdleHours: number
  sessionMaxHours: number
  resetLinkMinutes: number
  emailLinkHours: number
  passwordLength: { min: number; max: number }
  /** argon2id's memory (MiB) and passes, as passwords are hashed. */
  passwordHash: { memoryMiB: number; passes: number }
  signInFailuresBeforeWait: number
  maxSignInWaitMinutes: number
  mailAttempts: number
  attachmentMaxMb: number
  /** Days a handled contact message is kept before the operator's purge may delete it. */
  contactRetentionDays: number
  /** Whether text is sent to an outside AI model on this instance, and which. */
  aiModel: string | null
  payments: 'test' | 'razorpay-test' | 'razorpay-live'
  mail: 'smtp' | 'file'
}

export function securityFacts(env: Record<string, string | undefined> = process.env): SecurityFacts {
  const ai = describeAiProvider(env)
  return {
    sessionIdleHours: IDLE_TIMEOUT_MS / HOUR_MS,
    sessionMaxHours: ABSOLUTE_LIFETIME_MS / HOUR_MS,
    resetLinkMinutes: RESET_LINK_MINUTES,
    emailLinkHours: EMAIL_LINK_VALIDITY_HOURS,
    passwordLength: { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH },
    passwordHash: { memoryMiB: ARGON2.memoryCost / 1024, passes: ARGON2.timeCost },
    signInFailuresBeforeWait: FREE_FAILURES,
    maxSignInWaitMinutes: MAX_WAIT_SECONDS / 60,
    mailAttempts: MAX_DELIVERY_ATTEMPTS,
    attachmentMaxMb: ATTACHMENT_MAX_BYTES / (1024 * 1024),
    contactRetentionDays: HANDLED_RETENTION_DAYS,
    aiModel: ai.kind === 'openai' ? ai.label : null,
    payments: describePayments(env).kind,
    mail: describeMail(env).kind,
  }
}
