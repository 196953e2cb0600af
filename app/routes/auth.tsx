import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { authAction, authPage } from '#app/features/auth/page.server.ts'
import { AuthPage } from '#app/features/auth/auth-page.tsx'

export const meta: MetaFunction = () => [{ title: 'Sign in — NyayaDraft' }]

export const loader = ({ request }: LoaderFunctionArgs) => authPage(request)

export const action = (args: ActionFunctionArgs) => authAction(args)

export default function Auth() {
  return <AuthPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}
