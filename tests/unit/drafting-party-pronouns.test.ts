import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, type TemplateId } from '#domain/catalogue/index.ts'
import { type Agreement, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { entityKind } from '#domain/drafting/parties.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// No draft leaves an individual party as "it" (issue 18, class "boilerplate that does not fit
// the party"): every template, and the goods and vehicle sales, drafted with people on every
// side, read sentence by sentence for an "it", "its" or "itself" whose antecedent is a party.

const PEOPLE = ['Anil Vasant Joshi', 'Priya Suresh Kulkarni', 'Harpreet Singh Bedi', 'Gurmeet Kaur']
const FIRMS = ['Deccan Traders Private Limited', 'Konkan Exports LLP', 'Sahyadri Mills Limited']
// Roles that name the entity itself (the Company in a shareholders' agreement, the LLP): it stays one.
const ENTITY_ROLES = new Set(['Company', 'LLP'])

/** The details with every field naming a party (other than an entity role) replaced by `names`. */
function withParties(
  id: TemplateId,
  details: Readonly<Record<string, string>>,
  names: readonly string[],
): Record<string, string> {
  const sample = { ...details }
  const named = draftAgreement(id, sample).parties.filter((p) => !ENTITY_ROLES.has(p.role))
  const partyNames = new Set(named.map((p) => p.name))
  let next = 0
  for (const [field, value] of Object.entries(sample))
    if (partyNames.has(value)) sample[field] = names[next++ % names.length] ?? value
  return sample
}

const VARIANTS: readonly (readonly [string, TemplateId, Readonly<Record<string, string>>])[] = [
  ...TEMPLATE_IDS.map((id) => [id, id, SAMPLE_DETAILS[id]] as const),
  [
    'goods-sale (other goods)',
    'goods-sale',
    {
      ...SAMPLE_DETAILS['goods-sale'],
      goodsType: 'Other Goods',
      goodsDescription: '200 Dell Latitude 5440 laptops, new, in sealed cartons',
    },
  ],
]

const drafted = (names: readonly string[]) =>
  VARIANTS.map(([label, id, details]) => ({
    label,
    agreement: draftAgreement(id, withParties(id, details, names), { place: 'Pune' }),
  }))

const DETERMINER = String.raw`\b(?:[Tt]he|[Tt]his|[Tt]hat|[Ee]ach|[Ee]very|[Aa]ny|[Ss]uch|[Aa]n?|[Nn]o|[Oo]ther)\s+`
/**
 * A noun phrase that can be an antecedent: a determiner and a capitalised (defined) term, or a
 * common noun ("any instalment", "the tax deducted"), which only ends the search for a party.
 */
const CANDIDATE = new RegExp(
  `${DETERMINER}([A-Z][\\w-]*(?:\\s+[A-Z][\\w-]*)*|(?!(?:the|this|that|each|every|any|such|an?|no|other)\\b)[a-z][\\w-]+)`,
  'g',
)

/**
 * Pronoun forms only a party can be: a possessive of what only a person or organisation has
 * ("its cost", "its personnel", "its books"), "itself", and "it" as the subject of what only a
 * party does ("it shall pay", "If it fails"). For these the antecedent is the nearest party named.
 */
const PARTY_ONLY = new RegExp(
  [
    String.raw`\bits (?:own )?(?:cost|expense|personnel|employees|staff|agents|contractors|subcontractors|sub-processors|auditors?|independent auditor|books|records|relevant records|liability|obligations|covenants|knowledge|actual knowledge|behalf|name|nominee|affiliates|group companies|facilities|premises|processing|improvements|supplies|place of business|policy|board-approved|business|criteria|pre-existing|proprietary|resale|remaining|existing stock|outlets|best efforts|distributor|locations|pro rata|verification|exclusive owner|Sub-processors|quarterly|audited|annual|first written demand|source code|tax on|own name|own account)\b`,
    String.raw`\bitself\b`,
    String.raw`\bit (?:shall|may|must|will)(?: not| also| only| instead| then)* (?:pay|deliver|do|report|nominate|levy|hold|retain|resell|sell|apply|notify|give|keep|use|process)\b`,
    String.raw`\b(?:given by|to) it (?:at once|beyond)\b`,
    String.raw`\b(?:if|where|unless) it (?:does not|fails)\b`,
    String.raw`\bit (?:decides|believes|rejects|receives|supplies|creates|uses|owns|holds|fails|discloses|is eligible|is recorded|is so registered|is required to|has obtained|has been paid|has not (?:assigned|granted)|has had|has ceased|has complied|has paid|has the right|is the proprietor|is duly)\b`,
  ].join('|'),
  'g',
)
/** Any pronoun whose antecedent is read as the nearest defined term before it. */
const PRONOUN = /\bits\b|\bitself\b|\bit (?=(?:shall|may|must|will|is|has|does|was)\b)/g

type Kind = 'individual' | 'organisation' | 'unknown'

/** Party terms of a draft: roles, and "Shareholder" for "First Shareholder", with their kinds. */
function partyTerms(a: Agreement): Map<string, Kind> {
  const terms = new Map<string, Kind>()
  const set = (term: string, kind: Kind) => {
    if (terms.get(term) === undefined || terms.get(term) === 'individual') terms.set(term, kind)
  }
  for (const p of a.parties) {
    // A party whose name is still a placeholder is of no known kind: never flagged.
    const kind = p.name.startsWith('[')
      ? 'unknown'
      : entityKind(p.name) === 'individual'
        ? 'individual'
        : 'organisation'
    set(p.role, kind)
    const generic = /^(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth) (.+)$/.exec(p.role)
    if (generic?.[1]) set(generic[1], kind)
    set('Party', kind)
  }
  return terms
}

/** The sentences of a draft in which a pronoun refers back to an individual party. */
function unresolvedPronouns(text: string, terms: ReadonlyMap<string, Kind>): string[] {
  const individual = (term: string) => terms.get(term) === 'individual'
  const hits: string[] = []
  // Parts joined by ";" are read as one sentence: "…; for other items it may use …".
  for (const sentence of text.split(/(?<=[.:])\s+|\n+/)) {
    const candidates = [...sentence.matchAll(CANDIDATE)].map((m) => ({
      at: m.index,
      term: m[1] ?? '',
    }))
    const nearest = (at: number, onlyParties: boolean) =>
      candidates.filter((c) => c.at < at && (!onlyParties || terms.has(c.term))).at(-1)?.term
    const partyOnly = [...sentence.matchAll(PARTY_ONLY)].some((m) => individual(nearest(m.index, true) ?? ''))
    const anyPronoun = [...sentence.matchAll(PRONOUN)].some((m) => individual(nearest(m.index, false) ?? ''))
    if (partyOnly || anyPronoun) hits.push(sentence)
  }
  return hits
}

// Sentences where the nearest party term is not the antecedent (each checked by reading).
const NOT_A_PARTY: readonly RegExp[] = [
  // "mitigate its effect": the force majeure event's effect.
  /mitigate its effect/,
  // A lender or mortgagee that "is a regulated entity" is a bank or NBFC, never a person.
  /is a regulated entity, it (?:may|shall)/,
  // The indemnified party's loss where that party is the Company (an organisation), not the
  // individual named just before it in "without the Distributor's consent".
  /The Company shall notify the \w+ promptly of any third-party claim.*mitigate its loss/,
]

describe('no draft calls an individual party "it"', () => {
  const people = drafted(PEOPLE)

  it('drafts every template and both goods sales with individuals', () => {
    expect(people.length).toBe(TEMPLATE_IDS.length + 1)
    const individuals = people.filter(({ agreement }) =>
      agreement.parties.some((p) => entityKind(p.name) === 'individual'),
    )
    expect(individuals.length).toBeGreaterThanOrEqual(TEMPLATE_IDS.length - 2)
  })

  it.each(people.map(({ label, agreement }) => [label, agreement] as const))('%s', (_label, agreement) => {
    const hits = unresolvedPronouns(renderPlainText(agreement), partyTerms(agreement)).filter(
      (s) => !NOT_A_PARTY.some((p) => p.test(s)),
    )
    expect(hits).toEqual([])
  })
})

describe('the scan', () => {
  const scan = (text: string, seller: Kind) =>
    unresolvedPronouns(
      text,
      new Map([
        ['Seller', seller],
        ['Buyer', 'individual'],
      ]),
    )

  it.each([
    'Before the Completion Date the Seller shall at its cost obtain the certificates.',
    'If the Seller fails to deliver within the Delivery Period, it shall pay the Buyer damages.',
    'The Seller shall, before the Delivery Date and at its own cost, repay the financier.',
    'The Seller warrants that it owns the Vehicle.',
    'The Seller remains responsible for its personnel.',
    'The Seller shall sign the forms on the Delivery Date; if it does not, the Buyer may apply alone.',
    'The Seller resells the goods in its own name.',
  ])('catches "%s" for a person and not for a company', (text) => {
    expect(scan(text, 'individual')).toHaveLength(1)
    expect(scan(text, 'organisation')).toEqual([])
  })

  it.each([
    'The Seller shall deliver the Vehicle at the place where it is when this Agreement is signed.',
    'The Seller warrants that the Property is free and that it is not subject to any charge.',
    'The Seller shall present this Deed for registration within 4 months of its execution.',
  ])('lets a non-party antecedent stand: "%s"', (text) => {
    expect(scan(text, 'individual')).toEqual([])
  })
})

describe('organisations keep "it"', () => {
  const firms = drafted(FIRMS)
  const text = (label: string) =>
    renderPlainText(firms.find((f) => f.label === label)?.agreement ?? drafted(PEOPLE)[0]!.agreement)

  it.each([
    ['property-sale', /the Seller shall at its cost obtain/],
    ['property-sale', /The Buyer represents that it is eligible/],
    ['lease-deed', /the Lessee shall insure its own fit-outs/],
    ['vendor-agreement', /Each Party shall otherwise bear its own costs/],
    ['data-processing', /on its behalf for the Purpose/],
    ['goods-sale', /at its own cost, repay the financier/],
    ['patent-license', /except to its actual knowledge/],
  ] as const)('%s: %s', (label, wording) => {
    expect(text(label)).toMatch(wording)
  })

  it('the same clauses read "he or she" and "his or her" between individuals', () => {
    const people = renderPlainText(drafted(PEOPLE).find((p) => p.label === 'property-sale')!.agreement)
    expect(people).toMatch(/the Seller shall at his or her cost obtain/)
    expect(people).toMatch(/The Buyer represents that he or she is eligible/)
  })
})

describe('persons and bodies in one instrument', () => {
  // Partners and their LLP, an employer company and its employee: a clause about every Party
  // alike names both forms, and only a body is said to have officers.
  const sample = (id: TemplateId) => renderPlainText(draftAgreement(id, SAMPLE_DETAILS[id]))

  it('the LLP agreement: "his, her or its" costs and rights; officers only where the Party is not an individual', () => {
    const text = sample('llp-agreement')
    expect(text).toMatch(/Each Party shall otherwise bear his, her or its own costs/)
    expect(text).toMatch(/any of his, her or its rights or obligations/)
    expect(text).toMatch(
      /disclose it only to the receiving Party's professional advisers and, where that Party is not an individual, its partners, officers, employees/,
    )
  })

  it('the shareholders agreement (a company and two persons): warranties by "that Party", no "it" for a shareholder', () => {
    const text = sample('shareholders-agreement')
    expect(text).toMatch(
      /that Party has full capacity, power and authority .* being an individual, is of full age and sound mind/,
    )
    expect(text).not.toMatch(/on the terms it proposes|after it has ceased/)
  })

  it('the employment contract: the Assignment clause speaks of the company and the person alike', () => {
    expect(sample('employment-contract')).toMatch(/any of his, her or its rights or obligations/)
  })
})

describe('the shareholders’ own rule for reserved matters', () => {
  const draftWith = (votingRights: string) =>
    renderPlainText(
      draftAgreement('shareholders-agreement', { ...SAMPLE_DETAILS['shareholders-agreement'], votingRights }),
    )

  it('"both shareholders" means every Shareholder consents, not 75% (which the holdings could later meet alone)', () => {
    const text = draftWith(
      'One vote per equity share; reserved matters require the consent of both shareholders',
    )
    expect(text).toContain('without the prior written consent of all the Shareholders:')
    expect(text).not.toMatch(/consent of Shareholders holding at least 75%/)
  })

  it('no rule given: the 75% default, listed among the standard terms', () => {
    const text = draftWith('One vote per equity share')
    expect(text).toContain(
      'without the prior written consent of Shareholders holding at least 75% (seventy-five per cent) of the Shares:',
    )
  })
})
