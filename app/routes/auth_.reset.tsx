import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { resetPasswordAction, resetPasswordPage } from '#app/features/auth/reset-page.server.ts'
import { ResetPasswordPage } from '#app/features/auth/reset-password-page.tsx'

export const meta: MetaFunction = () => [{ title: 'Reset your password — NyayaDraft' }]

export const loader = ({ request }: LoaderFunctionArgs) => resetPasswordPage(request)

export const action = (args: ActionFunctionArgs) => resetPasswordAction(args)

export default function ResetPassword() {
  return (
    <ResetPasswordPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
  )
}
