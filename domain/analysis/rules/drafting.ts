import { type Doc, lineAt, shorten } from '../text.ts'
import { type Finding, type Rule, always } from './rule.ts'

// Whether the document is finished: every blank filled, every party named. An instrument
// with unfilled terms is uncertain (ICA s.29); one that names no party binds no one.

export interface Placeholder {
  readonly text: string
  readonly line: number
  /** A note to the drafter ("[verify …]") rather than a blank for a fact. */
  readonly editorial: boolean
}

const BRACKETS = /\[([^\]\n]{0,200})\]|\{\{[^}\n]{0,200}\}\}|_{3,}/g
const EDITORIAL =
  /^\s*(?:verify|note|drafting\s+note|note\s+to\s+draft|ntd|check|comment|tbd|to\s*do|query)\b/i
// "[2019]" (a law report year), "[1]" (a footnote), "[sic]" are not blanks.
const NOT_BLANK = /^\s*(?:\d{1,4}|[ivxlc]+|sic)\s*$/i
// A blank to be completed by hand at signing: the date of execution, a signature, a witness's name.
const EXECUTION_LABEL =
  /(?:^|[^a-z])(?:signature|signed|signatory|name|names|address|date|dated|designation|place|din|membership\s+no\.?|witness(?:es)?|seal|thumb\s+impression|photo(?:graph)?|mobile|e-?mail|phone|aadhaar|pan|this|day\s+of|,\s*20|(?:partners|directors|board|signed|executed)\s+(?:on|at))\s*[:.(]?\s*$/i

const scanned = new WeakMap<Doc, readonly Placeholder[]>()

/** Every unfilled blank in the text, in order. Execution blanks (signature, date of signing) are not counted. */
export function findPlaceholders(doc: Doc): readonly Placeholder[] {
  const cached = scanned.get(doc)
  if (cached) return cached
  const found: Placeholder[] = []
  for (const match of doc.text.matchAll(BRACKETS)) {
    const token = match[0]
    const index = match.index ?? 0
    if (token.startsWith('[')) {
      const inner = match[1] ?? ''
      if (NOT_BLANK.test(inner)) continue
      found.push({ text: token, line: lineAt(doc, index), editorial: EDITORIAL.test(inner) })
    } else if (token.startsWith('{{')) {
      found.push({ text: token, line: lineAt(doc, index), editorial: false })
    } else {
      const lineStart = doc.text.lastIndexOf('\n', index - 1) + 1
      const before = doc.text.slice(Math.max(lineStart, index - 60), index)
      if (EXECUTION_LABEL.test(before) || /^\s*(?:\d+\.\s*)?$/.test(before)) continue
      found.push({
        text: `${before.trim().split(/\s+/).slice(-4).join(' ')} ${token}`.trim(),
        line: lineAt(doc, index),
        editorial: false,
      })
    }
  }
  scanned.set(doc, found)
  return found
}

/** Placeholders counted once per distinct text (a party's PAN asked for twice is one gap). */
export function distinctPlaceholders(placeholders: readonly Placeholder[]): number {
  return new Set(placeholders.filter((p) => !p.editorial).map((p) => p.text.toLowerCase())).size
}

export const placeholders: Rule = {
  id: 'placeholders',
  title: 'No unfilled placeholders or drafting notes',
  kind: 'drafting',
  basis: 'Indian Contract Act, 1872 s.29 (agreements uncertain in meaning are void)',
  applies: always,
  check(doc) {
    const all = findPlaceholders(doc)
    const blanks = all.filter((p) => !p.editorial)
    const findings: Finding[] = []
    const first = blanks[0]
    if (first) {
      const distinct = distinctPlaceholders(blanks)
      const examples = [...new Set(blanks.map((p) => p.text))]
        .slice(0, 3)
        .map((t) => `“${shorten(t, 80)}”`)
        .join(', ')
      findings.push({
        code: 'unfilled',
        severity: 'medium',
        message: `${distinct} unfilled placeholder${distinct === 1 ? '' : 's'} (${blanks.length} in all), e.g. ${examples}. Terms left blank make the document uncertain and must not be signed as they are.`,
        fix: 'Fill in or delete every bracketed placeholder and blank before the document is signed.',
        excerpt: shorten(first.text),
        line: first.line,
      })
    }
    for (const note of all.filter((p) => p.editorial)) {
      findings.push({
        code: 'editorial-note',
        severity: 'medium',
        message: `A drafting note was left in the text: ${shorten(note.text, 120)}. It would be printed in the signed document.`,
        fix: 'Resolve the note (check the provision it refers to) and delete it from the text.',
        excerpt: shorten(note.text),
        line: note.line,
      })
    }
    return findings
  },
}

export interface NamedParty {
  readonly name: string
  readonly line: number
}

const RECITALS_START =
  /^\s*(?:RECITALS|WHEREAS|NOW,?\s+THEREFORE|BACKGROUND|IT\s+IS\s+(?:HEREBY\s+)?AGREED|\(each\s+a\s+["“]Party)/i
const SIGN_CAPTION = /^\s*(?:SIGNED|Signed)\b|^\s*For\s+and\s+on\s+behalf\s+of\b/
const MAX_PARTIES = 12

/** The names the document gives its parties: the "BETWEEN" entries and the names under each signature caption. */
export function partyNames(doc: Doc): NamedParty[] {
  const names: NamedParty[] = []
  const between = doc.paragraphs.findIndex((p) => /^\s*(?:BY\s+AND\s+)?BETWEEN\s*:?\s*$/i.test(p.text))
  if (between >= 0) {
    for (const paragraph of doc.paragraphs.slice(between + 1, between + 1 + 2 * MAX_PARTIES)) {
      const text = paragraph.text.trim()
      if (RECITALS_START.test(text)) break
      if (/^AND$/i.test(text)) continue
      const name = text.replace(/^(?:\d+\.|\(\d+\)|\([a-z]\))\s*/, '').split(/,|\s\(|\n/)[0] ?? ''
      names.push({ name: name.trim(), line: paragraph.line })
    }
  }
  doc.lines.forEach((line, index) => {
    if (line.length > 100 || !SIGN_CAPTION.test(line)) return
    const inline = /For\s+and\s+on\s+behalf\s+of\s+(?:the\s+)?(.+)$/i.exec(line.trim())?.[1]
    const next =
      doc.lines
        .slice(index + 1, index + 3)
        .map((l) => l.trim())
        .find((l) => l !== '') ?? ''
    const name = /^Signature\b/i.test(next) ? (inline ?? '') : next
    names.push({ name, line: index + 2 })
  })
  return names
}

const UNNAMED = /\[[^\]]*\]|_{3,}|\{\{|^\s*$|^(?:name|party|the\s+party)\s*:?\s*$/i

export const parties: Rule = {
  id: 'parties',
  title: 'Every party is named',
  kind: 'drafting',
  basis: 'Indian Contract Act, 1872 ss.10, 29 (competent parties; certainty)',
  applies: always,
  check(doc) {
    const named = partyNames(doc)
    if (named.length === 0) {
      return [
        {
          code: 'none',
          severity: 'high',
          message:
            'The document names no parties: there is no “between” clause and no signature block naming who signs.',
          fix: 'Name each party with identification (address, PAN or CIN) and give each a signature block.',
        },
      ]
    }
    const findings: Finding[] = []
    const seen = new Set<string>()
    for (const party of named) {
      if (!UNNAMED.test(party.name) || seen.has(party.name.toLowerCase())) continue
      seen.add(party.name.toLowerCase())
      const blank = !/\[/.test(party.name)
      findings.push({
        code: blank ? 'blank' : 'placeholder',
        severity: blank ? 'high' : 'medium',
        message: blank
          ? 'A party’s name is blank.'
          : `A party is not named yet: ${shorten(party.name, 100)}.`,
        fix: 'Give the party’s full legal name (and identification) wherever it appears.',
        excerpt: shorten(party.name || (doc.lines[party.line - 1] ?? '')),
        line: party.line,
      })
    }
    return findings
  },
}
