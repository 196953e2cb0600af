/**
 * The shape of the state-law table (reference §3): which stamp statute a State or Union
 * territory applies, its articles for the instruments the catalogue drafts, its tenancy law
 * and its amendments to the Registration Act. Every fact carries its source; `verify` marks
 * what the sources did not fully confirm.
 */

/** The kinds of instrument the catalogue drafts, as stamp schedules classify them. */
export const INSTRUMENT_KINDS = [
  'agreement',
  'lease',
  'leave-and-licence',
  'agreement-for-sale',
  'conveyance',
  'sale-of-goods',
  'gift',
  'partnership',
  'power-of-attorney',
  'loan',
  'mortgage',
  'indemnity',
  'guarantee',
  'settlement',
  'will',
] as const

export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number]

/** A fact with where it comes from. */
export interface Sourced {
  readonly source: string
  /** The sources did not fully confirm it: shown as "[verify]" wherever it is used. */
  readonly verify?: boolean
}

export interface StampStatute extends Sourced {
  /** Short title, e.g. "Maharashtra Stamp Act, 1958". */
  readonly name: string
  /** True for a State's own Act; false where the Indian Stamp Act, 1899 applies as amended. */
  readonly own: boolean
  /** Section fixing the time of stamping for instruments executed in the State (ISA s.17). */
  readonly timeOfStamping?: string
  /** Section saying who bears the duty absent an agreement (ISA s.29). */
  readonly dutiesBy?: string
  /** Section on examination and impounding (ISA s.33). */
  readonly impounding?: string
  /** Section making an instrument not duly stamped inadmissible (ISA s.35). */
  readonly inadmissibility?: string
}

/** The article charging one kind of instrument; without `article` it is unknown here. */
export interface ArticleEntry extends Sourced {
  /** e.g. "Article 36A (Leave and licence)"; absent where no source gave it. */
  readonly article?: string
  /** A State rule about this instrument worth stating with the article. */
  readonly note?: string
  /** False where the instrument is not chargeable at all (a will). */
  readonly chargeable?: boolean
}

/** A tenancy law on the lines of the Model Tenancy Act, 2021 (a Rent Authority regime). */
export interface TenancyLaw extends Sourced {
  /** Short title, or undefined where adoption is reported but the Act was not identified. */
  readonly act?: string
  /** When and how the agreement reaches the Rent Authority, e.g. "within 2 months of execution". */
  readonly filing?: string
  /** Who must file, as the Act assigns it; "the Parties" where it is joint or either may. */
  readonly filedBy: 'the Parties' | 'the Landlord'
  /** Cap on the security deposit for residential premises, in months' rent, where sourced. */
  readonly residentialDepositMonths?: number
}

/** The older rent-control Act where it still governs (no Rent Authority regime). */
export interface RentControlLaw extends Sourced {
  readonly act: string
  /** Statutory duty to register letting and licence agreements, with the party it falls on. */
  readonly registration?: {
    readonly section: string
    readonly dutyOn: 'the Landlord'
    readonly penalty?: string
  }
}

/** A State amendment to (or State law beside) the Registration Act, 1908. */
export interface RegistrationRule extends Sourced {
  readonly instruments: readonly InstrumentKind[]
  /** The rule in one sentence with its statute, e.g. "… (Registration Act, 1908, s.17, as amended …)". */
  readonly rule: string
}

export interface StateLaw extends Sourced {
  readonly state: string
  readonly kind: 'state' | 'union-territory'
  readonly stamp: StampStatute
  /** Articles of the State's own Act; for States applying the central Act, its Schedule I articles. */
  readonly articles: Readonly<Partial<Record<InstrumentKind, ArticleEntry>>>
  /** Present where the State has a tenancy law on the lines of the Model Tenancy Act, 2021. */
  readonly tenancy?: TenancyLaw
  readonly rentControl?: RentControlLaw
  /** Amendments found; an empty list means none is recorded here, not that none exists. */
  readonly registration: readonly RegistrationRule[]
}
