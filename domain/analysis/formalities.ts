import { type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import { type ExecutionChecklist, draftAgreement } from '#domain/drafting/index.ts'
import { exampleDetails } from './examples.ts'

const checklistCache = new Map<TemplateId, ExecutionChecklist | null>()

/**
 * The execution checklist the drafting engine gives the template — the one source of its
 * formalities ("Electronic signature: not permitted"), so the analyser never keeps a second
 * list. Drafted once per template from example details; undefined when it cannot be drafted.
 */
export function templateChecklist(templateId: TemplateId): ExecutionChecklist | undefined {
  const cached = checklistCache.get(templateId)
  if (cached !== undefined) return cached ?? undefined
  let checklist: ExecutionChecklist | null = null
  try {
    checklist = draftAgreement(templateId, exampleDetails(getTemplate(templateId).fields)).checklist
  } catch {
    checklist = null
  }
  checklistCache.set(templateId, checklist)
  return checklist ?? undefined
}
