import type { Queryable } from '#db/types.ts'
import { subscriptionStreamId } from '#domain/subscription/index.ts'
import { readStream } from '#events/read.server.ts'
import { personalClausesHeld } from './data-export-personal-clauses.server.ts'
import { attachmentsOf, conversations } from './data-export-chats.server.ts'
import { customTemplatesHeld } from './data-export-templates.server.ts'
import {
  collaboratorsAdded,
  commentsMade,
  ownedDocuments,
  rolesHeld,
} from './data-export-documents.server.ts'

// "Download my data" (Digital Personal Data Protection Act 2023, s. 11: the right of
// access): everything this account owns, read from the event store and the read models for
// this user id alone. Secrets are never part of it: no password hash, no session or API
// token (nor their hashes), no link secret. Decisions: docs/decisions/0031-your-data.md.

type Stamp = Date | string
const iso = (value: Stamp | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString()

export const DATA_EXPORT_FORMAT = 'nyayadraft-account-data/1'

/** The account itself; `emailVerifiedAt` once verified addresses exist (users.email_verified_at, migration 0032). */
async function profileOf(q: Queryable, userId: string) {
  // to_jsonb reads the column when the schema has it, and gives null rather than failing when it does not yet.
  const [row] = await q.query<{
    id: string
    email: string
    display_name: string
    created_at: Stamp
    updated_at: Stamp
    email_verified_at: string | null
  }>(
    `SELECT u.id::text AS id, u.email, u.display_name, u.created_at, u.updated_at,
            to_jsonb(u) ->> 'email_verified_at' AS email_verified_at
       FROM users u WHERE u.id = $1`,
    [userId],
  )
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    emailVerifiedAt: iso(row.email_verified_at),
  }
}

/** Where the account is signed in: when, from which address and browser — never the token or its hash. */
async function sessionsOf(q: Queryable, userId: string) {
  const rows = await q.query<{
    created_at: Stamp
    last_seen_at: Stamp
    expires_at: Stamp
    ip: string | null
    user_agent: string | null
  }>(
    `SELECT created_at, last_seen_at, expires_at, ip, user_agent
       FROM sessions WHERE user_id = $1 ORDER BY created_at, last_seen_at`,
    [userId],
  )
  return rows.map((r) => ({
    createdAt: iso(r.created_at),
    lastSeenAt: iso(r.last_seen_at),
    expiresAt: iso(r.expires_at),
    ip: r.ip,
    userAgent: r.user_agent,
  }))
}

/** Personal API tokens by name and the prefix the token list shows — never the secret or its hash. */
async function apiTokensOf(q: Queryable, userId: string) {
  const rows = await q.query<{
    name: string
    prefix: string
    created_at: Stamp
    last_used_at: Stamp | null
    revoked_at: Stamp | null
  }>(
    `SELECT name, prefix, created_at, last_used_at, revoked_at
       FROM api_tokens WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  )
  return rows.map((r) => ({
    name: r.name,
    prefix: r.prefix,
    createdAt: iso(r.created_at),
    lastUsedAt: iso(r.last_used_at),
    revokedAt: iso(r.revoked_at),
  }))
}

/** The plan's whole record: each event of the account's subscription stream, its purchases and its tax invoices. */
async function billingOf(q: Queryable, userId: string) {
  const [events, orders, invoices] = await Promise.all([
    readStream(q, subscriptionStreamId(userId)),
    q.query<Record<string, unknown> & { created_at: Stamp; updated_at: Stamp }>(
      `SELECT order_id, kind, gateway, amount_paise, currency, plan, receipt, place_of_supply, status,
              payment_id, failure_reason, period_start, period_end, created_at, updated_at
         FROM payment_orders WHERE user_id = $1 ORDER BY created_at, order_id`,
      [userId],
    ),
    q.query<{ number: string; issued_at: Stamp; amount_paise: number; document: unknown }>(
      `SELECT number, issued_at, amount_paise, document
         FROM invoices WHERE user_id = $1 ORDER BY issued_at, number`,
      [userId],
    ),
  ])
  return {
    subscriptionEvents: events.map((e) => ({ type: e.type, at: iso(e.recordedAt), data: e.data })),
    paymentOrders: orders.map((o) => ({
      orderId: o.order_id,
      kind: o.kind,
      gateway: o.gateway,
      amountPaise: Number(o.amount_paise),
      currency: o.currency,
      plan: o.plan,
      receipt: o.receipt,
      placeOfSupply: o.place_of_supply,
      status: o.status,
      paymentId: o.payment_id,
      failureReason: o.failure_reason,
      periodStart: iso(o.period_start as Stamp | null),
      periodEnd: iso(o.period_end as Stamp | null),
      createdAt: iso(o.created_at),
      updatedAt: iso(o.updated_at),
    })),
    invoices: invoices.map((i) => ({
      number: i.number,
      issuedAt: iso(i.issued_at),
      amountPaise: Number(i.amount_paise),
      invoice: typeof i.document === 'string' ? (JSON.parse(i.document) as unknown) : i.document,
    })),
  }
}

/** What the file says about itself, so it reads on its own. */
const ABOUT = {
  law: 'Digital Personal Data Protection Act 2023, section 11 (right of access)',
  notIncluded: [
    'Secrets: your password (kept only as an Argon2id hash), your sign-in and API tokens and the links we e-mail (kept only as SHA-256 hashes) are never exported.',
    'Other people’s words: comments others wrote on your documents, and the comment a reply of yours answers (named by its id).',
    'Edits you made to documents other people own: those documents are theirs; your comments on them are included.',
  ],
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof accountDataOf>>>

/** Everything the account owns, as one JSON-ready object; null when there is no such account. */
export async function accountDataOf(q: Queryable, userId: string, now = new Date()) {
  const profile = await profileOf(q, userId)
  if (!profile) return null
  const [
    sessions,
    apiTokens,
    billing,
    documents,
    comments,
    invited,
    shared,
    chats,
    attachments,
    clauses,
    templates,
  ] = await Promise.all([
    sessionsOf(q, userId),
    apiTokensOf(q, userId),
    billingOf(q, userId),
    ownedDocuments(q, userId),
    commentsMade(q, userId),
    collaboratorsAdded(q, userId),
    rolesHeld(q, userId),
    conversations(q, userId),
    attachmentsOf(q, userId),
    personalClausesHeld(q, userId),
    customTemplatesHeld(q, userId),
  ])
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    about: ABOUT,
    profile,
    sessions,
    apiTokens,
    documents,
    commentsMade: comments,
    collaboratorsAdded: invited,
    documentsSharedWithYou: shared,
    conversations: chats,
    attachments,
    // The clauses saved under My clauses, deleted ones included (their events are kept).
    personalClauses: clauses,
    // The Template Builder's templates, deleted ones included (their events are kept).
    customTemplates: templates,
    ...billing,
  }
}
