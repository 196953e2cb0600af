import { type TemplateField, type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import { draftAgreement } from '#domain/drafting/index.ts'
import { exampleDetails } from './examples.ts'
import { normaliseHeading } from './headings.ts'
import { instrumentClass, type InstrumentClass } from './kinds.ts'
import { partyNames } from './rules/index.ts'
import type { Doc } from './text.ts'

/**
 * What a complete document of its kind contains. With a known template: every clause heading
 * the drafting engine always gives that template (whatever the select options and periods
 * chosen), so a fresh draft is complete and a hand-deleted clause shows as missing. Without
 * one: the cross-cutting clauses of reference §2.0 for the kind of instrument, found by
 * their words rather than their headings. Both add "parties named" and "signature block".
 */
export interface ExpectedElement {
  readonly label: string
  readonly present: (doc: Doc, headings: HeadingIndex) => boolean
}

const NUMBERING = /^\s*(?:\d+(?:\.\d+)*\.?|\([a-z0-9]{1,4}\)|[ivxlc]{1,6}\.)\s+/i

// An unnumbered lead-in that reads as a heading: "Governing Law. This Agreement …".
const TITLE_CASE = /^[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|and|of|the|to|for|in|on|or|with|by|a|an)){0,7}$/

/** The headings a text carries: each line's lead words up to the first full stop or colon, after any numbering. */
export class HeadingIndex {
  private readonly exact = new Set<string>()
  private readonly all: string[] = []

  constructor(lines: readonly string[]) {
    for (const line of lines) {
      const numbered = NUMBERING.exec(line)
      const body = numbered ? line.slice(numbered[0].length).trimEnd() : line.trim()
      if (body === '') continue
      // A heading is the lead words of a numbered line ("4.4 Intellectual Property. …") or a short line of its own.
      const lead = /^([^.:]{1,80})[.:]/.exec(body)?.[1]
      if (lead && (numbered || TITLE_CASE.test(lead))) this.add(lead)
      if (body.length <= 100) this.add(body)
    }
  }

  private add(candidate: string): void {
    const normal = normaliseHeading(candidate)
    if (normal && !this.exact.has(normal)) {
      this.exact.add(normal)
      this.all.push(normal)
    }
  }

  /** The heading itself, or a longer heading that begins with it ("Governing Law and Jurisdiction"). */
  has(heading: string): boolean {
    const normal = normaliseHeading(heading)
    if (this.exact.has(normal)) return true
    const prefix = `${normal} `
    return this.all.some((candidate) => candidate.startsWith(prefix))
  }
}

/** The base details and one variant per select option, period length and optional field left out. */
function detailVariants(fields: readonly TemplateField[]): Record<string, string>[] {
  const base = exampleDetails(fields)
  const variants: Record<string, string>[] = [base]
  for (const field of fields) {
    for (const option of field.options ?? []) variants.push({ ...base, [field.name]: option })
    if (field.format === 'months') variants.push({ ...base, [field.name]: '36' })
    if (field.format === 'years') variants.push({ ...base, [field.name]: '1' })
    if (!field.required) {
      const { [field.name]: _left, ...rest } = base
      variants.push(rest)
    }
  }
  return variants
}

const headingCache = new Map<TemplateId, readonly string[] | null>()

/**
 * The clause headings every draft of the template carries, or null when the drafting engine
 * cannot draft it (then the cross-cutting clauses are used). Drafted once per template.
 */
export function templateHeadings(templateId: TemplateId): readonly string[] | null {
  const cached = headingCache.get(templateId)
  if (cached !== undefined) return cached
  let common: string[] | null = null
  try {
    for (const details of detailVariants(getTemplate(templateId).fields)) {
      let headings: string[]
      try {
        headings = draftAgreement(templateId, details).sections.flatMap((s) =>
          s.clauses.map((c) => c.heading),
        )
      } catch {
        continue
      }
      const normal = new Set(headings.map(normaliseHeading))
      common = common === null ? headings : common.filter((h) => normal.has(normaliseHeading(h)))
    }
  } catch {
    common = null
  }
  const result = common && common.length > 0 ? [...new Set(common)] : null
  headingCache.set(templateId, result)
  return result
}

const contains = (pattern: RegExp) => (doc: Doc) => pattern.test(doc.text)

const CROSS_CUTTING = {
  governingLaw: {
    label: 'Governing law',
    present: contains(/\b(?:governed\s+by|governing\s+law|construed\s+in\s+accordance\s+with)\b/i),
  },
  disputes: {
    label: 'Dispute resolution',
    present: contains(/\barbitrat(?:ion|or)\b|\bdispute\s+resolution\b|\bdisputes?\b[^.]{0,120}\bcourts?\b/i),
  },
  jurisdiction: { label: 'Jurisdiction', present: contains(/\bjurisdiction\b/i) },
  notices: {
    label: 'Notices',
    present: contains(/\bnotices?\b[^.]{0,80}\b(?:in\s+writing|delivered|sent|served|given)\b/i),
  },
  severability: {
    label: 'Severability',
    present: contains(
      /\bseverab|\bsevered\b|\binvalid,?\s+illegal\s+or\s+unenforceable\b|\bvoid\s+or\s+cannot\s+take\s+effect\b/i,
    ),
  },
  entireAgreement: {
    label: 'Entire agreement',
    present: contains(/\bentire\s+agreement\b|\bsupersedes\s+all\s+prior\b/i),
  },
} satisfies Record<string, ExpectedElement>

const BY_CLASS: Record<InstrumentClass, readonly ExpectedElement[]> = {
  agreement: Object.values(CROSS_CUTTING),
  deed: Object.values(CROSS_CUTTING),
  letter: [
    CROSS_CUTTING.governingLaw,
    CROSS_CUTTING.disputes,
    CROSS_CUTTING.jurisdiction,
    CROSS_CUTTING.notices,
    CROSS_CUTTING.severability,
  ],
  poa: [CROSS_CUTTING.governingLaw, CROSS_CUTTING.jurisdiction, CROSS_CUTTING.severability],
  gift: [CROSS_CUTTING.governingLaw, CROSS_CUTTING.jurisdiction, CROSS_CUTTING.severability],
  will: [CROSS_CUTTING.governingLaw, CROSS_CUTTING.severability],
  resolution: [],
}

const EXECUTION: readonly ExpectedElement[] = [
  { label: 'Parties named', present: (doc) => partyNames(doc).length > 0 },
  {
    label: 'Signature block',
    present: contains(/\bSignature\b|\bSIGNED\b|\bIN\s+WITNESS\s+WHEREOF\b|\bsigned\s+by\b/i),
  },
]

export function expectedElements(doc: Doc): {
  basis: 'template' | 'cross-cutting'
  elements: readonly ExpectedElement[]
} {
  const headings = doc.kind.source === 'given' && doc.templateId ? templateHeadings(doc.templateId) : null
  if (headings) {
    const clauses = headings.map((heading) => ({
      label: heading,
      present: (_doc: Doc, index: HeadingIndex) => index.has(heading),
    }))
    return { basis: 'template', elements: [...clauses, ...EXECUTION] }
  }
  return { basis: 'cross-cutting', elements: [...BY_CLASS[instrumentClass(doc.templateId)], ...EXECUTION] }
}
