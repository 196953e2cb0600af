import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { contactAction, contactPage } from '#app/features/contact/page.server.ts'
import { ContactPage } from '#app/features/contact/contact-page.tsx'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { publicMeta } from '#app/features/site/public-meta.ts'

export const meta = publicMeta(
  'Contact — NyayaDraft',
  'Write to the NyayaDraft team: support hours, how soon we reply, and answers to common questions.',
)

export const headers = publicPageHeaders

export const loader = ({ request }: LoaderFunctionArgs) => contactPage(request)

export const action = (args: ActionFunctionArgs) => contactAction(args)

export default function Contact() {
  return <ContactPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}
