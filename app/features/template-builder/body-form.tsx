import { useState } from 'react'
import type { TemplateDraft } from '#domain/templates/definition.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { Button } from '#app/ui/button.tsx'
import { FormError, SelectField, TextareaField } from '#app/ui/field.tsx'
import { BUILDER_INTENTS, type BuiltInOption } from './contract.ts'
import { BuilderForm } from './builder-form.tsx'

const LANGUAGE_HINT =
  'Write {{fieldName}} for an answer and {{#if fieldName}} … {{/if}} for a passage kept only when the field is answered (a checkbox ticked); \\{{ writes two braces. An unanswered field is marked [TO BE CONFIRMED: …].'

/** The body: the user's own text, or a built-in template the fields fill. */
export function BodyForm({
  draft,
  builtIns,
  formKey,
  refusal,
  problem,
}: {
  draft: TemplateDraft
  builtIns: readonly BuiltInOption[]
  formKey: string
  refusal: FormRefusal | null
  /** Why the body as it is could not be saved. */
  problem: string | null
}) {
  const hydrated = useHydrated()
  const body = draft.body
  const typedKind = refusal?.values.bodyKind ?? body.kind
  const [kind, setKind] = useState(typedKind === 'extends' ? 'extends' : 'text')
  const text = refusal?.values.text ?? (body.kind === 'text' ? body.text : '')
  const templateId = refusal?.values.templateId ?? (body.kind === 'extends' ? body.templateId : '')
  const base = builtIns.find((b) => b.id === (body.kind === 'extends' ? body.templateId : ''))
  const names = new Set(draft.fields.map((f) => f.name))
  return (
    <section
      id="body"
      aria-labelledby="body-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="body-title" className="text-lg font-semibold">
        Body
      </h2>
      <BuilderForm
        intent={BUILDER_INTENTS.body}
        formKey={formKey}
        className="mt-3 flex flex-col gap-3"
        label="Body"
      >
        <FormError message={refusal?.formError} />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">What the fields fill</legend>
          {(['text', 'extends'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="bodyKind"
                value={k}
                defaultChecked={typedKind === k}
                onChange={() => setKind(k)}
              />
              {k === 'text' ? 'My own text' : 'Extend a built-in template'}
            </label>
          ))}
        </fieldset>
        {!hydrated || kind === 'text' ? (
          <TextareaField
            label="Body text"
            name="text"
            rows={10}
            defaultValue={text}
            hint={LANGUAGE_HINT}
            error={refusal?.fieldErrors.body}
            className="font-mono text-sm"
          />
        ) : null}
        {!hydrated || kind === 'extends' ? (
          <SelectField
            label="Built-in template"
            name="templateId"
            defaultValue={templateId}
            options={[
              { value: '', label: 'Choose a template' },
              ...builtIns.map((b) => ({ value: b.id, label: b.name })),
            ]}
          />
        ) : null}
        {base ? (
          <p className="text-sm text-slate-700">
            Fields named after {base.name}’s details fill them:{' '}
            {base.details
              .map((d) => `${d.name}${d.required ? '*' : ''}${names.has(d.name) ? ' ✓' : ''}`)
              .join(', ')}
            . The other fields become its “Particulars” schedule. (* required: a required field without a
            condition.)
          </p>
        ) : null}
        {problem ? (
          <p role="status" className="text-sm text-amber-800">
            Not ready to save: {problem}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="outline">
            Update body
          </Button>
        </div>
      </BuilderForm>
    </section>
  )
}
