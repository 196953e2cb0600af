import crypto from 'node:crypto'
import type { Db } from '#db/types.ts'
import type { AiProvider, GenerateRequest, GeneratedDocument } from '#domain/ai/index.ts'
import type { CustomAgreementRequest } from '#domain/assistant/index.ts'
import type { TemplateGeneratedDocument, TemplateRef } from '#domain/templates/index.ts'
import { AgreementError } from '#domain/agreement/index.ts'
import { SubscriptionError } from '#domain/subscription/index.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { runSubscriptionCommand, subscriptionStatus } from '#app/features/subscription/subscription.server.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { refusalOf, type VersionConflict } from '#app/platform/http-errors.server.ts'
import { countGeneration } from '#app/platform/metrics.server.ts'

/** The specification's wait before the one retry of a failed generation. */
export const GENERATION_RETRY_DELAY_MS = 1500

export type GenerationRequest = {
  /** The user the document is for, and the request they asked in. */
  owner: CommandContext
  templateId: string | null
  details: Record<string, unknown>
  userInput?: string
  /** For a custom agreement (templateId null): what the chat gathered. */
  custom?: CustomAgreementRequest
  /** Review notes for the document (void terms asked for and left out). */
  reviewNotes?: readonly string[]
  /** Figures the words give for placeholders the template's fields do not hold (a lease deed's deposit). */
  supplied?: GenerateRequest['supplied']
  /** The city the words named, for a template: execution, courts and the State's stamp law. */
  place?: string
  chatSessionId?: string
  /**
   * A document already rendered from one of the user's own templates (no drafting call),
   * and the saved version it came from, recorded on the AgreementGenerated event.
   */
  fromTemplate?: { ref: TemplateRef; document: TemplateGeneratedDocument }
}

export type GenerationOutcome =
  | {
      ok: true
      agreementId: string
      document: GeneratedDocument
      access: 'full' | 'preview'
      fellBack: boolean
    }
  | { ok: false; reason: 'limit_reached'; message: 'Document limit reached' }
  | { ok: false; reason: 'generation_failed'; message: string }
  | { ok: false; reason: 'busy'; message: string; conflict: VersionConflict | null }

/** The account's or the new document's stream stayed busy past the command deadline (a 409). */
export const GENERATION_BUSY =
  'Many documents were being created on your account at the same moment, and this one could not be recorded in time. Please try again.'

const busy = (error: unknown): GenerationOutcome => ({
  ok: false,
  reason: 'busy',
  message: GENERATION_BUSY,
  conflict: refusalOf(error)?.conflict ?? null,
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Drafts and stores one agreement for a user, in this order so that nothing half-written
 * is kept and no transaction is held across the AI call:
 *   1. a cheap look at the gate (a user with no allowance gets no drafting at all);
 *   2. the draft, retried once after 1.5 s on failure;
 *   3. the allowance, spent on the subscription stream with an expected version — of
 *      simultaneous requests from a trial user exactly one gets past this;
 *   4. AgreementGenerated on a new agreement stream (its projections update the library).
 */
export async function generateAgreement(
  db: Db,
  ai: AiProvider,
  request: GenerationRequest,
  options: { now?: () => Date; retryDelayMs?: number } = {},
): Promise<GenerationOutcome> {
  const configured = ai.kind === 'openai' && !request.fromTemplate ? 'model' : 'offline'
  try {
    const outcome = await draftAndStore(db, ai, request, options)
    // A success the offline engine drafted after the model failed is the fallback's.
    countGeneration(
      outcome.ok && outcome.fellBack ? 'fallback' : configured,
      outcome.ok ? 'generated' : outcome.reason,
    )
    return outcome
  } catch (error) {
    countGeneration(configured, 'error')
    throw error
  }
}

async function draftAndStore(
  db: Db,
  ai: AiProvider,
  request: GenerationRequest,
  options: { now?: () => Date; retryDelayMs?: number },
): Promise<GenerationOutcome> {
  const now = options.now ?? (() => new Date())
  const { owner } = request
  const ownerId = owner.actorId
  if (!(await subscriptionStatus(db, ownerId, now())).canCreateDocument) {
    return { ok: false, reason: 'limit_reached', message: 'Document limit reached' }
  }

  const prepared = request.fromTemplate?.document
  const ask = async (): ReturnType<AiProvider['generate']> =>
    prepared
      ? { ok: true, provider: 'offline', document: prepared }
      : ai.generate({
          templateId: request.templateId,
          details: request.details,
          userInput: request.userInput,
          ...(request.custom ? { custom: request.custom } : {}),
          ...(request.place ? { place: request.place } : {}),
          ...(request.reviewNotes?.length ? { reviewNotes: request.reviewNotes } : {}),
          ...(request.supplied ? { supplied: request.supplied } : {}),
        })
  let result = await ask()
  if (!result.ok) {
    await wait(options.retryDelayMs ?? GENERATION_RETRY_DELAY_MS)
    result = await ask()
  }
  if (!result.ok) return { ok: false, reason: 'generation_failed', message: result.message }

  const agreementId = crypto.randomUUID()
  let access: 'full' | 'preview'
  let allowance: 'trial' | 'professional'
  try {
    const spent = await runSubscriptionCommand(db, owner, ownerId, {
      type: 'UseDocumentAllowance',
      data: { agreementId, now: now() },
    })
    const used = spent.events[0]?.data as { allowance?: 'trial' | 'professional' } | undefined
    allowance = used?.allowance === 'professional' ? 'professional' : 'trial'
    access = allowance === 'professional' ? 'full' : 'preview'
  } catch (error) {
    if (error instanceof SubscriptionError && error.code === 'subscription.limit_reached') {
      return { ok: false, reason: 'limit_reached', message: 'Document limit reached' }
    }
    if (error instanceof SubscriptionError && error.code === 'subscription.busy') return busy(error)
    throw error
  }

  const { document, provider, fellBack } = result
  const from = request.fromTemplate
  try {
    await runAgreementCommand(db, owner, agreementId, {
      type: 'GenerateAgreement',
      data: {
        ownerId,
        title: document.title.slice(0, 300),
        templateId: document.type,
        access,
        content: document.content,
        structure: document.agreement,
        summary: document.summary,
        keyTerms: [...document.keyTerms],
        pages: Math.max(1, document.pages),
        provider,
        ...(request.chatSessionId ? { chatSessionId: request.chatSessionId } : {}),
        ...(from ? { fromTemplate: { ...from.ref } } : {}),
        ...(from && !from.document.agreement ? { checklist: { ...from.document.checklist } } : {}),
        now: now(),
      },
    })
  } catch (error) {
    // The allowance was spent but the document was not stored: give it back, so a
    // database error cannot cost a trial user their one document. Then report the failure.
    await runSubscriptionCommand(db, owner, ownerId, {
      type: 'ReleaseDocumentAllowance',
      data: { agreementId, allowance, reason: error instanceof Error ? error.message : 'not stored' },
    })
    if (error instanceof AgreementError && error.code === 'agreement.busy') return busy(error)
    throw error
  }
  return { ok: true, agreementId, document, access, fellBack: Boolean(fellBack) }
}
