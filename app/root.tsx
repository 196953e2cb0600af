import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  type MetaFunction,
} from '@remix-run/react'
import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import stylesheet from './styles/tailwind.css'
import { issueCsrfToken } from '#app/platform/csrf.server.ts'
import { getSessionUser } from '#app/platform/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { hasProfessional } from '#app/features/subscription/subscription.server.ts'
import { isEmailVerified } from '#app/features/account/email-links.server.ts'
import { takeToast, toastFromContext } from '#app/platform/toast.server.ts'
import { describeRuntime } from '#app/platform/runtime.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { useNonce } from '#app/platform/nonce.tsx'
import { Toaster } from '#app/platform/toaster.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => [
  { title: 'NyayaDraft — legal documents under Indian law' },
  { name: 'description', content: 'Draft, edit, explain and share agreements under Indian law.' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = getSessionUser(request)
  const [user, pro, emailVerified, { toast, setCookie: toastCookie }, { token, setCookie: csrfCookie }] =
    await Promise.all([
      signedIn,
      // The header's Pro badge on every page, read per request (see hasProfessional).
      signedIn.then(async (u) => (u ? hasProfessional(await getDb(), u.id) : false)),
      // The header's "Verify your e-mail" strip, likewise.
      signedIn.then(async (u) => (u ? isEmailVerified(await getDb(), u.id) : true)),
      takeToast(request),
      issueCsrfToken(request),
    ])
  const headers = new Headers()
  if (toastCookie) headers.append('Set-Cookie', toastCookie)
  if (csrfCookie) headers.append('Set-Cookie', csrfCookie)
  return json(
    {
      user,
      pro,
      emailVerified,
      toast: toastFromContext(context) ?? toast,
      csrf: token,
      runtime: describeRuntime(),
      // Canonical and sharing links of the public pages (public-meta.ts).
      siteOrigin: getEnv().APP_ORIGIN ?? new URL(request.url).origin,
    },
    { headers },
  )
}

function Document({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en-IN" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>()
  return (
    <Document>
      <Outlet />
      <Toaster toast={toast} />
    </Document>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  // In the browser only: on the server, entry.server.tsx's handleError has logged it (JSON,
  // with its stack and the request's id).
  if (!isRouteErrorResponse(error) && typeof document !== 'undefined') console.error(error)
  return (
    <Document>
      <ErrorPage error={error} />
    </Document>
  )
}
