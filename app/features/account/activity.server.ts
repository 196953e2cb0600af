import type { Queryable } from '#db/types.ts'
import { ACTIVITY_TYPES, describeActivity, type ActivityLink } from '#domain/accounts/activity.ts'
import { istDateTime } from '#domain/shared/ist-time.ts'
import { relativeTime } from '#domain/shared/relative-time.ts'

export const RECENT_ACTIVITY_LIMIT = 10

/** One line of recent activity, worded on the server so the page reads the same without JavaScript. */
export interface ActivityItem {
  type: string
  text: string
  /** Where it happened, when the user can still open it. */
  href: string | null
  /** ISO instant. */
  at: string
  /** "3 hours ago". */
  when: string
  /** "25 Nov 2026, 8:16 am" (India time). */
  exact: string
}

type Row = {
  stream_id: string
  type: string
  recorded_at: Date | string
  data: Record<string, unknown> | null
  excerpt: string | null
  title: string | null
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/**
 * The user's latest events across every stream they acted on, newest first (the log's
 * actor index), each with the title of its document or conversation when the user may
 * still open it: the owner's or a bound collaborator's document, a conversation not deleted.
 * Long texts stay in the database; a message or comment brings only its opening words.
 */
export async function recentActivityOf(
  q: Queryable,
  userId: string,
  now = new Date(),
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<ActivityItem[]> {
  const rows = await q.query<Row>(
    `WITH recent AS (
       SELECT global_position, stream_id, type, recorded_at,
              CASE WHEN type IN ('ChatMessagePosted', 'CommentAdded', 'CommentReplied')
                   THEN left(data ->> 'content', 200) END AS excerpt,
              data - '{content,structure,summary,keyTerms,text,state,attachment,supplier,customer}'::text[] AS data,
              CASE WHEN stream_id ~ '^agreement-${UUID}$' THEN substr(stream_id, 11)::uuid END AS agreement_id,
              CASE WHEN stream_id ~ '^chat-${UUID}$' THEN substr(stream_id, 6)::uuid END AS session_id
         FROM events
        WHERE metadata ->> 'actorId' = $1 AND type = ANY($3::text[])
          AND NOT (type = 'ChatMessagePosted' AND data ->> 'role' = 'assistant')
        ORDER BY global_position DESC
        LIMIT $4
     )
     SELECT r.stream_id, r.type, r.recorded_at, r.data, r.excerpt,
            CASE WHEN a.owner_id = $2 OR EXISTS (
                   SELECT 1 FROM agreement_collaborators c WHERE c.agreement_id = a.agreement_id AND c.user_id = $2)
                 THEN a.title
                 WHEN s.deleted = false THEN s.title END AS title
       FROM recent r
       LEFT JOIN agreements a ON a.agreement_id = r.agreement_id
       LEFT JOIN chat_sessions s ON s.session_id = r.session_id AND s.owner_id = $2
      ORDER BY r.global_position DESC`,
    [userId, userId, ACTIVITY_TYPES, limit],
  )
  return rows.flatMap((row) => {
    const line = describeActivity({
      type: row.type,
      data: row.data ?? {},
      excerpt: row.excerpt,
      title: row.title,
    })
    if (!line) return []
    const at = new Date(row.recorded_at)
    return [
      {
        type: row.type,
        text: line.text,
        href: hrefOf(line.link, row.stream_id),
        at: at.toISOString(),
        when: relativeTime(at, now),
        exact: istDateTime(at, { seconds: false }),
      },
    ]
  })
}

function hrefOf(link: ActivityLink, streamId: string): string | null {
  const id = streamId.slice(streamId.indexOf('-') + 1)
  if (link === 'document') return `/app/documents/${id}`
  if (link === 'conversation') return `/app?tab=chats&session=${id}`
  if (link === 'plan') return '/profile?tab=subscription'
  return null
}
