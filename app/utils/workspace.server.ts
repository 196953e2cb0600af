import { listCategories, listTemplates } from '#domain/catalogue/index.ts'
import { relativeDay } from '#domain/chat/index.ts'
import type { Db } from '#db/types.ts'
import { chatMessages, getChatSession, listChatSessions } from '#events/projections/index.ts'
import { workspaceSnapshot } from './workspace-snapshot.server.ts'
import { analysisView } from './analysis-view.server.ts'
import { describeSubscription } from './subscription.server.ts'

export const LIBRARY_CARD_SIZE = 5

// One formatter for every row: building one per call costs more than the query.
const enINDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' })

export type SidebarTab = 'templates' | 'chats'

/** Everything the Generate tab shows, read from projections with limits — never a replay. */
export async function loadWorkspace(
  db: Db,
  userId: string,
  query: { sessionId: string | null; tab: SidebarTab; search: string },
  now = new Date(),
) {
  const session = query.sessionId ? await getChatSession(db, userId, query.sessionId) : null
  const [messages, sessions, snapshot] = await Promise.all([
    session ? chatMessages(db, session.id) : Promise.resolve([]),
    // The list shows only on the Chats tab; the Templates tab (the default) does not pay for it.
    query.tab === 'chats' ? listChatSessions(db, userId, { search: query.search, limit: 50 }) : Promise.resolve([]),
    workspaceSnapshot(db, userId, LIBRARY_CARD_SIZE),
  ])
  const { library, total } = snapshot
  const status = describeSubscription(snapshot.subscription, now)
  // The agreement in view: the latest one this conversation generated.
  const inView = [...messages].reverse().find((m) => m.agreementId)?.agreementId ?? null
  const analysis = await analysisView(db, userId, inView)
  const needle = query.tab === 'templates' ? query.search.trim().toLowerCase() : ''
  const templates = listTemplates().filter(
    (t) => !needle || t.name.toLowerCase().includes(needle) || t.description.toLowerCase().includes(needle),
  )
  return {
    session: session && { id: session.id, title: session.title },
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      agreementId: m.agreementId,
      pages: m.pages,
      attachment: m.attachment && { name: m.attachment.name, sizeBytes: m.attachment.sizeBytes, textChars: m.attachment.textChars },
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      title: s.title,
      when: s.updatedAt ? relativeDay(s.updatedAt, now) : '',
      documentCount: s.documentCount,
    })),
    categories: listCategories()
      .map((c) => ({
        id: c.id,
        name: c.name,
        templates: templates
          .filter((t) => t.categoryId === c.id)
          .map((t) => ({ id: t.id, name: t.name, description: t.description })),
      }))
      .filter((c) => c.templates.length > 0),
    library: library.map((e) => ({
      id: e.id,
      title: e.title,
      summary: e.summary,
      pages: e.pages,
      access: e.access,
      created: enINDate.format(e.createdAt),
    })),
    libraryTotal: total,
    canCreateDocument: status.canCreateDocument,
    apiTokens: snapshot.apiTokens,
    pro: status.subscription?.status === 'active' || status.subscription?.status === 'cancelled',
    analysis,
  }
}
