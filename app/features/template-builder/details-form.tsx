import type { TemplateDraft } from '#domain/templates/definition.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { Button } from '#app/ui/button.tsx'
import { Field, FormError, SelectField, TextareaField } from '#app/ui/field.tsx'
import { BUILDER_INTENTS, CATEGORY_LABELS } from './contract.ts'
import { BuilderForm } from './builder-form.tsx'

/** Name, description and category of the draft. */
export function DetailsForm({
  draft,
  formKey,
  refusal,
  saveErrors,
}: {
  draft: TemplateDraft
  formKey: string
  refusal: FormRefusal | null
  /** A refused save's messages for these fields. */
  saveErrors: Record<string, string | undefined>
}) {
  const value = (name: 'name' | 'description' | 'category', current: string) =>
    refusal?.values[name] ?? current
  return (
    <section aria-labelledby="details-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="details-title" className="text-lg font-semibold">
        Details
      </h2>
      <BuilderForm intent={BUILDER_INTENTS.details} formKey={formKey} className="mt-3 flex flex-col gap-3">
        <FormError message={refusal?.formError} />
        <Field
          label="Template Name"
          name="name"
          maxLength={100}
          defaultValue={value('name', draft.name)}
          error={refusal?.fieldErrors.name ?? saveErrors.name}
        />
        <TextareaField
          label="Description"
          name="description"
          rows={2}
          maxLength={500}
          defaultValue={value('description', draft.description)}
          error={refusal?.fieldErrors.description}
        />
        <SelectField
          label="Category"
          name="category"
          defaultValue={value('category', draft.category ?? '')}
          error={refusal?.fieldErrors.category ?? saveErrors.category}
          options={[
            { value: '', label: 'Choose a category' },
            ...CATEGORY_LABELS.map((c) => ({ value: c, label: c })),
          ]}
        />
        <div>
          <Button type="submit" variant="outline">
            Update details
          </Button>
        </div>
      </BuilderForm>
    </section>
  )
}
