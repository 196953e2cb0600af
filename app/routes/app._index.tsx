import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { readChatForm, RequestTooLargeError, type ChatForm } from '#app/platform/form-files.server.ts'
import { chatRefusal, renameConversation, sendMessage } from '#app/features/workspace/actions.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { FORM_UNREADABLE, unstorableFormField } from '#app/platform/form-body.server.ts'
import { storableText, unstorableMessage } from '#domain/shared/storable-text.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { ATTACHMENT_TEXTS } from '#domain/attachments/index.ts'
import { getDb } from '#app/platform/db.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { loadWorkspace, type SidebarTab } from '#app/features/workspace/queries.server.ts'
import { documentPageData } from '#app/features/documents/queries.server.ts'
import { sharedDocumentsOf } from '#app/features/workspace/shared-with.server.ts'
import { dialogLinks } from '#app/features/documents/links.ts'
import { DOCUMENT_PARAMS } from '#app/features/documents/contract.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { refusalOf } from '#app/platform/form-contract.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { RuntimeFooter } from '#app/features/site/runtime-footer.tsx'
import { WorkspaceSidebar } from '#app/features/workspace/sidebar.tsx'
import { ChatPanel } from '#app/features/chat/chat-panel.tsx'
import { LibraryCard } from '#app/features/workspace/library-card.tsx'
import { ApiAccessNote } from '#app/features/api-tokens/api-access-note.tsx'
import { AnalysisPanel } from '#app/features/documents/analysis-panel.tsx'
import { DrawerPanel, DrawerToggle, useDrawer } from '#app/features/workspace/drawer.tsx'
import { UpgradePrompt } from '#app/features/subscription/upgrade-prompt.tsx'
import {
  ViewPlaceholder,
  WORKSPACE_VIEWS,
  WorkspaceTabs,
  type WorkspaceView,
} from '#app/features/workspace/workspace-tabs.tsx'

export const meta: MetaFunction = () => [{ title: 'Workspace — NyayaDraft' }]

// A document POST renders the page with this route's headers, not the action's: a busy
// refusal's Retry-After is passed on here so it reaches the page without JavaScript too.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers()
  const retry = actionHeaders.get('Retry-After')
  if (retry) headers.set('Retry-After', retry)
  return headers
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const url = new URL(request.url)
  const rawSession = url.searchParams.get('session')
  const renaming = url.searchParams.get('rename') === '1'
  const tab: SidebarTab = url.searchParams.get('tab') === 'chats' ? 'chats' : 'templates'
  const db = await getDb()
  const workspace = await loadWorkspace(db, user.id, {
    sessionId: rawSession,
    tab,
    search: (url.searchParams.get('q') ?? '').slice(0, 200),
  })
  if (rawSession && !workspace.session) {
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
    ? await documentPageData(user, documentId, url, { tabParam: DOCUMENT_PARAMS.dialogTab })
    : null
  const rawView = url.searchParams.get('view') ?? 'home'
  const view: WorkspaceView = (WORKSPACE_VIEWS as readonly string[]).includes(rawView)
    ? (rawView as WorkspaceView)
    : 'home'
  // The Collaboration tab without a document lists the documents others shared with this user.
  const shared = view === 'collaboration' ? await sharedDocumentsOf(db, user.id) : []
  return json(
    {
      ...workspace,
      tab,
      view,
      shared,
      search: url.searchParams.get('q') ?? '',
      renaming,
      upgrade: url.searchParams.get('upgrade') === '1' && !workspace.canCreateDocument,
      document,
    },
    // A refused explanation in the open dialog (a bad language, a passage too long) is a 4xx, as on the page.
    { status: document?.legalTerms?.status ?? 200 },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
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
  if (chatForm.form.get('intent') === 'rename') {
    return renameConversation(ctx, Object.fromEntries(chatForm.form))
  }
  return sendMessage(ctx, chatForm)
}

// The document dialog and the document view load only when an agreement is opened.
const DocumentDialog = lazy(() => import('#app/features/documents/document-dialog.tsx'))

export default function Workspace() {
  const data = useLoaderData<typeof loader>()
  const location = useLocation()
  const hydrated = useHydrated()
  const actionData = useActionData<typeof action>()
  const drawer = useDrawer()
  return (
    <>
      <SiteHeader pro={data.pro} menu={data.view === 'home' ? <DrawerToggle drawer={drawer} /> : null} />
      <WorkspaceTabs view={data.view} />
      {!data.canCreateDocument ? (
        <div className="border-b border-amber-200 bg-amber-50">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm text-amber-900">
            <span>Subscribe to generate unlimited legal documents</span>
            <a
              href="/subscription"
              className="rounded-md bg-amber-600 px-3 py-1 font-medium text-white hover:bg-amber-700"
            >
              Upgrade Now - ₹299
            </a>
          </div>
        </div>
      ) : null}
      {data.view !== 'home' ? (
        <ViewPlaceholder view={data.view} shared={data.shared} />
      ) : (
        <main className="mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-6 lg:grid-cols-[20rem_1fr]">
          <DrawerPanel drawer={drawer}>
            <WorkspaceSidebar
              tab={data.tab}
              search={data.search}
              categories={data.categories}
              sessions={data.sessions}
              activeSessionId={data.session?.id ?? null}
              renaming={data.renaming}
              renameRefusal={refusalOf(actionData, 'rename')}
            />
          </DrawerPanel>
          <div className="flex min-w-0 flex-col gap-6">
            <UpgradePrompt show={data.upgrade} />
            <ChatPanel
              session={data.session}
              messages={data.messages}
              refusal={refusalOf(actionData, 'send', 'pick-template')}
            />
            <div className="grid gap-6 xl:grid-cols-2">
              <LibraryCard entries={data.library} total={data.libraryTotal} />
              <AnalysisPanel analysis={data.analysis} />
            </div>
            <ApiAccessNote />
          </div>
        </main>
      )}
      {data.document ? (
        <OpenDocument doc={data.document} search={location.search} hydrated={hydrated} />
      ) : null}
      <RuntimeFooter />
    </>
  )
}

function OpenDocument({
  doc,
  search,
  hydrated,
}: {
  doc: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['document']>
  search: string
  hydrated: boolean
}) {
  const links = dialogLinks(doc.id, search)
  const close = new URLSearchParams(search)
  for (const key of Object.values(DOCUMENT_PARAMS)) if (key !== DOCUMENT_PARAMS.pageTab) close.delete(key)
  const closeHref = close.size > 0 ? `/app?${close.toString()}` : '/app'
  // Before JavaScript runs (or without it) the page is the way in.
  const fallback = (
    <p
      role="status"
      className="fixed bottom-4 left-1/2 z-30 -translate-x-1/2 rounded-lg bg-white px-4 py-2 text-sm shadow"
    >
      <Link to={`/app/documents/${doc.id}`} className="font-medium text-brand-700 underline">
        Open {doc.title}
      </Link>
    </p>
  )
  if (!hydrated) return fallback
  return (
    <Suspense fallback={fallback}>
      <DocumentDialog doc={doc} links={links} closeHref={closeHref} />
    </Suspense>
  )
}
