// What the history page receives from its loader. Plain data only: this file ships to the browser.
import type { DiffPart } from '#app/features/history/word-diff.tsx'

/** The page's query parameters: every view of it is a URL, so it all works without JavaScript. */
export const HISTORY_PARAMS = {
  page: 'page',
  version: 'version',
  from: 'from',
  to: 'to',
  /** Recompute the whole hash chain now instead of reusing the last recomputation. */
  recompute: 'recompute',
  /** Show the version pickers (they are shown anyway while a version or a comparison is). */
  pick: 'pick',
} as const

export const AUDIT_FORMATS = ['json', 'csv', 'pdf'] as const
export type AuditFormat = (typeof AUDIT_FORMATS)[number]

export const AUDIT_FORMAT_LABELS: Record<AuditFormat, string> = {
  json: 'Audit trail (JSON)',
  csv: 'Audit trail (CSV)',
  pdf: 'Audit certificate (PDF)',
}

export interface HistoryEventView {
  version: number
  type: string
  action: string
  detail: string | null
  when: string
  /** ISO-8601, for <time dateTime>. */
  at: string
  actorName: string
  actorEmail: string | null
  hash: string
  /** A text-changing event: its text can be viewed, and compared with the version before. */
  isVersion: boolean
  /** The version before this one, when there is one to compare with. */
  previousVersion: number | null
}

export type ChainView =
  | { status: 'verified'; events: number; finalHash: string | null; recomputedAt: string; full: boolean }
  | {
      status: 'broken'
      verifiedBefore: number
      version: number
      action: string | null
      reason: string
      page: number
    }

export type ShownView =
  | { kind: 'version'; version: number; label: string; content: string }
  | {
      kind: 'diff'
      from: number
      to: number
      fromLabel: string
      toLabel: string
      parts: DiffPart[] | null
      added: number
      removed: number
    }

export interface HistoryPage {
  id: string
  title: string
  access: 'full' | 'preview'
  /** Who is looking, recorded on the page (viewing appends no event). */
  viewer: { name: string; email: string; role: string }
  /** Events in the stream, and this page of them. */
  total: number
  page: number
  pages: number
  pageSize: number
  events: HistoryEventView[]
  chain: ChainView
  algorithm: string
  versions: {
    count: number
    /** The latest version and the one before it, for the quick links. */
    latest: { version: number; label: string } | null
    beforeLatest: { version: number; label: string } | null
    /**
     * Every version, oldest first, for the pickers; null until asked for. Listing each of a
     * long history's versions in three pickers would make the page grow with the history.
     */
    options: { version: number; label: string }[] | null
  }
  shown: ShownView | null
  /** What the pickers show as chosen (the request's values, kept even when refused). */
  chosen: { version: string; from: string; to: string }
  /** A refused request (an unknown version, a page past the end), said in words; the page still shows. */
  problem: string | null
}
