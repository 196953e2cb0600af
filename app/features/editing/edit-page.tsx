import { Form, Link, useParams } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { refusalOf } from '#app/platform/form-contract.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { FormError, TextareaField } from '#app/ui/field.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import type { EditConflict, EditField } from './actions.server.ts'
import type { editPage } from './page.server.ts'

type EditPageData = SerializeFrom<typeof editPage>

/** Shown only when a save was refused: the typed text is kept, and in a conflict the newer text beside it. */
export function EditPage({ current, actionData }: { current: EditPageData; actionData: unknown }) {
  const refused = refusalOf<EditField, EditConflict>(actionData, 'edit')
  const { id } = useParams()
  const conflict = refused?.details ?? null
  const kind = conflict ? 'conflict' : refused ? 'error' : 'editor'
  // After a conflict the next save is made on top of the newer version.
  const refusal = refused
    ? {
        content: refused.values.content ?? '',
        version: conflict?.version ?? (Number(refused.values.version) || 0),
        returnTo: refused.values.returnTo ?? `/app/documents/${id}`,
      }
    : { content: current.content, version: current.version, returnTo: `/app/documents/${id}` }
  if (kind === 'editor' && !current.canEdit) {
    return (
      <>
        <SiteHeader />
        <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
          <h1 className="text-2xl font-bold">{current.title}</h1>
          <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            You can read this document but not edit it.
          </p>
          <Link
            to={`/app/documents/${id}`}
            className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
          >
            Back to the document
          </Link>
        </main>
      </>
    )
  }
  const editAgain = `/app/documents/${id}?tab=document&edit=1`
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Link to={refusal.returnTo} className="text-sm text-brand-700 underline">
          ← Back to the document
        </Link>
        <h1 className="mt-4 text-2xl font-bold">
          {kind === 'conflict'
            ? 'Edit conflict'
            : kind === 'error'
              ? 'Your edit was not saved'
              : `Edit ${current.title}`}
        </h1>
        {refused?.formError ? (
          <div className="mt-2">
            <FormError message={refused.formError} />
          </div>
        ) : null}
        <div className={`mt-4 grid gap-6 ${kind === 'conflict' ? 'lg:grid-cols-2' : ''}`}>
          <Form method="post" className="flex flex-col gap-2" aria-label="Your version">
            <CsrfInput />
            <input type="hidden" name="version" value={refusal.version} />
            <input type="hidden" name="returnTo" value={refusal.returnTo} />
            <TextareaField
              id="your-version"
              label={kind === 'editor' ? 'Document text' : 'Your version (not saved)'}
              labelClassName="text-sm font-semibold"
              name="content"
              defaultValue={refusal.content}
              error={refused?.fieldErrors.content}
              className="min-h-[28rem] w-full rounded-xl p-4 font-serif text-[15px] leading-relaxed"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit">{kind === 'conflict' ? 'Save mine on top' : 'Save'}</Button>
              <Link
                to={kind === 'editor' ? refusal.returnTo : editAgain}
                className={buttonVariants({ variant: 'outline' })}
              >
                {kind === 'conflict' ? 'Start again from the newer version' : 'Cancel'}
              </Link>
            </div>
          </Form>
          {kind === 'conflict' ? (
            <section aria-labelledby="their-version" className="flex flex-col gap-2">
              <h2 id="their-version" className="text-sm font-semibold">
                The newer version (saved, version {refusal.version})
              </h2>
              <div
                className="min-h-[28rem] whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-4 font-serif text-[15px] leading-relaxed"
                data-testid="their-version"
              >
                {conflict?.theirs}
              </div>
            </section>
          ) : null}
        </div>
      </main>
    </>
  )
}
