import type { CategoryId, TemplateId, ValidatedDetails } from '#domain/catalogue/index.ts'
import { type Paise, formatAmount, formatRupees } from '#domain/shared/money.ts'
import { annotateAmounts } from '#domain/shared/written-amounts.ts'
import { PendingValueError } from './errors.ts'
import type { EntityKind } from './parties.ts'
import { type Place, findPlace } from './places.ts'
import { type StateLaw, stateLaw } from './state-law/index.ts'
import { incomeTaxProvision } from './statutes.ts'
import type { ClauseSpec, PartyKinds } from './clause-spec.ts'
import type {
  ExecutionChecklist,
  KeyTerm,
  Layout,
  Party,
  ReviewFlag,
  Schedule,
  Signatory,
  StatuteCitation,
} from './types.ts'

export type { ClauseSpec, PartyKinds } from './clause-spec.ts'

export interface SectionSpec {
  readonly id: string
  readonly heading: string
  readonly clauses: readonly (ClauseSpec | false | undefined)[]
}

/** Which general provisions close the instrument (see boilerplate.ts). */
export interface GeneralOptions {
  /** False for instruments whose disputes are not arbitrable or not between the signatories. */
  readonly arbitration?: boolean
  readonly counterparts?: boolean
  readonly entireAgreement?: boolean
  /** A later instrument that prevails over this one, e.g. "an appointment letter that you later sign". */
  readonly entireAgreementSave?: string
  readonly notices?: boolean
  readonly assignment?: boolean
  readonly amendment?: boolean
  /** Replaces the jurisdiction clause's text. */
  readonly jurisdiction?: string
  /** Replaces the arbitration clause with this text (for instruments one party issues alone). */
  readonly disputeResolution?: string
  /** Matters a statute sends to another forum; arbitration does not reach them. */
  readonly nonArbitrable?: string
  /** Who bears stamp duty and registration charges, e.g. "the Licensee". */
  readonly stampDutyBorneBy?: string
  readonly forceMajeure?: boolean
}

/** What a template's drafter returns; `assemble` numbers it and adds the common parts. */
export interface TemplateDraft {
  readonly layout: Layout
  readonly title: string
  /** How the instrument calls itself in its clauses: "Agreement" (default), "Deed", "letter". */
  readonly noun?: string
  readonly preamble: string
  readonly parties: readonly Party[]
  readonly recitals: readonly string[]
  /** Defined terms; an agreement gets a "Definitions and Interpretation" section from them. */
  readonly definitions?: readonly KeyTerm[]
  readonly sections: readonly (SectionSpec | false | undefined)[]
  /** The general provisions, or false for instruments that carry their own (a will, a resolution). */
  readonly general: GeneralOptions | false
  readonly operativeWords?: string
  readonly closing: string
  readonly signatories: readonly Signatory[]
  readonly witnessCount: number
  readonly attestation?: string
  readonly acknowledgement?: { readonly heading: string; readonly text: string; readonly name: string }
  readonly schedules?: readonly Schedule[]
  readonly summary: string
  /** The principal commercial terms; defaults to the definitions. */
  readonly keyTerms?: readonly KeyTerm[]
  readonly statutes: readonly StatuteCitation[]
  readonly checklist: ExecutionChecklist
}

/** A template's drafter: which fields may name the place, and the drafting itself. */
export interface TemplateDrafter {
  readonly placeFields: readonly string[]
  /**
   * Fields describing the immovable property, whose State's law governs the tenancy, the
   * registration and the stamp duty on receipt there, even if executed elsewhere (reference §3).
   */
  readonly propertyFields?: readonly string[]
  readonly draft: (d: Draft) => TemplateDraft
}

export interface DraftOptions {
  /** City of execution, seat of arbitration and courts, when the details do not name one. */
  readonly place?: string
  /** Notes for the review flags from outside the details (a void term the request asked for). */
  readonly notes?: readonly string[]
  /**
   * Figures the request's words give for a placeholder the template's fields do not hold (a
   * lease deed's deposit), by the placeholder's id: drafted in its place, with their note as its flag.
   */
  readonly supplied?: Readonly<Record<string, { readonly value: string; readonly note: string }>>
}

/** The marker a custom agreement carries in place of a catalogue template and category id. */
export const CUSTOM_ID = 'custom'

/**
 * What is being drafted: a catalogue template (a `Template` fits) or a custom agreement
 * (`{ id: 'custom', categoryId: 'custom' }`). The ids end up on the `Agreement`.
 */
export interface DraftSource {
  readonly id: TemplateId | typeof CUSTOM_ID
  readonly categoryId: CategoryId | typeof CUSTOM_ID
}

export const PLACEHOLDER_PREFIX = '[TO BE CONFIRMED: '
/** Matches every placeholder in a rendered document. */
export const PLACEHOLDER_PATTERN = /\[TO BE CONFIRMED: [^\]]+\]/g

/**
 * The drafting context for one template (or a custom agreement): typed access to the
 * validated details, the place found in them, and placeholders that raise a review flag
 * instead of inventing a fact.
 */
