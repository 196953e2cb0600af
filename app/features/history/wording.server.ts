import { describeHistoryEvent, historyRecordedName, type HistoryReferences } from '#domain/agreement/index.ts'
import { may, type DocumentRole } from '#domain/collaboration/index.ts'
import { istDateTime } from '#domain/shared/ist-time.ts'
import type { HistoryEntry } from '#events/projections/agreement-history.ts'

// How one history entry reads — the same on the page, in the JSON and CSV downloads and on
// the audit certificate: the time in India's time zone, the person by name and e-mail.

/** "12 Mar 2026, 10:32:05 am IST". */
export const whenIst = (date: Date): string => `${istDateTime(date)} IST`

export interface ActorWords {
  /** The account's name; for an event with no account on record, what the event itself says. */
  name: string
  email: string | null
  id: string | null
}

/**
 * Who acted. The name and e-mail recorded with the event (the account's current ones for
 * events from before names were recorded); an account that no longer exists, with neither,
 * is named by what the payload recorded (a comment's author name) or said to be gone —
 * never shown as a bare id.
 */
export function actorWords(entry: HistoryEntry): ActorWords {
  const actor = entry.actor
  if (actor?.email) return { name: actor.name?.trim() || actor.email, email: actor.email, id: actor.id }
  const recorded = historyRecordedName(entry.type, entry.details)
  if (actor) return { name: recorded ?? 'An account that no longer exists', email: null, id: actor.id }
  return { name: recorded ?? 'Not recorded', email: null, id: null }
}

/** "Asha Rao <asha@example.in>", or the name alone when there is no e-mail. */
export const actorLine = (actor: ActorWords): string =>
  actor.email && actor.email !== actor.name ? `${actor.name} <${actor.email}>` : actor.name

export interface WordedEntry {
  version: number
  type: string
  action: string
  detail: string | null
  recordedAt: Date
  when: string
  actor: ActorWords
  prevHash: string
  hash: string
}

/** The entry as `role` may read it: invitees' addresses only for those who manage the team. */
export function wordEntry(entry: HistoryEntry, refs: HistoryReferences, role: DocumentRole): WordedEntry {
  const { action, detail } = describeHistoryEvent(entry.type, entry.details, refs, {
    seesInviteeAddresses: may(role, 'manage'),
  })
  return {
    version: entry.version,
    type: entry.type,
    action,
    detail,
    recordedAt: entry.recordedAt,
    when: whenIst(entry.recordedAt),
    actor: actorWords(entry),
    prevHash: entry.prevHash,
    hash: entry.hash,
  }
}
