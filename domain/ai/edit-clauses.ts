import type { CategoryId } from '#domain/catalogue/index.ts'
import {
  type Clause as LibraryClause,
  CLAUSES,
  findClauseByTitle,
  fillPlaceholders,
} from '#domain/clauses/index.ts'
import { type Clause, type Layout, PLACEHOLDER_PREFIX, type Section } from '#domain/drafting/index.ts'
import type { EditContext, OpOutcome } from './edit-context.ts'
import type { RemoveTarget } from './instruction.ts'
import {
  clauseAt,
  danglingReferences,
  describeClause,
  findByHeading,
  findByNumber,
  insertSection,
  keywords,
  removeAt,
} from './sections.ts'
import { failure } from './types.ts'

// ─────────────────────────────── remove ───────────────────────────────

function clauseList(sections: readonly Section[]): string {
  const all = sections.flatMap((s) => s.clauses)
  const first = all[0]
  const last = all[all.length - 1]
  return first && last ? ` Its clauses run from ${first.number} to ${last.number}.` : ''
}

export function removeClause(ctx: EditContext, target: RemoveTarget): OpOutcome {
  let at = target.by === 'number' ? findByNumber(ctx.sections, target.number) : null
  if (target.by === 'number' && !at) {
    return failure(
      'invalid_request',
      `This document has no clause ${target.number}.${clauseList(ctx.sections)}`,
    )
  }
  if (target.by === 'heading') {
    const found = findByHeading(ctx.sections, target.words)
    const exact = found.filter((f) => f.heading.toLowerCase() === target.words.toLowerCase())
    const chosen = exact.length === 1 ? exact : found
    if (chosen.length === 0) {
      return failure(
        'not_available_offline',
        `The offline engine could not find a clause about "${target.words}" in this document. Name it by its number instead, for example "delete clause 4.5".${clauseList(ctx.sections)}`,
      )
    }
    if (chosen.length > 1) {
      const list = chosen.map((c) => describeClause(c.number, c.heading)).join(', ')
      return failure(
        'invalid_request',
        `More than one clause matches "${target.words}": ${list}. Say which one by its number, for example "delete clause ${chosen[0]?.number}".`,
      )
    }
    at = chosen[0] ?? null
  }
  if (!at) return failure('invalid_request', 'Say which clause to remove, for example "delete clause 4.5".')

  const section = ctx.sections[at.sectionIndex]
  const removedClause = clauseAt(ctx.sections, at)
  const sections = removeAt(ctx.sections, at)
  const wholeSection = at.clauseIndex === null || (section?.clauses.length ?? 0) === 1
  const dangling = [
    ...(removedClause ? danglingReferences(sections, removedClause.heading) : []),
    ...(wholeSection && section
      ? section.clauses.flatMap((c) => danglingReferences(sections, c.heading))
      : []),
  ]
  const what =
    at.clauseIndex === null
      ? `section ${at.number} (${at.heading}) with its ${section?.clauses.length ?? 0} clauses`
      : describeClause(at.number, at.heading)
  const renumbered = wholeSection
    ? 'the sections after it were renumbered'
    : 'the clauses after it were renumbered'
  const note =
    dangling.length > 0
      ? ` Review ${[...new Set(dangling)].join(', ')}, which still refer${dangling.length === 1 ? 's' : ''} to it by heading.`
      : ''
  return {
    ok: true,
    sections,
    change: { kind: 'clause_removed', number: at.number, heading: at.heading },
    summary: `Removed ${what}; ${renumbered}.${note}`,
  }
}

// ───────────────────────────────── add ─────────────────────────────────

const FITS: Readonly<Record<LibraryClause['category'], CategoryId | null>> = {
  Employment: 'employment',
  Corporate: 'corporate',
  Property: 'property',
  Financial: 'financial',
  'Intellectual Property': 'intellectual-property',
  Family: 'family',
  Commercial: null,
  Technology: null,
}

// Library clauses that an engine clause under another heading already covers.
const COVERED_BY: Readonly<Record<string, (c: Clause) => boolean>> = {
  'commercial-arbitration': (c) =>
    /dispute|arbitration/i.test(c.heading) && /\barbitration\b/i.test([c.text, ...(c.items ?? [])].join(' ')),
  'property-lock-in-termination': (c) => /lock-?in/i.test(c.heading),
  'employment-ip-assignment': (c) => /^intellectual property$/i.test(c.heading),
  'technology-data-processing': (c) => /^data (?:protection|processing)/i.test(c.heading),
}

