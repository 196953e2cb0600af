import type { Queryable } from '#db/types.ts'
import { subscriptionOf } from '#events/projections/subscriptions.ts'
import { userStats, type StatsCounts, type UserStats } from '#domain/accounts/stats.ts'
import { isActive } from '#domain/subscription/rules.ts'
import { validUntilText } from '#app/features/subscription/valid-until.ts'

type CountsRow = {
  documents: number | null
  ai_edits: number | null
  explanations: number
  chat_replies: number
  api_calls: number | null
  document_bytes: number | null
  attachment_bytes: number | null
  collaborators: number
  pending_invitations: number
  last_active: Date | string | null
}

/**
 * Everything the statistics count for one user, in one statement of index lookups: the
 * library count, the activity projection (AI edits, latest event), the recorded
 * explanations, the assistant's replies (a partial index on the log), the tokens' call
 * counters, the stored bytes of the user's documents and files, and their teams.
 */
export async function statsCountsOf(q: Queryable, userId: string): Promise<StatsCounts> {
  const [row] = await q.query<CountsRow>(
    `SELECT
       (SELECT total FROM library_counts WHERE owner_id = $2) AS documents,
       (SELECT count FROM activity_by_actor WHERE actor_id = $1 AND event_type = 'AgreementAiEdited') AS ai_edits,
       (SELECT count(*) FROM legal_term_explanations WHERE user_id = $2) AS explanations,
       (SELECT count(*) FROM events
         WHERE metadata ->> 'actorId' = $1 AND type = 'ChatMessagePosted' AND data ->> 'role' = 'assistant') AS chat_replies,
       (SELECT sum(calls)::bigint FROM api_tokens WHERE user_id = $2) AS api_calls,
       (SELECT sum(octet_length(v.content))::bigint
          FROM agreements a JOIN agreement_versions v ON v.agreement_id = a.agreement_id
         WHERE a.owner_id = $2) AS document_bytes,
       (SELECT sum(size_bytes)::bigint FROM attachments WHERE owner_id = $2) AS attachment_bytes,
       (SELECT count(DISTINCT c.user_id)
          FROM agreements a JOIN agreement_collaborators c ON c.agreement_id = a.agreement_id
         WHERE a.owner_id = $2 AND c.user_id IS NOT NULL AND c.user_id <> $2) AS collaborators,
       (SELECT count(DISTINCT c.email)
          FROM agreements a JOIN agreement_collaborators c ON c.agreement_id = a.agreement_id
         WHERE a.owner_id = $2 AND c.user_id IS NULL) AS pending_invitations,
       GREATEST(
         (SELECT max(last_at) FROM activity_by_actor WHERE actor_id = $1),
         (SELECT max(explained_at) FROM legal_term_explanations WHERE user_id = $2),
         (SELECT max(last_used_at) FROM api_tokens WHERE user_id = $2)
       ) AS last_active`,
    [userId, userId],
  )
  if (!row) throw new Error('the statistics query returned no row')
  return {
    documentsGenerated: Number(row.documents ?? 0),
    aiEdits: Number(row.ai_edits ?? 0),
    explanations: Number(row.explanations),
    chatReplies: Number(row.chat_replies),
    apiCalls: Number(row.api_calls ?? 0),
    documentBytes: Number(row.document_bytes ?? 0),
    attachmentBytes: Number(row.attachment_bytes ?? 0),
    collaborators: Number(row.collaborators),
    pendingInvitations: Number(row.pending_invitations),
    lastActive: row.last_active === null ? null : new Date(row.last_active),
  }
}

export interface AccountStats {
  stats: UserStats & {
    /** "MMM dd, yyyy" (India time) while a Professional period runs; null on the trial. */
    validUntil: string | null
  }
}

/** The user's statistics as the overview and GET /api/user-stats give them. */
export async function accountStatsOf(q: Queryable, userId: string, now = new Date()): Promise<AccountStats> {
  const [counts, plan] = await Promise.all([statsCountsOf(q, userId), subscriptionOf(q, userId)])
  const professional = isActive(plan, now)
  return {
    stats: {
      ...userStats(counts, professional),
      validUntil: professional && plan.currentEnd ? validUntilText(plan.currentEnd) : null,
    },
  }
}
