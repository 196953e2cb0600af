import { type Doc, shorten } from '../text.ts'
import { type Finding, type Rule, isTemplate } from './rule.ts'

// Reference §2.6: Copyright Act 1957 s.19 and Patents Act 1970 s.140.

const ASSIGNS_COPYRIGHT =
  /\b(?:hereby\s+assigns?|assigns?\s+(?:to|it|them|all|absolutely)|shall\s+assign|agrees?\s+to\s+assign|hereby\s+transfers?)\b/i

interface Scope {
  readonly text: string
  readonly line: number
  readonly deed: boolean
}

/**
 * Where the assignment's particulars must be: each clause that assigns copyright; in an
 * assignment deed, those clauses read with the definitions, as one scope.
 */
function assignmentScopes(doc: Doc): Scope[] {
  const assigning = doc.paragraphs.filter(
    (p) => /\bcopyright\b/i.test(p.text) && ASSIGNS_COPYRIGHT.test(p.text),
  )
  if (!isTemplate(doc, 'copyright-assignment'))
    return assigning.map((p) => ({ text: p.text, line: p.line, deed: false }))
  const definitions = doc.paragraphs.filter((p) => /["“][^"”]{1,60}["”]\s+means\b/.test(p.text))
  const first = assigning[0]
  return [
    {
      text: [...assigning, ...definitions].map((p) => p.text).join('\n'),
      line: first?.line ?? 1,
      deed: true,
    },
  ]
}

interface Particular {
  readonly code: string
  readonly present: RegExp
  readonly severity: (deed: boolean) => Finding['severity']
  readonly message: string
  readonly fix: string
  readonly basis: string
}

const PARTICULARS: readonly Particular[] = [
  {
    code: 'work',
    present:
      /\bworks?\b|\bdeliverables?\b|\bwork\s+product\b|\bsoftware\b|\bmanuscript\b|\bintellectual\s+property\b/i,
    severity: () => 'high',
    message: 'The assignment does not identify the work assigned.',
    fix: 'Identify the work (title, description, date; include future and derivative works if intended).',
    basis: 'Copyright Act, 1957 s.19 (the assignment shall identify the work)',
  },
  {
    code: 'rights',
    present:
      /\brights?\s+(?:assigned|comprised)\b|\bsection\s+14\b|\bright(?:s)?\s+to\s+(?:reproduce|adapt|translate|publish|communicate|perform|make)\b|\ball\s+(?:copyright|rights|intellectual\s+property\s+rights)\b|\bin\s+all\s+media\b/i,
    severity: () => 'high',
    message: 'The assignment does not specify the rights assigned.',
    fix: 'List the rights (reproduction, adaptation, translation, communication to the public …) or assign "all rights comprised in copyright under section 14".',
    basis: 'Copyright Act, 1957 s.19 (the assignment shall specify the rights)',
  },
  {
    code: 'duration',
    present:
      /\bduration\b|\bfull\s+term\b|\bperpetu|\bterm\s+of\s+(?:the\s+)?copyright\b|\bfor\s+(?:a\s+(?:period|term)\s+of\s+)?\d+\s*(?:\([^)]*\)\s*)?years?\b|\b(?:term|life)\s+of\s+(?:the\s+)?(?:rights|copyright)\b/i,
    severity: (deed) => (deed ? 'high' : 'medium'),
    message: 'The assignment states no duration, so it is deemed to be for five years only.',
    fix: 'State the duration, e.g. "for the full term of copyright and all renewals and extensions".',
    basis: 'Copyright Act, 1957 s.19(5) (duration not stated: five years)',
  },
  {
    code: 'territory',
    present:
      /\bterritor(?:y|ies|ial)\b|\bworld-?wide\b|\bwhole\s+world\b|\bthroughout\s+the\s+world\b|\buniverse\b/i,
    severity: (deed) => (deed ? 'high' : 'medium'),
    message: 'The assignment states no territory, so it is presumed to extend within India only.',
    fix: 'State the territory, e.g. "the whole world".',
    basis: 'Copyright Act, 1957 s.19(6) (territory not stated: India)',
  },
  {
    code: 'consideration',
    present: /\bconsideration\b|\broyalt(?:y|ies)\b|₹|\bRs\.?\s*\d|\bINR\b|\bfees?\b/i,
    severity: () => 'medium',
    message: 'The assignment states no royalty or other consideration.',
    fix: 'State the consideration or royalty payable to the author.',
    basis: 'Copyright Act, 1957 s.19 (the assignment shall specify the royalty and other consideration)',
  },
  {
    code: 'lapse',
    present: /\b19\s*\(4\)|\bshall\s+not\s+lapse\b|\bnot\s+lapse\s+or\s+revert\b/i,
    severity: () => 'low',
    message:
      'Nothing disapplies the statutory lapse: rights not exercised within one year revert to the assignor.',
    fix: 'Add: "section 19(4) does not apply; the assignment shall not lapse or revert if the rights are not exercised within one year".',
    basis: 'Copyright Act, 1957 s.19(4)',
  },
]

export const copyrightAssignment: Rule = {
  id: 'copyright-assignment-particulars',
  title: 'Copyright assignment states work, rights, duration, territory and consideration',
  kind: 'compliance',
  basis: 'Copyright Act, 1957 ss.18, 19',
  applies: (doc) => assignmentScopes(doc).length > 0,
  check(doc) {
    const findings: Finding[] = []
    for (const scope of assignmentScopes(doc)) {
      if (scope.deed && !ASSIGNS_COPYRIGHT.test(scope.text)) {
        findings.push({
          code: 'no-assignment',
          severity: 'high',
          message: 'The deed contains no operative words assigning the copyright.',
          fix: 'Add an operative clause: "the Assignor assigns to the Assignee all copyright in the Work", with the particulars s.19 requires.',
          basis: 'Copyright Act, 1957 s.19 (assignment in writing, signed by the assignor)',
        })
        continue
      }
      for (const particular of PARTICULARS) {
        if (particular.present.test(scope.text)) continue
        findings.push({
          code: particular.code,
          severity: particular.severity(scope.deed),
          message: particular.message,
          fix: particular.fix,
          basis: particular.basis,
          ...(scope.deed ? { line: scope.line } : { excerpt: shorten(scope.text), line: scope.line }),
        })
      }
    }
    return findings
  },
}

const NO_CHALLENGE =
  /\b(?:shall|will|must)\s+not\b[^.;]{0,120}\b(?:challenge|contest|dispute|oppose|question)\b[^.;]{0,80}\b(?:validity|patent|title)\b|\b(?:agrees?|undertakes?|covenants?)\s+not\s+to\s+(?:challenge|contest|dispute|oppose)\b|\bno[- ]challenge\b/i
const GRANT_BACK =
  /(?<!non-)\bexclusive\b[^.;]{0,80}(?:grant-?back|licen[cs]e[^.;]{0,60}\bimprovements?\b)|\bassign[^.;]{0,80}\bimprovements?\b[^.;]{0,60}\bto\s+the\s+(?:Licensor|Patentee|Patent\s+Owner)|\bimprovements?\b[^.;]{0,80}\b(?:vest\s+in|belong\s+(?:exclusively\s+)?to|be\s+the\s+(?:exclusive\s+|sole\s+)?property\s+of)\s+the\s+(?:Licensor|Patentee|Patent\s+Owner)/i
const TIE_IN =
  /\b(?:shall|must|agrees?\s+to)\s+(?:purchase|acquire|buy|obtain|source)\b[^.;]{0,120}\b(?:only|exclusively|solely)\s+from\s+the\s+(?:Licensor|Patentee|Patent\s+Owner)\b/i
const TRADE_MARK = /\btrade\s*marks?\b|\bthe\s+Marks?\b/i

/** A sentence is about a patent when it says so, or when the document is a patent licence and it is not about a mark. */
function aboutPatent(doc: Doc, sentence: string): boolean {
  return /\bpatent/i.test(sentence) || (isTemplate(doc, 'patent-license') && !TRADE_MARK.test(sentence))
}

const RESTRICTIVE: readonly {
  code: string
  hint: RegExp
  pattern: RegExp
  message: string
  fix: string
  basis: string
  exempt?: RegExp
}[] = [
  {
    code: 'no-challenge',
    hint: /\bnot\b|no[- ]challenge/i,
    pattern: NO_CHALLENGE,
    message: 'The licensee is barred from challenging the validity of the patent; such a condition is void.',
    fix: 'Delete the no-challenge covenant; the licensee must stay free to challenge the patent.',
    basis: 'Patents Act, 1970 s.140 (no-challenge condition void)',
  },
  {
    code: 'exclusive-grant-back',
    hint: /improvement|grant-?back/i,
    pattern: GRANT_BACK,
    message:
      'The licensee must give the licensor exclusive rights in its improvements (an exclusive grant-back); such a condition is void.',
    fix: 'Limit the grant-back to a non-exclusive, royalty-free licence of the licensee’s improvements.',
    basis: 'Patents Act, 1970 s.140 (exclusive grant-back void)',
  },
  {
    code: 'tie-in',
    hint: /\bfrom\s+the\b/i,
    pattern: TIE_IN,
    exempt: /\bpatented\s+article\b/i,
    message: 'The licensee must buy other goods from the licensor (a tie-in); such a condition is void.',
    fix: 'Remove the obligation to acquire articles other than the patented article from the licensor.',
    basis: 'Patents Act, 1970 s.140 (tie-in void); Competition Act, 2002 s.3(4)',
  },
]

export const patentRestrictiveConditions: Rule = {
  id: 'patent-licence-restrictive-conditions',
  title: 'Patent licence has no void restrictive conditions',
  kind: 'compliance',
  basis: 'Patents Act, 1970 s.140',
  applies: (doc) => isTemplate(doc, 'patent-license') || /\bpatent/i.test(doc.text),
  check(doc) {
    const findings: Finding[] = []
    for (const sentence of doc.sentences) {
      for (const condition of RESTRICTIVE) {
        if (
          !condition.hint.test(sentence.text) ||
          !condition.pattern.test(sentence.text) ||
          condition.exempt?.test(sentence.text)
        )
          continue
        if (!aboutPatent(doc, sentence.text)) continue
        findings.push({
          code: condition.code,
          severity: 'high',
          message: condition.message,
          fix: condition.fix,
          basis: condition.basis,
          excerpt: shorten(sentence.text),
          line: sentence.line,
        })
      }
    }
    return findings
  },
}
