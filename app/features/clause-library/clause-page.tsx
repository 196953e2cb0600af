import type { ReactNode } from 'react'
import { Form, Link } from '@remix-run/react'
import { refusalOf } from '#app/platform/form-contract.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { Field, FormError } from '#app/ui/field.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { RiskBadge } from '#app/features/clauses/clause-card.tsx'
import { WorkspaceTabs } from '#app/features/workspace/workspace-tabs.tsx'
import { CopyClauseButton } from './copy-clause-button.tsx'
import { updatedOn, usesText } from './library-card.tsx'
import {
  DELETE_CLAUSE_INTENT,
  EDIT_CLAUSE_INTENT,
  EDIT_CLAUSE_PARAM,
} from '#app/features/personal-clauses/contract.ts'
import { EditClauseForm } from '#app/features/personal-clauses/edit-clause-form.tsx'
import { clauseHref, placeholderField, type ClauseDetailLinks, type ClausePage } from './contract.ts'

/**
 * A clause's page: the whole text with its bracketed placeholders, Copy (with JavaScript;
 * without it the text is there to select), and "Add to a document" — pick a document, fill
 * the placeholders, add. Every step is a link or a form, so it works without JavaScript.
 */
export function ClausePageView({ data, actionData }: { data: ClausePage; actionData: unknown }) {
  const { clause } = data
  return (
    <>
      <SiteHeader />
      <WorkspaceTabs view="clauses" />
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-4 px-4 py-6">
        <Link
          to={clause.personal ? '/app?view=clauses&show=mine' : '/app?view=clauses'}
          className="text-sm text-brand-700 underline"
        >
          {clause.personal ? '← My clauses' : '← Clause Library'}
        </Link>
        <ClauseDetailView
          data={data}
          actionData={actionData}
          title={<h1 className="text-2xl font-semibold">{clause.title}</h1>}
          links={{ choose: { action: clauseHref(clause.id), hidden: [] } }}
        />
      </main>
    </>
  )
}

/**
 * What a clause's page and its dialog over the library both show; `title` is the page's
 * heading or the dialog's title, `links` where picking a document goes.
 */
