import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useParams, useRouteError } from '@remix-run/react'
import { aiEditAction } from '#app/features/ai-edit/actions.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { requireDocumentAccess } from '#app/features/documents/guard.server.ts'
import { AiEditBox } from '#app/features/ai-edit/ai-edit-box.tsx'
import type { AiEditDetails, AiEditField } from '#app/features/ai-edit/ai-edit-refusal.tsx'
import { refusalOf } from '#app/platform/form-contract.ts'
import { ErrorPage } from '#app/features/site/error-page.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'

// /app/documents/<id>/ai-edit takes the AI editor's form (and Undo); without JavaScript a
// refusal renders this route's own page (the document page is `$id._index`, so nothing
// nests it — ADR 0010).

export const meta: MetaFunction = () => [{ title: 'AI Edit — NyayaDraft' }]

const editorOf = (id: string) => `/app/documents/${id}?tab=document&ai=1#ai-edit`

// The editor lives on the document page (?ai=1); this route takes the posts. Remix also
// runs this loader to render the page after the action answered a refusal — with the
// post's headers — and a redirect then would throw the refusal away, so only a browser's
// own GET (which sends no Content-Type) is sent to the editor.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  await requireDocumentAccess(user, params.id)
  if (request.headers.has('content-type')) return null
  return redirect(editorOf(params.id ?? ''))
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request)
  return aiEditAction(request, context, user, params.id ?? '')
}

/**
 * Shown when an AI edit changed nothing and the browser posted without JavaScript: why,
 * the request kept in the editor to try again, and after a conflict both texts.
 */
export default function AiEditRefused() {
  const refusal = refusalOf<AiEditField, AiEditDetails>(useActionData<typeof action>(), 'apply')
  const { id = '' } = useParams()
  if (!refusal) {
    return (
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-4 px-4 py-10">
        <h1 className="text-2xl font-bold">AI Edit</h1>
        <Link to={editorOf(id)} className="text-brand-700 underline">
          Open the AI editor on the document
        </Link>
      </main>
    )
  }
  const returnTo = refusal.values.returnTo ?? `/app/documents/${id}`
  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-6">
        <Link to={returnTo} className="text-sm text-brand-700 underline">
          ← Back to the document
        </Link>
        <h1 className="text-2xl font-bold">{refusal.details?.title ?? 'AI Edit'}</h1>
        <AiEditBox
          agreementId={id}
          version={Number(refusal.values.version) || 0}
          returnTo={returnTo}
          open
          closeHref={returnTo}
          refused={refusal}
        />
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