export class Draft {
  readonly source: DraftSource
  readonly values: ValidatedDetails
  readonly place: Place | undefined
  /** Where the immovable property is, when the template has such fields and they name a place. */
  readonly propertyPlace: Place | undefined
  private readonly flags = new Map<string, ReviewFlag>()
  private readonly kinds = new Map<string, EntityKind | 'unknown'>()
  private readonly supplied: NonNullable<DraftOptions['supplied']>

  constructor(
    source: DraftSource,
    values: ValidatedDetails,
    placeFields: readonly string[],
    options: DraftOptions = {},
    propertyFields: readonly string[] = [],
  ) {
    this.source = { id: source.id, categoryId: source.categoryId }
    this.values = values
    this.supplied = options.supplied ?? {}
    const given = options.place?.trim()
    const found = findPlace(placeFields.map((name) => values[name]?.raw ?? ''))
    this.place = given ? { city: given, state: findPlace([given])?.state ?? found?.state ?? '' } : found
    this.propertyPlace = findPlace(propertyFields.map((name) => values[name]?.raw ?? ''))
    const executed = this.place?.state
    const situated = this.propertyPlace?.state
    if (executed && situated && executed !== situated)
      this.flag(
        'property-state',
        `Executed in ${executed}, but the property is in ${situated}: the draft follows the law of ${situated}, where the property is, for tenancy, registration and stamp duty (an instrument relating to property in a State is chargeable there when received, Indian Stamp Act, 1899, s.19, or the State Act's equivalent [verify]). Confirm whether duty is also payable in ${executed}.`,
      )
    for (const [i, note] of (options.notes ?? []).entries()) this.flag(`request-note-${i + 1}`, note)
    // A fact the request left open is written as its placeholder, with a flag to fill it in.
    for (const [name, value] of Object.entries(values)) {
      if (value.pending)
        this.flag(
          `${kebab(name)}-to-be-confirmed`,
          `Not among the details given: ${value.raw.slice(PLACEHOLDER_PREFIX.length, -1)}. Fill in the bracketed placeholder before execution.`,
          name,
        )
    }
  }

  private value(name: string) {
    const value = this.values[name]
    if (!value)
      throw new Error(`Drafting asked for "${name}", which ${this.source.id} does not have or was not given`)
    return value
  }

  /** The state-law table's row (reference §3): the property's State, else the place of execution's. */
  get stateLaw(): StateLaw | undefined {
    return stateLaw(this.propertyPlace?.state ?? this.place?.state)
  }

  has(name: string): boolean {
    return this.values[name] !== undefined
  }

  /** Whether a field was left `[TO BE CONFIRMED: …]`: its figure cannot be computed with. */
  pending(name: string): boolean {
    return this.value(name).pending === true
  }

  /** The text as the user gave it (trimmed). */
  text(name: string): string {
    return this.value(name).raw
  }

