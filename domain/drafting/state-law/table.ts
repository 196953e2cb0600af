import { CENTRAL_ARTICLES, INDIAN_STAMP_ACT } from './central.ts'
import {
  type ArticleEntry,
  INSTRUMENT_KINDS,
  type InstrumentKind,
  type RegistrationRule,
  type RentControlLaw,
  type StateLaw,
  type TenancyLaw,
} from './types.ts'

// One row per State and Union territory (reference §3). Sources are named in each entry;
// `verify: true` marks what they did not fully confirm. An article left out is unknown here:
// the draft then names the Act and leaves the article [TO BE CONFIRMED], never a guess.

const REFERENCE_STAMP =
  'Reference §2.0 "Stamp duty": States other than those with their own Acts apply the central Act with State amendments'

/** A State or UT applying the Indian Stamp Act, 1899 as amended for it (articles in central numbering). */
function central(
  state: string,
  kind: StateLaw['kind'],
  extra: {
    source?: string
    verify?: boolean
    tenancy?: TenancyLaw
    rentControl?: RentControlLaw
    registration?: RegistrationRule[]
  } = {},
): StateLaw {
  const articles = Object.fromEntries(
    Object.entries(CENTRAL_ARTICLES).map(([instrument, entry]) => [
      instrument,
      entry.chargeable === false
        ? entry
        : { ...entry, source: `${entry.source}; ${state} may amend the schedule and rates`, verify: true },
    ]),
  ) as Record<InstrumentKind, ArticleEntry>
  const source = extra.source ?? REFERENCE_STAMP
  const verify = extra.verify ?? true
  return {
    state,
    kind,
    stamp: { ...INDIAN_STAMP_ACT, source, verify },
    articles,
    ...(extra.tenancy ? { tenancy: extra.tenancy } : {}),
    ...(extra.rentControl ? { rentControl: extra.rentControl } : {}),
    registration: extra.registration ?? [],
    source,
    verify,
  }
}

/** Where a State's own Act is in force but no source here gives its article for an instrument. */
export const UNCONFIRMED_SOURCE =
  'No article for this instrument in the reference (§2.0) or docs/reference/*.md: drafts name the Act and leave the article [TO BE CONFIRMED], with a review flag'

/**
 * A State with its own Act lists every kind the catalogue drafts: the articles its sources give,
 * and the rest marked unconfirmed, so that the table says what it does not know.
 */
function ownAct(row: StateLaw): StateLaw {
  const unconfirmed = INSTRUMENT_KINDS.filter((kind) => !row.articles[kind]).map((kind) => [
    kind,
    { source: UNCONFIRMED_SOURCE, verify: true },
  ])
  return { ...row, articles: { ...row.articles, ...Object.fromEntries(unconfirmed) } }
}

