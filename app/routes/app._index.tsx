import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { getTemplate, TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { ChatError } from '#domain/chat/index.ts'
import { getAiProvider } from '#app/providers/ai.server.ts'
import { manageChatSession, sendChatMessage } from '#app/utils/chat.server.ts'
import { csrfProblem } from '#app/utils/csrf.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUser } from '#app/utils/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { loadWorkspace, type SidebarTab } from '#app/utils/workspace.server.ts'
import { SiteHeader } from '#app/components/site-header.tsx'
import { RuntimeFooter } from '#app/components/runtime-footer.tsx'
import { WorkspaceSidebar } from '#app/components/workspace/sidebar.tsx'
import { ChatPanel } from '#app/components/workspace/chat-panel.tsx'
import { LibraryCard } from '#app/components/workspace/library-card.tsx'

export const meta: MetaFunction = () => [{ title: 'Workspace — NyayaDraft' }]

const sessionIdSchema = z.uuid()
const MESSAGE_REQUIRED = 'Please type a message before sending.'

const sendSchema = z.object({
  intent: z.literal('send'),
  sessionId: z.uuid().optional().or(z.literal('').transform(() => undefined)),
  message: z.string().trim().min(1, MESSAGE_REQUIRED).max(20_000, 'A message can be at most 20,000 characters.'),
})
const renameSchema = z.object({
  intent: z.literal('rename'),
  sessionId: z.uuid(),
  title: z.string().max(1000),
})
const pickSchema = z.object({
  intent: z.literal('pick-template'),
  templateId: z.enum(TEMPLATE_IDS),
})

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const url = new URL(request.url)
  const rawSession = url.searchParams.get('session')
  const renaming = url.searchParams.get('rename') === '1'
  const tab: SidebarTab = url.searchParams.get('tab') === 'chats' ? 'chats' : 'templates'
  const workspace = await loadWorkspace(await getDb(), user.id, {
    sessionId: rawSession && sessionIdSchema.safeParse(rawSession).success ? rawSession : null,
    tab,
    search: (url.searchParams.get('q') ?? '').slice(0, 200),
  })
  return json({ ...workspace, tab, search: url.searchParams.get('q') ?? '', renaming })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await request.formData()
  const typed = String(form.get('message') ?? '')
  const forged = await csrfProblem(request, form)
  if (forged) return json({ error: forged, message: typed }, { status: 403 })

  const fields = Object.fromEntries(form)
  const db = await getDb()
  if (fields.intent === 'rename') {
    const rename = renameSchema.safeParse(fields)
    const typedTitle = String(fields.title ?? '')
    if (!rename.success) return json({ error: 'Invalid request', message: typed, title: typedTitle }, { status: 400 })
    try {
      await manageChatSession(db, user.id, rename.data.sessionId, { type: 'rename', title: rename.data.title })
    } catch (error) {
      if (!(error instanceof ChatError)) throw error
      const status = error.code === 'chat.not_found' || error.code === 'chat.not_owner' || error.code === 'chat.deleted' ? 404 : 400
      return json({ error: error.message, message: typed, title: typedTitle }, { status })
    }
    return redirectWithToast(request, `/app?tab=chats&session=${rename.data.sessionId}`, {
      type: 'success',
      title: 'Conversation renamed',
    })
  }
  const parsed =
    fields.intent === 'pick-template'
      ? pickSchema.safeParse(fields)
      : sendSchema.safeParse(fields)
  if (!parsed.success) {
    return json({ error: parsed.error.issues[0]?.message ?? 'Invalid request', message: typed }, { status: 400 })
  }

  const input =
    parsed.data.intent === 'pick-template'
      ? { text: `I'd like to create a ${getTemplate(parsed.data.templateId).name}...`, sessionId: undefined }
      : { text: parsed.data.message, sessionId: parsed.data.sessionId }
  try {
    const turn = await sendChatMessage(db, getAiProvider(), { userId: user.id, ...input })
    if (turn.agreementId) {
      return redirectWithToast(request, `/app/documents/${turn.agreementId}`, {
        type: 'success',
        title: 'Agreement generated',
        description: `${turn.generation?.ok ? turn.generation.document.pages : ''} pages, saved in your Document Library.`,
      })
    }
    if (turn.generation && !turn.generation.ok && turn.generation.reason === 'generation_failed') {
      return redirectWithToast(request, `/app?session=${turn.sessionId}#latest`, {
        type: 'error',
        title: 'Error generating agreement',
        description: turn.generation.message,
      })
    }
    return redirect(`/app?session=${turn.sessionId}#latest`)
  } catch (error) {
    if (error instanceof ChatError) {
      const status = error.code === 'chat.not_found' || error.code === 'chat.not_owner' ? 404 : 400
      return json({ error: error.message, message: typed }, { status })
    }
    throw error
  }
}

export default function Workspace() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <>
      <SiteHeader />
      {!data.canCreateDocument ? (
        <div className="border-b border-amber-200 bg-amber-50">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm text-amber-900">
            <span>Subscribe to generate unlimited legal documents</span>
            <a href="/subscription" className="rounded-md bg-amber-600 px-3 py-1 font-medium text-white hover:bg-amber-700">
              Upgrade Now - ₹299
            </a>
          </div>
        </div>
      ) : null}
      <main className="mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-6 lg:grid-cols-[20rem_1fr]">
        <WorkspaceSidebar
          tab={data.tab}
          search={data.search}
          categories={data.categories}
          sessions={data.sessions}
          activeSessionId={data.session?.id ?? null}
          renaming={data.renaming}
          renameError={actionData && 'title' in actionData ? actionData.error : null}
          typedTitle={actionData && 'title' in actionData ? String(actionData.title) : null}
        />
        <div className="flex min-w-0 flex-col gap-6">
          <ChatPanel
            session={data.session}
            messages={data.messages}
            error={actionData && !('title' in actionData) ? actionData.error : null}
            typed={actionData?.message ?? ''}
          />
          <LibraryCard entries={data.library} total={data.libraryTotal} />
        </div>
      </main>
      <RuntimeFooter />
    </>
  )
}
