import { Form } from '@remix-run/react'
import { useState } from 'react'
import { visibleFields } from '#domain/templates/answers.ts'
import type { TemplateField } from '#domain/templates/definition.ts'
import { Button } from '#app/ui/button.tsx'
import { FormError } from '#app/ui/field.tsx'
import { controlClass } from '#app/ui/input.tsx'
import { answerParam, type PreviewState } from './contract.ts'

const TICKED = new Set(['yes', 'on', 'true'])

/**
 * The form the template's fields make, as the chat and a form will ask it. A GET form:
 * without JavaScript "Check answers" reloads it with the conditions applied and each answer
 * checked; with JavaScript a condition shows or hides its field as the answer changes.
 */
export function PreviewForm({
  fields,
  preview,
  action,
  version,
}: {
  fields: readonly TemplateField[]
  preview: PreviewState
  action: string
  version: number | null
}) {
  const [answers, setAnswers] = useState<Record<string, string>>(preview.answers)
  const set = (name: string, value: string) => setAnswers((a) => ({ ...a, [name]: value }))
  const shown = visibleFields(fields, answers)
  return (
    <Form method="get" action={action} noValidate className="flex flex-col gap-4" aria-label="Preview form">
      <input type="hidden" name="mode" value="preview" />
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <input type="hidden" name="check" value="1" />
      <FormError message={preview.formError} />
      {shown.length === 0 ? <p className="text-slate-600">This template has no fields yet.</p> : null}
      {shown.map((field) => (
        <PreviewField
          key={field.id}
          field={field}
          value={answers[field.name] ?? ''}
          error={preview.errors[field.name]}
          onChange={(value) => set(field.name, value)}
        />
      ))}
      <div>
        <Button type="submit">Check answers</Button>
      </div>
    </Form>
  )
}

function PreviewField({
  field,
  value,
  error,
  onChange,
}: {
  field: TemplateField
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const id = `preview-${field.name}`
  const name = answerParam(field.name)
  const described = error ? `${id}-error` : undefined
  const label = (
    <>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': field.required || undefined,
  }
  const v = field.validation
  let control
  if (field.type === 'checkbox') {
    control = (
      <label htmlFor={id} className="flex items-center gap-2">
        <input
          {...common}
          type="checkbox"
          value="yes"
          defaultChecked={TICKED.has(value.toLowerCase())}
          onChange={(e) => onChange(e.currentTarget.checked ? 'yes' : '')}
        />
        {label}
      </label>
    )
  } else if (field.type === 'radio') {
    control = (
      <fieldset aria-describedby={described}>
        <legend className="text-sm font-medium">{label}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {field.options.map((option, i) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                id={i === 0 ? id : undefined}
                name={name}
                value={option}
                defaultChecked={value === option}
                onChange={() => onChange(option)}
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    )
  } else {
    const input =
      field.type === 'select' ? (
        <select
          {...common}
          className={controlClass}
          defaultValue={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{field.placeholder || 'Choose…'}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea
          {...common}
          className={controlClass}
          rows={3}
          placeholder={field.placeholder}
          defaultValue={value}
          maxLength={v.maxLength}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          className={controlClass}
          type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
          step={field.type === 'number' ? 'any' : undefined}
          min={field.type === 'number' ? v.min : v.minDate}
          max={field.type === 'number' ? v.max : v.maxDate}
          maxLength={v.maxLength}
          pattern={v.pattern}
          placeholder={field.placeholder}
          defaultValue={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )
    control = (
      <>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {input}
      </>
    )
  }
  return (
    <div className="flex flex-col gap-1">
      {control}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
