import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { builderAction } from '#app/features/template-builder/actions.server.ts'
import { builderPage } from '#app/features/template-builder/queries.server.ts'
import { BuilderPageView } from '#app/features/template-builder/builder-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /app/templates/<id>: one of the user's own templates in the Template Builder.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${data.draft.name || 'Untitled template'} — Template Builder — NyayaDraft`
      : 'Template Not Found — NyayaDraft',
  },
]

export const loader = ({ request, params }: LoaderFunctionArgs) => builderPage(request, params.id)

export const action = (args: ActionFunctionArgs) => builderAction(args)

export default function TemplateBuilderRoute() {
  return <BuilderPageView data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
