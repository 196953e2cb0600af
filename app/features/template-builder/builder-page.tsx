import { Link } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { refusalOf } from '#app/platform/form-contract.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { RuntimeFooter } from '#app/features/site/runtime-footer.tsx'
import { WorkspaceTabs } from '#app/features/workspace/workspace-tabs.tsx'
import { TabLink, TabLinks } from '#app/ui/tab-links.tsx'
import { AddFieldForm } from './add-field-form.tsx'
import { BodyForm } from './body-form.tsx'
import { BUILDER_INTENTS, builderHref, TEMPLATES_TAB_HREF, type BuilderPage } from './contract.ts'
import { savedOn } from './dates.ts'
import { DetailsForm } from './details-form.tsx'
import { FieldList } from './field-list.tsx'
import { PreviewForm } from './preview-form.tsx'
import { SaveBar } from './save-bar.tsx'
import { UNTITLED } from './templates-tab.tsx'

// A form starts again from the server's draft only when that part of the draft changed: a
// revalidation for any other reason keeps what is being typed.
const detailsKey = (draft: { name: string; description: string; category: string | null }) =>
  JSON.stringify([draft.name, draft.description, draft.category])

/** /app/templates/<id>: the builder on the server's draft, or its preview, under the Templates tab. */
export function BuilderPageView({
  data,
  actionData,
}: {
  data: SerializeFrom<BuilderPage>
  actionData: unknown
}) {
  const { template, draft, mode, viewing, preview, formKey } = data
  const I = BUILDER_INTENTS
  const save = refusalOf(actionData, I.save)
  const saveErrors = save?.fieldErrors ?? {}
  const title = (viewing ? viewing.name : draft.name) || UNTITLED
  return (
    <>
      <SiteHeader />
      <WorkspaceTabs view="templates" />
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-4 px-4 py-6">
        <Link to={TEMPLATES_TAB_HREF} className="text-sm text-brand-700 underline">
          ← My Templates
        </Link>
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-sm text-slate-600">
            {viewing
              ? `Version ${viewing.version}, saved ${savedOn(viewing.savedAt)} (read-only)`
              : `${draft.category ?? 'No category'} · ${draft.fields.length} ${draft.fields.length === 1 ? 'field' : 'fields'}`}
          </p>
        </div>
        {viewing ? (
          <Link to={builderHref(template.id)} className="text-sm text-brand-700 underline">
            Back to the draft
          </Link>
        ) : (
          <TabLinks aria-label="Builder mode">
            <TabLink to={builderHref(template.id)} current={mode === 'edit'}>
              Build
            </TabLink>
            <TabLink to={builderHref(template.id, { preview: true })} current={mode === 'preview'}>
              Preview
            </TabLink>
          </TabLinks>
        )}
        {mode === 'preview' && preview ? (
          <section
            aria-labelledby="preview-title"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="preview-title" className="mb-3 text-lg font-semibold">
              Preview
            </h2>
            <PreviewForm
              key={`${viewing?.version ?? 'draft'}:${JSON.stringify(preview.answers)}`}
              fields={draft.fields}
              preview={preview}
              action={builderHref(template.id)}
              version={viewing?.version ?? null}
            />
            {preview.document ? (
              <div className="mt-6">
                <h3 className="font-semibold">The document these answers make</h3>
                <pre className="mt-2 max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 font-serif text-sm">
                  {preview.document.text}
                </pre>
              </div>
            ) : null}
          </section>
        ) : (
          <>
            <DetailsForm
              key={detailsKey(draft)}
              draft={draft}
              formKey={formKey}
              refusal={refusalOf(actionData, I.details)}
              saveErrors={saveErrors}
            />
            <FieldList
              fields={draft.fields}
              formKey={formKey}
              refusal={
                data.editing
                  ? refusalOf(actionData, I.moveField, I.deleteField)
                  : refusalOf(actionData, I.moveField, I.deleteField, I.editField)
              }
              saveError={saveErrors.fields}
              editHref={(fieldId) => builderHref(template.id, { edit: fieldId })}
              editingId={data.editing?.id ?? null}
            />
            <AddFieldForm
              key={`${data.editing ? JSON.stringify(data.editing) : 'add'} ${draft.fields.map((f) => f.id).join(' ')}`}
              fields={draft.fields}
              formKey={formKey}
              refusal={refusalOf(actionData, data.editing ? I.editField : I.addField)}
              editing={data.editing}
              cancelHref={`${builderHref(template.id)}#fields`}
            />
            <BodyForm
              key={JSON.stringify(draft.body)}
              draft={draft}
              builtIns={data.builtIns}
              formKey={formKey}
              refusal={refusalOf(actionData, I.body)}
              problem={saveErrors.body ?? data.saveProblems.body ?? null}
            />
          </>
        )}
        {viewing ? null : (
          <SaveBar
            template={template}
            formKey={formKey}
            refusal={save}
            revertRefusal={refusalOf(actionData, I.revert)}
          />
        )}
        {template.versions.length > 0 ? (
          <section
            aria-labelledby="versions-title"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="versions-title" className="text-lg font-semibold">
              Versions
            </h2>
            <ol className="mt-2 flex flex-col gap-1 text-sm">
              {template.versions.map((v) => (
                <li key={v.version}>
                  <Link
                    to={builderHref(template.id, { version: v.version })}
                    className="text-brand-700 underline"
                  >
                    Version {v.version}
                  </Link>{' '}
                  — {v.name} ({v.category}), {v.fieldCount} {v.fieldCount === 1 ? 'field' : 'fields'}, saved{' '}
                  {savedOn(v.savedAt)}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </main>
      <RuntimeFooter />
    </>
  )
}
