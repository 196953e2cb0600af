import { shorten, splitSentences } from '../text.ts'
import { type Rule, isTemplate } from './rule.ts'

// Reference §2.0 "Labour Codes" (in force 21 Nov 2025): final settlement within 2 working
// days of exit; §2.2 employment contract and termination letter must-haves.

const SETTLEMENT =
  /\bfull\s+and\s+final\s+settlement\b|\bfinal\s+settlement\b|\bsettlement\s+of\s+(?:all\s+)?dues\b|\b(?:wages|dues)\s+(?:and\s+dues\s+)?payable\b[^.;]{0,60}\b(?:last|exit|leaving|termination|cessation)/i
const WITHIN =
  /\bwithin\s+(\d{1,3}|one|two|three|five|seven|ten|fifteen|thirty|forty-five|sixty)\s*(?:\([^)]{0,20}\)\s*)?(working\s+|business\s+|calendar\s+)?(days?|weeks?|months?)\b/i
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  five: 5,
  seven: 7,
  ten: 10,
  fifteen: 15,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
}

export const finalSettlement: Rule = {
  id: 'final-settlement',
  title: 'Final settlement within two working days of exit',
  kind: 'compliance',
  basis:
    'Code on Wages, 2019 (final settlement within 2 working days of exit; Labour Codes in force 21 Nov 2025)',
  applies: (doc) => isTemplate(doc, 'employment-contract', 'termination-letter'),
  check(doc) {
    // The clause as a whole: its heading ("Full and Final Settlement.") is split off as a sentence of its own.
    const clauses = doc.paragraphs.filter((p) => SETTLEMENT.test(p.text))
    if (clauses.length === 0) {
      return [
        {
          code: 'missing',
          severity: 'low',
          message: 'The document does not say when wages and dues are settled on exit.',
          fix: 'Add that all wages and dues are paid within 2 working days of the last day of employment.',
        },
      ]
    }
    const sentences = clauses.flatMap((p) =>
      splitSentences(p.text)
        .filter((text) => /\b(?:wages|salary|dues|settlement|computation)\b/i.test(text))
        .map((text) => ({ text, line: p.line })),
    )
    for (const sentence of sentences) {
      const within = WITHIN.exec(sentence.text)
      if (!within) continue
      const n = /^\d+$/.test(within[1] ?? '')
        ? Number(within[1])
        : (WORDS[(within[1] ?? '').toLowerCase()] ?? 0)
      const unit = (within[3] ?? '').toLowerCase()
      const late = unit.startsWith('day') ? n > 2 : n > 0
      if (!late) continue
      return [
        {
          code: 'late',
          severity: 'medium',
          message: `Dues are to be settled within ${within[0].replace(/^within\s+/i, '')} of exit; the Code on Wages requires final settlement within 2 working days.`,
          fix: 'Change the period to "within 2 (two) working days of the last day of employment".',
          excerpt: shorten(sentence.text),
          line: sentence.line,
        },
      ]
    }
    return []
  },
}
