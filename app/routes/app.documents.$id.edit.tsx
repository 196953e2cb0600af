import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { editAction, editPage } from '#app/features/editing/page.server.ts'
import { EditPage } from '#app/features/editing/edit-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

export const meta: MetaFunction = () => [{ title: 'Edit document — NyayaDraft' }]

export const loader = ({ request, params }: LoaderFunctionArgs) => editPage(request, params.id)

export const action = (args: ActionFunctionArgs) => editAction(args)

export default function Edit() {
  return <EditPage current={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
