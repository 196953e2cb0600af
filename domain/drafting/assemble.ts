import { definitionsSection, generalSections } from './boilerplate.ts'
import { instrumentName, localiseStampDuty, stampActName } from './checklist.ts'
import type { ClauseSpec, Draft, PartyKinds, SectionSpec, TemplateDraft } from './draft.ts'
import { ACT } from './statutes.ts'
import { estimatePages, renderPlainText } from './render.ts'
import type { Agreement, Clause, Section } from './types.ts'

/** User text ending in an abbreviation ("sq. ft.") followed by our full stop gives "..": keep one. */
export function tidy(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.')
}

function isPresent<T>(value: T | false | undefined | null): value is T {
  return value !== false && value !== undefined && value !== null
}

/** A list whose optional last entries were dropped must still end with a full stop. */
function finishList(items: string[] | undefined): string[] | undefined {
  if (!items || items.length === 0) return items
  const last = items.length - 1
  items[last] = (items[last] ?? '').replace(/(?:;|; and|; or|,)$/, '.')
  return items.map(tidy)
}

/**
 * Numbers sections 1, 2, … and their clauses 1.1, 1.2, …, dropping conditional entries that
 * came out false. Clause texts refer to other clauses by heading, never by number, so adding
 * or removing a clause and numbering again keeps every cross-reference right.
 */
export function numberSections(sections: readonly (SectionSpec | false | undefined)[]): Section[] {
  return sections.filter(isPresent).map((section, sectionIndex) => {
    const sectionNumber = String(sectionIndex + 1)
    const clauses: Clause[] = section.clauses.filter(isPresent).map((clause: ClauseSpec, clauseIndex) => {
      const items = finishList(
        clause.items?.filter((item): item is string => typeof item === 'string' && item !== ''),
      )
      const numbered = {
        id: clause.id,
        number: `${sectionNumber}.${clauseIndex + 1}`,
        heading: clause.heading,
        text: tidy(clause.text),
      }
      const withTail = clause.tail ? { ...numbered, tail: tidy(clause.tail) } : numbered
      return items && items.length > 0 ? { ...withTail, items } : withTail
    })
    return { id: section.id, number: sectionNumber, heading: section.heading, clauses }
  })
}

/**
 * Puts the place's stamp law in (reference §3): the State's own Act in place of the Indian
 * Stamp Act, 1899 in the statutes, and the State's article and sections in the checklist. An
 * article the table does not have stays [TO BE CONFIRMED] with a review flag.
 */
function localise(d: Draft, t: TemplateDraft): TemplateDraft {
  const row = d.stateLaw
  const { stampDuty, unknown } = localiseStampDuty(t.checklist.stampDuty, row)
  for (const kind of unknown)
    d.flag(
      `stamp-article-${kind}`,
      `The state-law table has no article of the ${stampActName(row)} for ${instrumentName(kind)} [verify]: the draft names the Act without an article number. Confirm the article and the duty from the State's schedule before stamping.`,
    )
  const statutes = row
    ? t.statutes.map((s) =>
        s.name !== ACT.stamp
          ? s
          : row.stamp.own
            ? { name: row.stamp.name }
            : { name: s.name, provisions: `as it applies in ${row.state}` },
      )
    : t.statutes
  return { ...t, statutes, checklist: { ...t.checklist, stampDuty } }
}

/**
 * Plain operative words (reference §2.0): no English-law recital of consideration "the receipt
 * and sufficiency of which are acknowledged" — in an executory agreement nothing has been
 * received yet, and a gift has no consideration at all (TPA s.122).
 */
export function operativeWords(noun: string): string {
  return noun === 'Deed'
    ? 'NOW THIS DEED WITNESSES as follows:'
    : 'NOW, THEREFORE, the Parties agree as follows:'
}

/** Applies each clause's declaration of the parties it fits (see `ClauseSpec.fit`). */
function fitToParties(
  sections: readonly (SectionSpec | false | undefined)[],
  kinds: PartyKinds,
): (SectionSpec | false | undefined)[] {
  const present = new Set(
    sections.flatMap((section) => (section ? section.clauses.filter(isPresent).map((c) => c.id) : [])),
  )
  return sections.map(
    (section) =>
      section && {
        ...section,
        clauses: section.clauses.map((clause) =>
          clause && clause.fit ? clause.fit(kinds, present) : clause,
        ),
      },
  )
}

/** Numbers the drafter's sections, adds the definitions and general provisions, and counts the pages. */
export function assemble(d: Draft, drafted: TemplateDraft): Agreement {
  const t = localise(d, drafted)
  const noun = t.noun ?? 'Agreement'
  const definitions =
    t.layout === 'agreement' && t.definitions && t.definitions.length > 0
      ? [definitionsSection(t.definitions, noun, t.statutes)]
      : []
  const general =
    t.general === false
      ? []
      : generalSections(d, {
          noun,
          statutes: t.statutes,
          registrable: t.checklist.registration.status !== 'not-required',
          stampable: t.checklist.stampDuty.required,
          definesBusinessDay: definitions.length > 0,
          hasSchedules: (t.schedules?.length ?? 0) > 0,
          unilateral: t.layout === 'deed-poll',
          partyCount: t.parties.length,
          // One source for the body and the checklist: no e-signature clause under "wet ink only".
          eSignPermitted: t.checklist.eSignature.permitted,
          options: t.general,
        })
  const sections = numberSections(
    fitToParties([...definitions, ...t.sections, ...general], {
      ...d.partyKinds,
      count: t.parties.length,
    }),
  )
  const withoutPages: Omit<Agreement, 'pages'> = {
    templateId: d.source.id,
    categoryId: d.source.categoryId,
    layout: t.layout,
    title: t.title,
    preamble: tidy(t.preamble),
    parties: t.parties,
    recitals: t.recitals.map(tidy),
    operativeWords: t.operativeWords ?? (t.layout === 'agreement' ? operativeWords(noun) : ''),
    sections,
    signatures: {
      closing: t.closing,
      signatories: t.signatories,
      witnessCount: t.witnessCount,
      ...(t.attestation ? { attestation: t.attestation } : {}),
      ...(t.acknowledgement ? { acknowledgement: t.acknowledgement } : {}),
    },
    schedules: (t.schedules ?? []).map((schedule) => ({
      ...schedule,
      paragraphs: schedule.paragraphs.map(tidy),
    })),
    summary: tidy(t.summary),
    keyTerms: (t.keyTerms ?? t.definitions ?? []).map((k) => ({
      term: k.term,
      definition: tidy(k.definition),
    })),
    statutes: t.statutes,
    checklist: t.checklist,
    // Read last: numbering the general clauses may have raised flags (the seat city).
    reviewFlags: d.reviewFlags,
    details: d.values,
  }
  const agreement: Agreement = { ...withoutPages, pages: 1 }
  return { ...agreement, pages: estimatePages(renderPlainText(agreement)) }
}
