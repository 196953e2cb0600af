// Analysis of a document's text: issues with their legal basis, recommendations and four
// computed scores (risk, completeness, compliance, readability). See README.md.
import { z } from 'zod'

export type * from './types.ts'
export { analyseAgreement, analyseDraft } from './analyse.ts'
export { documentKind } from './kinds.ts'
export { readabilityOf, syllables, LONG_SENTENCE_WORDS } from './readability.ts'
export { templateHeadings } from './expected.ts'
export { RULES } from './rules/index.ts'
export { riskLevel, type RiskLevel } from './risk-level.ts'
export {
  SEVERITY_WEIGHT,
  RULE_CREDIT,
  CLAUSE_WEIGHT,
  PLACEHOLDERS_FOR_ZERO,
  VOID_CLAUSES,
  VOID_COMPLIANCE_CAP,
} from './scores.ts'
export { REPEALED_ACTS, SECTION_CORRESPONDENCE } from './repealed-statutes.ts'

/** About 400 pages of plain text; longer input is refused rather than analysed slowly. */
export const MAX_CONTENT_LENGTH = 1_000_000

/** The input as a route receives it (JSON body or form), before `analyseAgreement`. */
export const analysisInputSchema = z.object({
  templateId: z.string().trim().min(1).max(100).optional(),
  title: z.string().max(300),
  content: z.string().max(MAX_CONTENT_LENGTH),
})
