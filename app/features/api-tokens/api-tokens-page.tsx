import { Link } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { refusalOf } from '#app/platform/form-contract.ts'
import { FormError } from '#app/ui/field.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import type { apiTokensAction, apiTokensPage } from './page.server.ts'
import { ApiTokenCard } from './api-token-card.tsx'
import { NewToken } from './new-token.tsx'

type ApiTokensPageData = SerializeFrom<typeof apiTokensPage>
type ApiTokensActionData = SerializeFrom<typeof apiTokensAction> | undefined

/** The token list and the create form; right after a create, the new token once. */
export function ApiTokensPage({
  data: { tokens },
  actionData: data,
}: {
  data: ApiTokensPageData
  actionData: ApiTokensActionData
}) {
  const created = data && 'created' in data ? data.created : null
  const refusal = refusalOf<'name'>(data, 'create', 'revoke')
  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8">
        <div className="flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold">API tokens</h1>
          <Link to="/app" className="text-sm text-brand-700 hover:underline">
            Back to the workspace
          </Link>
        </div>
        <FormError message={refusal?.formError} />
        {created ? <NewToken created={created} /> : null}
        <ApiTokenCard
          key={created?.prefix ?? 'form'}
          tokens={tokens}
          nameError={refusal?.fieldErrors.name ?? null}
          typedName={refusal?.values.name ?? ''}
        />
      </main>
    </>
  )
}