  /**
   * A description the user typed, for a definition or a schedule: a leading "my" or "our"
   * ("My old Honda City car") is ambiguous in a deed both parties sign, so it becomes an
   * article; one that cannot ("my father's house") is kept and flagged.
   */
  description(name: string): string {
    const raw = this.text(name)
    const first = /^(?:my|our)\s+(\S+)/i.exec(raw)
    if (!first) return raw
    const next = first[1] ?? ''
    if (/['’]s$/i.test(next)) {
      this.flag(
        `${kebab(name)}-first-person`,
        `The description "${raw}" is in the first person: say whose it is by name, since both parties sign the document.`,
        name,
      )
      return raw
    }
    const article = /^[aeiou]/i.test(next) ? 'an' : 'a'
    return `${article} ${raw.replace(/^(?:my|our)\s+/i, '')}`
  }

  /** A free-text answer with any rupee amounts in it followed by their words. */
  prose(name: string): string {
    return annotateAmounts(this.value(name).raw)
  }

  paise(name: string): Paise {
    const value = this.value(name)
    if (value.pending) throw new PendingValueError(this.source.id, name)
    const paise = value.paise
    if (paise === undefined) throw new Error(`"${name}" is not a money field`)
    return paise
  }

  /** `₹1,00,000 (Rupees One Lakh only)`. */
  amount(name: string): string {
    const value = this.value(name)
    return value.pending ? value.raw : formatAmount(this.paise(name))
  }

  /** `₹1,00,000`, for summaries. */
  rupees(name: string): string {
    const value = this.value(name)
    return value.pending ? value.raw : formatRupees(this.paise(name))
  }

  /** The period the user attached to an amount: "per month", "per year", "one-time". */
  period(name: string): 'month' | 'year' | 'once' | undefined {
    return this.value(name).period
  }

  /**
   * The yearly amount of a field whose label makes it annual ("Annual Salary", "Annual Rent"):
   * an amount given "per month" is multiplied by 12, with a review flag recording the
   * conversion (`what` names the amount in it; `confirm` adds what to check); an amount given
   * "per year", as a lump sum or without a period is taken as annual, as the label says.
   */
  perYear(name: string, what: string, confirm = 'Confirm the figure.'): Paise {
    const paise = this.paise(name)
    if (this.period(name) !== 'month') return paise
    const annual = paise * 12
    this.flag(
      `${kebab(name)}-per-month`,
      `The ${what} was given per month (${formatRupees(paise)}): it is drafted as ${formatRupees(annual)} a year (12 × ${formatRupees(paise)}). ${confirm}`,
      name,
    )
    return annual
  }

  /**
   * The monthly amount of a field whose label makes it monthly ("Monthly Rent"): an amount
   * given "per year" is divided by 12 (to the paisa), with a review flag recording the
   * conversion; any other amount is taken as monthly, as the label says.
   */
  perMonth(name: string, what: string): Paise {
    const paise = this.paise(name)
    if (this.period(name) !== 'year') return paise
    const monthly = Math.round(paise / 12)
    const exact = monthly * 12 === paise ? '' : ', rounded to the paisa'
    this.flag(
      `${kebab(name)}-per-year`,
      `The ${what} was given per year (${formatRupees(paise)}): it is drafted as ${formatRupees(monthly)} a month (one twelfth${exact}). Confirm the figure.`,
      name,
    )
    return monthly
  }

  number(name: string): number {
    const value = this.value(name)
    if (value.pending) throw new PendingValueError(this.source.id, name)
    const number = value.number
    if (number === undefined) throw new Error(`"${name}" is not a number field`)
    return number
  }

  /** Dates appear as the user typed them. */
  date(name: string): string {
    return this.text(name)
  }

  /** An Income-tax Act, 2025 provision cited with its 1961 section, flagged for checking. */
  incomeTax(old: string, current?: string): string {
    this.flag(
      'income-tax-sections',
      'The draft cites the Income-tax Act, 2025 with the sections of the 1961 Act they replace. The new section numbers follow the reported renumbering (tax deduction at source consolidated in s.393) and are not yet verified: check each against the Act before signing [verify].',
    )
    return incomeTaxProvision(old, current)
  }

  /** A clearly marked placeholder, with a review flag (one per id). */
  tbc(flagId: string, what: string, message?: string, field?: string): string {
    const supplied = this.supplied[flagId]
    if (supplied) {
      this.flag(flagId, supplied.note, field)
      return supplied.value
    }
    this.flag(
      flagId,
      message ?? `Not among the details given: ${what}. Fill in the bracketed placeholder before execution.`,
      field,
    )
    // A placeholder never nests in another ("age of [TO BE CONFIRMED: Seller Name]"): the inner one's words stand.
    const plain = what.includes(PLACEHOLDER_PREFIX)
      ? what.split(PLACEHOLDER_PREFIX).join('').replace(/\]/g, '')
      : what
    return `${PLACEHOLDER_PREFIX}${plain}]`
  }

  /** Records the standard terms used where the details are silent, so a reviewer can confirm them. */
  assume(terms: readonly string[]): void {
    this.flag(
      'standard-terms',
      `Standard terms used where the details are silent — confirm or change: ${terms.join('; ')}.`,
    )
  }

  flag(id: string, message: string, field?: string): void {
    if (!this.flags.has(id)) this.flags.set(id, field ? { id, message, field } : { id, message })
  }

  /**
   * The city for execution, the seat and the courts, or a placeholder. `message` replaces the
   * review flag's wording for instruments without a seat (a will, a power of attorney).
   */
  city(message?: string): string {
    return (
      this.place?.city ??
      this.tbc(
        'place',
        'city',
        message ??
          (this.place
            ? `The details name ${this.place.state} but no city: confirm the city of execution, the seat of arbitration and the courts.`
            : 'No city was given: confirm the place of execution, the seat of arbitration and the courts having jurisdiction.'),
      )
    )
  }

  /** Records a party's kind as the drafter names it; 'unknown' for a party read from a schedule. */
  noteParty(role: string, kind: EntityKind | 'unknown'): void {
    this.kinds.set(role, kind)
  }

  get partyKinds(): PartyKinds {
    const kinds = [...this.kinds.values()]
    return {
      all: kinds.map((k) => (k === 'unknown' ? undefined : k)),
      of: (role) => {
        // "Shareholder" speaks of the First and Second Shareholder alike: their kind, if shared.
        const ordinal = [...this.kinds].filter(([r]) => r.endsWith(` ${role}`)).map(([, k]) => k)
        const shared = ordinal.length > 0 && ordinal.every((k) => k === ordinal[0]) ? ordinal[0] : undefined
        const kind = this.kinds.get(role) ?? shared
        return kind === 'unknown' ? undefined : kind
      },
      allIndividuals: kinds.length > 0 && kinds.every((k) => k === 'individual'),
      allOrganisations: kinds.length > 0 && kinds.every((k) => k !== 'individual' && k !== 'unknown'),
    }
  }

  get reviewFlags(): readonly ReviewFlag[] {
    return [...this.flags.values()]
  }
}

/** "monthlyRent" → "monthly-rent", for review-flag ids. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

// Party helpers live in parties.ts; re-exported so drafters import one module.
export {
  ORDINALS,
  entityKind,
  listNames,
  partiesFromList,
  party,
  signatory,
  type EntityKind,
} from './parties.ts'
