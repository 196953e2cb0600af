import { normaliseHeading } from '../headings.ts'
import { type Doc, excerptAt, lineAt } from '../text.ts'
import { type Finding, type Rule, always } from './rule.ts'

// A reference to a clause or schedule the document no longer has (deleted or renumbered in an
// edit) leaves the term it points to uncertain: ICA s.29. References to another instrument's
// or a statute's clauses ("clause 5 of the Lease Deed", "Schedule I to the Stamp Act") are left alone.

/** What the document has: clause numbers, clause headings and schedule/annexure labels. */
interface Targets {
  readonly numbers: ReadonlySet<string>
  readonly headings: readonly string[]
  readonly attachments: ReadonlySet<string>
}

// Only the lead words are read (a clause line can run to hundreds of characters).
const NUMBERED_LINE =
  /^[ \t]*(?:(?:Clause|Article|CLAUSE|ARTICLE)\s+)?(\d{1,3}(?:\.\d{1,3})*)[.)]?[ \t]+(\S[^.:]{0,80})/
const ATTACHMENT_LINE =
  /^[ \t]*(SCHEDULE|ANNEXURE|APPENDIX|EXHIBIT|Schedule|Annexure|Appendix|Exhibit)(?:[ \t]*[-–—:]?[ \t]*([IVXLC]{1,6}|\d{1,2}|[A-Z])\b)?/
// A line's first non-blank character can start a numbered clause or an attachment heading.
const MAY_START = /[\dCAES]/

function targetsOf(doc: Doc): Targets {
  const numbers = new Set<string>()
  const headings: string[] = []
  const attachments = new Set<string>()
  for (const line of doc.lines) {
    let first = 0
    while (line.charCodeAt(first) === 32 || line.charCodeAt(first) === 9) first += 1
    if (!MAY_START.test(line.charAt(first))) continue
    const numbered = NUMBERED_LINE.exec(line)
    if (numbered) {
      // "12.3" also vouches for "12"; "4.2.1" for "4.2" and "4".
      const parts = (numbered[1] ?? '').split('.')
      for (let i = 1; i <= parts.length; i += 1) numbers.add(parts.slice(0, i).join('.'))
      const lead = numbered[2] ?? ''
      const after = line.charAt(numbered[0].length)
      // Lower-cased only here; fully normalised only when a plain comparison fails (see headingExists).
      if (after === '' || after === '.' || after === ':') headings.push(lead.toLowerCase())
      continue
    }
    const attachment = ATTACHMENT_LINE.exec(line)
    if (attachment) {
      if (attachment[2]) attachments.add(`${(attachment[1] ?? '').toLowerCase()} ${label(attachment[2])}`)
    }
  }
  return { numbers, headings, attachments }
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 }

/** "III", "3" and "iii" are the same schedule; letters stay letters ("A"). */
function label(id: string): string {
  const upper = id.toUpperCase()
  if (/^\d+$/.test(upper) || !/^[IVXLC]+$/.test(upper) || (upper.length === 1 && !'IVX'.includes(upper)))
    return upper
  let total = 0
  for (let i = 0; i < upper.length; i += 1) {
    const value = ROMAN[upper.charAt(i)] ?? 0
    total += value < (ROMAN[upper.charAt(i + 1)] ?? 0) ? -value : value
  }
  return String(total)
}

const NUMBER = String.raw`\d{1,3}(?:\.\d{1,3})*(?:\([a-z0-9]{1,4}\))*`
// "Clause 14", "clauses 5.1 and 5.2", "Clause 12.3(b)"; "sub-clause" too.
const CLAUSE_REF = new RegExp(
  String.raw`\b(?:[Ss]ub-)?[Cc]lauses?\s+(${NUMBER}(?:\s*(?:,|and|or|to|-|–)\s*${NUMBER})*)`,
  'g',
)
const ATTACHMENT_REF =
  /\b(Schedules?|Annexures?|Appendix|Appendices|Exhibits?)(?:\s+|\s*[-–]\s*)([IVXLC]{1,6}|\d{1,2}|[A-Z])\b(?![\w-]|\.\d)/g
