import type { FormRefusal } from '#app/platform/form-contract.ts'
import { Field, SelectField, TextareaField } from '#app/ui/field.tsx'

/**
 * What describes a personal clause — title, category, risk, tags, description — as the save
 * form and the edit form both ask it; `idPrefix` keeps two forms' ids apart.
 */
export function ClauseDetailsFields({
  idPrefix,
  value,
  refused,
  categories,
  risks,
  tagsPlaceholder,
}: {
  idPrefix: string
  value: (name: string) => string
  refused: FormRefusal | null
  categories: readonly string[]
  risks: readonly string[]
  tagsPlaceholder?: string
}) {
  return (
    <>
      <Field
        id={`${idPrefix}title`}
        name="title"
        label="Title"
        defaultValue={value('title')}
        error={refused?.fieldErrors.title}
        maxLength={120}
        autoComplete="off"
      />
      <div className="grid gap-3 md:grid-cols-2">
        <SelectField
          id={`${idPrefix}category`}
          name="category"
          label="Category"
          defaultValue={value('category')}
          error={refused?.fieldErrors.category}
          options={[
            { value: '', label: 'Choose a category' },
            ...categories.map((c) => ({ value: c, label: c })),
          ]}
        />
        <SelectField
          id={`${idPrefix}risk`}
          name="risk"
          label="Risk level"
          defaultValue={value('risk')}
          error={refused?.fieldErrors.risk}
          options={[
            { value: '', label: 'Choose a risk level' },
            ...risks.map((r) => ({ value: r, label: r })),
          ]}
        />
      </div>
      <Field
        id={`${idPrefix}tags`}
        name="tags"
        label="Tags (comma-separated)"
        defaultValue={value('tags')}
        error={refused?.fieldErrors.tags}
        placeholder={tagsPlaceholder}
        autoComplete="off"
      />
      <TextareaField
        id={`${idPrefix}description`}
        name="description"
        label="Description (optional)"
        defaultValue={value('description')}
        error={refused?.fieldErrors.description}
        className="min-h-[4rem] w-full rounded-md border border-slate-300 bg-white p-3 text-sm"
      />
    </>
  )
}
