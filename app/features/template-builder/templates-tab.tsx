import { Form, Link } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { FormError } from '#app/ui/field.tsx'
import {
  BUILDER_INTENTS,
  builderHref,
  NEW_TEMPLATE_INTENT,
  USE_TEMPLATE_INTENT,
  type TemplateSummary,
} from './contract.ts'
import { savedOn } from './dates.ts'

export const UNTITLED = 'Untitled template'

/** The Templates tab: start a template, and the user's own templates with their versions. */
export function TemplatesTab({
  templates,
  refusal = null,
}: {
  templates: readonly TemplateSummary[]
  refusal?: FormRefusal | null
}) {
  return (
    <section aria-labelledby="view-title" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="view-title" className="text-2xl font-semibold">
            Template Builder
          </h1>
          <p className="mt-1 text-slate-600">
            Build your own templates with typed fields, conditions and a live preview.
          </p>
        </div>
        <Form method="post" action="/app?index&view=templates">
          <CsrfInput />
          <input type="hidden" name="intent" value={NEW_TEMPLATE_INTENT} />
          <Button type="submit">New template</Button>
        </Form>
      </div>
      <FormError message={refusal?.formError} />
      <h2 className="mt-8 text-lg font-semibold">My Templates</h2>
      {templates.length === 0 ? (
        <p className="mt-2 text-slate-600">You have no templates yet. Start one with “New template”.</p>
      ) : (
        <ul aria-label="My Templates" className="mt-3 flex flex-col gap-3">
          {templates.map((t) => (
            <TemplateRow key={t.id} template={t} />
          ))}
        </ul>
      )}
    </section>
  )
}

function TemplateRow({ template: t }: { template: TemplateSummary }) {
  const title = t.name || UNTITLED
  return (
    <li aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold">
            <Link to={builderHref(t.id)} className="text-brand-700 underline">
              {title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {t.category ?? 'No category'} · {t.fieldCount} {t.fieldCount === 1 ? 'field' : 'fields'} ·{' '}
            {t.latestVersion > 0 ? `Version ${t.latestVersion}` : 'Not saved yet'}
            {t.unsaved && t.latestVersion > 0 ? ' · Unsaved changes' : ''}
          </p>
        </div>
        <div className="flex gap-2">
          {t.latestVersion > 0 ? (
            // The sidebar's "My Templates" post: a chat on the latest saved version.
            <Form method="post" action="/app">
              <CsrfInput />
              <input type="hidden" name="intent" value={USE_TEMPLATE_INTENT} />
              <input type="hidden" name="customTemplateId" value={t.id} />
              <Button type="submit" size="sm">
                Use in chat<span className="sr-only"> {title}</span>
              </Button>
            </Form>
          ) : null}
          <Link to={builderHref(t.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Edit<span className="sr-only"> {title}</span>
          </Link>
          <Form method="post" action={builderHref(t.id)}>
            <CsrfInput />
            <input type="hidden" name="intent" value={BUILDER_INTENTS.deleteTemplate} />
            <Button type="submit" variant="destructive" size="sm">
              Delete<span className="sr-only"> {title}</span>
            </Button>
          </Form>
        </div>
      </div>
      {t.versions.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-700">
            {t.versions.length} {t.versions.length === 1 ? 'version' : 'versions'}
          </summary>
          <ol aria-label={`Versions of ${title}`} className="mt-2 flex flex-col gap-1">
            {t.versions.map((v) => (
              <li key={v.version}>
                <Link to={builderHref(t.id, { version: v.version })} className="text-brand-700 underline">
                  Version {v.version}
                </Link>{' '}
                — {v.name}, {v.fieldCount} {v.fieldCount === 1 ? 'field' : 'fields'}, saved{' '}
                {savedOn(v.savedAt)}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  )
}
