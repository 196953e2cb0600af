import type { TemplateId } from '#domain/catalogue/index.ts'
import type { Doc } from '../text.ts'
import { type Finding, type Rule, isTemplate } from './rule.ts'

// Execution formalities of the reference: attestation (ISA s.63 will; TPA s.123 gift,
// s.59 mortgage). Electronic execution is in electronic-execution.ts.

export const ATTESTED: Partial<Record<TemplateId, { readonly instrument: string; readonly basis: string }>> =
  {
    'will-testament': { instrument: 'A will', basis: 'Indian Succession Act, 1925 s.63' },
    'gift-deed': {
      instrument: 'A gift of immovable property',
      basis: 'Transfer of Property Act, 1882 s.123',
    },
    'mortgage-agreement': {
      instrument: 'A mortgage securing ₹100 or more',
      basis: 'Transfer of Property Act, 1882 s.59',
    },
  }

// The clause by which the witnesses record that they saw the executant sign; it proves the
// attestation (BSA 2023 ss.67–68) — the witnesses' signatures are what s.63 / s.123 require.
const ATTESTATION_CLAUSE =
  /^\s*ATTESTATION\s*$|\bin\s+(?:our|the)\s+(?:joint\s+)?presence\b|\battested\s+by\b|\bas\s+(?:an\s+)?attesting\s+witness(?:es)?\b/im
const WITNESS_HEADING = /^\s*(?:WITNESS(?:ES)?|ATTESTING\s+WITNESSES|IN\s+THE\s+PRESENCE\s+OF)\s*:?\s*$/i
const WITNESS_LABEL = /^\s*Witness\s*(?:No\.?\s*)?(\d+)\b/gim

/** Witness blocks: numbered entries under a "WITNESSES" heading, or "Witness 1", "Witness No. 2" labels. */
export function witnessCount(doc: Doc): number {
  let numbered = 0
  let inSection = false
  for (const line of doc.lines) {
    if (WITNESS_HEADING.test(line)) {
      inSection = true
      continue
    }
    if (!inSection) continue
    if (/^\s*\d+\s*[.)]\s*\S/.test(line)) numbered += 1
    else if (/^[A-Z][A-Z0-9 ,'’—–-]{6,}$/.test(line.trim()) && !/^\s*(?:NAME|SIGNATURE|ADDRESS)\b/.test(line))
      inSection = false
  }
  const labels = new Set([...doc.text.matchAll(WITNESS_LABEL)].map((m) => m[1]))
  return Math.max(numbered, labels.size)
}

export const attestation: Rule = {
  id: 'attestation',
  title: 'Attested by two witnesses where the law requires it',
  kind: 'compliance',
  basis: 'Indian Succession Act, 1925 s.63; Transfer of Property Act, 1882 ss.59, 123',
  applies: (doc) => doc.templateId !== undefined && ATTESTED[doc.templateId] !== undefined,
  check(doc) {
    const need = doc.templateId ? ATTESTED[doc.templateId] : undefined
    if (!need) return []
    if (
      isTemplate(doc, 'mortgage-agreement') &&
      /\bby\s+(?:way\s+of\s+)?deposit\s+of\s+title\s+deeds\b/i.test(doc.text)
    )
      return []
    const findings: Finding[] = []
    if (!ATTESTATION_CLAUSE.test(doc.text)) {
      findings.push({
        code: 'no-attestation',
        severity: 'medium',
        message: `${need.instrument} must be attested, and the document has no attestation clause recording that the witnesses saw the executant sign.`,
        fix: 'Add an attestation clause: "signed by the executant in our presence, and we have each signed as attesting witnesses in the executant’s presence".',
        basis: need.basis,
      })
    }
    const witnesses = witnessCount(doc)
    if (witnesses < 2) {
      findings.push({
        code: 'witnesses',
        severity: 'high',
        message: `${need.instrument} must be attested by at least two witnesses; the document provides for ${witnesses === 0 ? 'none' : 'only one'}.`,
        fix: 'Provide signature, name and address blocks for two attesting witnesses, each of whom sees the executant sign.',
        basis: need.basis,
      })
    }
    if (
      isTemplate(doc, 'will-testament') &&
      !/\bbeneficiar[^.]{0,120}\bwitness|\bwitness[^.]{0,120}\bbeneficiar/i.test(doc.text)
    ) {
      findings.push({
        code: 'witness-beneficiary',
        severity: 'low',
        message:
          'Nothing warns that a beneficiary (or a beneficiary’s spouse) must not attest: a bequest to an attesting witness is void.',
        fix: 'State that no attesting witness, nor the spouse of one, is a beneficiary under the will.',
        basis: 'Indian Succession Act, 1925 s.67',
      })
    }
    return findings
  },
}
