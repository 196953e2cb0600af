export {
  explainTerms,
  parseLanguage,
  translationOf,
  ExplainError,
  NO_TEXT_SELECTED,
  SELECT_TEXT_FIRST,
} from '#domain/glossary/explain.ts'
export type {
  ExplainedTerm,
  ExplainErrorCode,
  LegalTermExplanation,
  TermTranslation,
} from '#domain/glossary/explain.ts'
export {
  GLOSSARY,
  getTerm,
  isLanguage,
  LANGUAGE_NAMES,
  TRANSLATIONS,
  TRANSLATION_REVIEWED,
} from '#domain/glossary/glossary.ts'
export { findTerms } from '#domain/glossary/matching.ts'
export type { TermOccurrence } from '#domain/glossary/matching.ts'
export { ACT, MODEL_LAWS, STATUTES } from '#domain/glossary/statutes.ts'
export type { Citation, StatuteName } from '#domain/glossary/statutes.ts'
export { COMPLEXITIES, LANGUAGES, TERM_IDS } from '#domain/glossary/types.ts'
export type {
  Complexity,
  GlossaryTerm,
  Language,
  TermId,
  TranslatedLanguage,
} from '#domain/glossary/types.ts'