// "the Clause on Dispute Resolution": the heading runs while words are capitalised (or small joining words).
const NAMED_REF =
  /\b[Cc]lause\s+(?:on|headed|titled|entitled)\s+["“]?([A-Z][\w'’-]*(?:\s+(?!or\s+the\s+Clause\b)(?:[A-Z][\w'’-]*|and|of|the|to|for|in|on|or|with|by|a|an)){0,8})/g
const TRAILING_SMALL_WORDS = /(?:\s+(?:and|of|the|to|for|in|on|or|with|by|a|an))+$/
// What follows a reference to something outside the document.
const ELSEWHERE =
  /^\)?\s*(?:of|to|under|in)\s+(?!this\b|these\b)(?:the|that|said|an?|such|any|its|his|her|their|[A-Z])/
// "Article 5 of Schedule I", "Entry 63 of": a statute's schedule.
const STATUTE_BEFORE =
  /\b(?:Article|Art\.|Entry|item|Part|paragraph|para|section|s\.)\s*[\w().]+\s+(?:of|in|to)\s+(?:the\s+)?$/i

interface Dangling {
  readonly label: string
  readonly index: number
  count: number
}

function startsAsHeading(headings: readonly string[], wanted: string): boolean {
  return headings.some((h) => h === wanted || wanted.startsWith(`${h} `) || h.startsWith(`${wanted} `))
}

function headingExists(targets: Targets, words: string): boolean {
  const trimmed = words.replace(TRAILING_SMALL_WORDS, '')
  if (startsAsHeading(targets.headings, trimmed.toLowerCase())) return true
  const wanted = normaliseHeading(trimmed)
  return !wanted || startsAsHeading(targets.headings.map(normaliseHeading), wanted)
}

export const crossReferences: Rule = {
  id: 'cross-references',
  title: 'Every clause and schedule referred to exists',
  kind: 'drafting',
  basis: 'Indian Contract Act, 1872 s.29 (agreements uncertain in meaning are void)',
  applies: always,
  check(doc) {
    const text = doc.text
    const targets = targetsOf(doc)
    // Fewer than three numbered lines: the numbering did not survive (a pasted text), so numbers cannot be checked.
    const numbered = targets.numbers.size >= 3
    const dangling = new Map<string, Dangling>()
    const note = (key: string, label: string, index: number) => {
      const seen = dangling.get(key)
      if (seen) seen.count += 1
      else dangling.set(key, { label, index, count: 1 })
    }
    const external = (end: number) => ELSEWHERE.test(text.slice(end, end + 40))

    if (numbered) {
      for (const match of text.matchAll(CLAUSE_REF)) {
        const index = match.index ?? 0
        if (external(index + match[0].length)) continue
        for (const ref of (match[1] ?? '').match(new RegExp(NUMBER, 'g')) ?? []) {
          const number = ref.replace(/\(.*$/, '')
          if (!targets.numbers.has(number)) note(`clause ${number}`, `Clause ${ref}`, index)
        }
      }
    }
    if (targets.headings.length > 0) {
      for (const match of text.matchAll(NAMED_REF)) {
        const words = match[1] ?? ''
        if (!headingExists(targets, words)) {
          const heading = words.replace(TRAILING_SMALL_WORDS, '')
          note(`named ${normaliseHeading(heading)}`, `the Clause on ${heading}`, match.index ?? 0)
        }
      }
    }
    for (const match of text.matchAll(ATTACHMENT_REF)) {
      const index = match.index ?? 0
      if (external(index + match[0].length)) continue
      if (STATUTE_BEFORE.test(text.slice(Math.max(0, index - 40), index))) continue
      const kind = (match[1] ?? '').toLowerCase().replace(/s$|ices$/, (m) => (m === 'ices' ? 'ix' : ''))
      const key = `${kind} ${label(match[2] ?? '')}`
      if (!targets.attachments.has(key)) note(key, `${match[1]} ${match[2]}`, index)
    }

    const findings: Finding[] = []
    for (const { label, index, count } of dangling.values()) {
      const line = lineAt(doc, index)
      findings.push({
        code: 'dangling',
        severity: 'medium',
        message: `${label} is referred to${count > 1 ? ` in ${count} places` : ''}, but the document has no such ${/Clause/.test(label) ? 'clause' : (label.split(' ')[0] ?? '').toLowerCase().replace(/s$/, '')}: the term that depends on it is left uncertain.`,
        fix: `Restore ${label}, or correct the reference${count > 1 ? 's' : ''} to the clause or schedule now meant.`,
        excerpt: excerptAt(doc.lines[line - 1] ?? '', index - (doc.lineStarts[line - 1] ?? 0)),
        line,
      })
    }
    return findings
  },
}
