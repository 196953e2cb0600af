// What the document page and dialog receive from the loader. Plain data only: this file
// ships to the browser.
import type { AnalyticsTabView } from './analytics-tab.tsx'
import type { LegalTermsTabView } from '#app/features/explain/legal-terms-tab.tsx'
import type { ClausesTabView } from '#app/features/clauses/clauses-tab.tsx'
import type { AiChangeView } from '#app/features/ai-edit/ai-change.tsx'
import type { CollaborationView } from '#app/features/collaboration/contract.ts'

export const DOCUMENT_TABS = [
  'document',
  'analytics',
  'legal-terms',
  'export',
  'collaborate',
  'clauses',
] as const
export type DocumentTab = (typeof DOCUMENT_TABS)[number]

export const TAB_LABELS: Record<DocumentTab, string> = {
  document: 'Document',
  analytics: 'Analytics',
  'legal-terms': 'Legal Terms',
  export: 'Export',
  collaborate: 'Collaborate',
  clauses: 'Clauses',
}

/**
 * The query parameters of the document view. The page uses `tab`; the dialog over the
 * workspace uses `dtab` (the workspace's own `tab` is its sidebar), and the rest are named
 * so they never collide with the workspace's `session`, `rename`, `tab`, `q`, `view`, `upgrade`.
 */
export const DOCUMENT_PARAMS = {
  pageTab: 'tab',
  dialogTab: 'dtab',
  dialogDocument: 'document',
  edit: 'edit',
  ai: 'ai',
  /** Document tab: the version an AI edit made, to show what it changed (set by the AI edit's redirect). */
  aiChange: 'ai_change',
  /** Legal Terms tab: the explanation asked for. */
  language: 'language',
  text: 'text',
  /** Clauses tab: search and filters. */
  clauseQuery: 'clause_q',
  clauseCategory: 'clause_category',
  clauseRisk: 'clause_risk',
  /** Clauses tab: browse, popular or search, and the clause whose details are open. */
  clauseView: 'clause_view',
  clauseId: 'clause_id',
} as const

/** The specification: a trial document's preview shows the first three key terms. */
export const PREVIEW_KEY_TERMS = 3

export type RiskLevel = 'Low' | 'Medium' | 'High'

export interface DocumentPage {
  id: string
  title: string
  content: string
  pages: number
  access: 'full' | 'preview'
  /** This user's role: what the view offers (the server refuses the rest regardless). */
  role: 'owner' | 'admin' | 'editor' | 'viewer'
  /** The stream version: an edit form sends it back so a stale save is a 409. */
  version: number
  /** "just now", "3 hours ago" … */
  generated: string
  /** The exact time, for the title attribute. */
  generatedAt: string
  /** When the text last changed, if after generation. */
  updated: string | null
  /** From the analysis of the current text; null when there is nothing to score. */
  risk: { level: RiskLevel; score: number } | null
  /** The Document tab's Risk Assessment column, computed from the text; null when there is nothing to score. */
  assessment: {
    compliance: number
    completeness: number
    readability: number
    issues: number
    serious: number
  } | null
  keyTerms: { shown: { term: string; definition: string }[]; more: number }
  tab: DocumentTab
  exports: { format: 'pdf' | 'docx' | 'html' | 'txt'; exportedAt: string; times: number }[]
  analytics: AnalyticsTabView | null
  legalTerms: LegalTermsTabView | null
  clauses: ClausesTabView | null
  /** What the AI edit named by `ai_change` changed, when the URL asks for it; null otherwise. */
  aiChange?: AiChangeView | null
  /** The Collaborate tab's team and comments (only when that tab is open). */
  collaboration?: CollaborationView | null
}

/** Where each tab and action of the view links to: the page, or the dialog over /app. */
export interface DocumentLinks {
  tab: (tab: DocumentTab, extra?: Record<string, string>) => string
  /** The edit page (edit mode without JavaScript). */
  edit: string
  /** Where an action sends the user back to afterwards (a path on this site). */
  returnTo: string
}
