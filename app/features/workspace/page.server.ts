import { json } from '@remix-run/node'
import { ATTACHMENT_TEXTS } from '#domain/attachments/index.ts'
import { storableText, unstorableMessage } from '#domain/shared/storable-text.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { FORM_UNREADABLE, unstorableFormField } from '#app/platform/form-body.server.ts'
import { readChatForm, RequestTooLargeError, type ChatForm } from '#app/platform/form-files.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { isSpeculative } from '#app/platform/prefetch.server.ts'
import { unlockTrialDocuments } from '#app/features/subscription/unlock.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { documentPageData } from '#app/features/documents/queries.server.ts'
import { DOCUMENT_PARAMS } from '#app/features/documents/contract.ts'
import { chatRefusal, pickCustomTemplate, renameConversation, sendMessage } from './actions.server.ts'
import { loadWorkspace, type SidebarTab } from './queries.server.ts'
import { collaborationOverview } from './shared-with.server.ts'
import { keptPortfolioDashboard } from './portfolio.server.ts'
import { clauseLibraryData } from '#app/features/clause-library/library-tab.server.ts'
import { clauseDialog } from '#app/features/clause-library/page.server.ts'
import { templatesTab } from '#app/features/template-builder/queries.server.ts'
import { createTemplate } from '#app/features/template-builder/actions.server.ts'
import { NEW_TEMPLATE_INTENT, USE_TEMPLATE_INTENT } from '#app/features/template-builder/contract.ts'
import { WORKSPACE_VIEWS, type WorkspaceView } from './workspace-tabs.tsx'

/** The workspace at /app: its tab, the open conversation, the library and an opened document. */
export async function workspacePage(request: Request, context: unknown = {}) {
  const user = await requireUser(request)
  const url = new URL(request.url)
  const rawSession = url.searchParams.get('session')
  const renaming = url.searchParams.get('rename') === '1'
  const tab: SidebarTab = url.searchParams.get('tab') === 'chats' ? 'chats' : 'templates'
  // With a document id and no tab the workspace starts on Collaboration (the specification);
  // the workspace's own links to a document's dialog name their tab (DocumentLink), or their
  // conversation (a generated document opens over its chat).
  const startsOn =
    url.searchParams.has(DOCUMENT_PARAMS.dialogDocument) && !rawSession ? 'collaboration' : 'home'
  const rawView = url.searchParams.get('view') ?? startsOn
  const view: WorkspaceView = (WORKSPACE_VIEWS as readonly string[]).includes(rawView)
    ? (rawView as WorkspaceView)
    : 'home'
  const db = await getDb()
  const load = () =>
    loadWorkspace(db, user.id, {
      // The other tabs show no sidebar, chat or library: they do not read them.
      generateTab: view === 'home',
      sessionId: rawSession,
      tab,
      search: (url.searchParams.get('q') ?? '').slice(0, 200),
    })
  let workspace = await load()
  // A Professional user's library still listing a trial preview: an activation whose unlock
  // did not finish, or one from before unlocking existed. Unlocked now (not for a prefetch).
  if (workspace.pro && workspace.previewShown && !isSpeculative(request)) {
    const { unlocked } = await unlockTrialDocuments(
      db,
      commandContext({ request, context }, user.id),
      user.id,
    )
    if (unlocked.length > 0) workspace = await load()
  }
  if (view === 'home' && rawSession && !workspace.session) {
    // Deleted, someone else's, or never existed: the same answer, and nothing of it shown.
    throw await redirectWithToast(request, tab === 'chats' ? '/app?tab=chats' : '/app', {
      type: 'error',
      title: 'Error',
      description: 'Failed to load conversation',
    })
  }
  // With JavaScript an agreement opens as a dialog over the workspace (?document=<id>); one
  // that is not this user's opens nothing, exactly like a missing one.
  const documentId = url.searchParams.get(DOCUMENT_PARAMS.dialogDocument)
  const document = documentId
    ? await documentPageData(user, documentId, url, {
        tabParam: DOCUMENT_PARAMS.dialogTab,
        unlockFor: { request, context },
      })
    : null
  // The Collaboration tab lists what was shared with this user and what they shared, the
  // document of ?document= first when it is one of them (nothing of it shown otherwise).
  const collaboration = view === 'collaboration' ? await collaborationOverview(db, user.id) : null
  // The Analytics tab: the caller's own documents, from the portfolio read model.
  const analytics = view === 'analytics' ? await keptPortfolioDashboard(db, user.id) : null
  const clauseLibrary = view === 'clauses' ? await clauseLibraryData(db, url, user.id) : null
  // With JavaScript a clause opens as a dialog over the library tab (?clause=<id>): read as
  // its page reads it; another user's personal clause opens nothing, exactly like a missing one.
  const clause = view === 'clauses' ? await clauseDialog(user, url) : null
  // The Templates tab: the user's own templates (the builder itself is /app/templates/<id>).
  const templates = view === 'templates' ? await templatesTab(db, user.id) : null
  return json(
    {
      ...workspace,
      tab,
      view,
      collaboration,
      collaborationFocus: view === 'collaboration' ? documentId : null,
      analytics,
      clauseLibrary,
      clause,
      templates,
      search: url.searchParams.get('q') ?? '',
      renaming,
      upgrade: url.searchParams.get('upgrade') === '1' && !workspace.canCreateDocument,
      document,
    },
    // A refused explanation in the open dialog (a bad language, a passage too long) is a 4xx, as on the page.
    { status: document?.legalTerms?.status ?? 200 },
  )
}

