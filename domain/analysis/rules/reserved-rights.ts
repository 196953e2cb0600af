import { type Doc, type Sentence, shorten } from '../text.ts'
import type { Rule } from './rule.ts'

// Second reading D7 (class C3): a life interest or right of residence the parties agreed, kept
// only in a definition or recital while the operative clauses release or transfer the property
// absolutely. The operative words carry the transfer, so the reservation is lost.

const RESERVATION =
  /\blife\s+(?:interest|estate)\b|\bright\s+(?:of\s+residence|to\s+reside)\b|\b(?:reside|live|stay|residence|occupy|occupation)\b[^.;]{0,80}?\b(?:for\s+(?:the\s+rest\s+of\s+)?(?:(?:his|her|their)\s+)?(?:natural\s+)?life(?:time)?|during\s+(?:his|her|their)\s+(?:natural\s+)?life(?:time)?|(?:till|until)\s+(?:his|her|their)\s+death)\b/i

// "Allocation" means …, "Property" shall mean …
const DEFINITION = /["“][^"”]{1,60}["”]\s+(?:means|shall\s+mean|includes|refers\s+to)\b/i

// The words that open the operative part; lines before them are the parties and recitals.
const OPERATIVE =
  /^\s*(?:NOW[,\s]+(?:THEREFORE|THIS)|IT\s+IS\s+(?:HEREBY\s+)?AGREED|THIS\s+DEED\s+WITNESSETH|WITNESSETH)\b/i

// A disposition with nothing held back: a release of all right, title and interest, a holding
// "absolutely", possession handed over, or the transferor keeping no interest.
const ABSOLUTE =
  /\b(?:relinquish\w*|releases?|transfers?|conveys?|grants?|assigns?|gives?)\b[^.]{0,200}?\ball\s+(?:(?:the|his|her|its|their)\s+)?(?:rights?|claims?)\b[^.]{0,40}?\b(?:title|interest|claim)\b|\babsolutely\b|\babsolute\s+(?:and\s+irrevocable|owner|ownership|title)\b|\b(?:put|placed)\s+in\s+(?:vacant\s+)?possession\b|\bdeliver\s+(?:vacant\s+)?possession\b|\bretains?\s+no\s+(?:right|interest)\b/i

// The disposition keeps the reservation: "subject to the Reserved Rights", "other than the life interest".
const SAVING =
  /\b(?:subject\s+to|other\s+than|except(?:ing)?|save|saving|excluding|without\s+prejudice\s+to)\b[^.;]{0,100}?(?:\breserv\w*|\blife\s+(?:interest|estate)\b|\bresid\w*|\bfor\s+life\b|\blifetime\b)/i

// An operative clause that states the reservation and puts it above the release.
const PREVAILS = /\bnot\s+(?:released|extinguished|affected)\b|\bnotwithstanding\b|\bprevails?\b/i

function operativeLine(doc: Doc): number {
  const index = doc.lines.findIndex((line) => OPERATIVE.test(line))
  return index < 0 ? 1 : index + 1
}

/** The first definition or recital that reserves a life interest or residence, and its line. */
function reservationOutsideBody(doc: Doc, bodyFrom: number): { text: string; line: number } | undefined {
  for (const [index, line] of doc.lines.entries()) {
    if (!RESERVATION.test(line)) continue
    if (index + 1 < bodyFrom || DEFINITION.test(line)) return { text: line, line: index + 1 }
  }
  return undefined
}

export const reservedRights: Rule = {
  id: 'reserved-rights',
  title: 'A reserved life interest or residence is kept by the operative clauses',
  kind: 'compliance',
  basis:
    'Registration Act, 1908 s.17(1)(b) (a deed that creates or extinguishes rights in immovable property must be registered) and s.49; Kale v Dy. Director of Consolidation (1976)',
  applies: (doc) => reservationOutsideBody(doc, operativeLine(doc)) !== undefined,
  check(doc) {
    const bodyFrom = operativeLine(doc)
    const reservation = reservationOutsideBody(doc, bodyFrom)
    if (!reservation) return []
    const kept = doc.paragraphs.some(
      (p) =>
        p.line >= bodyFrom && !DEFINITION.test(p.text) && RESERVATION.test(p.text) && PREVAILS.test(p.text),
    )
    if (kept) return []
    const absolute = doc.sentences.filter(
      (s: Sentence) =>
        s.line >= bodyFrom && !DEFINITION.test(s.text) && ABSOLUTE.test(s.text) && !SAVING.test(s.text),
    )
    const first = absolute[0]
    if (!first) return []
    const others = absolute.length - 1
    const where = reservation.line < bodyFrom ? 'a recital' : 'a definition'
    return [
      {
        // High, and a void clause for the compliance cap: as written the deed extinguishes the right
        // the parties agreed to keep, so its core term does not do what they recorded.
        code: 'released',
        severity: 'high',
        message: `${where[0]?.toUpperCase()}${where.slice(1)} reserves a life interest or right of residence ("${shorten(reservation.text, 120)}"), but the operative clause${others > 0 ? ` (and ${others} other${others === 1 ? '' : 's'})` : ''} releases or transfers the property absolutely, without it. The operative words carry the transfer, so the reservation may be lost.`,
        fix: 'Draft the reservation as an operative clause (who holds it, over which property, for how long), and make the allotment, release and possession clauses "subject to" it.',
        excerpt: shorten(first.text),
        line: first.line,
      },
    ]
  },
}