export function ClauseDetailView({
  data,
  actionData,
  title,
  links,
}: {
  data: ClausePage
  actionData: unknown
  title: ReactNode
  links: ClauseDetailLinks
}) {
  const { clause } = data
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          {title}
          <p className="text-sm text-slate-600">
            {clause.category} · {clause.subcategory} · {clause.personal ? 'saved' : 'updated'}{' '}
            {updatedOn(clause.lastUpdated)} · {usesText(clause.uses)}
          </p>
        </div>
        <RiskBadge level={clause.riskLevel} />
      </div>
      {clause.description ? <p className="text-slate-700">{clause.description}</p> : null}
      <section aria-labelledby="clause-text-heading" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="clause-text-heading" className="font-semibold">
            The clause
          </h2>
          <CopyClauseButton content={clause.content} />
        </div>
        <div
          className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white p-4 font-serif text-sm leading-relaxed select-text"
          data-testid="clause-content"
        >
          {clause.content}
        </div>
      </section>
      <div className="grid gap-4 text-sm md:grid-cols-2">
        {clause.applicableLaws.length > 0 ? (
          <section>
            <h2 className="font-semibold">Applicable laws</h2>
            <ul className="mt-1 list-disc pl-5">
              {clause.applicableLaws.map((law) => (
                <li key={law}>{law}</li>
              ))}
            </ul>
          </section>
        ) : (
          <section>
            <h2 className="font-semibold">Your own clause</h2>
            <p className="mt-1 text-slate-700">
              Saved from one of your documents and seen by you alone. It names no statute and was not checked
              against the drafting reference: review it before relying on it.
            </p>
          </section>
        )}
        <section>
          <h2 className="font-semibold">Tags</h2>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags">
            {clause.tags.map((tag) => (
              <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      </div>
      {clause.personal ? <EditPersonalClause data={data} actionData={actionData} /> : null}
      <AddToDocument data={data} actionData={actionData} choose={links.choose} />
      {clause.personal ? (
        <DeletePersonalClause id={clause.id} title={clause.title} actionData={actionData} />
      ) : null}
    </>
  )
}

function AddToDocument({
  data,
  actionData,
  choose,
}: {
  data: ClausePage
  actionData: unknown
  choose: ClauseDetailLinks['choose']
}) {
  const { clause, documents, into } = data
  const refused = refusalOf(actionData, 'add-to-document')
  return (
    <section
      aria-labelledby="add-heading"
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="add-heading" className="text-lg font-semibold">
        Add to a document
      </h2>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-700">
          You have no document you may edit yet.{' '}
          <Link to="/app" className="font-medium text-brand-700 underline">
            Generate one
          </Link>{' '}
          and add the clause from here or from its Clauses tab.
        </p>
      ) : (
        <Form method="get" action={choose.action} className="flex flex-wrap items-end gap-2">
          {choose.hidden.map(([name, value], i) => (
            <input key={i} type="hidden" name={name} value={value} />
          ))}
          <div className="flex min-w-[16rem] flex-1 flex-col gap-1">
            <Label htmlFor="into">Document</Label>
            <Select id="into" name="into" defaultValue={into?.id ?? ''} key={into?.id ?? ''} required>
              <option value="" disabled>
                Choose one of your documents
              </option>
              {documents.map((d) => (
                <option key={d.id} value={d.id} disabled={d.preview}>
                  {d.preview ? `${d.title} (trial preview: upgrade to edit)` : d.title}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant={into ? 'outline' : 'default'}>
            {into ? 'Choose another' : 'Choose'}
          </Button>
        </Form>
      )}
      {into ? (
        <Form
          method="post"
          action={clauseHref(clause.id, into.id)}
          className="flex flex-col gap-3"
          noValidate
        >
          <CsrfInput />
          <input type="hidden" name="documentId" value={into.id} />
          <input type="hidden" name="intent" value="add-to-document" />
          {clause.placeholders.length > 0 ? (
            <>
              <p className="text-sm text-slate-700">
                Fill in the placeholders for “{into.title}”. Values its details give are filled in already; a
                blank one stays in brackets for you to fill in later.
              </p>
              <div className="grid gap-3 md:grid-cols-2">
                {clause.placeholders.map((name, i) => (
                  <Field
                    key={name}
                    id={`placeholder-${i}`}
                    label={`[${name}]`}
                    name={placeholderField(name)}
                    defaultValue={refused?.values[name] ?? into.prefill[name] ?? ''}
                    error={refused?.fieldErrors[name]}
                    maxLength={200}
                    autoComplete="off"
                  />
                ))}
              </div>
            </>
          ) : (
            <p className="text-sm text-slate-700">This clause has no placeholders: it is added as it is.</p>
          )}
          <FormError message={refused?.formError} />
          <div>
            <Button type="submit">Add to “{into.title}”</Button>
          </div>
        </Form>
      ) : refused?.formError ? (
        <FormError message={refused.formError} />
      ) : null}
      {into ? (
        <Link
          to={`/app/documents/${into.id}`}
          className={buttonVariants({ variant: 'ghost', className: 'self-start' })}
        >
          Open “{into.title}” without adding
        </Link>
      ) : null}
    </section>
  )
}

/** One of the user's own clauses: an Edit link, or (`?edit=1`, or after a refusal) its edit form. */
function EditPersonalClause({ data, actionData }: { data: ClausePage; actionData: unknown }) {
  const refused = refusalOf(actionData, EDIT_CLAUSE_INTENT)
  const { clause } = data
  if (!data.editing && !refused)
    return (
      <Link
        to={`${clauseHref(clause.id)}?${EDIT_CLAUSE_PARAM}=1#edit-clause`}
        preventScrollReset
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
      >
        Edit this clause
      </Link>
    )
  return (
    <EditClauseForm
      key={JSON.stringify([clause.title, clause.content, clause.tags])}
      clause={clause}
      categories={data.categories}
      risks={data.risks}
      refused={refused}
      cancelHref={clauseHref(clause.id)}
    />
  )
}

/** Deleting one of the user's own clauses: a form that posts and lands on My clauses. */
function DeletePersonalClause({ id, title, actionData }: { id: string; title: string; actionData: unknown }) {
  const refused = refusalOf(actionData, DELETE_CLAUSE_INTENT)
  return (
    <Form
      method="post"
      action={clauseHref(id)}
      className="flex flex-col gap-2 border-t border-slate-200 pt-4"
      aria-label="Delete clause"
    >
      <CsrfInput />
      <input type="hidden" name="intent" value={DELETE_CLAUSE_INTENT} />
      <p className="text-sm text-slate-600">
        Deleting “{title}” removes it from My clauses; documents it was added to keep their text.
      </p>
      <FormError message={refused?.formError} />
      <div>
        <Button type="submit" variant="outline" className="border-red-300 text-red-700">
          Delete this clause
        </Button>
      </div>
    </Form>
  )
}
