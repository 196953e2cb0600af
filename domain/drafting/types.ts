import type { CategoryId, TemplateId, ValidatedDetails } from '#domain/catalogue/index.ts'

/**
 * How the instrument is laid out. Most templates are bilateral agreements; some are letters
 * from an employer, a will, a board resolution or a deed poll (a power of attorney), and
 * these differ in their opening, their closing and which general clauses they carry.
 */
export type Layout = 'agreement' | 'letter' | 'will' | 'resolution' | 'deed-poll'

export interface Clause {
  /** Stable across drafts of the same template, so features can add or remove clauses. */
  readonly id: string
  /** "4.2" — derived from position; recompute with `numberSections` after edits. */
  readonly number: string
  readonly heading: string
  readonly text: string
  /** Sub-paragraphs, rendered (a), (b), (c) after the text. */
  readonly items?: readonly string[]
  /** A closing paragraph after the sub-paragraphs. */
  readonly tail?: string
}

export interface Section {
  readonly id: string
  readonly number: string
  readonly heading: string
  readonly clauses: readonly Clause[]
}

export interface Party {
  /** The defined term the document uses for the party: "Licensor", "Employee". */
  readonly role: string
  readonly name: string
  /** The identification that follows the name (constitution, address, the "expression includes" wording). */
  readonly description: string
}

export interface Signatory {
  /** "SIGNED AND DELIVERED by the within-named Licensor", "For and on behalf of the Company". */
  readonly caption: string
  readonly name: string
  /** Lines printed under the name: "Name of authorised signatory: ____", "Designation: ____". */
  readonly lines: readonly string[]
}

export interface SignatureBlock {
  /** The testimonium ("IN WITNESS WHEREOF …") or the closing of a letter. */
  readonly closing: string
  readonly signatories: readonly Signatory[]
  /** Number of witness blocks printed (0 when none are customary). */
  readonly witnessCount: number
  /** Attestation wording above the witnesses, for instruments that must be attested. */
  readonly attestation?: string
  /** Countersignature of the other party for letters ("Accepted: …"). */
  readonly acknowledgement?: { readonly heading: string; readonly text: string; readonly name: string }
}

export interface Schedule {
  readonly id: string
  readonly title: string
  readonly paragraphs: readonly string[]
}

export interface KeyTerm {
  readonly term: string
  readonly definition: string
}

export interface StatuteCitation {
  /** Full short title with year: "Indian Contract Act, 1872". */
  readonly name: string
  /** The provisions the document relies on: "ss.27, 73, 74". */
  readonly provisions?: string
}

export interface ReviewFlag {
  readonly id: string
  readonly message: string
  /** The catalogue field the flag concerns, when there is one. */
  readonly field?: string
}

export type RegistrationStatus = 'compulsory' | 'optional' | 'not-required'

export interface ExecutionChecklist {
  readonly stampDuty: {
    readonly required: boolean
    /** Central Schedule I article (states renumber), e.g. "Article 5 (Agreement or memorandum of agreement)". */
    readonly article: string
    /** Always says that state rates apply where duty is payable. */
    readonly note: string
  }
  readonly registration: {
    readonly status: RegistrationStatus
    readonly basis: string
    /** Present when registration is compulsory or advised: the 4-month limit of s.23. */
    readonly timeLimit?: string
  }
  readonly witnesses: { readonly count: number; readonly mandatory: boolean; readonly note: string }
  readonly notarisation: { readonly required: boolean; readonly note: string }
  readonly eSignature: { readonly permitted: boolean; readonly basis: string }
  /** Other filings and steps: MGT-14, Form 3, Form 16, CERSAI, police verification … */
  readonly otherSteps: readonly string[]
}

export interface Agreement {
  /** The catalogue template drafted, or 'custom' for an agreement no template covers. */
  readonly templateId: TemplateId | 'custom'
  /** The template's category, or 'custom'. */
  readonly categoryId: CategoryId | 'custom'
  readonly layout: Layout
  readonly title: string
  /** The opening paragraph (date and place of execution, or the letter's heading). */
  readonly preamble: string
  readonly parties: readonly Party[]
  readonly recitals: readonly string[]
  /** "NOW, THEREFORE, …" words introducing the operative part; empty for letters. */
  readonly operativeWords: string
  readonly sections: readonly Section[]
  readonly signatures: SignatureBlock
  readonly schedules: readonly Schedule[]
  readonly summary: string
  readonly keyTerms: readonly KeyTerm[]
  readonly statutes: readonly StatuteCitation[]
  readonly checklist: ExecutionChecklist
  /** Facts the details did not give, shown in the text as `[TO BE CONFIRMED: …]`. */
  readonly reviewFlags: readonly ReviewFlag[]
  /** Estimated A4 pages of the plain-text rendering (see `estimatePages`). */
  readonly pages: number
  /** The validated details the agreement was drafted from. */
  readonly details: ValidatedDetails
}
