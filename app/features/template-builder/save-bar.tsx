import type { FormRefusal } from '#app/platform/form-contract.ts'
import { Button } from '#app/ui/button.tsx'
import { FormError } from '#app/ui/field.tsx'
import { BUILDER_INTENTS, type TemplateSummary } from './contract.ts'
import { BuilderForm } from './builder-form.tsx'

/** Save (each save a new version) and, with unsaved changes after a save, discard them. */
export function SaveBar({
  template,
  formKey,
  refusal,
  revertRefusal,
}: {
  template: TemplateSummary
  formKey: string
  refusal: FormRefusal | null
  revertRefusal: FormRefusal | null
}) {
  const problems = refusal ? Object.values(refusal.fieldErrors).filter(Boolean) : []
  return (
    <section
      aria-label="Save"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      {refusal ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p className="font-medium">The template was not saved.</p>
          <ul className="mt-1 list-disc pl-5">
            {(problems.length > 0 ? problems : [refusal.formError]).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormError message={revertRefusal?.formError} />
      <div className="flex flex-wrap items-center gap-3">
        <BuilderForm intent={BUILDER_INTENTS.save} formKey={formKey}>
          <Button type="submit">Save Template</Button>
        </BuilderForm>
        {template.latestVersion > 0 && template.unsaved ? (
          <BuilderForm intent={BUILDER_INTENTS.revert} formKey={formKey}>
            <Button type="submit" variant="outline">
              Discard unsaved changes
            </Button>
          </BuilderForm>
        ) : null}
        <p className="text-sm text-slate-600">
          {template.latestVersion === 0
            ? 'Not saved yet: the draft is kept on the server.'
            : template.unsaved
              ? `Unsaved changes since version ${template.latestVersion}.`
              : `Saved as version ${template.latestVersion}.`}
        </p>
      </div>
    </section>
  )
}
