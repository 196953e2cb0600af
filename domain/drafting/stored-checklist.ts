import type { ExecutionChecklist } from './types.ts'

/**
 * The execution checklist a document was drafted with, from what was stored of it: the
 * drafted structure's (`{ checklist }`, as the agreements row keeps it), or a generation
 * event's (`{ structure: { checklist } }`, or `{ checklist }` for a custom template's own
 * text, which has no structure). Null when none was stored.
 */
export function storedChecklist(data: unknown): ExecutionChecklist | null {
  const stored = data as { structure?: { checklist?: unknown } | null; checklist?: unknown } | null
  const checklist = stored?.structure?.checklist ?? stored?.checklist
  return checklist && typeof checklist === 'object' ? (checklist as ExecutionChecklist) : null
}