/** The workspace's one form: a chat message (with or without a file) or a conversation's new name. */
export async function workspaceAction({ request, context }: { request: Request; context: unknown }) {
  const user = await requireUser(request)
  let chatForm: ChatForm
  try {
    chatForm = await readChatForm(request)
  } catch (error) {
    // Anything else a parse can throw is a body that is not the form it claims to be.
    if (!(error instanceof RequestTooLargeError)) throw json(FORM_UNREADABLE, { status: 400 })
    return chatRefusal('send', 'File too large: Please select a file smaller than 10MB', '', null, {
      status: 413,
      headers: await toastNow(request, context, { type: 'error', ...ATTACHMENT_TEXTS.tooLarge }),
    })
  }
  const typed = String(chatForm.form.get('message') ?? '')
  const intent = String(chatForm.form.get('intent') ?? 'send').slice(0, 100)
  if (chatForm.malformed) {
    // The client's fault, and nothing was done: say so and give back what was typed.
    const description = `${chatForm.malformed} Please send it again.`
    return chatRefusal(intent, `The form could not be read: ${description}`, typed, null, {
      status: 400,
      headers: await toastNow(request, context, {
        type: 'error',
        title: 'The form could not be read',
        description,
      }),
    })
  }
  const unstorable = unstorableFormField(chatForm.form)
  // The message comes back without what cannot be stored, ready to send again.
  if (unstorable) {
    const field = unstorable.field === 'message' ? 'message' : null
    return chatRefusal(intent, unstorableMessage(unstorable), storableText(typed), field, 400)
  }
  const forged = await csrfProblem(request, chatForm.form)
  if (forged) return chatRefusal(intent, forged, typed, null, 403)

  const ctx = { request, context, db: await getDb(), user }
  if (chatForm.form.get('intent') === NEW_TEMPLATE_INTENT) return createTemplate(ctx)
  if (chatForm.form.get('intent') === USE_TEMPLATE_INTENT) {
    return pickCustomTemplate(ctx, Object.fromEntries(chatForm.form))
  }
  if (chatForm.form.get('intent') === 'rename') {
    return renameConversation(ctx, Object.fromEntries(chatForm.form))
  }
  return sendMessage(ctx, chatForm)
}
