import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { contactAction, contactPage } from '#app/features/contact/page.server.ts'
import { ContactPage } from '#app/features/contact/contact-page.tsx'

export const meta: MetaFunction = () => [
  { title: 'Contact — NyayaDraft' },
  {
    name: 'description',
    content:
      'Write to the NyayaDraft team: support hours, how soon we reply, and answers to common questions.',
  },
]

export const loader = ({ request }: LoaderFunctionArgs) => contactPage(request)

export const action = (args: ActionFunctionArgs) => contactAction(args)

export default function Contact() {
  return <ContactPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}
