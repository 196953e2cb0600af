import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { workspaceAction, workspacePage } from '#app/features/workspace/page.server.ts'
import { WorkspacePage } from '#app/features/workspace/workspace-page.tsx'

export const meta: MetaFunction = () => [{ title: 'Workspace — NyayaDraft' }]

// A document POST renders the page with this route's headers, not the action's: a busy
// refusal's Retry-After is passed on here so it reaches the page without JavaScript too.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers()
  const retry = actionHeaders.get('Retry-After')
  if (retry) headers.set('Retry-After', retry)
  return headers
}

export const loader = ({ request, context }: LoaderFunctionArgs) => workspacePage(request, context)

export const action = (args: ActionFunctionArgs) => workspaceAction(args)

export default function Workspace() {
  return <WorkspacePage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}
