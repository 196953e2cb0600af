import { instrumentClass } from '../kinds.ts'
import { type Doc, excerptAt, shorten } from '../text.ts'
import { type Finding, type Rule, isTemplate } from './rule.ts'

// Reference §2.0 "Dispute resolution" and "Validity of contracts" (s.28).

const notResolution = (doc: Doc) => instrumentClass(doc.templateId) !== 'resolution'

const INDIAN_LAW = /\blaws?\s+(?:of|in\s+force\s+in)\s+(?:the\s+Republic\s+of\s+)?India\b/i
const CHOICE_OF_LAW =
  /\b(?:governed\s+by|governing\s+law|construed\s+in\s+accordance\s+with|applicable\s+law|proper\s+law)\b/i
// The usual case in one pass over the text: a choice-of-law phrase followed, within the sentence, by "laws of India".
const INDIAN_CHOICE =
  /\b(?:governed\s+by|governing\s+law|construed\s+in\s+accordance\s+with|applicable\s+law|proper\s+law)\b[^.]{0,300}?\blaws?\s+(?:of|in\s+force\s+in)\s+(?:the\s+Republic\s+of\s+)?India\b/i
const FOREIGN_LAW =
  /\b(?:governed\s+by|construed\s+in\s+accordance\s+with)\s+(?:and\s+construed\s+in\s+accordance\s+with\s+)?the\s+laws?\s+of\s+(?!India\b)((?:the\s+)?[A-Z][\w]*(?:\s+[A-Z][\w]*){0,3})/

export const governingLaw: Rule = {
  id: 'governing-law',
  title: 'Governing law: the laws of India',
  kind: 'compliance',
  basis:
    'Indian Contract Act, 1872 (s.10) and the statutes of the template’s governing-law cell (reference §2.0)',
  applies: notResolution,
  check(doc) {
    if (INDIAN_CHOICE.test(doc.text)) return []
    const choices = doc.sentences.filter((s) => CHOICE_OF_LAW.test(s.text))
    if (choices.some((s) => INDIAN_LAW.test(s.text))) return []
    const foreign = choices.map((s) => ({ s, match: FOREIGN_LAW.exec(s.text) })).find((x) => x.match)
    if (foreign?.match) {
      return [
        {
          code: 'foreign',
          severity: 'medium',
          message: `The document chooses the laws of ${foreign.match[1]}; the statutes this product checks against (Contract, Stamp, Registration, Arbitration Acts) are Indian.`,
          fix: 'Choose the laws of India, or have the document reviewed under the chosen law.',
          excerpt: shorten(foreign.s.text),
          line: foreign.s.line,
        },
      ]
    }
    return [
      {
        code: 'missing',
        severity: 'medium',
        message:
          'No governing-law clause: the document does not say that it is governed by the laws of India.',
        fix: 'Add a clause: "This Agreement shall be governed by and construed in accordance with the laws of India", naming the principal statutes.',
      },
    ]
  },
}

const ARBITRATION = /\barbitrat(?:ion|or|ors|al)\b/i
const REFERS_TO_ARBITRATION =
  /\b(?:referred|refer|submitted|resolved|settled|decided|determined)\b[^.;]{0,80}\barbitration\b|\barbitration\s+(?:under|in\s+accordance\s+with)\b|\bby\s+arbitration\b/i
const NOT_ARBITRATED =
  /\b(?:not|never)\s+(?:be\s+)?(?:referred|submitted|subject)\s+to\s+arbitration\b|\bnot\s+arbitrable\b|\bno\s+arbitration\b|\bwithout\s+(?:recourse\s+to\s+)?arbitration\b/i
const COURTS =
  /\bcourts?\b[^.;]{0,80}\bjurisdiction\b|\bjurisdiction\b[^.;]{0,80}\bcourts?\b|\bcourt\s+of\s+competent\s+jurisdiction\b/i

function agreesToArbitrate(doc: Doc) {
  return doc.sentences.find(
    (s) => ARBITRATION.test(s.text) && REFERS_TO_ARBITRATION.test(s.text) && !NOT_ARBITRATED.test(s.text),
  )
}

export const disputeResolution: Rule = {
  id: 'dispute-resolution',
  title: 'Dispute resolution: arbitration or named courts',
  kind: 'compliance',
  basis:
    'Arbitration and Conciliation Act, 1996 s.7; Indian Contract Act, 1872 s.28 (choice of one of several competent courts — ABC Laminart 1989)',
  applies: notResolution,
  check(doc) {
    if (agreesToArbitrate(doc) || doc.sentences.some((s) => COURTS.test(s.text))) return []
    return [
      {
        code: 'missing',
        severity: 'medium',
        message:
          'No dispute-resolution clause: neither arbitration nor the courts having jurisdiction are named.',
        fix: 'Add an arbitration clause (seat, sole arbitrator appointed by mutual agreement or under s.11) or name the competent courts of a city.',
      },
    ]
  },
}

