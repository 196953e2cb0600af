import type { MetaFunction } from '@remix-run/node'
import { LandingPage } from '#app/features/site/landing-page.tsx'

export const meta: MetaFunction = () => [
  { title: 'NyayaDraft — AI legal documents under Indian law' },
  {
    name: 'description',
    content:
      'Describe an agreement or pick a template; get a draft under Indian law, edit it, explain it and share it.',
  },
]

export default function Landing() {
  return <LandingPage />
}