const MAHARASHTRA: StateLaw = ownAct({
  state: 'Maharashtra',
  kind: 'state',
  stamp: {
    name: 'Maharashtra Stamp Act, 1958',
    own: true,
    timeOfStamping: 's.17',
    impounding: 's.33',
    inadmissibility: 's.34',
    source:
      'Maharashtra Stamp Act, 1958 (Bom. Act LX of 1958), ss.17, 33, 34 (IGR Maharashtra text of s.34; Ramesh Mishrimal Jain v Avinash Vishwanath Patne, SC, 14 Feb 2025: impounding application under s.34)',
  },
  articles: {
    agreement: {
      article: 'Article 5 (Agreement or its records or memorandum of an agreement)',
      source: 'Maharashtra Stamp Act, 1958, Schedule I, Art 5 (BCAS referencer on the Act)',
      verify: true,
    },
    lease: {
      article: 'Article 36 (Lease)',
      source: 'Reference §2.0 (Maharashtra renumbering: Art 36 lease)',
    },
    'leave-and-licence': {
      article: 'Article 36A (Leave and licence)',
      note: 'Duty is computed on the licence fee for the whole term, any non-refundable deposit and notional interest on the refundable deposit [verify current figures].',
      source: 'Reference §2.0 (Art 36A leave and licence); Art 36A computation as described by ADDA (2019)',
    },
    'agreement-for-sale': {
      article:
        'Article 5 (Agreement), or Article 25 (Conveyance) where possession is given or agreed to be given (Explanation I to Article 25)',
      note: 'An agreement for sale under which possession is handed over, or agreed to be handed over, is stamped as a conveyance when it is executed.',
      source:
        'Maharashtra Stamp Act, 1958, Schedule I, Art 25, Explanation I; Ramesh Mishrimal Jain v Avinash Vishwanath Patne (SC, 14 Feb 2025)',
    },
    conveyance: {
      article: 'Article 25 (Conveyance)',
      source:
        'Reference §2.0 (Art 25 conveyance); Narendra Janardan Pathak v Collector of Stamps (Bom HC, 2019)',
    },
    'power-of-attorney': {
      article: 'Article 48 (Power of attorney)',
      source: 'Reference §2.0 (Art 48 power of attorney)',
    },
    'sale-of-goods': {
      article:
        'Article 5 (Agreement or its records or memorandum of an agreement); where the instrument itself transfers the goods, Article 25(a) (Conveyance of movable property)',
      note: 'Whether the Maharashtra Article 5 exempts an agreement relating only to the sale of goods, as the central Article 5 does, is not confirmed [verify].',
      source:
        'docs/reference/indian-law-vehicles-and-goods.md §2.4a, Formalities (Maharashtra Stamp Act Art 25(a) for an instrument that itself transfers movables [verify per State]); advocate read of 26 Nov 2026, Draft 1 finding 5 (MSA Sch. I Art 5 for an agreement [verify])',
      verify: true,
    },
    partnership: {
      article: 'Article 47 (Partnership)',
      source:
        'Maharashtra Stamp (Amendment) Act, 2015, item (24): "for Article 47, the following Article shall be substituted, namely:- 47. PARTNERSHIP" (extract quoted on CAclubindia); Article 47 before 2015 (CA Kamal Garg, 2012)',
    },
    mortgage: {
      article: 'Article 40 (Mortgage deed)',
      source:
        'Maharashtra Stamp (Amendment and Validation) Ordinance, 2021, amending Articles 6 and 40 of Schedule I (Argus Partners; Menon Verma LLP: "revised stamp duty for mortgage deed"); e-Stamp Duty Ready Reckoner: "Mortgage Deed Under Article 40 of Schedule I of the Maharashtra Stamp Act"',
    },
    will: CENTRAL_ARTICLES.will,
  },
  rentControl: {
    act: 'Maharashtra Rent Control Act, 1999',
    registration: {
      section: 's.55',
      dutyOn: 'the Landlord',
      penalty: 'imprisonment up to 3 months or a fine up to ₹5,000, or both (s.55(3))',
    },
    source:
      'Maharashtra Rent Control Act, 1999, s.55(1)–(3) (bare text, Vidhi Judicial); Bombay HC on s.55(1) applying to terms under one year (LawWeb, Feb 2021); reference §2.0 caution row',
  },
  registration: [
    {
      instruments: ['leave-and-licence', 'lease'],
      rule: 'Every leave and licence or letting agreement made after the Maharashtra Rent Control Act, 1999 commenced must be in writing and registered under the Registration Act, 1908, whatever its term; the responsibility for registration is the landlord’s (Maharashtra Rent Control Act, 1999, s.55(1)–(2)).',
      source: 'Maharashtra Rent Control Act, 1999, s.55 (bare text, Vidhi Judicial)',
    },
  ],
  source:
    'Maharashtra Stamp Act, 1958 and Maharashtra Rent Control Act, 1999 (sources in each entry); reference §2.0',
})

