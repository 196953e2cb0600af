import type { Queryable } from '#db/types.ts'
import { agreementIdOfStream, type AgreementPayloads } from '#domain/agreement/index.ts'
import type { RecordedEvent } from '../types.ts'
import { recordset } from './recordset.ts'
import type { Replay } from './types.ts'

type Payload<Type extends keyof AgreementPayloads> = AgreementPayloads[Type]

type CollaboratorRow = {
  agreement_id: string
  collaborator_id: string
  email: string
  name: string
  role: string
  user_id: string | null
  added_by: string
  added_at: Date | string
}

const COLLABORATOR_TYPES = [
  'CollaboratorAdded',
  'InvitationAccepted',
  'CollaboratorRoleChanged',
  'CollaboratorRemoved',
]

const keyOf = (agreementId: string, id: string) => `${agreementId} ${id}`

/**
 * The collaborators' page as `apply` would leave it: the rows the page changes but did not
 * add are read in one statement, every event is applied to them in memory in log order,
 * then those rows are deleted and the survivors inserted — whatever a removal and a new
 * invitation of the same address within the page did to the unique e-mail.
 */
export const collaboratorsReplay: Replay = {
  async page(tx, events) {
    const mine = events.flatMap((event) => {
      const agreementId = agreementIdOfStream(event.streamId)
      return agreementId && COLLABORATOR_TYPES.includes(event.type) ? [{ agreementId, event }] : []
    })
    if (mine.length === 0) return
    const added = new Set<string>()
    const toRead = new Map<string, [string, string]>()
    for (const { agreementId, event } of mine) {
      const id = (event.data as { collaboratorId: string }).collaboratorId
      const key = keyOf(agreementId, id)
      if (event.type === 'CollaboratorAdded') added.add(key)
      else if (!added.has(key)) toRead.set(key, [agreementId, id])
    }
    const rows = new Map<string, CollaboratorRow | null>()
    const stored = toRead.size === 0 ? [] : await readCollaborators(tx, [...toRead.values()])
    for (const row of stored) rows.set(keyOf(row.agreement_id, row.collaborator_id), row)
    const replaced = [...rows.keys()].map((key) => toRead.get(key)!)
    for (const { agreementId, event } of mine) apply(rows, agreementId, event)
    if (replaced.length > 0)
      await tx.query(
        `DELETE FROM agreement_collaborators c USING jsonb_to_recordset($1::text::jsonb) AS r(a uuid, c uuid)
          WHERE c.agreement_id = r.a AND c.collaborator_id = r.c`,
        [recordset(replaced.map(([a, c]) => ({ a, c })))],
      )
    const survivors = [...rows.values()].filter((row) => row !== null)
    if (survivors.length === 0) return
    await tx.query(
      `INSERT INTO agreement_collaborators (agreement_id, collaborator_id, email, name, role, user_id, added_by, added_at)
       SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS r(agreement_id uuid, collaborator_id uuid, email text,
         name text, role text, user_id uuid, added_by uuid, added_at timestamptz)`,
      [recordset(survivors)],
    )
  },
}

function readCollaborators(tx: Queryable, keys: [string, string][]): Promise<CollaboratorRow[]> {
  return tx.query<CollaboratorRow>(
    `SELECT c.agreement_id::text AS agreement_id, c.collaborator_id::text AS collaborator_id, c.email, c.name,
            c.role, c.user_id::text AS user_id, c.added_by::text AS added_by, c.added_at
       FROM agreement_collaborators c JOIN jsonb_to_recordset($1::text::jsonb) AS r(a uuid, c uuid)
         ON c.agreement_id = r.a AND c.collaborator_id = r.c`,
    [recordset(keys.map(([a, c]) => ({ a, c })))],
  )
}

/** One event on the page's rows, as the live INSERT, UPDATE or DELETE would do it. */
function apply(rows: Map<string, CollaboratorRow | null>, agreementId: string, event: RecordedEvent) {
  const id = (event.data as { collaboratorId: string }).collaboratorId
  const key = keyOf(agreementId, id)
  const row = rows.get(key)
  switch (event.type) {
    case 'CollaboratorAdded': {
      const d = event.data as Payload<'CollaboratorAdded'>
      rows.set(key, {
        agreement_id: agreementId,
        collaborator_id: d.collaboratorId,
        email: d.email,
        name: d.name,
        role: d.role,
        user_id: d.userId ?? null,
        added_by: d.addedBy,
        added_at: d.addedAt,
      })
      return
    }
    case 'InvitationAccepted':
      if (row) row.user_id = (event.data as Payload<'InvitationAccepted'>).userId
      return
    case 'CollaboratorRoleChanged':
      if (row) row.role = (event.data as Payload<'CollaboratorRoleChanged'>).role
      return
    case 'CollaboratorRemoved':
      if (row !== undefined) rows.set(key, null)
      return
  }
}

/**
 * The comments' page in two statements: the comments it posts, with the resolved flag
 * their later events in the page left, and the last flag of each earlier comment it
 * resolves or reopens (an UPDATE that finds no comment changes nothing, as live).
 */
export const commentsReplay: Replay = {
  async page(tx, events) {
    const posted = new Map<string, Record<string, unknown>>()
    const flags = new Map<string, { a: string; c: string; resolved: boolean }>()
    for (const event of events) {
      const agreementId = agreementIdOfStream(event.streamId)
      if (!agreementId) continue
      if (event.type === 'CommentAdded' || event.type === 'CommentReplied') {
        const d = event.data as Payload<'CommentAdded'> | Payload<'CommentReplied'>
        const key = keyOf(agreementId, d.commentId)
        // A flag set before the comment existed changed nothing live.
        flags.delete(key)
        posted.set(key, {
          agreement_id: agreementId,
          comment_id: d.commentId,
          parent_id: 'parentId' in d ? d.parentId : null,
          author_id: d.authorId,
          author_name: d.authorName,
          content: d.content,
          resolved: false,
          created_at: d.addedAt,
        })
      } else if (event.type === 'CommentResolved' || event.type === 'CommentReopened') {
        const commentId = (event.data as Payload<'CommentResolved'>).commentId
        const key = keyOf(agreementId, commentId)
        const resolved = event.type === 'CommentResolved'
        const row = posted.get(key)
        if (row) row.resolved = resolved
        else flags.set(key, { a: agreementId, c: commentId, resolved })
      }
    }
    if (posted.size > 0)
      await tx.query(
        `INSERT INTO agreement_comments (agreement_id, comment_id, parent_id, author_id, author_name, content, resolved, created_at)
         SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS r(agreement_id uuid, comment_id uuid, parent_id uuid,
           author_id uuid, author_name text, content text, resolved boolean, created_at timestamptz)`,
        [recordset([...posted.values()])],
      )
    if (flags.size > 0)
      await tx.query(
        `UPDATE agreement_comments c SET resolved = r.resolved
           FROM jsonb_to_recordset($1::text::jsonb) AS r(a uuid, c uuid, resolved boolean)
          WHERE c.agreement_id = r.a AND c.comment_id = r.c`,
        [recordset([...flags.values()])],
      )
  },
}