/** The library clause the user named: by title, then by a tag only one clause carries. */
export function findLibraryClause(name: string): LibraryClause | undefined {
  const byTitle = findClauseByTitle(name)
  if (byTitle) return byTitle
  const wanted = name.toLowerCase().trim()
  const tagged = CLAUSES.filter((c) => c.tags.some((tag) => tag.toLowerCase() === wanted))
  if (tagged.length === 1) return tagged[0]
  const words = keywords(name)
  const partial = CLAUSES.filter((c) => words.length > 0 && words.every((w) => keywords(c.title).includes(w)))
  return partial.length === 1 ? partial[0] : undefined
}

function existingCover(
  sections: readonly Section[],
  clause: LibraryClause,
): { number: string; heading: string } | null {
  const title = new Set(keywords(clause.title))
  const covered = COVERED_BY[clause.id] ?? (() => false)
  for (const section of sections) {
    for (const c of section.clauses) {
      const heading = keywords(c.heading)
      const within =
        heading.length > 0 && heading.every((w) => title.has(w)) && (heading.length >= 2 || title.size <= 2)
      const sameWords = within || (title.size > 0 && [...title].every((w) => heading.includes(w)))
      if (sameWords || c.id === `library-${clause.id}` || covered(c))
        return { number: c.number, heading: c.heading }
    }
  }
  return null
}

const LAYOUT_NAMES: Readonly<Record<Layout, string>> = {
  agreement: 'this agreement',
  letter: 'a letter',
  will: 'a will',
  resolution: 'a board resolution',
  'deed-poll': 'a deed made by one party',
}

const ROLE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  EMPLOYER: ['Employer', 'Company'],
  EMPLOYEE: ['Employee', 'Candidate'],
  LICENSOR: ['Licensor', 'Lessor', 'Owner'],
  LICENSEE: ['Licensee', 'Lessee'],
  SELLER: ['Seller', 'Sellers', 'Supplier'],
  BUYER: ['Buyer', 'Purchaser'],
  CLIENT: ['Client', 'Data Fiduciary'],
  VENDOR: ['Service Provider', 'Supplier', 'Developer', 'Consultant', 'Data Processor', 'Vendor'],
  LENDER: ['Lender', 'Mortgagee', 'Creditor'],
  BORROWER: ['Borrower', 'Mortgagor'],
  GUARANTOR: ['Guarantor'],
  ASSIGNOR: ['Assignor'],
  ASSIGNEE: ['Assignee'],
  COMPANY: ['Company'],
  INVESTOR: ['Investor'],
}

/** Placeholder values the document's parties and place can give. */
function placeholderValues(ctx: EditContext): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [placeholder, roles] of Object.entries(ROLE_SYNONYMS)) {
    const role = roles.find((r) => ctx.roles.includes(r))
    if (role) values[placeholder] = `the ${role}`
  }
  const [first, second] = ctx.roles
  if (first && second) {
    values['PARTY A'] = `the ${first}`
    values['PARTY B'] = `the ${second}`
  }
  const testator = ctx.roles.indexOf('Testator')
  if (testator !== -1 && ctx.names[testator]) values['TESTATOR NAME'] = ctx.names[testator] ?? ''
  if (ctx.city) {
    values['SEAT CITY'] = ctx.city
    values['PLACE'] = ctx.city
  }
  return values
}

