/**
 * How each template is described in ordinary (Indian) English, and where its facts sit in a
 * description: the words that point to it, who the parties are and which of them the user
 * is, and the cue words next to its amounts, dates, durations and percentages.
 */

/** One party of a template: the field its name goes to, the words that label it, and wording that makes the user this party. */
export interface PartyRule {
  readonly field: string
  /** Role words as a regular-expression alternation: "tenant|licensee|kirayedar". */
  readonly words: string
  /** Wording that shows the user is this party ("my flat" → the landlord). */
  readonly self?: RegExp
  /** Only names that look like a company, firm or bank fill this field. */
  readonly organisation?: boolean
}

export type Preposition = 'to' | 'from' | 'with' | 'for' | 'in' | 'by' | 'at' | 'of'

/** A field, or 'other': the party the user is not (in a two-party template). */
export type PartyTarget = string | 'other'

export interface MoneyRule {
  readonly field: string
  /** Words before or after the amount that tie it to this field. */
  readonly cues: RegExp
  /** 'month': the field holds a monthly figure; 'year': a yearly one (a monthly one is multiplied by 12); 'keep': the period stays in the value. */
  readonly period?: 'month' | 'year' | 'keep'
  /** Takes the only amount left when no cue decided it. */
  readonly fallback?: boolean
  /**
   * A yearly field whose figure is usually quoted by the month (rent): an amount written with
   * no period is not taken as the year's; it is named in a note and left for the user to confirm.
   */
  readonly bareIsMonthlyOrYearly?: boolean
}

export interface DateRule {
  readonly field: string
  readonly cues: RegExp
  /** Words right before a date that make it another date's ("the balance by …"), even when it is the only one. */
  readonly notAfter?: RegExp
}

export interface DurationRule {
  readonly field: string
  readonly cues: RegExp
  /** 'months' and 'years' give a number for the catalogue's number fields; 'text' gives "3 years". */
  readonly as: 'months' | 'years' | 'text'
  readonly fallback?: boolean
}

export interface PercentRule {
  readonly field: string
  readonly cues: RegExp
  readonly fallback?: boolean
}

export interface ExtractContext {
  /** The normalised description. */
  readonly text: string
  /** Names already given to party fields (so a free-text field does not repeat them). */
  readonly assigned: ReadonlyMap<string, string>
}

export interface TemplateRule {
  readonly signals: ReadonlyArray<readonly [RegExp, number]>
  readonly parties?: readonly PartyRule[]
  /** "to X", "from X", "with X": which party X is. With 'other', the user's side decides; `fallbackPreps` apply when it is unknown. */
  readonly preps?: Partial<Record<Preposition, PartyTarget>>
  readonly fallbackPreps?: Partial<Record<Preposition, string>>
  /** Verbs whose object is a party: "hire Priya" → employeeName. */
  readonly objects?: ReadonlyArray<readonly [RegExp, string]>
  /** Words after a name that make it this party: "Bharat Holdings wants to acquire" → acquirerCompany. */
  readonly subjects?: ReadonlyArray<readonly [RegExp, string]>
  /** "between A and B" fills these two fields in order. */
  readonly between?: readonly [string, string]
  /** Other words that introduce the pair "A and B" (symmetric templates: "an NDA for A and B"). */
  readonly pairCue?: RegExp
  /** The field the user's own name ("I, Priya Sharma,") fills when no wording says which party the user is. */
  readonly defaultSelf?: string
  readonly money?: readonly MoneyRule[]
  readonly dates?: readonly DateRule[]
  readonly durations?: readonly DurationRule[]
  readonly percents?: readonly PercentRule[]
  /** A property address field; a city alone fills it as "Flat in Pune" and marks it incomplete. */
  readonly address?: { readonly field: string }
  /** A field a city fills ("Bengaluru, Karnataka"). */
  readonly city?: string
  /** A territory field: a named region after "in", "for", "across" or "territory". */
  readonly territory?: string
  /** Free-text and select fields read by their own cues; a value may carry a note of how it was read. */
  readonly extract?: (
    ctx: ExtractContext,
  ) => Readonly<Record<string, string | { readonly value: string; readonly note: string } | undefined>>
}
