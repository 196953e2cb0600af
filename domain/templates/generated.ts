import {
  estimatePages,
  type Agreement,
  type ExecutionChecklist,
  type KeyTerm,
} from '#domain/drafting/index.ts'
import type { TemplateDefinition } from './definition.ts'
import type { TemplateDocument } from './render.ts'

// A rendered custom template as the library stores any generated document. A body that
// extends a built-in template keeps that template's drafted agreement and checklist; the
// user's own text gets a checklist that says only what holds for any instrument and marks
// the rest for verification — it knows nothing of what the text does, so it claims nothing.

export const OWN_TEXT_CHECKLIST: ExecutionChecklist = {
  stampDuty: {
    required: true,
    article:
      '[verify] The article of the State’s Stamp Act schedule that fits what this document does (an agreement not otherwise provided for: central Schedule I, Article 5).',
    note: 'Stamp duty is a State subject and depends on the kind of instrument, which a template’s own text does not say: check before signing. An instrument not duly stamped is not admissible in evidence until the deficit and penalty are paid (Indian Stamp Act, 1899, s.35).',
  },
  registration: {
    status: 'optional',
    basis:
      '[verify] Compulsory if the document creates, declares, assigns or extinguishes an interest of ₹100 or more in immovable property, or is a lease of more than a year (Registration Act, 1908, s.17); otherwise optional (s.18).',
    timeLimit:
      'If registered: present before the Sub-Registrar within 4 months of execution (Registration Act, 1908, s.23; up to 4 further months on payment of a fine, s.25).',
  },
  witnesses: {
    count: 2,
    mandatory: false,
    note: '[verify] Two witnesses are customary and help prove execution; some instruments (a gift of immovable property, a will) must be attested.',
  },
  notarisation: {
    required: false,
    note: 'Not required by law for an agreement; notarisation only authenticates signatures and adds evidentiary weight.',
  },
  eSignature: {
    permitted: true,
    basis:
      '[verify] Permitted (Information Technology Act, 2000, ss.3A and 10A) unless the document is one the Act’s First Schedule excludes, such as a will, a trust or a power of attorney (s.1(4)).',
  },
  otherSteps: [
    'Have the text reviewed by a lawyer: it was written from your own template, not a reviewed one.',
  ],
}

/** What the generation stores for a rendered custom template (the provider's document shape). */
export interface TemplateGeneratedDocument {
  title: string
  summary: string
  keyTerms: KeyTerm[]
  content: string
  pages: number
  /** The built-in template id it extends, or 'custom' for the user's own text. */
  type: string
  /** The drafted agreement for a body that extends a built-in template; null for own text. */
  agreement: Agreement | null
  /** The execution checklist: the drafted agreement's, or the generic one for own text. */
  checklist: ExecutionChecklist
}

export function generatedFromTemplate(
  definition: TemplateDefinition,
  document: TemplateDocument,
): TemplateGeneratedDocument {
  if (document.kind === 'extends') {
    const { agreement } = document
    return {
      title: definition.name,
      summary: agreement.summary,
      keyTerms: [...agreement.keyTerms],
      content: document.text,
      pages: Math.max(1, estimatePages(document.text)),
      type: agreement.templateId,
      agreement,
      checklist: agreement.checklist,
    }
  }
  return {
    title: definition.name,
    summary: `${definition.name}: written from your own template (${definition.category}) with the answers you gave in the chat.${document.text.includes('[TO BE CONFIRMED') ? ' Some facts are marked [TO BE CONFIRMED] for you to fill in.' : ''}`,
    keyTerms: [],
    content: document.text,
    pages: estimatePages(document.text),
    type: 'custom',
    agreement: null,
    checklist: OWN_TEXT_CHECKLIST,
  }
}
