import type { TemplateId } from '#domain/catalogue/index.ts'
import {
  NO_INTEREST,
  type Span,
  capitalise,
  findNames,
  findPlaces,
  findRatio,
  looksLikeOrganisation,
  nameAt,
  phraseAfter,
} from './extract.ts'

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
}

export interface DateRule {
  readonly field: string
  readonly cues: RegExp
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
  /** Free-text and select fields read by their own cues. */
  readonly extract?: (ctx: ExtractContext) => Readonly<Record<string, string | undefined>>
}

// ─────────────────────────────── shared pieces ───────────────────────────────

const PROPERTY_NOUN = String.raw`(?:\d\s*bhk\s+)?(?:flat|apartment|house|home|room|property|premises|villa|bungalow|ghar|makaan|makan|shop|office|office space|showroom|warehouse|godown|plot|land|pg)`
const MY_PROPERTY = new RegExp(String.raw`\b(?:my|our)\s+(?:[\w-]+\s+){0,2}?${PROPERTY_NOUN}\b`, 'i')
const I_WANT = String.raw`(?:i|we)(?:\s+am|\s+are|'m|'re)?(?:\s+(?:want(?:ing)?|wish(?:ing)?|plan(?:ning)?|going|need|would like|have decided|decided)\s+to)?`

function quoted(text: string): string | undefined {
  const match = /"([^"]{2,80})"|(?:^|\s)'([^']{2,80})'(?=\s|[.,;]|$)/.exec(text)
  return match ? (match[1] ?? match[2])?.trim() : undefined
}

function phrase(text: string, cue: RegExp, stop?: RegExp, max?: number): string | undefined {
  const span = phraseAfter(text, cue, stop, max)
  if (!span) return undefined
  const value = span.text.replace(/^(?:the|a|an)\s+/i, '').trim()
  return value.length >= 2 ? value : undefined
}

function sentenceCase(value: string | undefined): string | undefined {
  return value ? capitalise(value) : undefined
}

/** "Ravi Sharma 60% and Meera Iyer 40%" → "Ravi Sharma – 60%; Meera Iyer – 40%". */
function holdings(text: string): string | undefined {
  const entries: string[] = []
  const regex = /(\d+(?:\.\d+)?)\s*%/g
  for (const match of text.matchAll(regex)) {
    const before = text.slice(Math.max(0, match.index - 60), match.index)
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40)
    const nameBefore = findNames(before).at(-1)
    const nameAfter = /^\s*(?:to|for|with|held by|by)\s+/i.test(after) ? findNames(after)[0] : undefined
    const name =
      nameBefore &&
      /^\s*(?:[:–-]|holding|holds|with|has|having|owns|gets|will hold|\(|,)?\s*$/i.test(
        before.slice(nameBefore.end),
      )
        ? nameBefore.name
        : nameAfter?.name
    if (name) entries.push(`${name} – ${match[1]}%`)
  }
  return entries.length >= 2 ? entries.join('; ') : undefined
}

/** Names in a list ("Ravi Sharma, Meera Iyer and Arjun Rao"), after a cue. */
function nameList(text: string, cue: RegExp): string | undefined {
  const span = phraseAfter(text, cue, /\b(?:with|for|at|to|from|holding|each|who)\b|\d/i, 200)
  if (!span) return undefined
  const names = findNames(span.text)
    .map((n) => n.name)
    .filter((n) => !looksLikeOrganisation(n))
  return names.length >= 2 ? names.join('; ') : undefined
}

function selectFrom(text: string, options: ReadonlyArray<readonly [RegExp, string]>): string | undefined {
  const hits = options.filter(([regex]) => regex.test(text)).map(([, value]) => value)
  const unique = [...new Set(hits)]
  return unique.length === 1 ? unique[0] : undefined
}

function afterName(text: string, cue: RegExp): string | undefined {
  const match = cue.exec(text)
  if (!match) return undefined
  return nameAt(text, match.index + match[0].length)?.name
}

/** The first Indian state or city named after "in", "for", "across", "throughout", or "territory". */
function territoryOf(text: string): Span | null {
  const explicit = phraseAfter(
    text,
    /\bterritor(?:y|ies)(?:\s+(?:of|is|will be|:))?\s*|\b(?:exclusive(?:ly)?|rights?)\s+(?:in|for)\s+/i,
    /\b(?:for|at|with|from|on|by|and (?:a|the|pay))\b|₹|\brs\b|\d/i,
    80,
  )
  if (explicit) return explicit
  for (const place of findPlaces(text)) {
    const before = text.slice(Math.max(0, place.index - 40), place.index)
    const local =
      /\b(?:in|for|across|throughout|covering|of)\s+(?:the\s+(?:state|city|district)\s+of\s+)?((?:[A-Z][\w.-]*,?\s+){0,3})$/.exec(
        before,
      )
    if (local) {
      const prefix = (local[1] ?? '').trim()
      const area = prefix && !/^(?:the|state|city)$/i.test(prefix) ? `${prefix.replace(/,$/, '')}, ` : ''
      return { index: place.index, end: place.end, text: `${area}${place.city ?? place.state ?? place.text}` }
    }
  }
  return null
}

export { territoryOf }

// ───────────────────────────────── the rules ─────────────────────────────────

