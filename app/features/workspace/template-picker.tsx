import { Form, Link } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { USE_TEMPLATE_INTENT } from '#app/features/template-builder/contract.ts'

export type TemplateCategory = {
  id: string
  name: string
  templates: { id: string; name: string; description: string }[]
}

/** One of the user's own saved templates, as "My Templates" lists it. */
export type MyTemplate = { id: string; name: string; category: string; version: number }

/**
 * "My Templates": each saved template a submit button of one form, like the catalogue, so
 * picking one starts its chat without JavaScript. Names are the user's: React escapes them.
 */
function MyTemplates({ templates, search }: { templates: MyTemplate[]; search: string }) {
  return (
    <section aria-labelledby="category-my-templates">
      <h3 id="category-my-templates" className="template-category">
        My Templates
      </h3>
      {templates.length === 0 ? (
        <p className="text-xs text-slate-600">
          {search ? 'None of your saved templates match your search. ' : 'No saved templates yet. '}
          <Link to="/app?view=templates" className="text-brand-700 underline">
            Build one in the Template Builder
          </Link>
        </p>
      ) : (
        <Form method="post" action="/app">
          <CsrfInput />
          <input type="hidden" name="intent" value={USE_TEMPLATE_INTENT} />
          <ul className="template-list">
            {templates.map((template) => (
              <li key={template.id}>
                <button type="submit" name="customTemplateId" value={template.id} className="template-option">
                  <b>{template.name}</b>
                  <small>{`${template.category} · your template, version ${template.version}`}</small>
                </button>
              </li>
            ))}
          </ul>
        </Form>
      )}
    </section>
  )
}

/**
 * The sidebar's Templates tab: the custom agreement, then every template as a submit
 * button of one form, so picking one is a post that works without JavaScript.
 */
export function TemplatePicker({
  categories,
  myTemplates,
  search,
}: {
  categories: TemplateCategory[]
  myTemplates: MyTemplate[]
  search: string
}) {
  return (
    <div className="flex max-h-[36rem] flex-col gap-4 overflow-y-auto pr-1">
      <a
        href="#message"
        className="rounded-lg border border-brand-100 bg-brand-50 p-3 hover:border-brand-600"
      >
        <span className="block font-medium text-brand-900">Custom Agreement</span>
        <span className="block text-xs text-slate-600">
          Create a custom legal document — describe it in the chat
        </span>
      </a>
      <MyTemplates templates={myTemplates} search={search} />
      {categories.length === 0 ? (
        <p className="text-sm text-slate-500">No templates match your search.</p>
      ) : null}
      {/* One form for the whole list: each template is a submit button naming itself. */}
      <Form method="post" action="/app" className="flex flex-col gap-4">
        <CsrfInput />
        <input type="hidden" name="intent" value="pick-template" />
        {categories.map((category) => (
          <section key={category.id} aria-labelledby={`category-${category.id}`}>
            <h3 id={`category-${category.id}`} className="template-category">
              {category.name}
            </h3>
            {/* A row per template on every view of /app: their styles are named classes
                (styles/tailwind.css), not the kit's repeated utility lists. */}
            <ul className="template-list">
              {category.templates.map((template) => (
                <li key={template.id}>
                  <button type="submit" name="templateId" value={template.id} className="template-option">
                    <b>{template.name}</b>
                    <small>{template.description}</small>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Form>
    </div>
  )
}
