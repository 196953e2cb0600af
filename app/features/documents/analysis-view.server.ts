import { storedChecklist } from '#domain/drafting/index.ts'
import type { Db } from '#db/types.ts'
import { analyseAgreement } from '#domain/analysis/index.ts'
import { agreementFor } from '#events/projections/index.ts'
import type { AnalysisView } from '#app/features/documents/analysis-panel.tsx'

const MAX_ISSUES = 8
const MAX_RECOMMENDATIONS = 5

/** The analysis panel's content for one of the user's agreements (or none in view). */
export async function analysisView(
  db: Db,
  userId: string,
  agreementId: string | null,
): Promise<AnalysisView> {
  const agreement = agreementId ? await agreementFor(db, userId, agreementId) : null
  if (!agreement) return { status: 'none' }
  const result = analyseAgreement({
    templateId: agreement.templateId,
    title: agreement.title,
    content: agreement.content,
    checklist: storedChecklist({ structure: agreement.structure }),
  })
  if (result.status === 'empty') return { status: 'empty', title: agreement.title, message: result.message }
  return {
    status: 'analysed',
    agreementId: agreement.id,
    title: agreement.title,
    scores: { ...result.scores },
    issues: result.issues
      .slice(0, MAX_ISSUES)
      .map((i) => ({ id: i.id, severity: i.severity, message: i.message, basis: i.basis, fix: i.fix })),
    recommendations: result.recommendations
      .slice(0, MAX_RECOMMENDATIONS)
      .map((r) => ({ id: r.id, text: r.text })),
  }
}
