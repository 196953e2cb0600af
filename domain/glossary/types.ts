import type { StatuteName } from '#domain/glossary/statutes.ts'

// The explain call's languages (spec 001 §7), in the order the interface lists them.
export const LANGUAGES = [
  'english',
  'hindi',
  'tamil',
  'bengali',
  'marathi',
  'gujarati',
  'kannada',
  'telugu',
] as const
export type Language = (typeof LANGUAGES)[number]
export type TranslatedLanguage = Exclude<Language, 'english'>

export const COMPLEXITIES = ['basic', 'intermediate', 'advanced'] as const
export type Complexity = (typeof COMPLEXITIES)[number]

// Every glossary term, in the reference glossary's order (1–72), then six terms the clause
// library and the templates use often. The translation tables are typed by this list, so a
// language missing a term fails to compile.
export const TERM_IDS = [
  'agreement',
  'offer',
  'acceptance',
  'consideration',
  'free-consent',
  'void',
  'voidable',
  'misrepresentation',
  'fraud',
  'coercion',
  'undue-influence',
  'breach',
  'damages',
  'liquidated-damages',
  'penalty',
  'indemnity',
  'guarantee',
  'surety',
  'principal-debtor',
  'force-majeure',
  'frustration',
  'arbitration',
  'arbitrator',
  'seat-of-arbitration',
  'conciliation',
  'mediation',
  'jurisdiction',
  'governing-law',
  'injunction',
  'specific-performance',
  'limitation-period',
  'confidentiality',
  'restraint-of-trade',
  'non-solicitation',
  'termination',
  'notice-period',
  'assignment',
  'novation',
  'waiver',
  'severability',
  'entire-agreement',
  'representations-warranties',
  'condition-precedent',
  'lien',
  'pledge',
  'hypothecation',
  'mortgage',
  'charge-encumbrance',
  'escrow',
  'stamp-duty',
  'registration',
  'attestation',
  'notarisation',
  'power-of-attorney',
  'principal-agent',
  'lease',
  'leave-and-licence',
  'security-deposit',
  'sale-deed',
  'title',
  'will',
  'probate',
  'intellectual-property',
  'copyright-trademark-patent',
  'royalty',
  'data-fiduciary',
  'gratuity',
  'probation-retrenchment',
  'board-resolution',
  'tag-drag-rofr',
  'due-diligence',
  'affidavit',
  'limitation-of-liability',
  'lock-in-period',
  'earnest-money',
  'moral-rights',
  'sub-letting',
  'holding-over',
] as const
export type TermId = (typeof TERM_IDS)[number]

/**
 * How a term is recognised in English text. A string is a case-insensitive regular-expression
 * fragment; `cased` is matched case-sensitively (for words like "Will" that are also common
 * in lower case). Word boundaries are added around every pattern.
 */
export type TermPattern = string | { cased: string }

export type GlossaryTerm = {
  id: TermId
  term: string
  complexity: Complexity
  /** Plain-English meaning. */
  explanation: string
  /** Statutes and sections, only as shared/reference gives them. */
  indianLawContext: string
  /** A sentence as it might appear in an Indian agreement; it uses the term. */
  example: string
  /** The Acts the context cites, for the summary. Empty where the term is pure contract or practice. */
  statutes: readonly StatuteName[]
  relatedTerms: readonly TermId[]
  patterns: readonly TermPattern[]
  /** What to check when the term appears in a document; becomes a recommendation. */
  advice?: string
}

export type LocalisedTerm = { term: string; explanation: string }
export type TranslationTable = Readonly<Record<TermId, LocalisedTerm>>
