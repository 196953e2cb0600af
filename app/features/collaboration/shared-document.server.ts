import crypto from 'node:crypto'
import { z } from 'zod'
import { findTemplate } from '#domain/catalogue/index.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import type { SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import { collaborationView, linkOrigin, shareUrlOf, threadsWanted } from './view.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { unlockOnRead } from '#app/features/subscription/unlock.server.ts'

const createdDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' })

/** The type badge: the template's name, or "Custom Agreement" for a document no template covers. */
export const documentTypeLabel = (templateId: string) =>
  templateId === 'custom' ? 'Custom Agreement' : (findTemplate(templateId)?.name ?? templateId)

/**
 * The shared document page /document/<id> for this user, or null when the id names no
 * document they have a role on — a stranger and a missing id look the same. The panel's
 * data is read only when it is shown (`?collab=hide` hides it) and the document is a
 * Professional one (a trial document's collaboration is locked).
 */
export async function sharedDocumentData(
  user: { id: string; email: string },
  rawId: string | undefined,
  url: URL,
  /** The page's request: a preview whose owner is now Professional is unlocked on the way. */
  unlockFor?: { request: Request; context: unknown },
): Promise<SharedDocumentPage | null> {
  const id = z.uuid().safeParse(rawId)
  if (!id.success) return null
  const db = await getDb()
  const found = await documentAccess(db, user, id.data)
  if (!found) return null
  const { agreement, role } = unlockFor ? await unlockOnRead(db, unlockFor, user, found) : found
  const print = url.searchParams.get('view') === 'print'
  const showCollaboration = !print && url.searchParams.get('collab') !== 'hide'
  const formKey = crypto.randomUUID()
  return {
    id: agreement.id,
    title: agreement.title,
    content: agreement.content,
    createdDate: createdDate.format(agreement.createdAt),
    createdAt: agreement.createdAt.toISOString(),
    type: documentTypeLabel(agreement.templateId),
    access: agreement.access,
    role,
    print,
    showCollaboration,
    shared: url.searchParams.get('shared') === '1',
    shareUrl: shareUrlOf(linkOrigin(url), agreement.id),
    formKey,
    collaboration:
      showCollaboration && agreement.access === 'full'
        ? await collaborationView(db, agreement, role, linkOrigin(url), {
            threads: threadsWanted(url),
            formKey,
          })
        : null,
  }
}
