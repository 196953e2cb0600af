import type { Queryable } from '#db/types.ts'

// The documents part of "Download my data": what the account owns (its agreements with
// every version's text), what it said on any document (its comments), whom it invited, and
// where it holds a role. Other people's words are never copied in: see docs/decisions/0031-your-data.md.

type Stamp = Date | string
const iso = (value: Stamp | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString()

/** A version of one of the account's documents: the full text after that change. */
type VersionRow = {
  agreement_id: string
  version: string | number
  event_type: string
  content: string
  by_you: boolean
  recorded_at: Stamp
  instruction: string | null
  clause_title: string | null
}

/** The account's own agreements (trial previews too: their text is already shown to the owner), oldest first. */
export async function ownedDocuments(q: Queryable, userId: string) {
  const [documents, versions, exports] = await Promise.all([
    q.query<{
      agreement_id: string
      title: string
      template_id: string
      access: 'full' | 'preview'
      content: string
      summary: string
      key_terms: unknown
      pages: number
      version: string | number
      created_at: Stamp
      updated_at: Stamp
      executed_on: string | null
      registered_on: string | null
      registration_number: string | null
    }>(
      `SELECT a.agreement_id::text AS agreement_id, a.title, a.template_id, a.access, a.content, a.summary,
              a.key_terms, a.pages, a.version, a.created_at, a.updated_at, to_char(p.executed_on, 'YYYY-MM-DD') AS executed_on,
              to_char(p.registered_on, 'YYYY-MM-DD') AS registered_on, p.registration_number
         FROM agreements a LEFT JOIN agreement_portfolio p ON p.agreement_id = a.agreement_id
        WHERE a.owner_id = $1 ORDER BY a.created_at, a.agreement_id`,
      [userId],
    ),
    q.query<VersionRow>(
      `SELECT v.agreement_id::text AS agreement_id, v.version, v.event_type, v.content,
              v.actor_id = $1 AS by_you, v.recorded_at,
              h.details ->> 'instruction' AS instruction, h.details ->> 'clauseTitle' AS clause_title
         FROM agreement_versions v
         JOIN agreements a ON a.agreement_id = v.agreement_id AND a.owner_id = $1
         LEFT JOIN agreement_history h ON h.agreement_id = v.agreement_id AND h.version = v.version
        ORDER BY v.agreement_id, v.version`,
      [userId],
    ),
    q.query<{ agreement_id: string; format: string; times: number; last_exported_at: Stamp }>(
      `SELECT e.agreement_id::text AS agreement_id, e.format, e.times, e.last_exported_at
         FROM agreement_exports e JOIN agreements a ON a.agreement_id = e.agreement_id AND a.owner_id = $1
        ORDER BY e.agreement_id, e.format`,
      [userId],
    ),
  ])
  return documents.map((d) => ({
    id: d.agreement_id,
    title: d.title,
    templateId: d.template_id,
    access: d.access,
    createdAt: iso(d.created_at),
    updatedAt: iso(d.updated_at),
    // The day it was signed, as recorded ("YYYY-MM-DD"), or null.
    executedOn: d.executed_on,
    // The day it was registered and the number given, as recorded, or null.
    registeredOn: d.registered_on,
    registrationNumber: d.registration_number,
    version: Number(d.version),
    pages: d.pages,
    summary: d.summary,
    keyTerms: d.key_terms,
    content: d.content,
    versions: versions
      .filter((v) => v.agreement_id === d.agreement_id)
      .map((v) => ({
        version: Number(v.version),
        change: v.event_type,
        // A collaborator's edit is part of the document's text; only who made it is reduced to "not you".
        by: v.by_you ? ('you' as const) : ('a collaborator' as const),
        at: iso(v.recorded_at),
        ...(v.by_you && v.instruction ? { instruction: v.instruction } : {}),
        ...(v.clause_title ? { clauseTitle: v.clause_title } : {}),
        content: v.content,
      })),
    exports: exports
      .filter((e) => e.agreement_id === d.agreement_id)
      .map((e) => ({ format: e.format, times: Number(e.times), lastAt: iso(e.last_exported_at) })),
  }))
}

/**
 * Every comment and reply the account wrote, on any document. A reply names the comment it
 * answers by id only: that comment's words are another person's (or, if they are the
 * account's own, they are in this list already).
 */
export async function commentsMade(q: Queryable, userId: string) {
  const rows = await q.query<{
    agreement_id: string
    title: string | null
    owned: boolean | null
    comment_id: string
    parent_id: string | null
    parent_yours: boolean | null
    author_name: string
    content: string
    resolved: boolean
    created_at: Stamp
  }>(
    `SELECT c.agreement_id::text AS agreement_id, a.title, a.owner_id = $1 AS owned,
            c.comment_id::text AS comment_id, c.parent_id::text AS parent_id, p.author_id = $1 AS parent_yours,
            c.author_name, c.content, c.resolved, c.created_at
       FROM agreement_comments c
       LEFT JOIN agreements a ON a.agreement_id = c.agreement_id
       LEFT JOIN agreement_comments p ON p.agreement_id = c.agreement_id AND p.comment_id = c.parent_id
      WHERE c.author_id = $1
      ORDER BY c.created_at, c.comment_id`,
    [userId],
  )
  return rows.map((r) => ({
    id: r.comment_id,
    documentId: r.agreement_id,
    // The title says which document the comment is about; nothing else of someone else's document is copied.
    documentTitle: r.title,
    onYourDocument: r.owned === true,
    ...(r.parent_id ? { inReplyTo: { commentId: r.parent_id, yours: r.parent_yours === true } } : {}),
    signedAs: r.author_name,
    content: r.content,
    resolved: r.parent_id ? null : r.resolved,
    at: iso(r.created_at),
  }))
}

/** Everyone the account invited to any document, from the history (removed ones too), with where each stands now. */
export async function collaboratorsAdded(q: Queryable, userId: string) {
  const rows = await q.query<{
    agreement_id: string
    title: string | null
    details: Record<string, unknown> | string
    recorded_at: Stamp
    role: string | null
    joined: boolean | null
  }>(
    `SELECT h.agreement_id::text AS agreement_id, a.title, h.details, h.recorded_at,
            c.role, c.user_id IS NOT NULL AS joined
       FROM agreement_history h
       LEFT JOIN agreements a ON a.agreement_id = h.agreement_id
       LEFT JOIN agreement_collaborators c
              ON c.agreement_id = h.agreement_id AND c.collaborator_id::text = h.details ->> 'collaboratorId'
      WHERE h.event_type = 'CollaboratorAdded' AND h.actor_id = $1
      ORDER BY h.recorded_at, h.agreement_id, h.version`,
    [userId],
  )
  return rows.map((r) => {
    const d = (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>
    return {
      documentId: r.agreement_id,
      documentTitle: r.title,
      // What the account typed: the address and name it invited, and the role it gave.
      email: String(d.email ?? ''),
      name: String(d.name ?? ''),
      roleGiven: String(d.role ?? ''),
      at: iso(r.recorded_at),
      now: r.role === null ? ('removed' as const) : r.joined ? ('joined' as const) : ('pending' as const),
      ...(r.role !== null ? { currentRole: r.role } : {}),
    }
  })
}

/** The documents others shared with the account: which, and the role it holds. */
export async function rolesHeld(q: Queryable, userId: string) {
  const rows = await q.query<{ agreement_id: string; title: string; role: string; added_at: Stamp }>(
    `SELECT c.agreement_id::text AS agreement_id, a.title, c.role, c.added_at
       FROM agreement_collaborators c JOIN agreements a ON a.agreement_id = c.agreement_id
      WHERE c.user_id = $1
      ORDER BY c.added_at, c.agreement_id`,
    [userId],
  )
  return rows.map((r) => ({
    documentId: r.agreement_id,
    documentTitle: r.title,
    role: r.role,
    invitedAt: iso(r.added_at),
  }))
}