/** "[FM NOTICE DAYS]" → "[TO BE CONFIRMED: FM notice days]", the engine's marking. */
function markUnfilled(text: string): string {
  return text.replace(
    /\[([A-Z][A-Z0-9 &/'-]*)\]/g,
    (_, name: string) => `${PLACEHOLDER_PREFIX}${describePlaceholder(name)}]`,
  )
}

/** "FM NOTICE DAYS" → "FM notice days" (a short first word is an abbreviation). */
function describePlaceholder(name: string): string {
  return name
    .split(' ')
    .map((w, i) => (w.length <= 2 && i === 0 ? w : w.toLowerCase()))
    .join(' ')
}

function capitaliseStarts(text: string, roles: readonly string[]): string {
  if (roles.length === 0) return text
  const names = roles.map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
  return text.replace(new RegExp(`(^|[.:;]\\s+|\\(\\w\\)\\s+)the (${names})\\b`, 'g'), '$1The $2')
}

/** Numbered paragraphs become the clause's text and sub-paragraphs (a), (b), …. */
function toClauseBody(content: string): Pick<Clause, 'text' | 'items' | 'tail'> {
  const numbered = content.split(/\n(?=\d+\.\s)/)
  const blocks = (numbered.length > 1 ? numbered : content.split(/\n\s*\n/))
    .map((b) => b.replace(/^\d+\.\s+/, '').trim())
    .filter(Boolean)
  const [first = '', ...rest] = blocks
  const lines = first.split('\n')
  const inner = lines.slice(1)
  if (inner.length > 0 && inner.every((l) => /^\([a-z]{1,2}\)\s/.test(l))) {
    const tail = rest.map((b) => b.replace(/\s*\n\s*/g, ' ')).join(' ')
    return {
      text: lines[0] ?? '',
      items: inner.map((l) => l.replace(/^\([a-z]{1,2}\)\s+/, '')),
      ...(tail ? { tail } : {}),
    }
  }
  const flat = (b: string) => b.replace(/\s*\n\s*/g, ' ')
  return rest.length > 0 ? { text: flat(first), items: rest.map(flat) } : { text: flat(first) }
}

function libraryTitles(categoryId: CategoryId | null): string {
  return CLAUSES.filter(
    (c) => categoryId === null || FITS[c.category] === null || FITS[c.category] === categoryId,
  )
    .map((c) => c.title)
    .join(', ')
}

export function addClause(ctx: EditContext, name: string): OpOutcome {
  const clause = findLibraryClause(name)
  if (!clause) {
    return failure(
      'not_available_offline',
      `The offline engine can add clauses from the clause library only, and none is called "${name}". Clauses that fit this document: ${libraryTitles(ctx.categoryId)}.`,
      {
        suggestions: [
          `add the ${CLAUSES.find((c) => FITS[c.category] === null)?.title ?? 'Force Majeure'} clause`,
        ],
      },
    )
  }
  const fits = FITS[clause.category]
  if (ctx.layout && ctx.layout !== 'agreement' && fits === null) {
    return failure(
      'invalid_request',
      `The ${clause.title} clause is for contracts between parties and does not fit ${LAYOUT_NAMES[ctx.layout]}.`,
    )
  }
  if (ctx.categoryId && fits && fits !== ctx.categoryId) {
    return failure(
      'invalid_request',
      `The ${clause.title} clause is written for ${clause.category.toLowerCase()} documents and does not fit this one. Clauses that fit: ${libraryTitles(ctx.categoryId)}.`,
    )
  }
  const cover = existingCover(ctx.sections, clause)
  if (cover) {
    return failure(
      'invalid_request',
      `This document already has ${describeClause(cover.number, cover.heading)}, which covers ${clause.title}. Change that clause instead, or remove it first.`,
    )
  }

  const filled = fillPlaceholders(clause.content, placeholderValues(ctx))
  const body = toClauseBody(capitaliseStarts(filled.content, ctx.roles))
  const mark = (text: string) => markUnfilled(text)
  const newClause: Clause = {
    id: `library-${clause.id}`,
    number: '',
    heading: clause.title,
    text: mark(body.text),
    ...(body.items ? { items: body.items.map(mark) } : {}),
    ...(body.tail ? { tail: mark(body.tail) } : {}),
  }
  const { sections, number } = insertSection(ctx.sections, {
    id: `library-${clause.id}`,
    number: '',
    heading: clause.title,
    clauses: [newClause],
  })
  const clauseNumber = `${number}.1`
  const unfilled = filled.unfilled.map(describePlaceholder)
  const todo =
    unfilled.length > 0
      ? ` Still to complete (marked "${PLACEHOLDER_PREFIX}…]"): ${unfilled.join(', ')}.`
      : ''
  return {
    ok: true,
    sections,
    change: { kind: 'clause_added', clauseId: clause.id, title: clause.title, number: clauseNumber },
    summary: `Added the ${clause.title} clause from the clause library as clause ${clauseNumber}; the sections after it were renumbered.${todo}`,
    unfilled,
    addFlags:
      unfilled.length > 0
        ? [
            {
              id: `clause-${clause.id}`,
              message: `The ${clause.title} clause added from the clause library needs: ${unfilled.join(', ')}. Fill in the bracketed placeholders before execution.`,
            },
          ]
        : [],
  }
}
