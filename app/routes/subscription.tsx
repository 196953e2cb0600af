import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { subscriptionPage } from '#app/features/subscription/page.server.ts'
import { SubscriptionPage } from '#app/features/subscription/subscription-page.tsx'

export const meta: MetaFunction = () => [{ title: 'Professional plan — NyayaDraft' }]

export const loader = ({ request }: LoaderFunctionArgs) => subscriptionPage(request)

export default function Subscription() {
  return <SubscriptionPage />
}