// An appointing authority that is not one party alone.
const NEUTRAL =
  /\b(?:mutual|mutually|agreement|agreed|both|all|jointly|parties|court|section\s+11|institution|centre|center|council|chamber|tribunal|arbitrators|association|academy|institute|society)\b/i
const neutral = (actor: string) => NEUTRAL.test(actor.split(/\s+/).slice(0, 8).join(' '))
// Who appoints, in full: "the Managing Director of the Company", not "Managing".
const ACTOR_NAME = String.raw`([A-Z][\w'’-]*(?:\s+(?:of\s+(?:the\s+)?|and\s+)?[A-Z][\w'’-]*){0,5})`
const ACTOR = String.raw`(?:the\s+)?${ACTOR_NAME}`
const NAMED = new RegExp(String.raw`\bthe\s+${ACTOR_NAME}`, 'g')
const LEADING_NAME = new RegExp(String.raw`^${ACTOR}`)
const PASSIVE =
  /\barbitrat(?:or|ors|al\s+tribunal)\b\s+(?:shall\s+be\s+|will\s+be\s+|to\s+be\s+|is\s+to\s+be\s+)?(?:appointed|nominated|chosen|selected|named)\s+(?:solely\s+|exclusively\s+|only\s+|unilaterally\s+)?by\s+([^,.;]{1,80})/gi
const ACTIVE =
  /\b([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})\s+(?:or\s+(?:its|his|her)\s+nominee\s+)?(?:alone\s+|solely\s+)?(?:shall|will|may)\s+(?:have\s+the\s+(?:sole\s+|exclusive\s+)?(?:right|power|discretion)\s+to\s+)?(?:appoint|nominate|designate)\s+(?:the\s+|a\s+|an\s+)?(?:sole\s+)?arbitrator\b/g
const NOMINEE = new RegExp(
  String.raw`\barbitrator\s+(?:shall|will)\s+be\s+(?:a|an|the)\s+(?:nominee|appointee|employee|officer|person\s+nominated)\s+of\s+${ACTOR}`,
  'g',
)
// "Referred to the sole arbitration of the Managing Director of the Company or any person nominated by him".
const SOLE_ARBITRATION = new RegExp(String.raw`\b(?:sole\s+)?arbitration\s+of\s+${ACTOR}`, 'g')
const PANEL = new RegExp(
  String.raw`\b(?:panel|list)\b[^.;]{0,80}\b(?:maintained|prepared|nominated|proposed|drawn\s+up|selected|curated|suggested|furnished|provided|forwarded|sent)\s+by\s+${ACTOR}|\b(?:the\s+)?([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})['’]s\s+panel\b`,
  'g',
)
const THREE_MEMBER =
  /\b(?:presiding|third|umpire|two\s+arbitrators|three\s+arbitrators|each\s+party\s+shall\s+appoint)\b/i
const COLLECTIVE =
  /^(?:Parties|Court|High Court|Supreme Court|Arbitrators|Tribunal|Council|Centre|Center|Institution)$/
const PRONOUN = /^(?:him|her|it|them|his|its|their)\b/i
const OFFICER =
  /\b(?:Managing\s+Director|Director|Chairman|Chairperson|Chief\s+Executive(?:\s+Officer)?|CEO|Officer|Board|General\s+Manager|Manager|Head|President|Secretary|Engineer|Superintending\s+Engineer)\b/

/** The last named actor before `index` ("the Managing Director … or any person nominated by him"). */
function antecedent(sentence: string, index: number): string | undefined {
  const before = sentence.slice(0, index)
  const names = [...before.matchAll(NAMED)]
  return names.at(-1)?.[1]
}

/**
 * How the finding names who appoints: a party ("the Licensor"), or an officer of one ("the
 * Managing Director of the Employer", in effect the Employer) — never a fragment of the name.
 */
function appointer(actor: string): { who: string; party?: string } {
  const name = actor.replace(/^the\s+/i, '').trim()
  if (!OFFICER.test(name)) return { who: `the ${name}` }
  const org = /\bof\s+(?:the\s+)?(.+)$/.exec(name)?.[1]
  return {
    who: `the ${name}`,
    party: org
      ? `an officer of the ${org}, so in effect by the ${org}`
      : 'an officer of one party, so in effect by that party',
  }
}

interface Unilateral {
  readonly actor: string
  readonly curated: boolean
  readonly index: number
}

