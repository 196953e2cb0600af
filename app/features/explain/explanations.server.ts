import type { Queryable } from '#db/types.ts'
import type { ProviderKind } from '#domain/ai/index.ts'
import type { Language } from '#domain/glossary/index.ts'

/**
 * Notes that the AI provider explained legal terms for a user: the profile counts these
 * among AI interactions. Only that it happened is kept (who, which document, language,
 * provider), never the text — explaining changes nothing, so it is not an event.
 */
export async function recordExplanation(
  q: Queryable,
  explanation: { userId: string; agreementId: string | null; language: Language; provider: ProviderKind },
): Promise<void> {
  await q.query(
    `INSERT INTO legal_term_explanations (user_id, agreement_id, language, provider) VALUES ($1, $2, $3, $4)`,
    [explanation.userId, explanation.agreementId, explanation.language, explanation.provider],
  )
}
