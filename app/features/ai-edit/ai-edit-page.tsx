import { Link, useParams } from '@remix-run/react'
import { refusalOf } from '#app/platform/form-contract.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { AiEditBox } from './ai-edit-box.tsx'
import type { AiEditDetails, AiEditField } from './ai-edit-refusal.tsx'
import { aiEditorHref } from './contract.ts'

/**
 * Shown when an AI edit changed nothing and the browser posted without JavaScript: why,
 * the request kept in the editor to try again, and after a conflict both texts.
 */
export function AiEditPage({ actionData }: { actionData: unknown }) {
  const refusal = refusalOf<AiEditField, AiEditDetails>(actionData, 'apply')
  const { id = '' } = useParams()
  if (!refusal) {
    return (
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-4 px-4 py-10">
        <h1 className="text-2xl font-bold">AI Edit</h1>
        <Link to={aiEditorHref(id)} className="text-brand-700 underline">
          Open the AI editor on the document
        </Link>
      </main>
    )
  }
  const returnTo = refusal.values.returnTo ?? `/app/documents/${id}`
  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-6">
        <Link to={returnTo} className="text-sm text-brand-700 underline">
          ← Back to the document
        </Link>
        <h1 className="text-2xl font-bold">{refusal.details?.title ?? 'AI Edit'}</h1>
        <AiEditBox
          agreementId={id}
          version={Number(refusal.values.version) || 0}
          returnTo={returnTo}
          open
          closeHref={returnTo}
          refused={refusal}
        />
      </main>
    </>
  )
}