const TENANT_SELF =
  /\b(?:rent(?:ing)?|take|taking|took|taken)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:on rent\s+|on lease\s+)?from\b|\bi(?:\s+am|'m)\s+(?:a\s+|the\s+)?(?:tenant|lessee|licensee)\b|\bmy\s+(?:landlord|lessor|owner)\b|\bi\s+(?:am\s+)?(?:moving|shifting)\s+into\b/i
const LANDLORD_SELF = new RegExp(
  String.raw`${MY_PROPERTY.source}|\b(?:rent(?:ing)?|let(?:ting)?|lease|leasing|give|giving)\s+(?:it\s+|this\s+)?out\b|\bgive\s+(?:it\s+)?on\s+(?:rent|lease)\b|\bi(?:\s+am|'m)\s+(?:the\s+)?(?:landlord|owner|lessor|licensor)\b|\bmy\s+(?:tenant|lessee|licensee)\b`,
  'i',
)

const SALARY_CUES =
  /\b(?:salary|ctc|pay(?:ing)?|package|compensation|remuneration|stipend|wages?|per annum|lakh per annum|earn\w*|offer(?:ing|ed)?)\b/i
const POSITION_STOP =
  /\b(?:at|in|with|for|from|on|starting|joining|join|effective|salary|ctc|and|who|which|by|under|reporting|to|of\s+(?:rs|₹))\b|[,;(₹]|\d/i
const START_CUES = /\b(?:start\w*|join\w*|from|commenc\w*|w\.?e\.?f\.?|effective|beginning|begin)\b/i

function position(text: string): string | undefined {
  const span = phraseAfter(
    text,
    /\b(?:as\s+(?:a|an|the|our|my)?|for\s+the\s+(?:post|position|role)\s+of|(?:post|position|role|designation)(?:\s+(?:of|is|will be|:))?)\s*/i,
    POSITION_STOP,
    60,
  )
  if (!span) return undefined
  const value = span.text.replace(/^(?:a|an|the|our|my)\s+/i, '').trim()
  if (
    !value ||
    /^(?:soon|well|per|a|an|the|security|deposit|tenant|landlord|employee|employer|executor|guarantor|attorney|partner|director|distributor|franchisee|licensee|licensor)\b/i.test(
      value,
    )
  )
    return undefined
  if (value.split(/\s+/).length > 6) return undefined
  return value.replace(/(^|\s)(\p{Ll})/gu, (_m, s: string, c: string) => s + c.toUpperCase())
}

function employer(text: string): string | undefined {
  return (
    afterName(
      text,
      /\b(?:our|my)\s+(?:company|firm|startup|organi[sz]ation|employer)(?:\s+(?:is|called|named))?,?\s+/i,
    ) ??
    (() => {
      const match = /\b(?:at|with|join(?:ing)?|by)\s+(?=[A-Z])/.exec(
        text.replace(/\bjoin(?:ing)? as\b/gi, 'xxxx xx'),
      )
      if (!match) return undefined
      const found = nameAt(text, match.index + match[0].length)
      return found &&
        /\b(?:pvt|private|ltd|limited|llp|inc|technologies|solutions|industries|enterprises|services|systems|labs|bank|group|corporation|company|co\.?)\b/i.test(
          found.name,
        )
        ? found.name
        : undefined
    })()
  )
}

export const RULES: Readonly<Record<TemplateId, TemplateRule>> = {
  // ─────────────── corporate ───────────────
  'shareholders-agreement': {
    signals: [
      [/\bshareholders?'?\s+agreement\b|\bsha\b/i, 7],
      [/\bshareholders?\b|\bshareholding\b|\bequity split\b|\bcap table\b/i, 3],
      [/\btag[\s-]along\b|\bdrag[\s-]along\b|\brofr\b|\breserved matters\b|\bvoting rights\b/i, 3],
    ],
    parties: [{ field: 'companyName', words: 'company', organisation: true }],
    preps: { for: 'companyName', of: 'companyName', in: 'companyName' },
    money: [{ field: 'shareCapital', cues: /\b(?:share capital|paid[\s-]up|capital)\b/i, fallback: true }],
    extract: ({ text }) => ({
      shareholders: holdings(text) ?? nameList(text, /\bshareholders?\s+(?:are|will be|:|being)?\s*/i),
      votingRights: sentenceCase(
        phrase(text, /\bvoting(?:\s+rights)?(?:\s+(?:is|are|will be|:))?\s*/i, /\b(?:and the|with)\b/i, 120),
      ),
    }),
  },
  'board-resolution': {
    signals: [
      [
        /\bboard resolution\b|\bresolution of the board\b|\bboard of directors'? (?:resolution|meeting)\b/i,
        8,
      ],
      [/\bresolution\b/i, 3],
      [/\bboard meeting\b|\bdirectors?\b/i, 2],
    ],
    parties: [{ field: 'companyName', words: 'company', organisation: true }],
    preps: { for: 'companyName', of: 'companyName', by: 'companyName' },
    dates: [{ field: 'meetingDate', cues: /\b(?:meeting|held|dated|on)\b/i }],
    extract: ({ text }) => ({
      resolutionType: selectFrom(text, [
        [/\b(?:appoint\w*|induct\w*)\b/i, 'Appointment'],
        [/\b(?:remov\w*|resignation of|ceas\w*)\b/i, 'Removal'],
        [
          /\b(?:borrow\w*|loan|bank account|open(?:ing)? (?:an? )?(?:current )?account|invest\w*|allot\w*|issue of shares|approve (?:the )?(?:accounts|financial statements)|financial)\b/i,
          'Financial',
        ],
        [/\bpolicy\b/i, 'Policy'],
      ]),
      details: sentenceCase(
        phrase(
          text,
          /\b(?:to|for)\s+(?=(?:appoint|remov|open|clos|borrow|approv|authori[sz]|allot|issu|accept|chang|shift|invest|adopt|avail|sign|execut|grant|declar|increas|transfer|purchas|sell|lease|take)\w*\b)/i,
          /\b(?:at (?:the|a|our) (?:board )?meeting|meeting|held|dated)\b|\s(?:for|of)\s+(?=[A-Z][\w\s]*\b(?:Pvt|Private|Ltd|Limited|LLP)\b)|\son\s+\d|,/i,
          200,
        ) ??
          phrase(
            text,
            /\bresolution\s+(?:approving|authori[sz]ing|regarding|about|on)\s+/i,
            /\b(?:at (?:the|a|our) (?:board )?meeting|meeting|held|dated)\b|,/i,
            200,
          ),
      ),
    }),
  },
  'incorporation-agreement': {
    signals: [
      [
        /\bincorporation agreement\b|\bfounders'?\s+agreement\b|\bco-?founders?'?\s+agreement\b|\bpre[\s-]incorporation\b/i,
        8,
      ],
      [
        /\bincorporat\w*|\b(?:register|start|form|set up|setting up|starting|forming|registering)\s+(?:a|our|my)\s+(?:new\s+)?(?:private limited\s+|pvt\.? ltd\.?\s+)?company\b/i,
        4,
      ],
      [/\bco-?founders?\b|\bfounders?\b/i, 3],
      [/\bauthori[sz]ed capital\b/i, 3],
    ],
    money: [
      {
        field: 'authorizedCapital',
        cues: /\b(?:authori[sz]ed(?: share)? capital|capital)\b/i,
        fallback: true,
      },
    ],
    extract: ({ text }) => ({
      proposedName:
        quoted(text) ??
        afterName(text, /\b(?:called|named|name(?:d)? as|name will be|proposed name(?: is|:)?)\s+/i) ??
        findNames(text).find((n) => /\b(?:pvt|private|ltd|limited)\b/i.test(n.name))?.name,
      businessType: selectFrom(text, [
        [/\b(?:private limited|pvt\.?\s*ltd\.?|private company)\b/i, 'Private Limited'],
        [/\bpublic limited\b|\bpublic company\b/i, 'Public Limited'],
        [/\bllp\b|\blimited liability partnership\b/i, 'LLP'],
        [/\bpartnership firm\b/i, 'Partnership'],
      ]),
      directors:
        nameList(
          text,
          /\b(?:directors?|founders?|co-?founders?|promoters?)(?:\s*[,:]\s*|\s+)(?:are|will be|being|namely)?\s*/i,
        ) ?? holdings(text),
    }),
  },
  'merger-acquisition': {
    signals: [
      [/\bmerger\b|\bacquisition\b|\bshare purchase agreement\b|\bspa\b|\btakeover\b/i, 6],
      [
        /\bacquir\w*|\bbuy(?:ing)?\s+(?:out\s+|over\s+)?(?:a|the|their|100%\s+of(?:\s+the)?)\s+(?:company|business|startup|shares of)\b/i,
        4,
      ],
      [/\bclosing date\b|\btarget company\b|\bdeal value\b|\btransaction value\b/i, 2],
    ],
    parties: [
      {
        field: 'acquirerCompany',
        words: 'acquirer|buyer|purchaser',
        self: /\b(?:we|our company|i)\s+(?:are\s+|is\s+|am\s+)?(?:want(?:ing)?\s+to\s+|plan(?:ning)?\s+to\s+)?acquir\w*/i,
        organisation: true,
      },
      { field: 'targetCompany', words: 'target(?: company)?|seller', organisation: true },
    ],
    objects: [
      [
        /\bacquir(?:e|es|ing|ed)\s+(?:of\s+)?(?:100%\s+(?:of\s+)?)?(?:the\s+shares\s+of\s+)?/i,
        'targetCompany',
      ],
      [/\bacquisition\s+of\s+/i, 'targetCompany'],
    ],
    subjects: [
      [
        /^\s*(?:wants?\s+to|is|will|plans?\s+to|proposes?\s+to|intends?\s+to|has agreed to|to|is going to)?\s*(?:acquir|buy|tak(?:e|ing) over)/i,
        'acquirerCompany',
      ],
    ],
    preps: { by: 'acquirerCompany' },
    money: [
      {
        field: 'transactionValue',
        cues: /\b(?:for|value|valuation|price|consideration|deal|worth)\b/i,
        fallback: true,
      },
    ],
    dates: [{ field: 'closingDate', cues: /\b(?:clos\w*|complet\w*|by)\b/i }],
  },
  'joint-venture': {
    signals: [
      [/\bjoint venture\b|\bjv\b/i, 8],
      [/\bventure\b|\bcollaborat\w*|\bjointly\b/i, 1],
    ],
    between: ['party1', 'party2'],
    pairCue: /\b(?:for|of|with)\s+/i,
    preps: { with: 'party2' },
    defaultSelf: 'party1',
    extract: ({ text }) => ({
      ventureScope: sentenceCase(
        phrase(
          text,
          /\b(?:joint venture|jv|venture)\b[^.;]*?\b(?:to|for)\s+(?=[a-z])/i,
          /\b(?:with each|each party|and each|with (?:a|an) (?:capital|investment))\b|₹|\brs\b/i,
          160,
        ),
      ),
    }),
  },
  'llp-agreement': {
    signals: [
      [
        /\bllp agreement\b|\blimited liability partnership\b|\b(?:form|start|register|set up|incorporate|forming|starting|registering)\s+(?:an|a|our|new)\s+llp\b/i,
        8,
      ],
      [/\bllp\b/i, 1],
      [/\bdesignated partners?\b/i, 4],
    ],
    address: { field: 'registeredOffice' },
    extract: ({ text }) => ({
      llpName: findNames(text).find((n) => /\bLLP$/i.test(n.name))?.name ?? quoted(text),
      partners: nameList(text, /\b(?:partners?|between)\s+(?:are|will be|:|being|namely)?\s*/i),
      profitSharing:
        findRatio(text)?.text ?? (/\b(?:equally|equal shares?)\b/i.test(text) ? 'Equal shares' : undefined),
      businessDescription: sentenceCase(
        phrase(
          text,
          /\b(?:[Ff]or|to do|doing|business of|in the business of)\s+(?=[a-z])/,
          /\b(?:with|from|in|at|between)\b|₹|\d/i,
          120,
        ),
      ),
    }),
  },

  // ─────────────── employment ───────────────
  'employment-contract': {
    signals: [
      [
        /\bemployment (?:contract|agreement)\b|\bappointment (?:contract|agreement)\b|\bcontract of employment\b/i,
        6,
      ],
      [/\b(?:hire|hiring|hired|employ|employing|recruit\w*|onboard\w*|naukri)\b/i, 3],
      [
        /\b(?:hire|hiring|hired|employ|employing|appoint|appointing|recruit\w*)\s+[A-Za-z][\w.]*(?:\s+[A-Za-z][\w.]*){0,3}\s+as\s+(?:a\s+|an\s+|our\s+|the\s+)?(?!consult|advis|freelanc|contractor|distributor|dealer|franchisee|executor|attorney|agent|partner|director|guarantor)[a-z]/i,
        3,
      ],
      [/\b(?:employee|employer|staff|designation|position|role|ctc|salary|lakh per annum)\b/i, 2],
      [/\b(?:start date|starting|joining)\b/i, 1],
    ],
    parties: [
      {
        field: 'employerName',
        words: 'employer|company',
        self: /\b(?:hire|hiring|employ\w*|recruit\w*|appoint\w*|onboard\w*)\b|\b(?:our|my)\s+(?:company|firm|startup|organi[sz]ation|team)\b/i,
      },
      {
        field: 'employeeName',
        words: 'employee|candidate|staff member',
        self: /\b(?:i|i'm)\s+(?:am\s+)?(?:joining|being hired|hired|employed|appointed)\b|\bmy\s+(?:new\s+)?(?:employer|job|boss)\b/i,
      },
    ],
    objects: [
      [
        /\b(?:hire|hiring|hired|employ|employing|appoint|appointing|recruit|recruiting|onboard|onboarding|take on)\s+/i,
        'employeeName',
      ],
    ],
    preps: { for: 'employeeName' },
    money: [{ field: 'salary', cues: SALARY_CUES, period: 'year', fallback: true }],
    dates: [{ field: 'startDate', cues: START_CUES }],
    city: 'location',
    extract: ({ text }) => ({ position: position(text), employerName: employer(text) }),
  },
  'offer-letter': {
    signals: [
      [/\boffer letter\b|\bletter of offer\b|\boffer of employment\b|\bjob offer\b/i, 7],
      [/\boffer(?:ing)?\s+(?:a\s+|the\s+|him\s+|her\s+)?(?:job|position|role|post)\b/i, 5],
      [/\bcandidate\b/i, 3],
      [/\bjoining date\b/i, 2],
    ],
    parties: [{ field: 'candidateName', words: 'candidate|employee|selected candidate' }],
    objects: [
      [
        /\b(?:hire|hiring|hired|offer(?:ing)?(?:\s+(?:a|the)\s+(?:job|position|role|post))?\s+to|appoint(?:ing)?|select(?:ed)?)\s+/i,
        'candidateName',
      ],
    ],
    preps: { for: 'candidateName', to: 'candidateName' },
    money: [{ field: 'salary', cues: SALARY_CUES, period: 'year', fallback: true }],
    dates: [{ field: 'joiningDate', cues: START_CUES }],
    extract: ({ text }) => ({ position: position(text) }),
  },
  'termination-letter': {
    signals: [
      [/\btermination letter\b|\bletter of termination\b/i, 7],
      [
        /\b(?:terminat\w*|fire|firing|fired|dismiss\w*|sack\w*|let go|laid off|lay off|layoff|relieving)\b/i,
        4,
      ],
      [/\blast working day\b|\bnotice period\b/i, 3],
      [/\b(?:misconduct|redundan\w*|resign\w*|performance issues?|underperform\w*)\b/i, 2],
    ],
    parties: [{ field: 'employeeName', words: 'employee|staff member' }],
    objects: [
      [
        /\b(?:terminat(?:e|ing)|fire|firing|dismiss(?:ing)?|sack(?:ing)?|let go of|relieve|relieving|lay(?:ing)? off)\s+(?:the\s+services\s+of\s+)?(?:our\s+|my\s+)?(?:employee\s+)?/i,
        'employeeName',
      ],
    ],
    preps: { for: 'employeeName' },
    dates: [
      {
        field: 'lastWorkingDay',
        cues: /\b(?:last (?:working )?day|lwd|relie\w*|effective|w\.?e\.?f\.?|on|from)\b/i,
      },
    ],
    durations: [{ field: 'noticePeriod', cues: /\bnotice\b/i, as: 'text' }],
    extract: ({ text }) => ({
      terminationReason: selectFrom(text, [
        [/\bperformance\b|\bunderperform\w*|\bnot performing\b|\btargets?\b/i, 'Performance'],
        [
          /\bmisconduct\b|\btheft\b|\bfraud\b|\bharass\w*|\bindisciplin\w*|\babsconding\b|\bmisbehav\w*|\bviolat\w*/i,
          'Misconduct',
        ],
        [
          /\bredundan\w*|\blay(?:ing)?[\s-]?offs?\b|\blaid off\b|\brestructur\w*|\bdownsiz\w*|\bcost[\s-]cutting\b|\bposition (?:is )?(?:eliminated|abolished)\b/i,
          'Redundancy',
        ],
        [/\bresign\w*/i, 'Resignation'],
      ]),
      noticePeriod: /\b(?:one|1)\s+month'?s?\s+notice\b/i.test(text) ? '1 month' : undefined,
    }),
  },
  'probation-letter': {
    signals: [
      [/\bprobation (?:confirmation|letter)\b|\bconfirmation letter\b|\bletter of confirmation\b/i, 7],
      [/\bprobation\w*/i, 4],
      [/\bconfirm\w*\s+(?:(?:his|her|their|the)\s+)?(?:employment|services|job|appointment)\b/i, 3],
      [/\b(?:revised salary|increment|hike)\b/i, 1],
    ],
    parties: [{ field: 'employeeName', words: 'employee' }],
    objects: [
      [
        /\bconfirm(?:ing|ed|ation)?\s+(?:of\s+)?(?:the\s+)?(?:(?:probation|employment|services|appointment)\s+of\s+)?(?:our\s+)?(?:employee\s+)?/i,
        'employeeName',
      ],
    ],
    preps: { for: 'employeeName' },
    money: [
      {
        field: 'newSalary',
        cues: /\b(?:revised|new|increased|hike|increment|raise|raised|revis\w*)\b|\bsalary\b/i,
        period: 'year',
      },
    ],
    dates: [{ field: 'confirmationDate', cues: /\b(?:confirm\w*|effective|w\.?e\.?f\.?|from|on)\b/i }],
    extract: ({ text }) => ({
      performance: sentenceCase(
        phrase(
          text,
          /\b(?:performance(?:\s+(?:has been|was|is|rated|rating|:))?|rated|because (?:he|she|they) (?:has|have))\s+/i,
          /\b(?:and (?:his|her) (?:salary|ctc)|salary|ctc|with effect)\b|₹/i,
          160,
        ),
      ),
    }),
  },
  'nda-employment': {
    signals: [
      [
        /\b(?:employee|staff|employment)\s+(?:nda|non[\s-]?disclosure|confidentiality)\b|\b(?:nda|non[\s-]?disclosure(?: agreement)?|confidentiality (?:agreement|undertaking))\s+(?:for|with)\s+(?:my\s+|our\s+|an\s+|a\s+|the\s+)?(?:new\s+)?(?:employee|staff|team|hire|intern)s?\b/i,
        7,
      ],
      [/\bnda\b|\bnon[\s-]?disclosure\b|\bconfidentiality (?:agreement|undertaking)\b/i, 3],
      [/\b(?:employee|staff|intern|new hire)\b/i, 2],
    ],
    parties: [
      { field: 'employeeName', words: 'employee|intern|staff member' },
      { field: 'companyName', words: 'company|employer', organisation: true },
    ],
    preps: { for: 'employeeName', with: 'employeeName' },
    durations: [
      {
        field: 'duration',
        cues: /\b(?:for|duration|period|lasts?|valid|till|until|after|years?)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => ({
      companyName:
        afterName(
          text,
          /\b(?:our|my)\s+(?:company|firm|startup|organi[sz]ation)(?:\s+(?:is|called|named))?,?\s+/i,
        ) ?? afterName(text, /\b(?:at|of|joining)\s+(?=[A-Z])/),
      confidentialInfo: sentenceCase(
        phrase(
          text,
          /\b(?:covering|to protect|protecting|about|regarding|relating to|confidential information (?:is|includes|like|such as|:)|information (?:like|such as|about|on))\s+/i,
          /\b(?:for \d|for (?:a|one|two|three|five) (?:year|month)|with|till|until)\b/i,
          200,
        ),
      ),
    }),
  },

  // ─────────────── property ───────────────
  'rental-agreement': {
    signals: [
      [
        /\brent(?:al)? agreement\b|\brent deed\b|\bleave (?:and|&) licen[cs]e\b|\bkiraya\s?nama\b|\bkirayanama\b/i,
        6,
      ],
      [/\b(?:tenants?|kirayedar|kirayadar|licensee|paying guest)\b/i, 3],
      [/\b(?:landlord|makan\s?malik|house\s?owner)\b/i, 3],
      [
        /\brent(?:ing)?\s+(?:out\s+)?(?:my|our|a|the|his|her)\b|\bon rent\b|\bfor rent\b|\bkiraye?\s+(?:pe|par)\b|\bkiraya\b/i,
        3,
      ],
      [/\b(?:flat|apartment|house|room|bhk|ghar|makaan|makan|pg|villa|bungalow|home)\b/i, 1],
      [/\bmonthly rent\b|\brent of\b|\brent is\b|\brent per month\b|\bper month\b|\ba month\b/i, 2],
      [/\b11 months?\b/i, 2],
      [/\brent\b/i, 2],
      [/\b(?:security\s+)?deposit\b/i, 1],
    ],
    parties: [
      {
        field: 'landlordName',
        words: 'landlord|owner|licensor|makan\\s?malik|house\\s?owner',
        self: LANDLORD_SELF,
      },
      { field: 'tenantName', words: 'tenant|licensee|kirayedar|kirayadar|paying guest', self: TENANT_SELF },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'tenantName', from: 'landlordName' },
    between: ['landlordName', 'tenantName'],
    money: [
      {
        field: 'monthlyRent',
        cues: /\b(?:rent|kiraya|licen[cs]e fee|rental)\b/i,
        period: 'month',
        fallback: true,
      },
      { field: 'securityDeposit', cues: /\b(?:deposit|advance|security)\b/i },
    ],
    durations: [
      {
        field: 'leasePeriod',
        cues: /\b(?:for|period|term|lease|licen[cs]e|agreement|duration|tenure)\b/i,
        as: 'months',
        fallback: true,
      },
    ],
    address: { field: 'propertyAddress' },
    extract: ({ text }) => ({
      securityDeposit: /\b(?:no|without|nil|zero)\s+(?:security\s+)?deposit\b/i.test(text) ? '0' : undefined,
    }),
  },
  'property-sale': {
    signals: [
      [
        /\bsale (?:agreement|deed)\b|\bagreement (?:to|for) sale\b|\bagreement to sell\b|\bsell(?:ing)?\s+(?:my|our|a|the|his|her)\s+(?:[\w-]+\s+)?(?:flat|house|plot|land|property|apartment|villa|bungalow|shop|office)\b/i,
        6,
      ],
      [/\b(?:sell|selling|sold|bech\w*|buy(?:ing)?|purchas(?:e|ing)|kharid\w*)\b/i, 2],
      [/\b(?:buyer|purchaser|seller|vendee)\b/i, 3],
      [/\b(?:flat|house|plot|land|property|apartment|villa|bungalow)\b/i, 1],
      [/\bsale (?:price|consideration)\b|\bregistry\b|\btoken amount\b|\bearnest money\b|\bbayana\b/i, 2],
    ],
    parties: [
      {
        field: 'sellerName',
        words: 'seller|vendor|owner',
        self: new RegExp(
          String.raw`\b${I_WANT}\s+sell\w*\b|\bsell(?:ing)?\s+(?:my|our)\b|\bi(?:\s+am|'m)\s+(?:the\s+)?seller\b|\bbech(?:na|ne|\s+raha)`,
          'i',
        ),
      },
      {
        field: 'buyerName',
        words: 'buyer|purchaser|vendee',
        self: new RegExp(
          String.raw`\b${I_WANT}\s+(?:buy|purchas)\w*\b|\bi(?:\s+am|'m)\s+(?:the\s+)?(?:buyer|purchaser)\b|\bkharid`,
          'i',
        ),
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'buyerName', from: 'sellerName' },
    between: ['sellerName', 'buyerName'],
    money: [
      {
        field: 'salePrice',
        cues: /\b(?:price|for|consideration|worth|at|amount|deal|sell|sale|value)\b/i,
        fallback: true,
      },
    ],
    dates: [{ field: 'registrationDate', cues: /\b(?:regist\w*|registry|sale deed|execut\w*|on|by)\b/i }],
    address: { field: 'propertyDetails' },
  },
  'lease-deed': {
    signals: [
      [/\blease deed\b|\blease agreement\b|\bregistered lease\b|\bcommercial lease\b/i, 6],
      [/\blessee\b|\blessor\b/i, 4],
      [/\blease\b/i, 2],
      [/\b(?:shop|showroom|warehouse|godown|office space|commercial|factory|industrial)\b/i, 2],
      [
        /\b(?:rent|let|lease)\w*\s+(?:out\s+)?(?:my|our|the|a|his|her)\s+(?:[\w-]+\s+)?(?:shop|showroom|warehouse|godown|office|factory|office space)\b/i,
        4,
      ],
      [/\bannual rent\b|\byearly rent\b|\brent per (?:year|annum)\b|\bper annum\b|\ba year\b/i, 3],
      [/\b(?:[2-9]|[1-9]\d)\s*(?:years?|yrs?)\b/i, 1],
      [/\bescalation\b|\block[\s-]in\b/i, 2],
    ],
    parties: [
      { field: 'lessorName', words: 'lessor|landlord|owner', self: LANDLORD_SELF },
      { field: 'lesseeName', words: 'lessee|tenant', self: TENANT_SELF },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'lesseeName', from: 'lessorName' },
    between: ['lessorName', 'lesseeName'],
    money: [{ field: 'annualRent', cues: /\b(?:rent|rental|lease rent)\b/i, period: 'year', fallback: true }],
    durations: [
      {
        field: 'leasePeriod',
        cues: /\b(?:for|period|term|lease|tenure|duration)\b/i,
        as: 'years',
        fallback: true,
      },
    ],
    address: { field: 'propertyDescription' },
  },
  'property-development': {
    signals: [
      [/\bjoint development\b|\bjda\b|\bdevelopment agreement\b/i, 6],
      [/\b(?:developer|builder|promoter)\b/i, 3],
      [
        /\b(?:develop|construct|build)\w*\s+(?:\w+\s+){0,3}(?:on\s+)?(?:my|our|the|his|her)\s+(?:land|plot)\b|\bapartments\b|\brera\b|\barea[\s-]shar\w*/i,
        3,
      ],
      [/\b(?:land|plot|survey no)\b/i, 1],
    ],
    parties: [
      {
        field: 'landOwner',
        words: 'land\\s?owner|owner',
        self: /\b(?:my|our)\s+(?:\w+\s+)?(?:land|plot|property)\b/i,
      },
      {
        field: 'developer',
        words: 'developer|builder|promoter',
        self: /\bwe\s+are\s+(?:a\s+|the\s+)?(?:developers?|builders?)\b|\bour\s+(?:construction|real estate|development)\s+(?:company|firm)\b/i,
      },
    ],
    preps: { to: 'other', with: 'other', from: 'other', by: 'developer' },
    fallbackPreps: { to: 'developer', from: 'landOwner' },
    between: ['landOwner', 'developer'],
    durations: [
      {
        field: 'completionTime',
        cues: /\b(?:in|within|complet\w*|deliver\w*|construct\w*|build|time)\b/i,
        as: 'months',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      const land = phrase(
        text,
        /\b(?:survey\s+no\.?|land\s+(?:at|in|situated at)|plot\s+(?:at|in|no\.?))\s*/i,
        /\b(?:with|to|for|in \d|within|and the developer)\b/i,
        120,
      )
      const project = phrase(
        text,
        /\b(?:to build|to construct|to develop|for building|for constructing|for developing|project of|for a project of)\s+/i,
        /\b(?:in|within|with|by|and share)\b(?!\s+apartments)/i,
        120,
      )
      const survey = /\bsurvey\s+no\.?/i.exec(text)
      const parts = [survey && land && !/^survey/i.test(land) ? `Survey No. ${land}` : land, project].filter(
        Boolean,
      )
      return { projectDetails: parts.length > 0 ? capitalise(parts.join(' – ')) : undefined }
    },
  },
  'mortgage-agreement': {
    signals: [
      [/\bmortgag\w*|\bgirvi\b|\bgirwi\b/i, 6],
      [
        /\b(?:against|security of|secured (?:by|against)|collateral)\b[^.]{0,40}\b(?:flat|house|property|land|plot|apartment)\b/i,
        3,
      ],
      [/\b(?:loan|borrow|lend)\w*/i, 1],
    ],
    parties: [
      {
        field: 'borrowerName',
        words: 'borrower|mortgagor',
        self: /\bmortgag\w*\s+(?:my|our)\b|\bagainst\s+(?:my|our)\b|\b(?:i|we)\s+(?:am\s+|are\s+)?(?:taking|want to take|need|took|am getting|getting)\s+(?:a\s+)?loan\b|\b(?:i|we)\s+(?:want to\s+|need to\s+)?borrow\w*/i,
      },
      {
        field: 'lenderName',
        words: 'lender|mortgagee|financier',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+)?(?:lend\w*|lent|giving\s+(?:a\s+)?loan|give\s+(?:a\s+)?loan)\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'lenderName', from: 'lenderName' },
    between: ['borrowerName', 'lenderName'],
    money: [
      {
        field: 'loanAmount',
        cues: /\b(?:loan|lend\w*|borrow\w*|amount|principal|sum|for)\b/i,
        fallback: true,
      },
    ],
    percents: [
      { field: 'interestRate', cues: /\binterest\b|\brate\b|\bp\.?a\.?\b|\bper annum\b/i, fallback: true },
    ],
    durations: [
      {
        field: 'repaymentPeriod',
        cues: /\b(?:repa\w*|for|over|within|tenure|period|term)\b/i,
        as: 'years',
        fallback: true,
      },
    ],
  },

  // ─────────────── business ───────────────
  'partnership-agreement': {
    signals: [
      [/\bpartnership (?:deed|agreement)\b|\bpartnership firm\b/i, 7],
      [/\bpartnership\b|\bpartners?\b|\bfirm\b/i, 3],
      [/\bprofit[\s-]?sharing\b|\bprofits?\b|\bcapital contribution\b/i, 2],
      [/\bstart(?:ing)?\s+a\s+business\s+(?:together|with)\b|\bbusiness together\b/i, 3],
    ],
    between: ['partner1', 'partner2'],
    pairCue: /\b(?:for|of|with)\s+/i,
    preps: { with: 'partner2' },
    defaultSelf: 'partner1',
    parties: [
      { field: 'partner1', words: 'first partner|partner 1|partner one' },
      { field: 'partner2', words: 'second partner|partner 2|partner two' },
    ],
    extract: ({ text }) => {
      const each =
        /\beach\s+(?:of\s+us\s+|partner\s+)?(?:investing|contributing|putting in|bringing(?: in)?|will (?:invest|contribute|put in|bring))\s+((?:₹|rs\.?\s*)?\d[\d,.]*\s*(?:lakhs?|crores?|thousand|k)?)/i.exec(
          text,
        )
      return {
        businessName:
          quoted(text) ??
          afterName(
            text,
            /\b(?:firm|business|company)\s+(?:called|named|name(?:d)? as|name will be|:)\s*/i,
          ) ??
          findNames(text).find((n) => /^M\/s/i.test(n.name))?.name,
        profitSharing:
          findRatio(text)?.text ??
          (/\b(?:equally|equal(?:ly)? shares?|share profits equally)\b/i.test(text)
            ? 'Equal shares'
            : undefined),
        capitalContribution: each ? `${each[1]} each` : undefined,
      }
    },
  },
  'service-agreement': {
    signals: [
      [/\bservices? agreement\b|\bmaster services\b|\bmsa\b|\bservice contract\b/i, 7],
      [/\bservices?\b/i, 2],
      [
        /\b(?:agency|marketing|seo|social media|cleaning|housekeeping|security guards?|maintenance|accounting|bookkeeping|it support|catering|transport|manpower|event management|photography|payroll)\b/i,
        2,
      ],
      [/\bretainer\b|\bservice fee\b|\bmonthly fee\b/i, 2],
    ],
    parties: [
      {
        field: 'serviceProvider',
        words: 'service provider|provider|agency|vendor|contractor',
        self: /\b(?:i|we)\s+(?:will\s+|am\s+|are\s+)?(?:provide|provid\w*|offer\w*|render\w*|do|handle)\b|\bmy\s+(?:agency|firm|company)\s+(?:provides|offers|will)\b|\bi\s+am\s+a\s+(?:freelancer|service provider|contractor)\b/i,
      },
      {
        field: 'client',
        words: 'client|customer',
        self: /\b(?:hire|hiring|engag\w*|outsourc\w*)\b|\bfor\s+(?:my|our)\s+(?:company|business|shop|restaurant|office|firm|startup|hotel|clinic|school|society)\b/i,
      },
    ],
    preps: { to: 'other', for: 'other', from: 'other', with: 'other', by: 'serviceProvider' },
    fallbackPreps: { to: 'client', for: 'client', from: 'serviceProvider', by: 'serviceProvider' },
    between: ['serviceProvider', 'client'],
    objects: [[/\b(?:hire|hiring|engage|engaging)\s+/i, 'serviceProvider']],
    money: [
      {
        field: 'serviceFee',
        cues: /\b(?:fee|fees|charge\w*|for|pay\w*|retainer|cost|price|rate)\b/i,
        period: 'keep',
        fallback: true,
      },
    ],
    durations: [
      {
        field: 'timeline',
        cues: /\b(?:for|term|period|timeline|within|over|duration|contract)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      let description: string | undefined
      for (const match of text.matchAll(/\bservices?\b/gi)) {
        const before = text
          .slice(Math.max(0, match.index - 80), match.index)
          .split(/\s+/)
          .filter(Boolean)
        const words: string[] = []
        for (let i = before.length - 1; i >= 0 && words.length < 6; i -= 1) {
          const word = before[i] ?? ''
          if (
            /^(?:provide|providing|provides|offer|offering|offers|for|of|the|my|our|a|an|his|her|their|to|will|agreement|with|get|hire|need|want|do|does|render|rendering|renders|i|we|is|are|am|these|this|that|some|all|services?|contract|your|llp|ltd\.?|limited|pvt\.?|handle|handles|handling)$/i.test(
              word,
            ) ||
            /[:;.]$/.test(word) ||
            /^[A-Z]/.test(word)
          )
            break
          words.unshift(word)
        }
        if (words.length > 0) {
          description = `${capitalise(words.join(' ').replace(/,$/, ''))} services`
          break
        }
      }
      return { serviceDescription: description }
    },
  },
  'vendor-agreement': {
    signals: [
      [
        /\bvendor (?:agreement|contract)\b|\bsupply agreement\b|\bpurchase agreement\b|\bsupplier agreement\b|\bsupply contract\b/i,
        7,
      ],
      [
        /\b(?:vendor|supplier|supply|supplies|supplying|procure\w*|raw materials?|goods|purchase orders?)\b/i,
        3,
      ],
    ],
    parties: [
      {
        field: 'vendorName',
        words: 'vendor|supplier|seller|manufacturer',
        self: /\b(?:i|we)\s+(?:will\s+|am\s+|are\s+)?(?:supply|supplying|sell|selling|manufactur\w*)\b|\bour\s+(?:products|goods)\b/i,
      },
      {
        field: 'buyerName',
        words: 'buyer|purchaser|customer',
        self: /\b(?:i|we)\s+(?:will\s+|want to\s+|need to\s+|are\s+)?(?:buy|buying|purchas\w*|procur\w*|source|sourcing)\b|\bsupplier\s+for\s+(?:my|our)\b|\bfor\s+(?:my|our)\s+(?:factory|shop|restaurant|business|company|store|hotel)\b|\bto\s+(?:us|me)\b|\bour\s+(?:supplier|vendor)\b|\b(?:supplier|vendor)\s+(?:agreement|contract)\s+with\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'buyerName', from: 'vendorName' },
    between: ['vendorName', 'buyerName'],
    extract: ({ text }) => {
      const credit = /\b(\d+)\s*days?\s*(?:credit|payment terms?)\b/i.exec(text)
      const payment = phraseAfter(
        text,
        /\bpayment(?:s)?(?:\s+terms?)?(?:\s+(?:is|are|will be|:))?\s*(?=within|in|after|on|against|by|advance|\d|net)/i,
        /\b(?:and (?:the )?(?:supply|delivery)|with)\b/i,
        120,
      )
      return {
        products: sentenceCase(
          phrase(
            text,
            /\bsuppl(?:y|ying|ies)(?:\s+of)?\s+/i,
            /\b(?:to|from|for|at|by|every|each|on|with|payment|monthly|weekly)\b|₹|\brs\b/i,
            120,
          ),
        ),
        paymentTerms: credit
          ? `${credit[1]} days credit`
          : payment
            ? capitalise(`payment ${payment.text}`)
            : undefined,
      }
    },
  },
  'distribution-agreement': {
    signals: [
      [/\bdistribution agreement\b|\bdistributorship\b|\bdealership\b/i, 7],
      [/\bdistribut\w*|\bdealer\b|\bstockist\b|\bc&f\b/i, 4],
      [/\bterritory\b|\bexclusive(?:ly)?\b/i, 1],
    ],
    parties: [
      {
        field: 'manufacturer',
        words: 'manufacturer|principal|company',
        self: /\bappoint\w*\b|\bour\s+(?:products|brand|goods)\b|\bwe\s+(?:manufacture|make|produce)\b/i,
      },
      {
        field: 'distributor',
        words: 'distributor|dealer|stockist',
        self: /\b(?:i|we)\s+(?:want to\s+|will\s+)?(?:become|be)\s+(?:a\s+|the\s+)?(?:distributor|dealer)\b|\bdistributorship\s+(?:of|for|from)\b/i,
      },
    ],
    objects: [[/\bappoint(?:ing)?\s+/i, 'distributor']],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'distributor', from: 'manufacturer' },
    between: ['manufacturer', 'distributor'],
    territory: 'territory',
    extract: ({ text }) => ({
      products: sentenceCase(
        phrase(
          text,
          /\b(?:distribut\w*|sell\w*|products?(?:\s+(?:are|is|:))?|for\s+our)\s+(?:our\s+|their\s+|the\s+)?(?=[a-z"'A-Z])/i,
          /\b(?:in|across|for|to|throughout|within|as|on)\b|,/i,
          120,
        ),
      ),
    }),
  },
  'franchise-agreement': {
    signals: [
      [/\bfranchis\w*/i, 7],
      [/\broyalty\b|\boutlet\b/i, 1],
    ],
    parties: [
      {
        field: 'franchisor',
        words: 'franchisor',
        self: /\b(?:my|our)\s+(?:brand|cafe|café|restaurant|chain|outlet|store|business|bakery)\b|\bgiv(?:e|ing)\s+(?:a\s+)?franchise\b/i,
      },
      {
        field: 'franchisee',
        words: 'franchisee',
        self: /\b(?:take|taking|buy|buying|get|getting|want)\s+(?:a\s+|the\s+)?franchise\b|\bfranchise\s+(?:of|from)\b|\bto\s+me\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'franchisee', from: 'franchisor' },
    objects: [[/\bfranchise\s+(?:of|from)\s+/i, 'franchisor']],
    between: ['franchisor', 'franchisee'],
    money: [
      {
        field: 'franchiseFee',
        cues: /\b(?:franchise fee|fee|one[\s-]time|upfront|initial|for)\b/i,
        fallback: true,
      },
    ],
    territory: 'territory',
  },
  'mutual-nda': {
    signals: [
      [
        /\bmutual\s+(?:nda|non[\s-]?disclosure|confidentiality)\b|\btwo[\s-]way\s+(?:nda|confidentiality)\b/i,
        8,
      ],
      [/\bmutual(?:ly)?\b|\bboth\s+ways\b/i, 3],
      [/\bnda\b|\bnon[\s-]?disclosure\b|\bconfidentiality agreement\b/i, 3],
      [
        /\b(?:both (?:sides|parties|companies)|each other|exchange (?:of )?(?:information|data)|discussions?|evaluat\w*|potential (?:deal|partnership|collaboration|acquisition)|explore|exploring|between)\b/i,
        2,
      ],
    ],
    between: ['party1', 'party2'],
    pairCue: /\b(?:for|of|with)\s+/i,
    preps: { with: 'party2' },
    defaultSelf: 'party1',
    durations: [
      {
        field: 'duration',
        cues: /\b(?:for|duration|period|lasts?|valid|till|until|years?)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => ({
      purpose: sentenceCase(
        phrase(
          text,
          /\b(?:to (?=discuss|evaluate|explore|share|assess)|for (?=discussing|evaluating|exploring|a potential|the potential|possible|a possible)|purpose(?: is|:)?|regarding|about)\s*/i,
          /\b(?:for \d|for (?:a|one|two|three|five) (?:year|month)|valid|lasting)\b/i,
          160,
        ),
      ),
    }),
  },
  'consultancy-agreement': {
    signals: [
      [/\bconsultan(?:cy|t)\s+agreement\b|\bconsulting agreement\b|\bretainership\b/i, 7],
      [/\bconsultan\w*|\badvis[oe]r\w*|\bconsulting\b|\bfreelanc\w*/i, 4],
      [/\bas\s+(?:a|an|our|the)?\s*(?:consultant|adviser|advisor|freelancer|independent contractor)\b/i, 3],
    ],
    parties: [
      {
        field: 'consultantName',
        words: 'consultant|adviser|advisor',
        self: /\bi\s+(?:am|will be)\s+(?:a\s+|the\s+)?(?:consultant|adviser|advisor|freelancer)\b|\b(?:i|we)\s+(?:will\s+)?(?:advise|consult)\b/i,
      },
      {
        field: 'clientName',
        words: 'client|company',
        self: /\b(?:hire|hiring|engag\w*|retain\w*)\b|\bour\s+(?:company|firm|startup)\b/i,
      },
    ],
    objects: [
      [/\b(?:hire|hiring|engage|engaging|retain|retaining|appoint|appointing)\s+/i, 'consultantName'],
    ],
    preps: { to: 'other', for: 'other', with: 'other', by: 'clientName' },
    fallbackPreps: { for: 'clientName', to: 'clientName' },
    between: ['consultantName', 'clientName'],
    money: [
      {
        field: 'consultancyFee',
        cues: /\b(?:fee|fees|retainer|pay\w*|charge\w*|for|rate)\b/i,
        period: 'month',
        fallback: true,
      },
    ],
    durations: [
      { field: 'term', cues: /\b(?:for|term|period|duration|engagement)\b/i, as: 'text', fallback: true },
    ],
    extract: ({ text }) => ({
      services: sentenceCase(
        phrase(
          text,
          /\b(?:consultant\s+(?:for|on)|advi(?:ce|se|sing)\s+(?:on|about)|consult(?:ancy|ing)?\s+(?:on|for)|to\s+(?=advise|help|guide|prepare|review))\s*/i,
          /\b(?:for \d|for (?:a|one|two|three|six) (?:year|month)|at|₹|rs\b|per month|monthly)\b/i,
          160,
        ),
      ),
    }),
  },

  // ─────────────── financial ───────────────
  'loan-agreement': {
    signals: [
      [/\bloan agreement\b|\bloan deed\b/i, 7],
      [/\b(?:loan|lend|lending|lent|borrow\w*|udhaa?r|karz\w*|qarz\w*|emi|repay\w*|instal+ments?)\b/i, 3],
      [/\binterest\b/i, 1],
    ],
    parties: [
      {
        field: 'lenderName',
        words: 'lender|creditor',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+|want to\s+|have\s+)?(?:lend\w*|lent|giving\s+(?:a\s+)?loan|give\s+(?:a\s+)?loan|giving\s+money)\b|\budhaa?r\s+(?:de|diya|dena)/i,
      },
      {
        field: 'borrowerName',
        words: 'borrower|debtor',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+|want to\s+|have\s+|need to\s+)?(?:borrow\w*|tak\w*\s+(?:a\s+)?loan|took\s+(?:a\s+)?loan)\b|\budhaa?r\s+(?:le|liya|lena)|\bloan\s+from\b|\b(?:lending|lend|giving|give|lent)\s+(?:me|us)\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'borrowerName', from: 'lenderName' },
    between: ['lenderName', 'borrowerName'],
    subjects: [
      [
        /^\s*(?:is|will\s+be|has|had|wants\s+to|will)?\s*(?:lending|giving|lend|lent|given|give)\b/i,
        'lenderName',
      ],
      [
        /^\s*(?:is|will\s+be|wants\s+to|will|has)?\s*(?:borrowing|borrow|borrowed|taking|took|take)\b/i,
        'borrowerName',
      ],
    ],
    money: [
      {
        field: 'loanAmount',
        cues: /\b(?:loan|lend\w*|lent|borrow\w*|amount|principal|sum|udhaa?r)\b/i,
        fallback: true,
      },
    ],
    percents: [
      { field: 'interestRate', cues: /\binterest\b|\brate\b|\bp\.?a\.?\b|\bper annum\b/i, fallback: true },
    ],
    extract: ({ text }) => ({
      interestRate: NO_INTEREST.test(text) ? '0' : undefined,
      repaymentSchedule: sentenceCase(
        phrase(
          text,
          /\brepa(?:y|id|ying|yment)(?:\s+(?:the\s+)?(?:loan|amount|money|sum|it))?(?:\s+(?:schedule|will be|is|:))?\s+(?=in|within|over|by|through|after|on|via|as|monthly|quarterly|\d|equal)/i,
          /\b(?:with interest|at \d|and (?:the )?interest)\b/i,
          140,
        ),
      ),
    }),
  },
  'investment-agreement': {
    signals: [
      [
        /\binvestment agreement\b|\bsubscription agreement\b|\bterm sheet\b|\bseed (?:round|funding)\b|\bangel invest\w*/i,
        7,
      ],
      [/\binvest\w*|\bfunding\b/i, 3],
      [/\bequity\b|\bstake\b|\bvaluation\b|\bpre[\s-]money\b/i, 2],
    ],
    parties: [
      {
        field: 'investor',
        words: 'investor|angel|fund',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+|want to\s+|plan to\s+)?invest\w*\b/i,
      },
      {
        field: 'company',
        words: 'company|startup|investee',
        self: /\b(?:rais\w*)\s+(?:funds|funding|money|capital|investment|a round|seed|an? angel)\b|\b(?:my|our)\s+(?:company|startup)\b/i,
        organisation: true,
      },
    ],
    preps: { in: 'company', from: 'investor', by: 'investor', with: 'other' },
    subjects: [
      [/^\s*(?:wants?\s+to|will|is\s+going\s+to|plans?\s+to|has agreed to|is)?\s*invest/i, 'investor'],
    ],
    objects: [[/\b(?:our|my)\s+(?:company|startup)\s*,?\s*(?:called\s+|named\s+)?/i, 'company']],
    fallbackPreps: { from: 'investor' },
    between: ['investor', 'company'],
    money: [
      {
        field: 'investmentAmount',
        cues: /\b(?:invest\w*|funding|amount|raise\w*|for|of)\b/i,
        fallback: true,
      },
    ],
    percents: [
      {
        field: 'equityPercentage',
        cues: /\b(?:equity|stake|shares?|for|ownership|holding)\b/i,
        fallback: true,
      },
    ],
  },
  'guarantee-agreement': {
    signals: [
      [
        /\bguarantee (?:agreement|deed)\b|\bdeed of guarantee\b|\bpersonal guarantee\b|\bcorporate guarantee\b/i,
        8,
      ],
      [/\bguarant\w*|\bsurety\b/i, 5],
    ],
    parties: [
      {
        field: 'guarantor',
        words: 'guarantor|surety',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+|want to\s+)?(?:stand\w*|giv\w*|provid\w*|be|act\w*)\s+(?:as\s+)?(?:a\s+)?(?:guarantee|guarantor|surety)\b|\bi(?:\s+am|'m)\s+(?:the\s+)?guarantor\b|\b(?:i|we)\b[^.]{0,40}?\bguarantee\s+(?:the\s+)?(?:repayment|payment|performance|loan|debt|dues)\b/i,
      },
      { field: 'beneficiary', words: 'beneficiary|creditor|lender', organisation: false },
    ],
    preps: { to: 'beneficiary', of: 'beneficiary' },
    objects: [
      [/\bin\s+favou?r\s+of\s+/i, 'beneficiary'],
      [/\b(?:given|granted|advanced|extended|sanctioned|lent|provided)\s+by\s+/i, 'beneficiary'],
    ],
    money: [
      { field: 'guaranteeAmount', cues: /\b(?:guarant\w*|up to|upto|amount|loan|of|for)\b/i, fallback: true },
    ],
    extract: ({ text }) => ({
      purpose: sentenceCase(
        phrase(
          text,
          /\bguarantee\s+(?=(?:the\s+)?(?:repayment|payment|performance|dues|obligations)\b)/i,
          undefined,
          200,
        ) ??
          phrase(
            text,
            /\bguarant\w*\s+(?:(?:of\s+)?(?:up\s?to\s+)?(?:₹|rs\.?\s*)?[\d,.]+\s*(?:lakhs?|crores?|thousand|k)?\s+)?for\s+(?=(?:the|my|his|her|their|a|an)\b)/i,
            /\b(?:to|in favou?r of|up to|upto)\b(?!\s+(?:be|pay|repay))/i,
            160,
          ),
      ),
    }),
  },

  // ─────────────── intellectual property ───────────────
  'trademark-license': {
    signals: [
      [/\btrade\s?mark\s+licen[cs]\w*|\bbrand licen[cs]\w*/i, 8],
      [/\btrade\s?marks?\b|\bbrand name\b|\blogo\b|\bbrand\b/i, 3],
      [/\blicen[cs]\w*/i, 2],
    ],
    parties: [
      {
        field: 'licensor',
        words: 'licensor|owner|proprietor',
        self: /\b(?:my|our)\s+(?:brand|trade\s?mark|logo|mark)\b|\blicen[cs]\w*\s+(?:my|our)\b/i,
      },
      {
        field: 'licensee',
        words: 'licensee',
        self: /\b(?:use|using)\s+(?:their|the|a|his|her)\s+(?:brand|trade\s?mark)\b|\blicen[cs]e\s+from\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'licensee', from: 'licensor' },
    between: ['licensor', 'licensee'],
    money: [
      {
        field: 'licenseFee',
        cues: /\b(?:fee|royalty|for|licen[cs]e|pay\w*)\b/i,
        period: 'keep',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      const named = quoted(text)
      const brand =
        named ??
        phrase(
          text,
          /\b(?:brand(?:\s+name)?|trade\s?mark|mark|logo)(?:\s+(?:is|called|named))?\s+(?=[A-Z])/,
          /\b(?:to|for|from|in|at|with|and)\b|[,(]/,
          60,
        )
      return { trademark: brand ? (named ? `"${named}"` : brand) : undefined }
    },
  },
  'copyright-assignment': {
    signals: [
      [
        /\bcopyright assignment\b|\bassignment of copyright\b|\bassign(?:ing)?\s+(?:the\s+|my\s+|all\s+)?copyright\b/i,
        8,
      ],
      [/\bcopyright\w*/i, 4],
      [
        /\b(?:novel|book|song|lyrics|music|artwork|illustrations?|photographs?|script|screenplay|manuscript|poems?|articles?|logo design|paintings?)\b/i,
        2,
      ],
      [/\bassign\w*/i, 2],
    ],
    parties: [
      {
        field: 'assignor',
        words: 'assignor|author|writer|creator|artist',
        self: /\b(?:my|our)\s+(?:novel|book|song|lyrics|music|artwork|illustrations?|photographs?|script|screenplay|manuscript|poems?|articles?|paintings?|work)\b|\bassign\w*\s+(?:my|our)\b|\bi\s+(?:wrote|created|composed|designed|photographed|illustrated|painted)\b/i,
      },
      {
        field: 'assignee',
        words: 'assignee|publisher|producer',
        self: /\b(?:we|i)\s+(?:commissioned|want to (?:buy|acquire) the (?:copyright|rights))\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'assignee', from: 'assignor' },
    between: ['assignor', 'assignee'],
    money: [
      {
        field: 'consideration',
        cues: /\b(?:for|consideration|fee|price|pay\w*|amount|royalty)\b/i,
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      const title = quoted(text)
      const kind =
        /\b(novel|book|song|lyrics|music|album|artwork|illustrations?|photographs?|script|screenplay|manuscript|poems?|articles?|paintings?|logo|software|code)\b/i.exec(
          text,
        )?.[1]
      if (title) return { work: `The ${kind ? `${kind.toLowerCase()} ` : 'work '}"${title}"` }
      const named = kind
        ? phrase(
            text,
            new RegExp(String.raw`\b${kind}\s+(?:titled\s+|called\s+|named\s+)?(?=[A-Z])`),
            /\b(?:to|for|from|at|with|and)\b|[,(]/,
            80,
          )
        : undefined
      return { work: named && kind ? `The ${kind.toLowerCase()} "${named}"` : undefined }
    },
  },
  'patent-license': {
    signals: [
      [/\bpatent licen[cs]\w*/i, 8],
      [/\bpatent\w*/i, 5],
      [/\broyalty\b|\blicen[cs]\w*/i, 1],
    ],
    parties: [
      {
        field: 'patentOwner',
        words: 'patent owner|patentee|licensor|owner',
        self: /\b(?:my|our)\s+patent\b|\b(?:we|i)\s+(?:own|hold)\s+(?:a\s+|the\s+)?patent\b/i,
      },
      { field: 'licensee', words: 'licensee' },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'licensee', from: 'patentOwner' },
    between: ['patentOwner', 'licensee'],
    percents: [{ field: 'royaltyRate', cues: /\broyalt\w*|\bof (?:net )?sales\b|\brate\b/i, fallback: true }],
    extract: ({ text }) => {
      const number = /\b(?:indian\s+)?patent\s+(?:no\.?|number)\s*:?\s*([\w/-]*\d[\w/-]*)/i.exec(text)
      const title = quoted(text)
      const parts = [
        number ? `Indian Patent No. ${number[1]}` : undefined,
        title ? `"${title}"` : undefined,
      ].filter(Boolean)
      return { patentDetails: parts.length > 0 ? parts.join(', ') : undefined }
    },
  },

  // ─────────────── family ───────────────
  'will-testament': {
    signals: [
      [
        /\b(?:my|a|last|make\s+a|write\s+a|draft\s+a|draft\s+my)\s+will\b(?!\s+(?:be|pay|have|not|get|give|sign|provide|take|rent|start|join|supply|build|develop|manage|act|share|receive|make|need|do|go|come|also))|\btestament\b|\bwa?siyat\w*|\bvasiyat\w*/i,
        7,
      ],
      [
        /\bafter my (?:death|demise|lifetime)\b|\bwhen i (?:die|pass away)\b|\bbequeath\w*|\bexecutor\b|\binherit\w*/i,
        5,
      ],
      [/\bbeneficiar\w*/i, 2],
      [/^\s*(?:a\s+|the\s+)?will\s+(?:for|of)\b|\bwill\s+for\s+(?:my|his|her)\b/i, 5],
    ],
    parties: [
      {
        field: 'testatorName',
        words: 'testator|testatrix',
        self: /\bmy\s+(?:last\s+)?(?:will|wasiyat|vasiyat)\b|\b(?:make|write|draft|prepare)\s+(?:a|my)\s+will\b|\bafter\s+my\s+(?:death|demise)\b/i,
      },
      { field: 'executorName', words: 'executor|executrix' },
    ],
    defaultSelf: 'testatorName',
    objects: [
      [
        /\b(?:appoint(?:ing)?|make|making|name|naming)\s+(?=(?:my\s+\w+\s+)?[A-Z][^.]*\bas\s+(?:the\s+|my\s+)?executor)/i,
        'executorName',
      ],
    ],
    preps: { for: 'testatorName' },
    extract: ({ text, assigned }) => {
      const bequest = phrase(
        text,
        /\b(?:leave|leaving|give|giving|bequeath\w*|goes?\s+to|pass(?:es)?\s+to|divide|dividing)\s+(?=(?:everything|all|my|the|it|half|equal)\b)/i,
        /\b(?:and (?:make|appoint|name)|executor|as executor)\b/i,
        240,
      )
      const executor = assigned.get('executorName')
      return {
        beneficiaries: bequest && !(executor && bequest === executor) ? capitalise(bequest) : undefined,
        assets: sentenceCase(
          phrase(
            text,
            /\b(?:my\s+)?(?:assets|properties)\s+(?:are|include|consist of|:)\s*/i,
            undefined,
            240,
          ),
        ),
      }
    },
  },
  'family-settlement': {
    signals: [
      [/\bfamily settlement\b|\bfamily arrangement\b|\bpartition deed\b|\bbatwaa?ra\b/i, 8],
      [
        /\bdivid\w*\s+(?:the\s+)?(?:family\s+|ancestral\s+|our\s+|my\s+(?:late\s+)?(?:father|mother|parents)'?s?\s+)?(?:property|properties|estate|assets|land|house)\b|\bpartition\b|\bancestral\b/i,
        5,
      ],
      [/\bsiblings\b|\bfamily members\b|\bheirs\b/i, 2],
    ],
    address: { field: 'propertyDetails' },
    extract: ({ text }) => ({
      familyMembers: nameList(
        text,
        /\b(?:between|among|amongst|family members(?:\s+are|:)?|members(?:\s+are|:)?)\s+/i,
      ),
      distribution: sentenceCase(
        phrase(
          text,
          /\b(?:distribution(?:\s+is|:)?|such that|where|so that)\s+(?=[A-Za-z])/i,
          undefined,
          240,
        ),
      ),
    }),
  },
  'power-of-attorney': {
    signals: [
      [/\bpower of attorney\b|\bpoa\b|\bgpa\b|\bmukhtar\s?nama\b/i, 12],
      [
        /\b(?:authori[sz]e|authori[sz]ing|act on my behalf|on my behalf|in my absence|while i am (?:abroad|away|outside india)|nri)\b/i,
        4,
      ],
      [/\battorney\b/i, 3],
    ],
    parties: [
      {
        field: 'principalName',
        words: 'principal|donor',
        self: /\b(?:i|we)\s+(?:want to\s+|wish to\s+|need to\s+|would like to\s+)?(?:give|grant|appoint|authori[sz]e|make|execute)\b|\bon\s+my\s+behalf\b|\bmy\s+(?:power of attorney|poa)\b/i,
      },
      { field: 'attorneyName', words: 'attorney|agent|attorney[\\s-]holder|power holder' },
    ],
    defaultSelf: 'principalName',
    objects: [
      [/\b(?:authori[sz]e|authori[sz]ing|appoint|appointing|nominate|nominating)\s+/i, 'attorneyName'],
    ],
    preps: { to: 'other', with: 'other' },
    fallbackPreps: { to: 'attorneyName' },
    durations: [
      {
        field: 'duration',
        cues: /\b(?:for|valid|period|duration|till|until)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => ({
      powers: sentenceCase(
        phrase(
          text,
          /\bto\s+(?=(?:sell|manage|rent|let|lease|collect|sign|operate|represent|appear|deal|handle|register|execute|pay|file|look after|take care|maintain|buy|purchase|receive|attend)\b)/i,
          /\b(?:for \d|for (?:a|one|two|three|five|six) (?:year|month)|while|till|until|during)\b/i,
          200,
        ),
      ),
    }),
  },
  'gift-deed': {
    signals: [
      [/\bgift deed\b|\bdeed of gift\b|\bdaan\s?patra\b|\bhiba\b/i, 8],
      [/\bgift\w*/i, 5],
      [
        /\bwithout (?:any\s+)?(?:consideration|payment|money)\b|\bout of (?:love|affection)\b|\bfree of cost\b/i,
        3,
      ],
    ],
    parties: [
      {
        field: 'donorName',
        words: 'donor',
        self: /\bgift\w*\s+(?:my|our)\b|\b(?:i|we)\s+(?:want to\s+|wish to\s+|am\s+|are\s+)?gift\w*\b/i,
      },
      { field: 'doneeName', words: 'donee|recipient' },
    ],
    defaultSelf: 'donorName',
    preps: { to: 'other', from: 'other' },
    fallbackPreps: { to: 'doneeName', from: 'donorName' },
    between: ['donorName', 'doneeName'],
    money: [{ field: 'propertyValue', cues: /\b(?:worth|valu\w*|market value|price)\b/i, fallback: true }],
    address: { field: 'propertyDescription' },
    extract: ({ text }) => {
      const immovable =
        /\b(?:flat|house|apartment|plot|land|property|villa|bungalow|shop|office|building|home|ghar|makaan)\b/i.test(
          text,
        )
      const movable =
        /\b(?:jewell?ery|gold|car|vehicle|shares|cash|money|funds|fixed deposits?|fds?|paintings?|ornaments|silver)\b/i.test(
          text,
        )
      const movableThing =
        movable && !immovable
          ? phrase(
              text,
              /\bgift(?:ing)?\s+(?:my|our|his|her)\s+/i,
              /\b(?:to|worth|valued|of)\b|₹|\brs\b/i,
              80,
            )
          : undefined
      return {
        propertyType:
          immovable && !movable
            ? 'Immovable Property'
            : movable && !immovable
              ? 'Movable Property'
              : undefined,
        propertyDescription: movableThing ? capitalise(movableThing) : undefined,
      }
    },
  },

  // ─────────────── technology ───────────────
  'software-license': {
    signals: [
      [
        /\bsoftware licen[cs]\w*|\beula\b|\bsaas\s+(?:agreement|licen[cs]e|subscription)\b|\bend[\s-]user licen[cs]e\b/i,
        8,
      ],
      [/\bsoftware\b|\bsaas\b|\bplatform\b|\berp\b|\bcrm\b/i, 3],
      [/\blicen[cs]\w*|\bsubscription\b/i, 2],
    ],
    parties: [
      {
        field: 'licensor',
        words: 'licensor|vendor|owner',
        self: /\b(?:our|my)\s+(?:[\w-]+\s+){0,3}?(?:software|app|platform|product|saas|tool|erp|crm)\b|\blicen[cs]\w*\s+(?:our|my)\b/i,
      },
      {
        field: 'licensee',
        words: 'licensee|customer|client|user',
        self: /\blicen[cs]e\s+(?:from|to use)\b|\b(?:buy|use|using|subscribe to)\s+(?:their|a)\s+(?:software|platform)\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'licensee', from: 'licensor' },
    between: ['licensor', 'licensee'],
    money: [
      {
        field: 'licenseFee',
        cues: /\b(?:fee|licen[cs]e|for|subscription|pay\w*|price|cost)\b/i,
        period: 'keep',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      const named = quoted(text)
      const described = phrase(
        text,
        /\b(?:our|my|their|the)\s+(?=[^.]{0,60}?\b(?:software|app|application|platform|system|tool|erp|crm)\b)/i,
        /\b(?:to|for|at|with|from|on)\b|,|₹/i,
        80,
      )
      return {
        softwareDescription: described
          ? capitalise(named && !described.includes(named) ? `${described} "${named}"` : described)
          : named
            ? `"${named}"`
            : undefined,
      }
    },
  },
  'web-development': {
    signals: [
      [
        /\bweb(?:site)?\s+development\b|\bwebsites?\b|\bweb\s?site\b|\be-?commerce\s+(?:site|store|website|portal)\b|\bweb app\b|\b(?:mobile\s+)?app development\b/i,
        7,
      ],
      [
        /\b(?:build|design|develop|make|create)\w*\s+(?:a\s+|an\s+|our\s+|my\s+)?(?:new\s+)?(?:[\w-]+\s+)?(?:app|portal|online store|landing page|web)\b/i,
        4,
      ],
      [/\bdeveloper\b|\bfreelancer\b|\bmilestones?\b/i, 1],
    ],
    parties: [
      {
        field: 'developer',
        words: 'developer|agency|designer|freelancer|studio',
        self: /\bi(?:\s+am|'m)\s+(?:a\s+)?(?:web\s+)?(?:developer|freelancer|designer)\b|\bmy\s+(?:agency|studio|firm)\s+(?:will\s+)?(?:build|develop|design)\b|\b(?:i|we)\s+(?:will\s+|am\s+|are\s+)?(?:build|develop|design|make|creat)\w*\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+)?(?:website|app|site|portal|store)\s+for\b/i,
      },
      {
        field: 'client',
        words: 'client|customer',
        self: /\b(?:website|app|portal|site|store)\s+for\s+(?:my|our)\b|\b(?:my|our)\s+(?:bakery|shop|business|company|restaurant|startup|clinic|store|brand|ngo|school|boutique|salon|firm)\b|\bi\s+(?:want|need)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:website|app)\b|\bhir\w*\s+(?:a\s+)?(?:developer|agency|freelancer)\b/i,
      },
    ],
    preps: { for: 'client', with: 'other', by: 'developer', from: 'developer' },
    objects: [
      [/\bhir(?:e|ing)\s+/i, 'developer'],
      [
        /\b(?:my|our)\s+(?:bakery|shop|business|company|restaurant|startup|clinic|store|brand|firm|ngo|school|boutique|salon|hotel|cafe|café)\s*,?\s*(?:called\s+|named\s+)?/i,
        'client',
      ],
    ],
    between: ['developer', 'client'],
    money: [
      {
        field: 'cost',
        cues: /\b(?:cost|budget|fee|fees|price|for|pay\w*|charge\w*|quote|amount)\b/i,
        fallback: true,
      },
    ],
    durations: [
      {
        field: 'timeline',
        cues: /\b(?:in|within|timeline|deliver\w*|complet\w*|over|by|weeks?|months?)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      let best: string | undefined
      for (const match of text.matchAll(
        /\b((?:[\w-]+\s+){0,4}?(?:website|web\s?site|app|application|portal|online store|web app|landing page)(?:\s+with\s+[^.;]+?(?=,|\s+(?:for|by|in|within|at|₹|rs\b)|[.;]|$))?)/gi,
      )) {
        const words = (match[1] ?? '').trim().split(/\s+/)
        while (
          words.length > 1 &&
          /^(?:build|building|design|designing|develop|developing|make|making|create|creating|a|an|the|new|our|my|for|to|want|need|needs|i|we|is|a|need)$/i.test(
            words[0] ?? '',
          )
        )
          words.shift()
        const scope = words.join(' ')
        if (words.length >= 2 && (!best || scope.length > best.length)) best = scope
      }
      return { projectScope: best ? capitalise(best) : undefined }
    },
  },
  'data-processing': {
    signals: [
      [/\bdata processing agreement\b|\bdpa\b|\bdata processor\b|\bdpdp\b/i, 8],
      [
        /\bpersonal data\b|\bcustomer data\b|\bprocess(?:ing)?\s+(?:our\s+|the\s+|customer\s+|user\s+)?data\b|\bdata fiduciary\b|\bdata protection\b/i,
        5,
      ],
      [/\bdata\b|\bcloud\b|\bhosting\b/i, 1],
    ],
    parties: [
      {
        field: 'dataController',
        words: 'data fiduciary|controller|fiduciary',
        self: /\b(?:our|my)\s+(?:customers?|users?|patients?|employees?|students?)'?\s+(?:personal\s+)?data\b|\bwe\s+(?:share|give|send|outsource|transfer)\b/i,
        organisation: false,
      },
      {
        field: 'dataProcessor',
        words: 'data processor|processor|vendor',
        self: /\bwe\s+(?:process|host|store|handle)\s+(?:the\s+)?(?:personal\s+)?data\s+for\b/i,
      },
    ],
    preps: { to: 'other', with: 'other', for: 'other', by: 'dataProcessor' },
    fallbackPreps: { to: 'dataProcessor', with: 'dataProcessor', for: 'dataController' },
    between: ['dataController', 'dataProcessor'],
    extract: ({ text }) => ({
      dataTypes: sentenceCase(
        phrase(
          text,
          /\b(?:data\s+(?:like|such as|including|namely|:)|(?:share|sharing|send|sending|give|giving|transfer|transferring)\s+(?:our\s+|the\s+)?(?=(?:customer|user|patient|employee|student|personal)s?'?\s)|(?:categories|types)\s+of\s+(?:personal\s+)?data(?:\s+(?:are|include|:))?|personal data\s*(?:\(|:)|process(?:es|ing)?\s+(?:our\s+)?(?=customer|user|patient|employee))\s*/i,
          /\b(?:for|to|so that|in order|with|by)\b(?!\s+(?:customers|users))/i,
          200,
        ),
      ),
      processingPurpose: sentenceCase(
        phrase(
          text,
          /\b(?:for\s+(?:the\s+)?purposes?\s+of|purpose(?:\s+is|:)|in order to|so that (?:they|it) can|to\s+(?=(?:send|host|process|store|run|manage|deliver|provide|analy[sz]e|market|handle|verify)\b)|for\s+(?=(?:hosting|sending|processing|storing|running|managing|analy[sz]ing|marketing|delivering|providing|payroll|handling|verifying)\b))\s*/i,
          /\b(?:such as|like|including|namely)\b/i,
          200,
        ),
      ),
    }),
  },
}
