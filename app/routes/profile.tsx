import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { profilePage } from '#app/features/account/page.server.ts'
import { ProfilePage } from '#app/features/account/profile-page.tsx'

export const meta: MetaFunction = () => [{ title: 'Profile — NyayaDraft' }]

export const loader = ({ request }: LoaderFunctionArgs) => profilePage(request)

export default function Profile() {
  return <ProfilePage {...useLoaderData<typeof loader>()} />
}
