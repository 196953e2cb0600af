import { Form, Link } from '@remix-run/react'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button } from '#app/ui/button.tsx'
import { FormError, TextareaField } from '#app/ui/field.tsx'
import { ClauseDetailsFields } from './clause-details-fields.tsx'
import { EDIT_CLAUSE_INTENT } from './contract.ts'

export interface EditableClause {
  title: string
  category: string
  riskLevel: string
  tags: string[]
  description: string
  content: string
}

/**
 * The edit form of one of the user's own clauses: the save form's fields holding what the
 * clause is now (or, after a refusal, what was typed), posting to the clause's page.
 */
export function EditClauseForm({
  clause,
  categories,
  risks,
  refused,
  cancelHref,
}: {
  clause: EditableClause
  categories: string[]
  risks: string[]
  refused: FormRefusal | null
  cancelHref: string
}) {
  const current: Record<string, string> = {
    title: clause.title,
    category: clause.category,
    risk: clause.riskLevel,
    tags: clause.tags.join(', '),
    description: clause.description,
    passage: clause.content,
  }
  const value = (name: string) => refused?.values[name] ?? current[name] ?? ''
  return (
    <Form
      method="post"
      id="edit-clause"
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
      aria-label="Edit clause"
      noValidate
      preventScrollReset
    >
      <h2 className="text-lg font-semibold">Edit this clause</h2>
      <CsrfInput />
      <input type="hidden" name="intent" value={EDIT_CLAUSE_INTENT} />
      <ClauseDetailsFields
        idPrefix="edit-"
        value={value}
        refused={refused}
        categories={categories}
        risks={risks}
      />
      <TextareaField
        id="edit-passage"
        name="passage"
        label="Clause text"
        defaultValue={value('passage')}
        hint="Placeholders in square brackets, such as [PARTY A], become fields when the clause is added to a document."
        error={refused?.fieldErrors.passage}
        className="min-h-[12rem] w-full rounded-md border border-slate-300 bg-white p-3 font-serif text-sm"
      />
      <FormError message={refused?.formError} />
      <div className="flex items-center gap-3">
        <Button type="submit">Save changes</Button>
        <Link to={cancelHref} className="text-sm text-brand-700 underline">
          Cancel
        </Link>
      </div>
    </Form>
  )
}
