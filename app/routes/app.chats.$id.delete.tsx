import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { deleteChatSession, ownedChatSession } from '#app/features/chat/chat.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { assertCsrf } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { Button } from '#app/ui/button.tsx'
import { readForm } from '#app/platform/form-body.server.ts'

export const meta: MetaFunction = () => [{ title: 'Delete conversation — NyayaDraft' }]

async function ownedSession(request: Request, id: string | undefined) {
  const user = await requireUser(request)
  const session = await ownedChatSession(await getDb(), user.id, id)
  if (!session) throw json('Conversation not found', { status: 404 })
  return { user, session }
}

// The confirmation is a page of its own, so deleting needs no JavaScript.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session } = await ownedSession(request, params.id)
  return json({ id: session.id, title: session.title })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await assertCsrf(request, await readForm(request))
  const { user, session } = await ownedSession(request, params.id)
  const deleted = await deleteChatSession(
    await getDb(),
    commandContext({ request, context }, user.id),
    session.id,
  )
  if (!deleted.ok) throw json(deleted.message, { status: deleted.status })
  return redirectWithToast(request, '/app?tab=chats', {
    type: 'success',
    title: 'Chat deleted',
    description: 'The conversation has been removed',
  })
}

export default function DeleteConversation() {
  const { id, title } = useLoaderData<typeof loader>()
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 py-12">
        <div
          role="alertdialog"
          aria-labelledby="confirm"
          className="rounded-xl border border-slate-200 bg-white p-6"
        >
          <h1 id="confirm" className="text-lg font-semibold">
            Are you sure you want to delete this conversation?
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            “{title}” and its messages will be removed from your chats. Agreements generated in it stay in
            your Document Library.
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <Link
              to={`/app?tab=chats&session=${id}`}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm"
            >
              Cancel
            </Link>
            <Form method="post">
              <CsrfInput />
              <Button type="submit" variant="destructive">
                Delete
              </Button>
            </Form>
          </div>
        </div>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
