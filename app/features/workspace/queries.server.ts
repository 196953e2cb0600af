import { listCategories, listTemplates } from '#domain/catalogue/index.ts'
import { relativeDay } from '#domain/chat/index.ts'
import type { Db } from '#db/types.ts'
import { chatMessages, getChatSession, listChatSessions } from '#events/projections/index.ts'
import { savedTemplatesOf } from '#events/projections/custom-templates.ts'
import { workspaceSnapshot } from './snapshot.server.ts'
import { analysisView } from '#app/features/documents/analysis-view.server.ts'
import { describeSubscription } from '#app/features/subscription/subscription.server.ts'

export const LIBRARY_CARD_SIZE = 5

// One formatter for every row: building one per call costs more than the query.
const enINDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' })

export type SidebarTab = 'templates' | 'chats'

// The sidebar shows each template's description truncated (the specification), and a line
// of the 20rem drawer holds about this much: sending the rest only to hide it cost every
// view of /app some 4 kB of HTML and loader data. Search still reads the whole text.
const DESCRIPTION_CHARS = 60

function truncatedDescription(text: string): string {
  if (text.length <= DESCRIPTION_CHARS) return text
  const cut = text.slice(0, DESCRIPTION_CHARS)
  const space = cut.lastIndexOf(' ')
  return `${(space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

// The catalogue is fixed for the life of the process, so the sidebar's rows are built once;
// a request only filters them by its search.
const SIDEBAR_TEMPLATES = listTemplates().map((t) => ({
  categoryId: t.categoryId,
  searchable: `${t.name}\n${t.description}`.toLowerCase(),
  row: { id: t.id, name: t.name, description: truncatedDescription(t.description) },
}))

function byCategory(rows: typeof SIDEBAR_TEMPLATES) {
  return listCategories()
    .map((c) => ({
      id: c.id,
      name: c.name,
      templates: rows.filter((t) => t.categoryId === c.id).map((t) => t.row),
    }))
    .filter((c) => c.templates.length > 0)
}
const ALL_SIDEBAR_CATEGORIES = byCategory(SIDEBAR_TEMPLATES)

/** The sidebar's categories and templates matching a search (all of them for none). */
function sidebarCategories(search: string) {
  const needle = search.trim().toLowerCase()
  return needle
    ? byCategory(SIDEBAR_TEMPLATES.filter((t) => t.searchable.includes(needle)))
    : ALL_SIDEBAR_CATEGORIES
}

/** Everything the Generate tab shows, read from projections with limits — never a replay. */
export async function loadWorkspace(
  db: Db,
  userId: string,
  query: { generateTab: boolean; sessionId: string | null; tab: SidebarTab; search: string },
  now = new Date(),
) {
  const { generateTab } = query
  const session = generateTab && query.sessionId ? await getChatSession(db, userId, query.sessionId) : null
  const [messages, sessions, snapshot, saved] = await Promise.all([
    session ? chatMessages(db, session.id) : Promise.resolve([]),
    // The list shows only on the Chats tab; the Templates tab (the default) does not pay for it.
    generateTab && query.tab === 'chats'
      ? listChatSessions(db, userId, { search: query.search, limit: 50 })
      : Promise.resolve([]),
    // Kept in memory: the subscription it holds decides the upgrade bar on every tab.
    workspaceSnapshot(db, userId, LIBRARY_CARD_SIZE),
    // "My Templates" shows on the Templates tab only, like the catalogue.
    generateTab && query.tab === 'templates' ? savedTemplatesOf(db, userId) : Promise.resolve([]),
  ])
  const needle = query.search.trim().toLowerCase()
  const { library, total } = snapshot
  const status = describeSubscription(snapshot.subscription, now)
  // The agreement in view: the latest one this conversation generated.
  const inView = [...messages].reverse().find((m) => m.agreementId)?.agreementId ?? null
  const analysis = await analysisView(db, userId, inView)
  return {
    session: session && { id: session.id, title: session.title },
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      agreementId: m.agreementId,
      pages: m.pages,
      attachment: m.attachment && {
        name: m.attachment.name,
        sizeBytes: m.attachment.sizeBytes,
        textChars: m.attachment.textChars,
      },
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      title: s.title,
      when: s.updatedAt ? relativeDay(s.updatedAt, now) : '',
      documentCount: s.documentCount,
    })),
    categories: generateTab ? sidebarCategories(query.tab === 'templates' ? query.search : '') : [],
    myTemplates: saved
      .filter((t) => !needle || t.name.toLowerCase().includes(needle))
      .map((t) => ({ id: t.id, name: t.name, category: t.category, version: t.version })),
    // Whether a trial preview is still among the newest entries (unlocked once Professional).
    previewShown: library.some((e) => e.access === 'preview'),
    library: (generateTab ? library : []).map((e) => ({
      id: e.id,
      title: e.title,
      summary: e.summary,
      pages: e.pages,
      access: e.access,
      created: enINDate.format(e.createdAt),
    })),
    libraryTotal: total,
    canCreateDocument: status.canCreateDocument,
    pro: status.subscription?.status === 'active' || status.subscription?.status === 'cancelled',
    analysis,
  }
}
