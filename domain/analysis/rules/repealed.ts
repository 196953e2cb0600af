import {
  REPEALED_ACTS,
  type RepealedActId,
  type SectionCorrespondence,
  correspondingSection,
} from '../repealed-statutes.ts'
import { type Sentence, excerptAt } from '../text.ts'
import { type Finding, type Rule, always } from './rule.ts'

// Reference §2.0 "Criminal overlay", "Evidence", "Tax renumbering": the IPC, CrPC and Evidence
// Act gave way to the BNS, BNSS and BSA on 1 July 2024; the Income-tax Act 1961 to the 2025 Act
// on 1 April 2026. A citation that is historical (see `historical`) is left alone.

const HINT = /Penal|\bIPC\b|Criminal|Cr\.?\s?P\.?\s?C|Evidence|1961/i
// Once over the whole text first: most documents cite none of these.
const ANY = /[Pp]enal|PENAL|IPC|I\.P\.C|[Cc]riminal|CRIMINAL|Cr\.?\s?P\.?\s?C|CrPC|[Ee]vidence|EVIDENCE|1961/

const CITATIONS: readonly (readonly [RepealedActId, RegExp])[] = [
  // "IPC" alone only as a citation: with a section next to it or as "the IPC".
  [
    'ipc',
    /\bIndian\s+Penal\s+Code(?:,?\s*(?:of\s+)?1860)?|\b(?:the\s+)?I\.?P\.?C\.?(?=[\s,;:)]|$)(?:,?\s*1860)?/gi,
  ],
  [
    'crpc',
    /\bCode\s+of\s+Criminal\s+Procedure(?:,?\s*(?:of\s+)?1973)?|\bCriminal\s+Procedure\s+Code(?:,?\s*1973)?|\bCr\.?\s?P\.?\s?C\b\.?(?:,?\s*1973)?/gi,
  ],
  // The Bankers' Books Evidence Act, 1891 is still in force.
  ['evidence-act', /(?<!Books['’]?\s)\b(?:Indian\s+)?Evidence\s+Act(?:,?\s*(?:of\s+)?1872)?/gi],
  ['income-tax-1961', /\b(?:Income[-\s]?tax|I\.?\s?T\.?)\s+Act,?\s*(?:of\s+)?1961\b/gi],
]

// Case-sensitive: "420 of" must not read as section "420O".
const SECTION = String.raw`\d{1,3}\s?-?[A-Z]{0,2}(?:\(\d{1,2}\))?(?![a-z])`
const LIST = String.raw`(${SECTION}(?:\s*(?:,|\/|&|and|or|r\/w|read\s+with)\s*${SECTION})*)`
// Sections cited before the Act ("ss.406 and 420 of the IPC", "u/s 65-B Evidence Act"), bare
// only right before it ("406/420 IPC"), or after it ("IPC 420", "IPC s.406").
const SECTIONS_BEFORE = new RegExp(
  String.raw`(?:[Ss]ections?|[Ss]ecs?\.?|[Ss]s?\.|[Uu]\/[Ss]\.?)\s*${LIST}\s*(?:of\s+(?:the\s+)?|under\s+(?:the\s+)?)?$`,
)
const BARE_BEFORE = new RegExp(String.raw`(?<![\w.])${LIST}\s+$`)
const SECTION_AFTER = new RegExp(
  String.raw`^\s*(?:,\s*)?(?:[Ss]\.|[Ss]s\.|[Ss]ections?|[Ss]ec\.?)?\s*(${SECTION})`,
)

function sectionsAround(text: string, start: number, end: number): string[] {
  const window = text.slice(Math.max(0, start - 60), start)
  const before = SECTIONS_BEFORE.exec(window)?.[1] ?? BARE_BEFORE.exec(window)?.[1]
  const after = SECTION_AFTER.exec(text.slice(end, end + 20))?.[1]
  const raw = before ?? after ?? ''
  return [...raw.matchAll(new RegExp(SECTION, 'g'))].map((m) => m[0].replace(/[\s-]/g, '').toUpperCase())
}

// Historical: the sentence says so ("formerly", "as it stood before 1 July 2024"), or dates
// what it describes before the new Act began ("FIR No. 12 of 2023", "assessment year 2025-26").
const SAYS_HISTORICAL =
  /\b(?:formerly|erstwhile|since\s+repealed|repealed|old\s+(?:section|provision|Act|Code|law)|then\s+in\s+force|as\s+(?:it\s+|they\s+)?(?:then\s+)?stood|corresponding|replaced|predecessor)\b/i
const ACT_YEAR = /(?:Act|Code|Procedure|Sanhita|Adhiniyam|Rules|Regulations|Ordinance),?\s*(?:of\s+)?$/i
const YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/g

function historical(text: string, act: RepealedActId): boolean {
  const info = REPEALED_ACTS[act]
  if (SAYS_HISTORICAL.test(text) || info.replacementPattern.test(text)) return true
  const startYear = Number(info.from.slice(-4))
  if (
    new RegExp(String.raw`\b(?:before|prior\s+to|until|till|up\s+to)\b[^.;]{0,25}\b${startYear}\b`, 'i').test(
      text,
    )
  )
    return true
  for (const match of text.matchAll(YEAR)) {
    const index = match.index ?? 0
    if (ACT_YEAR.test(text.slice(Math.max(0, index - 20), index))) continue
    if (Number(match[1]) < startYear) return true
  }
  return false
}

function describe(
  act: RepealedActId,
  sections: readonly string[],
): { cited: string; now: string; verify: boolean } {
  const info = REPEALED_ACTS[act]
  const rows = sections.map((s) => ({ old: s, row: correspondingSection(act, s) }))
  const cited =
    sections.length > 0
      ? `section${sections.length > 1 ? 's' : ''} ${sections.join(', ')} of the ${info.name}`
      : `the ${info.name}`
  const mapped = rows.filter((r): r is { old: string; row: SectionCorrespondence } => r.row !== undefined)
  const now =
    mapped.length > 0
      ? mapped
          .map((r) => `s.${r.old} → ${info.replacementShort} s.${r.row.current} (${r.row.subject})`)
          .join('; ')
      : `the corresponding provision of the ${info.replacement}`
  return { cited, now, verify: mapped.some((r) => r.row.verify) }
}

function finding(
  act: RepealedActId,
  sentence: Sentence,
  index: number,
  sections: readonly string[],
): Finding {
  const info = REPEALED_ACTS[act]
  const { cited, now, verify } = describe(act, sections)
  const check = verify ? ' Check the new section against the official correspondence table.' : ''
  const message =
    act === 'income-tax-1961'
      ? `The document cites ${cited} without the ${info.replacement}, which replaced it from ${info.from}.`
      : `The document cites ${cited} as law in force; it was repealed and replaced by the ${info.replacement} from ${info.from}. Now: ${now}.${check}`
  const fix =
    act === 'income-tax-1961'
      ? `Cite the ${info.replacement} and its section, keeping the 1961 section in brackets for the transition.`
      : `Cite the ${info.replacement} (${now}); cite the repealed Act only for acts done before ${info.from}, and say so.`
  return {
    code: act,
    severity: 'medium',
    message,
    fix,
    basis: info.basis,
    excerpt: excerptAt(sentence.text, index),
    line: sentence.line,
  }
}

export const repealedLaw: Rule = {
  id: 'repealed-law',
  title: 'No repealed statute cited as current',
  kind: 'compliance',
  basis:
    'Bharatiya Nyaya Sanhita, Bharatiya Nagarik Suraksha Sanhita and Bharatiya Sakshya Adhiniyam, 2023 (from 1 July 2024); Income-tax Act, 2025 (from 1 April 2026)',
  applies: always,
  check(doc) {
    if (!ANY.test(doc.text)) return []
    const findings: Finding[] = []
    for (const sentence of doc.sentences) {
      const text = sentence.text
      if (!HINT.test(text)) continue
      for (const [act, pattern] of CITATIONS) {
        pattern.lastIndex = 0
        const matches = [...text.matchAll(pattern)]
        if (matches.length === 0 || historical(text, act)) continue
        const last = REPEALED_ACTS[act].lastSection
        const cited = matches
          .map((m) => ({ m, around: sectionsAround(text, m.index ?? 0, (m.index ?? 0) + m[0].length) }))
          .map(({ m, around }) => ({ m, around, sections: around.filter((s) => parseInt(s, 10) <= last) }))
          .filter(({ around, sections }) => around.length === 0 || sections.length > 0)
          // A bare "IPC" counts only next to a section number or as "the IPC".
          .filter(
            ({ m, sections }) =>
              act !== 'ipc' || /Penal/i.test(m[0]) || sections.length > 0 || /^the\s/i.test(m[0]),
          )
        const first = cited[0]
        if (!first) continue
        const sections = [...new Set(cited.flatMap((c) => c.sections))]
        findings.push(finding(act, sentence, first.m.index ?? 0, sections))
      }
    }
    return findings
  },
}