function unilateral(sentence: string): Unilateral | undefined {
  for (const match of sentence.matchAll(SOLE_ARBITRATION)) {
    const actor = match[1] ?? ''
    if (!neutral(actor) && !COLLECTIVE.test(actor)) return { actor, curated: false, index: match.index ?? 0 }
  }
  const panel = curatedPanel(sentence)
  for (const match of sentence.matchAll(PASSIVE)) {
    let actor = (match[1] ?? '').trim()
    if (PRONOUN.test(actor)) actor = antecedent(sentence, match.index ?? 0) ?? actor
    if (neutral(actor)) continue
    const name = LEADING_NAME.exec(actor)?.[1] ?? actor
    // "Chosen by the Employee from a panel proposed by the Employer": the panel is the defect.
    if (panel && panel.actor !== name) return panel
    return { actor: name, curated: false, index: match.index ?? 0 }
  }
  if (!THREE_MEMBER.test(sentence)) {
    for (const match of sentence.matchAll(ACTIVE)) {
      const actor = (match[1] ?? '').replace(/^The\s+/, '')
      const before = sentence.slice(Math.max(0, (match.index ?? 0) - 12), match.index)
      if (/\b(?:no|neither|each|either|any|both)\s+$/i.test(before) || COLLECTIVE.test(actor)) continue
      return { actor, curated: false, index: match.index ?? 0 }
    }
  }
  for (const match of sentence.matchAll(NOMINEE))
    if (!neutral(match[1] ?? '')) return { actor: match[1] ?? '', curated: false, index: match.index ?? 0 }
  return panel
}

function curatedPanel(sentence: string): Unilateral | undefined {
  for (const match of sentence.matchAll(PANEL)) {
    const actor = match[1] ?? match[2] ?? ''
    if (!COLLECTIVE.test(actor) && !neutral(actor)) return { actor, curated: true, index: match.index ?? 0 }
  }
  return undefined
}

const NOMINATED_BY_HIM =
  /\b(?:nominated|appointed|designated)\s+by\s+(?:him|her|it|them)\b|\b(?:his|her|its)\s+nominee\b/i

function appointedBy(actor: string, sentence: string): string {
  const { who, party } = appointer(actor)
  const nominee = NOMINATED_BY_HIM.test(sentence) ? ' (or a person nominated by that officer or party)' : ''
  return `The arbitrator is appointed by ${who}${nominee} alone${party ? ` — ${party}` : ''}.`
}

export const unilateralArbitrator: Rule = {
  id: 'unilateral-arbitrator',
  title: 'No unilateral appointment of the arbitrator',
  kind: 'compliance',
  basis:
    'Arbitration and Conciliation Act, 1996 ss.11, 12(5) and Seventh Schedule; CORE v ECI-SPIC (Constitution Bench, 8 Nov 2024)',
  applies: (doc) => doc.sentences.some((s) => ARBITRATION.test(s.text)),
  check(doc) {
    const findings: Finding[] = []
    for (const sentence of doc.sentences) {
      if (!ARBITRATION.test(sentence.text)) continue
      const found = unilateral(sentence.text)
      if (!found) continue
      findings.push(
        found.curated
          ? {
              code: 'curated-panel',
              severity: 'medium',
              message: `The arbitrator is to be chosen from a panel drawn up by ${appointer(found.actor).who} alone; curated-panel clauses were held to violate equality in CORE v ECI-SPIC.`,
              fix: 'Let the parties choose the arbitrator jointly from an open list or through an arbitral institution, failing which under s.11.',
              excerpt: excerptAt(sentence.text, found.index),
              line: sentence.line,
            }
          : {
              code: 'unilateral',
              severity: 'high',
              message: `${appointedBy(found.actor, sentence.text)} A unilateral appointment is open to challenge and the award may be set aside.`,
              fix: 'Provide for a sole arbitrator appointed by mutual agreement of the parties, failing which by the court under s.11; the arbitrator must not be ineligible under s.12(5).',
              excerpt: excerptAt(sentence.text, found.index),
              line: sentence.line,
            },
      )
    }
    return findings
  },
}

export const arbitrationSeat: Rule = {
  id: 'arbitration-seat',
  title: 'Arbitration names a seat',
  kind: 'compliance',
  basis: 'BGS SGS Soma (2019): the seat, not the venue, fixes the supervising courts',
  applies: (doc) => agreesToArbitrate(doc) !== undefined,
  check(doc) {
    if (/\bseat\b/i.test(doc.text)) return []
    const clause = agreesToArbitrate(doc)
    return [
      {
        code: 'missing',
        severity: 'low',
        message:
          'Disputes go to arbitration but no seat is named, so which courts supervise the arbitration is left open.',
        fix: 'State "the seat of the arbitration shall be <city>, India"; a venue for hearings is not enough.',
        ...(clause ? { excerpt: shorten(clause.text), line: clause.line } : {}),
      },
    ]
  },
}

export const arbitrability: Rule = {
  id: 'arbitrability',
  title: 'Only arbitrable disputes go to arbitration',
  kind: 'compliance',
  basis: 'Vidya Drolia (2020); Booz Allen (2011): probate and rights in rem are not arbitrable',
  applies: (doc) => isTemplate(doc, 'will-testament') || /\bprobate\b/i.test(doc.text),
  check(doc) {
    const clause = agreesToArbitrate(doc)
    if (!clause || !isTemplate(doc, 'will-testament')) return []
    return [
      {
        code: 'probate',
        severity: 'medium',
        message:
          'The will sends disputes to arbitration, but probate and succession disputes are decided by the probate court and cannot be arbitrated.',
        fix: 'Remove the arbitration clause; say that disputes about the will are decided by the court of competent jurisdiction.',
        excerpt: shorten(clause.text),
        line: clause.line,
      },
    ]
  },
}
