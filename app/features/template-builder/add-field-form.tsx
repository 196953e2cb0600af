import { Link } from '@remix-run/react'
import { useState } from 'react'
import { fieldInputOf } from '#domain/templates/field-edit.ts'
import { FIELD_TYPES, type FieldType, type TemplateField } from '#domain/templates/definition.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { Button } from '#app/ui/button.tsx'
import { Checkbox } from '#app/ui/checkbox.tsx'
import { Field, FormError, SelectField } from '#app/ui/field.tsx'
import { Label } from '#app/ui/label.tsx'
import { BUILDER_INTENTS, FIELD_TYPE_LABELS } from './contract.ts'
import { BuilderForm } from './builder-form.tsx'

type Shows = (type: FieldType) => boolean
const FOR: Record<string, Shows> = {
  options: (t) => t === 'select' || t === 'radio',
  number: (t) => t === 'number',
  date: (t) => t === 'date',
  length: (t) => t === 'text' || t === 'textarea',
  pattern: (t) => t === 'text',
}

/**
 * The add-field form, or with `editing` the same form holding that field and saving it in
 * place. Without JavaScript every validation input shows, each saying which type it is for
 * (the server ignores the others); with it only the chosen type's show.
 */
export function AddFieldForm({
  fields,
  formKey,
  refusal,
  editing = null,
  cancelHref,
}: {
  fields: readonly TemplateField[]
  formKey: string
  refusal: FormRefusal | null
  editing?: TemplateField | null
  cancelHref?: string
}) {
  const hydrated = useHydrated()
  const current: Record<string, string | undefined> = editing ? fieldInputOf(editing) : {}
  const typed = (name: string) => refusal?.values[name] ?? current[name] ?? ''
  const error = (name: string) => refusal?.fieldErrors[name]
  const [type, setType] = useState<string>(typed('type'))
  const chosen = (FIELD_TYPES as readonly string[]).includes(type)
  const shows = (group: keyof typeof FOR) => !hydrated || (chosen && FOR[group]!(type as FieldType))
  return (
    <section
      id="field-form"
      aria-labelledby="add-field-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="add-field-title" className="text-lg font-semibold">
        {editing ? `Edit field “${editing.label}”` : 'Add a field'}
      </h2>
      <BuilderForm
        intent={editing ? BUILDER_INTENTS.editField : BUILDER_INTENTS.addField}
        formKey={formKey}
        className="mt-3 flex flex-col gap-3"
        label={editing ? 'Edit the field' : 'Add a field'}
        fieldId={editing?.id}
      >
        <FormError message={refusal?.formError} />
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            label="Field Name"
            name="name"
            defaultValue={typed('name')}
            error={error('name')}
            placeholder="e.g. tenantName"
            maxLength={40}
          />
          <Field
            label="Field Label"
            name="label"
            defaultValue={typed('label')}
            error={error('label')}
            placeholder="e.g. Tenant Name"
            maxLength={100}
          />
          <SelectField
            label="Field Type"
            name="type"
            defaultValue={typed('type')}
            error={error('type')}
            onChange={(e) => setType(e.currentTarget.value)}
            options={[
              { value: '', label: 'Choose a type' },
              ...FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] })),
            ]}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Placeholder"
            name="placeholder"
            defaultValue={typed('placeholder')}
            error={error('placeholder')}
            maxLength={100}
          />
          <div className="flex items-center gap-2 pt-6">
            <Checkbox id="add-field-required" name="required" defaultChecked={typed('required') === 'on'} />
            <Label htmlFor="add-field-required">Required</Label>
          </div>
        </div>
        {shows('options') ? (
          <Field
            label={hydrated ? 'Options (comma-separated)' : 'Options (comma-separated; Select and Radio)'}
            name="options"
            defaultValue={typed('options')}
            error={error('options')}
            placeholder="e.g. Monthly, Quarterly, Yearly"
          />
        ) : null}
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Validation (optional)</legend>
          {shows('number') ? (
            <>
              <Field
                label={hydrated ? 'Minimum' : 'Minimum (Number)'}
                name="min"
                inputMode="decimal"
                defaultValue={typed('min')}
                error={error('min')}
              />
              <Field
                label={hydrated ? 'Maximum' : 'Maximum (Number)'}
                name="max"
                inputMode="decimal"
                defaultValue={typed('max')}
                error={error('max')}
              />
            </>
          ) : null}
          {shows('date') ? (
            <>
              <Field
                label={hydrated ? 'Earliest date' : 'Earliest date (Date)'}
                name="minDate"
                type="date"
                defaultValue={typed('minDate')}
                error={error('minDate')}
              />
              <Field
                label={hydrated ? 'Latest date' : 'Latest date (Date)'}
                name="maxDate"
                type="date"
                defaultValue={typed('maxDate')}
                error={error('maxDate')}
              />
            </>
          ) : null}
          {shows('length') ? (
            <>
              <Field
                label={hydrated ? 'Minimum length' : 'Minimum length (Text, Text area)'}
                name="minLength"
                inputMode="numeric"
                defaultValue={typed('minLength')}
                error={error('minLength')}
              />
              <Field
                label={hydrated ? 'Maximum length' : 'Maximum length (Text, Text area)'}
                name="maxLength"
                inputMode="numeric"
                defaultValue={typed('maxLength')}
                error={error('maxLength')}
              />
            </>
          ) : null}
          {shows('pattern') ? (
            <Field
              label={hydrated ? 'Pattern' : 'Pattern (Text)'}
              name="pattern"
              defaultValue={typed('pattern')}
              error={error('pattern')}
              placeholder="e.g. [A-Z]{5}[0-9]{4}[A-Z]"
            />
          ) : null}
          {hydrated && !chosen ? (
            <p className="text-sm text-slate-600">Choose a type to see its checks.</p>
          ) : null}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">
            Condition (optional): show only when
          </legend>
          <SelectField
            label="Field"
            name="conditionField"
            defaultValue={typed('conditionField')}
            error={error('conditionField')}
            options={[
              { value: '', label: 'Always show' },
              ...fields
                .filter((f) => f.id !== editing?.id)
                .map((f) => ({ value: f.name, label: `${f.label} (${f.name})` })),
            ]}
          />
          <Field
            label="has the answer"
            name="conditionValue"
            defaultValue={typed('conditionValue')}
            error={error('conditionValue')}
            placeholder="e.g. Yes (a checkbox: yes or no)"
          />
        </fieldset>
        <div className="flex items-center gap-3">
          <Button type="submit">{editing ? 'Save Field' : 'Add Field'}</Button>
          {editing && cancelHref ? (
            <Link to={cancelHref} className="text-sm text-brand-700 underline">
              Cancel
            </Link>
          ) : null}
        </div>
      </BuilderForm>
    </section>
  )
}
