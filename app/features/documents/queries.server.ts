import { storedChecklist } from '#domain/drafting/index.ts'
import { z } from 'zod'
import { recentExportsOf, type AgreementView } from '#events/projections/agreements.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import { analyseAgreement, riskLevel } from '#domain/analysis/index.ts'
import { estimatePages } from '#domain/drafting/render.ts'
import { relativeTime } from '#domain/shared/relative-time.ts'
import {
  DOCUMENT_PARAMS,
  DOCUMENT_TABS,
  PREVIEW_KEY_TERMS,
  type DocumentTab,
  type DocumentPage,
} from '#app/features/documents/contract.ts'
import { analyticsTabData } from './analytics-tab.server.ts'
import { legalTermsTabData } from '#app/features/explain/legal-terms-tab.server.ts'
import { clausesTabData } from '#app/features/clauses/clauses-tab.server.ts'
import { aiChangeData } from '#app/features/ai-edit/ai-change.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { collaborationView, linkOrigin, threadsWanted } from '#app/features/collaboration/view.server.ts'
import { unlockOnRead } from '#app/features/subscription/unlock.server.ts'
import { isSpeculative } from '#app/platform/prefetch.server.ts'

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** The tab a URL asks for (`tab` on the page, `dtab` in the dialog); anything else is the Document tab. */
export function tabOf(url: URL, param: string = DOCUMENT_PARAMS.pageTab): DocumentTab {
  const asked = url.searchParams.get(param)
  return (DOCUMENT_TABS as readonly string[]).includes(asked ?? '') ? (asked as DocumentTab) : 'document'
}

/**
 * The agreement as the document page and dialog show it to this user, with their role, or
 * null when the id names no agreement they have a role on (a stranger's view of another
 * user's document and a missing one look the same). Only the
 * open tab's data is computed. A *.server.ts module, so the route module — whose imports
 * ship to the browser — does not pull zod and the read models in.
 */
export async function documentPageData(
  user: { id: string; email: string },
  rawId: string | undefined,
  url: URL,
  {
    tabParam = DOCUMENT_PARAMS.pageTab,
    now = new Date(),
    unlockFor,
  }: {
    tabParam?: string
    now?: Date
    /** The page's request: a preview whose owner is now Professional is unlocked on the way. */
    unlockFor?: { request: Request; context: unknown }
  } = {},
): Promise<DocumentPage | null> {
  const id = z.uuid().safeParse(rawId)
  if (!id.success) return null
  const db = await getDb()
  // The owner, or a collaborator by e-mail; anyone else is told it does not exist.
  const found = await documentAccess(db, user, id.data)
  if (!found) return null
  const { agreement, role } = unlockFor ? await unlockOnRead(db, unlockFor, user, found, now) : found
  // A trial document has one view, the preview; its tabs are Professional features.
  const tab = agreement.access === 'preview' ? 'document' : tabOf(url, tabParam)
  const analysis = analyseAgreement({
    templateId: agreement.templateId,
    title: agreement.title,
    content: agreement.content,
    checklist: storedChecklist({ structure: agreement.structure }),
  })
  const exports =
    tab === 'export' || agreement.access === 'preview' ? await recentExportsOf(db, agreement.id) : []
  return {
    id: agreement.id,
    title: agreement.title,
    content: agreement.content,
    // The text may have grown since it was drafted (edits, clauses): count its pages now.
    pages: estimatePages(agreement.content),
    access: agreement.access,
    role,
    version: agreement.version,
    generated: relativeTime(agreement.createdAt, now),
    generatedAt: dateTime.format(agreement.createdAt),
    updated:
      agreement.updatedAt.getTime() > agreement.createdAt.getTime()
        ? relativeTime(agreement.updatedAt, now)
        : null,
    risk:
      analysis.status === 'analysed'
        ? { level: riskLevel(analysis.scores.risk), score: analysis.scores.risk }
        : null,
    assessment:
      analysis.status === 'analysed'
        ? {
            compliance: analysis.scores.compliance,
            completeness: analysis.scores.completeness,
            readability: analysis.scores.readability,
            issues: analysis.issues.length,
            serious: analysis.issues.filter((i) => i.severity === 'high').length,
          }
        : null,
    keyTerms: keyTermsFor(agreement),
    tab,
    exports: exports.map((e) => ({
      format: e.format,
      times: e.times,
      exportedAt: dateTime.format(e.lastExportedAt),
    })),
    analytics: tab === 'analytics' ? await analyticsTabData(db, agreement, analysis, { role, now }) : null,
    // A browser's prefetch of the tab asked for nothing: its explanation is not counted.
    legalTerms:
      tab === 'legal-terms'
        ? await legalTermsTabData(
            agreement,
            url,
            unlockFor && isSpeculative(unlockFor.request) ? undefined : { db, userId: user.id },
          )
        : null,
    clauses: tab === 'clauses' ? await clausesTabData(db, url) : null,
    aiChange:
      tab === 'document' && agreement.access === 'full' ? await aiChangeData(db, agreement, url) : null,
    collaboration:
      tab === 'collaborate'
        ? await collaborationView(db, agreement, role, linkOrigin(url), { now, threads: threadsWanted(url) })
        : null,
  }
}

/** Every key term for a Professional document; the first three and a count for a trial one. */
function keyTermsFor(agreement: AgreementView): DocumentPage['keyTerms'] {
  const all = agreement.keyTerms.map((k) => ({ term: k.term, definition: k.definition }))
  if (agreement.access === 'full') return { shown: all, more: 0 }
  return { shown: all.slice(0, PREVIEW_KEY_TERMS), more: Math.max(0, all.length - PREVIEW_KEY_TERMS) }
}