const KARNATAKA: StateLaw = ownAct({
  state: 'Karnataka',
  kind: 'state',
  stamp: {
    name: 'Karnataka Stamp Act, 1957',
    own: true,
    dutiesBy: 's.30',
    impounding: 's.33',
    inadmissibility: 's.34',
    source:
      'Karnataka Stamp Act, 1957, s.30 (duties by whom payable), s.33 (impounding: Karnataka HC, 2014 DIGILAW 314) and s.34 (inadmissibility: C.K. Ravi Prasanna v Gowramma, ILR 2007 KAR 2807)',
  },
  articles: {
    agreement: {
      article: 'Article 5(j) (Agreement not otherwise provided for)',
      source: 'Karnataka Stamp Act, 1957, s.30(z) (Art 5(j))',
    },
    'agreement-for-sale': {
      article:
        'Article 5(e) (Agreement relating to sale of immovable property); where possession is delivered or agreed to be delivered without a conveyance, the duty of a conveyance under Article 20 (Article 5(e)(i))',
      note: 'An agreement for sale that gives possession in part performance is stamped as a conveyance.',
      source:
        'Karnataka Stamp Act, 1957, Schedule, Art 5(e)(i) (Karnataka HC, 2014 DIGILAW 314; C.K. Ravi Prasanna v Gowramma, 2007)',
    },
    conveyance: {
      article: 'Article 20 (Conveyance)',
      source: 'Karnataka Stamp Act, 1957, Schedule, Art 5(e)(i) referring to "conveyance (No. 20)"',
    },
    'leave-and-licence': {
      article: 'Article 32-A (Licence of immovable or movable property)',
      source: 'Karnataka Stamp Act, 1957, s.30(zr) (Art 32-A, licence, duty borne by the licensee)',
      verify: true,
    },
    gift: {
      article: 'Article 28 (Gift)',
      source: 'Karnataka Stamp Act, 1957, s.30(zo) (Art 28, gift deed, by the donee)',
    },
    lease: {
      article: 'Article 30 (Lease)',
      source:
        'Department of Stamps and Registration, Karnataka, "At a Glance - Stamp Duty and Registration Fee" (updated till 17/10/2012): "Lease | 30", with Art 30(1)(i)-(ii) for leases up to one year',
    },
    'power-of-attorney': {
      article: 'Article 41 (Power of attorney)',
      note: 'A power for consideration authorising the sale of immovable property is charged as a conveyance under Article 20 (Article 41(e)).',
      source:
        'Karnataka Stamp Act, 1957, Schedule, Art 41 and 41(e) (practitioner summaries, Sairam Law Associates)',
      verify: true,
    },
    mortgage: {
      article: 'Article 34 (Mortgage deed)',
      source: 'Karnataka Stamp Act, 1957, s.30(a) (Art 34)',
    },
    indemnity: {
      article: 'Article 29 (Indemnity bond)',
      source: 'Karnataka Stamp Act, 1957, s.30(a) (Art 29)',
    },
    settlement: { article: 'Article 48 (Settlement)', source: 'Karnataka Stamp Act, 1957, s.30(a) (Art 48)' },
    will: CENTRAL_ARTICLES.will,
  },
  registration: [],
  source: 'Karnataka Stamp Act, 1957 (sources in each entry); reference §2.0',
})

const GUJARAT: StateLaw = ownAct({
  state: 'Gujarat',
  kind: 'state',
  stamp: {
    name: 'Gujarat Stamp Act, 1958',
    own: true,
    timeOfStamping: 's.17',
    impounding: 's.33',
    inadmissibility: 's.34',
    source:
      'Bombay Stamp Act, 1958 as adapted for Gujarat and renamed the Gujarat Stamp Act (Gujarat Stamp (Amendment) Act, 2025, PRS); contents list (ss.17, 33) and s.39 referring to impounding under s.33 (courtkutchehry, Scribd); s.34 by the Bombay Act’s numbering',
    verify: true,
  },
  articles: {
    conveyance: {
      article: 'Article 20 (Conveyance)',
      source:
        'Gorva Vibhag Co-operative Housing Society v State of Gujarat (Guj HC FB, 5 May 1992, (1992) 1 GLR 654): "Article 20(a) and (b) of Schedule I ... the Stamp Duty on conveyance"; Gujarat Schedule I, Art 44(3), "conveyance under Article 20" (Helplinelaw text quoted on CAclubindia, 2014)',
    },
    partnership: {
      article: 'Article 44 (Partnership)',
      source:
        'Gujarat Schedule I, "44. PARTNERSHIP (1) Instrument of-" (Helplinelaw text quoted on CAclubindia, 2014); LawyersClubIndia: "Article 47 in Maharashtra and Article 44 in Gujarat of Bombay Stamp Act"',
    },
    will: CENTRAL_ARTICLES.will,
  },
  registration: [],
  source: 'Reference §2.0 (Gujarat has its own Act)',
  verify: true,
})

