import { Link } from '@remix-run/react'
import type { TemplateField } from '#domain/templates/definition.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { Button } from '#app/ui/button.tsx'
import { FormError } from '#app/ui/field.tsx'
import { BUILDER_INTENTS } from './contract.ts'
import { BuilderForm } from './builder-form.tsx'
import { fieldSummary } from './field-summary.ts'

/** The draft's fields in order, each with Edit (a link), Up, Down (disabled at the ends) and Delete. */
export function FieldList({
  fields,
  formKey,
  refusal,
  saveError,
  editHref,
  editingId,
}: {
  fields: readonly TemplateField[]
  formKey: string
  refusal: FormRefusal | null
  saveError?: string
  editHref: (fieldId: string) => string
  editingId: string | null
}) {
  return (
    <section
      id="fields"
      aria-labelledby="fields-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="fields-title" className="text-lg font-semibold">
        Fields ({fields.length})
      </h2>
      <FormError message={refusal?.formError ?? saveError} />
      {fields.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No fields yet. Add the first one below.</p>
      ) : (
        <ol aria-label="Fields" className="mt-3 flex flex-col divide-y divide-slate-200">
          {fields.map((field, index) => (
            <li
              key={field.id}
              aria-label={field.label}
              className="flex flex-wrap items-start justify-between gap-2 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {field.label} <code className="text-xs text-slate-600">{`{{${field.name}}}`}</code>
                </p>
                <p className="text-sm text-slate-600">{fieldSummary(field, fields).join(' · ')}</p>
              </div>
              <div className="flex items-center gap-1">
                <Link
                  to={editHref(field.id)}
                  preventScrollReset
                  aria-current={field.id === editingId ? 'true' : undefined}
                  className="rounded px-2 py-1 text-xs font-medium text-brand-700 underline"
                >
                  Edit<span className="sr-only"> {field.label}</span>
                </Link>
                <MoveButton field={field} formKey={formKey} direction="up" disabled={index === 0} />
                <MoveButton
                  field={field}
                  formKey={formKey}
                  direction="down"
                  disabled={index === fields.length - 1}
                />
                <BuilderForm intent={BUILDER_INTENTS.deleteField} formKey={formKey} fieldId={field.id}>
                  <Button type="submit" variant="ghost" size="xs" className="text-red-700">
                    Delete<span className="sr-only"> {field.label}</span>
                  </Button>
                </BuilderForm>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function MoveButton({
  field,
  formKey,
  direction,
  disabled,
}: {
  field: TemplateField
  formKey: string
  direction: 'up' | 'down'
  disabled: boolean
}) {
  return (
    <BuilderForm intent={BUILDER_INTENTS.moveField} formKey={formKey} fieldId={field.id}>
      <input type="hidden" name="direction" value={direction} />
      <Button type="submit" variant="outline" size="xs" disabled={disabled}>
        {direction === 'up' ? 'Up' : 'Down'}
        <span className="sr-only"> {field.label}</span>
      </Button>
    </BuilderForm>
  )
}
