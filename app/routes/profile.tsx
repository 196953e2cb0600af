import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { profileAction, profilePage } from '#app/features/account/page.server.ts'
import { ProfilePage } from '#app/features/account/profile-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

export const meta: MetaFunction = () => [{ title: 'Your account — NyayaDraft' }]

export const loader = ({ request }: LoaderFunctionArgs) => profilePage(request)

export const action = ({ request, context }: ActionFunctionArgs) => profileAction(request, context)

export default function Profile() {
  return <ProfilePage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
