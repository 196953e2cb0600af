import { groupIndian } from '#domain/shared/money.ts'

// The profile's statistics (spec 001 §3, "User stats"), as they read. Every figure is
// counted from what was recorded (app/features/account/stats.server.ts); this module
// only adds them up and words them. No figure here is fixed.

/** The one assumption the dashboard makes, written beside the figure it produces. */
export const MINUTES_SAVED_PER_DOCUMENT = 45
export const TIME_SAVED_BASIS = `at ${MINUTES_SAVED_PER_DOCUMENT} minutes per drafted document`

/** What was counted for one user. */
export interface StatsCounts {
  /** Agreements the user owns: each one was generated for them. */
  documentsGenerated: number
  /** AI edits the user applied (on any document they may edit). */
  aiEdits: number
  /** Legal-term explanations the AI provider gave them. */
  explanations: number
  /** Chat turns the assistant answered in their conversations. */
  chatReplies: number
  /** Calls made with their personal API tokens, revoked ones included. */
  apiCalls: number
  /** Bytes of every version of the text of the documents they own. */
  documentBytes: number
  /** Bytes of the files they attached in chats. */
  attachmentBytes: number
  /** Distinct accounts holding a role on their documents, themselves excluded. */
  collaborators: number
  /** Invitations to their documents no account has taken up yet (distinct addresses). */
  pendingInvitations: number
  /** Their latest recorded action: an event, an explanation or an API call; null for none. */
  lastActive: Date | null
}

/** The plan badge (spec 001 §2): Active while a Professional period runs, Trial otherwise. */
export type PlanLabel = 'Active' | 'Trial'

/** The specification's stats object, each field computed, with what it was computed from. */
export interface UserStats {
  documentsGenerated: number
  aiInteractions: number
  /** Text, e.g. "about 3 hours"; read with `timeSavedBasis`. */
  timesSaved: string
  timeSavedBasis: string
  /** ISO instant of the latest recorded action; null when nothing is recorded yet. */
  lastActive: string | null
  plan: PlanLabel
  apiCalls: number
  /** Text in KB, MB or GB with one decimal, e.g. "12.4 KB". */
  storageUsed: string
  storageBytes: number
  collaborators: number
  pendingInvitations: number
  aiInteractionsBreakdown: { aiEdits: number; explanations: number; chatReplies: number }
}

export function userStats(counts: StatsCounts, professional: boolean): UserStats {
  const storageBytes = counts.documentBytes + counts.attachmentBytes
  return {
    documentsGenerated: counts.documentsGenerated,
    aiInteractions: counts.aiEdits + counts.explanations + counts.chatReplies,
    timesSaved: timeSavedText(counts.documentsGenerated),
    timeSavedBasis: TIME_SAVED_BASIS,
    lastActive: counts.lastActive?.toISOString() ?? null,
    plan: professional ? 'Active' : 'Trial',
    apiCalls: counts.apiCalls,
    storageUsed: storageText(storageBytes),
    storageBytes,
    collaborators: counts.collaborators,
    pendingInvitations: counts.pendingInvitations,
    aiInteractionsBreakdown: {
      aiEdits: counts.aiEdits,
      explanations: counts.explanations,
      chatReplies: counts.chatReplies,
    },
  }
}

/** "0 hours", "about 45 minutes", "about 1.5 hours", "about 3 hours" — to the nearest half hour. */
export function timeSavedText(documents: number): string {
  const minutes = Math.max(0, documents) * MINUTES_SAVED_PER_DOCUMENT
  if (minutes === 0) return '0 hours'
  if (minutes < 60) return `about ${minutes} minutes`
  const halfHours = Math.round(minutes / 30)
  const hours = `${groupIndian(Math.floor(halfHours / 2))}${halfHours % 2 === 1 ? '.5' : ''}`
  return `about ${hours} ${halfHours === 2 ? 'hour' : 'hours'}`
}

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const

/** Bytes in KB, MB, GB or TB (1,024 each) with one decimal: "0 KB", "0.1 KB", "12.4 KB", "1.5 MB". */
export function storageText(bytes: number): string {
  if (bytes <= 0) return '0 KB'
  let value = bytes / 1024
  let unit = 0
  // Moves up a unit when the rounded figure would read 1024.0 or more.
  while (Math.round(value * 10) / 10 >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  // A few bytes still show as something, never as "0.0 KB".
  const tenths = Math.max(1, Math.round(value * 10))
  const whole = groupIndian(Math.floor(tenths / 10))
  return `${whole}.${tenths % 10} ${UNITS[unit]}`
}

/** A count with its noun, pluralised: "1 document", "1,200 documents". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${groupIndian(n)} ${n === 1 ? singular : plural}`
}
