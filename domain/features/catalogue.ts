/**
 * The Features tab's catalogue: the specification's ten cards, each with the truth about this
 * build. A status is a claim to users, so each carries the reason it holds; change it in the
 * same change that builds (or removes) the feature.
 */
import { TEMPLATE_IDS } from '#domain/catalogue/types.ts'

export const FEATURE_STATUSES = ['Available', 'Beta', 'Coming Soon'] as const
export type FeatureStatus = (typeof FEATURE_STATUSES)[number]

/** Where Try Now leads: a workspace tab, or the Generate tab's chat or Document Library. */
export type FeaturePlace = 'generate' | 'library' | 'templates' | 'clauses' | 'analytics' | 'collaboration'

export interface Feature {
  id: string
  title: string
  description: string
  status: FeatureStatus
  /** Needs the Professional plan: a trial document is refused it (the Pro badge). */
  pro: boolean
  place: FeaturePlace
}

export const FEATURES: readonly Feature[] = [
  {
    // The chat drafts from the catalogue's templates or a description, offline engine by default.
    id: 'ai-generation',
    title: 'AI Document Generation',
    description: `Pick one of ${TEMPLATE_IDS.length} templates or describe the agreement; the assistant asks what it needs and drafts it under Indian law.`,
    status: 'Available',
    // The trial gets one document; Professional is needed only for more.
    pro: false,
    place: 'generate',
  },
  {
    // The document's Analytics tab and the workspace panel compute all four scores from the text.
    id: 'document-analysis',
    title: 'Risk & Compliance Analysis',
    description:
      'Risk, completeness, compliance and readability computed from the text, with each issue and the law it rests on.',
    status: 'Available',
    pro: false,
    place: 'library',
  },
  {
    // Edit and AI edit on the document page; trial documents are preview-only (decide.ts refuses them).
    id: 'ai-edit',
    title: 'Edit with AI',
    description:
      'Change the text by hand or give an instruction; the change is shown with Undo, and a void clause is refused.',
    status: 'Available',
    pro: true,
    place: 'library',
  },
  {
    // The Legal Terms tab explains in eight languages for every plan.
    id: 'legal-terms',
    title: 'Legal Terms Explained',
    description:
      'The whole document or a passage explained in English, Hindi, Bengali, Telugu, Marathi, Tamil, Gujarati or Kannada.',
    status: 'Available',
    pro: false,
    place: 'library',
  },
  {
    // PDF, DOCX, HTML and TXT made on the server; trial documents get 403 ("Upgrade Required").
    id: 'export',
    title: 'Multi-format Export',
    description: 'Download the agreement as PDF, Word (DOCX), HTML or plain text, made on the server.',
    status: 'Available',
    pro: true,
    place: 'library',
  },
  {
    // The history page reads every event of the document's stream, trial documents included.
    id: 'version-history',
    title: 'Version History & Audit Trail',
    description:
      'Every change, who made it and when; compare any two versions and download the verified audit trail.',
    status: 'Available',
    pro: false,
    place: 'library',
  },
  {
    // Roles, invitations and comments work; sharing a trial document is refused ("part of Professional").
    id: 'collaboration',
    title: 'Team Collaboration',
    description:
      'Share a document as viewer, editor or admin, and discuss it in comment threads with your team.',
    status: 'Available',
    pro: true,
    place: 'collaboration',
  },
  {
    // The Templates tab: typed fields, conditions, a body of their own or a built-in one, a
    // preview and saved versions (event-sourced). Free, like the clause library. A saved
    // template is used from the sidebar's My Templates: its chat generates a library document.
    id: 'template-builder',
    title: 'Template Builder',
    description: 'Build your own templates with typed fields, conditions and a live preview.',
    status: 'Available',
    pro: false,
    place: 'templates',
  },
  {
    // The Clauses tab browses, ranks by recorded use and searches the 20 clauses; a clause's
    // page copies it or adds it, placeholders filled, to a document. Free, like the Clauses tab.
    id: 'clause-library',
    title: 'Clause Library',
    description: 'Browse, search and reuse clauses grounded in Indian law, with their risk level.',
    status: 'Available',
    pro: false,
    place: 'clauses',
  },
  {
    // The Analytics tab: a dashboard over the portfolio read model of the user's own documents.
    id: 'analytics',
    title: 'Portfolio Analytics',
    description: 'A dashboard across all your documents: scores, what needs attention and activity.',
    status: 'Available',
    pro: false,
    place: 'analytics',
  },
]
