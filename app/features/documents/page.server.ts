import { json } from '@remix-run/node'
import { requireUser } from '#app/platform/session.server.ts'
import { documentPageData } from './queries.server.ts'

/** The document page's data: the agreement and its open tab's. */
export async function documentPage(
  { request, context }: { request: Request; context: unknown },
  id: string | undefined,
) {
  const user = await requireUser(request)
  // Another user's agreement and a missing one get the same answer: nothing leaks.
  const data = await documentPageData(user, id, new URL(request.url), { unlockFor: { request, context } })
  if (!data) throw json('Document Not Found', { status: 404 })
  // A tab's own request can be bad (Legal Terms: an unknown language) or fail upstream.
  return json(data, { status: data.legalTerms?.status ?? 200 })
}