const KERALA: StateLaw = ownAct({
  state: 'Kerala',
  kind: 'state',
  stamp: {
    name: 'Kerala Stamp Act, 1959',
    own: true,
    timeOfStamping: 's.17',
    source:
      'Kerala Stamp Act, 1959 (Act 17 of 1959), contents (s.17 instruments executed in the State; Chapter IV, instruments not duly stamped); its section numbers differ from the central Act’s',
    verify: true,
  },
  articles: {
    conveyance: {
      article: 'Article 21 or Article 22 (Conveyance), as the case may be',
      note: 'The Kerala schedule charges a sale deed under item 21 or item 22 "as the case may be"; which of the two applies to this deed is not confirmed here [verify].',
      source:
        'LSG Kerala (sanchitha.lsgkerala.gov.in/node/857): "the same stamp duty as on a sale deed (items 21 or 22, as the case may be, of the Schedule to the Kerala Stamp Act, 1959)"; Hamsa v District Registrar General (Ker HC DB, 20 Jul 2011, 2011 (3) KLT SN 75): duty on a conveyance "under Article 21 of the Kerala Stamp Act"; Cleetus v Sub Registrar (Ker HC, 5 Mar 2012): "a conveyance provided for in Article 22 of the Schedule"',
    },
    will: CENTRAL_ARTICLES.will,
  },
  registration: [],
  source: 'Reference §2.0 (Kerala has its own Act)',
  verify: true,
})

const RAJASTHAN: StateLaw = ownAct({
  state: 'Rajasthan',
  kind: 'state',
  stamp: {
    name: 'Rajasthan Stamp Act, 1998',
    own: true,
    impounding: 's.37',
    inadmissibility: 's.39',
    source:
      'Rajasthan Stamp Act, 1998 (Act 14 of 1999, in force 27 May 2004), s.37 (impounding) and s.39 (inadmissibility) (LawMock notes on the Act; Advocatespedia text)',
    verify: true,
  },
  articles: { will: CENTRAL_ARTICLES.will },
  registration: [],
  source: 'Reference §2.0 (Rajasthan has its own Act)',
  verify: true,
})

const MODEL_TENANCY_REPLY =
  'MoHUA reply to the Rajya Sabha, 25 Jul 2022 (The Hindu): Andhra Pradesh, Tamil Nadu, Uttar Pradesh and Assam revised their tenancy laws on the lines of the Model Tenancy Act'

