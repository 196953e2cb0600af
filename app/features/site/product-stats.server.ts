import { listCategories, listTemplates } from '#domain/catalogue/index.ts'
import { CLAUSES, type Clause } from '#domain/clauses/index.ts'
import { GLOSSARY, LANGUAGES, MODEL_LAWS, STATUTES, type GlossaryTerm } from '#domain/glossary/index.ts'
import type { ProductStat } from './contract.ts'

// The landing page's figures, counted from the product's own data when the page is built —
// never a marketing number (spec README: no fixed figures posing as results).

export interface StatSources {
  templates: readonly unknown[]
  categories: readonly unknown[]
  clauses: readonly Pick<Clause, 'applicableLaws'>[]
  languages: readonly string[]
  glossary: readonly Pick<GlossaryTerm, 'statutes'>[]
}

const PRODUCT: StatSources = {
  templates: listTemplates(),
  categories: listCategories(),
  clauses: CLAUSES,
  languages: LANGUAGES,
  glossary: GLOSSARY,
}

/** Acts the clause library and the legal-terms glossary cite, each counted once; a model law is no Act. */
export function citedStatutes(sources: Pick<StatSources, 'clauses' | 'glossary'>): string[] {
  // A clause cites "Act, s.27" or "Act (note)": the Act is the known name it starts with.
  const actOf = (citation: string) =>
    STATUTES.find(
      (act) => citation === act || citation.startsWith(`${act}, `) || citation.startsWith(`${act} (`),
    )
  const cited = new Set<string>()
  for (const clause of sources.clauses)
    for (const citation of clause.applicableLaws) cited.add(actOf(citation) ?? citation)
  for (const term of sources.glossary) for (const act of term.statutes) cited.add(act)
  for (const model of MODEL_LAWS) cited.delete(model)
  return [...cited].sort()
}

export function productStats(sources: StatSources = PRODUCT): ProductStat[] {
  return [
    {
      value: sources.templates.length,
      label: 'Agreement templates',
      source: `in ${sources.categories.length} categories of the catalogue`,
    },
    {
      value: sources.clauses.length,
      label: 'Library clauses',
      source: 'each citing the Indian law it rests on',
    },
    {
      value: sources.languages.length,
      label: 'Languages',
      source: 'legal terms are explained in, English among them',
    },
    {
      value: citedStatutes(sources).length,
      label: 'Indian statutes cited',
      source: 'by the clause library and the legal-terms glossary',
    },
  ]
}