const ROWS: readonly StateLaw[] = [
  central('Andhra Pradesh', 'state', {
    tenancy: { filedBy: 'the Parties', source: MODEL_TENANCY_REPLY, verify: true },
  }),
  central('Arunachal Pradesh', 'state'),
  central('Assam', 'state', {
    tenancy: {
      act: 'Assam Tenancy Act, 2021',
      filedBy: 'the Parties',
      source: `Assam Tenancy Act, 2021, ss.4–7 (written agreement reported to the Rent Authority; repeals the Assam Urban Areas Rent Control Act, 1972) (KanoonGPT summary; TEAL India, 2021); ${MODEL_TENANCY_REPLY}`,
      verify: true,
    },
  }),
  central('Bihar', 'state'),
  central('Chhattisgarh', 'state'),
  central('Goa', 'state'),
  GUJARAT,
  central('Haryana', 'state'),
  central('Himachal Pradesh', 'state'),
  central('Jharkhand', 'state'),
  KARNATAKA,
  KERALA,
  central('Madhya Pradesh', 'state'),
  MAHARASHTRA,
  central('Manipur', 'state'),
  central('Meghalaya', 'state'),
  central('Mizoram', 'state'),
  central('Nagaland', 'state'),
  central('Odisha', 'state'),
  central('Punjab', 'state'),
  RAJASTHAN,
  central('Sikkim', 'state'),
  central('Tamil Nadu', 'state', {
    source:
      'The Indian Stamp Act, 1899 as in force in Tamil Nadu (INFLIBNET thesis title, R.M. Ravi); reference §2.0',
    verify: false,
    tenancy: {
      act: 'Tamil Nadu Regulation of Rights and Responsibilities of Landlords and Tenants Act, 2017',
      filing:
        'within 90 days of execution (s.4; rule 3 of the Rules under the Act), online at tenancy.tn.gov.in',
      filedBy: 'the Parties',
      source:
        'Tamil Nadu Regulation of Rights and Responsibilities of Landlords and Tenants Act, 2017, s.4, in force 22 Feb 2019 (tenancy.tn.gov.in; LawLegal RLTOP notes on rule 3: either the landlord or the tenant registers)',
    },
    registration: [
      {
        instruments: ['agreement-for-sale'],
        rule: 'An agreement relating to the sale of immovable property of the value of ₹100 or more must be registered (Registration Act, 1908, s.17 as amended by the Registration (Tamil Nadu Amendment) Act, 2012 (Act 29 of 2012), from 1 December 2012).',
        source:
          'R. Hemalatha v Kashthuri (SC, 10 Apr 2023), on Tamil Nadu Act 29 of 2012; Madras HC, 2020 DIGILAW 212 (from 1 Dec 2012)',
      },
      {
        instruments: ['power-of-attorney'],
        rule: 'A power of attorney relating to immovable property must be registered in Tamil Nadu under the 2012 amendments to the Registration Act, 1908 [verify its scope].',
        source:
          'LawyersClubIndia article on the Tamil Nadu amendments (agreements and powers of attorney made compulsorily registrable)',
        verify: true,
      },
    ],
  }),
  central('Telangana', 'state'),
  central('Tripura', 'state'),
  central('Uttar Pradesh', 'state', {
    tenancy: {
      act: 'Uttar Pradesh Regulation of Urban Premises Tenancy Act, 2021',
      filing:
        'within 2 months of execution (s.4 and the Uttar Pradesh Regulation of Urban Premises Tenancy Rules, 2021)',
      filedBy: 'the Parties',
      residentialDepositMonths: 2,
      source:
        'Uttar Pradesh Regulation of Urban Premises Tenancy Act, 2021 (UP Act 16 of 2021, from 11 Jan 2021), s.4 (LawAtoZ and LawMock notes on the Act and Rules; EduRev: joint intimation within 2 months, deposit capped at 2 months residential)',
      verify: true,
    },
  }),
  central('Uttarakhand', 'state'),
  central('West Bengal', 'state', {
    // Named by the second reading, not by the reference: its reach (use, rent, area) is unconfirmed.
    rentControl: {
      act: 'West Bengal Premises Tenancy Act, 1997',
      source:
        'Second reading of 26 Nov 2026, Draft 3 finding 3 (docs/legal-review/2026-11-26-second-read.md); not in the reference: which premises it covers (use, rent, area) and its forum for disputes are not confirmed',
      verify: true,
    },
  }),
  central('Andaman and Nicobar Islands', 'union-territory'),
  central('Chandigarh', 'union-territory'),
  central('Dadra and Nagar Haveli and Daman and Diu', 'union-territory'),
  central('Delhi', 'union-territory'),
  central('Jammu and Kashmir', 'union-territory', {
    source: `${REFERENCE_STAMP}; the central Act is understood to extend to the Union territory since the Jammu and Kashmir Reorganisation Act, 2019`,
  }),
  central('Ladakh', 'union-territory', {
    source: `${REFERENCE_STAMP}; the central Act is understood to extend to the Union territory since the Jammu and Kashmir Reorganisation Act, 2019`,
  }),
  central('Lakshadweep', 'union-territory'),
  central('Puducherry', 'union-territory'),
]

/** Every State and Union territory, keyed by its name as places.ts spells it. */
export const STATE_LAW: ReadonlyMap<string, StateLaw> = new Map(ROWS.map((row) => [row.state, row]))
