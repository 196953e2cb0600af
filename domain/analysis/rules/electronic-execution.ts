import { getTemplate } from '#domain/catalogue/index.ts'
import { templateChecklist } from '../formalities.ts'
import { type Doc, affirms, shorten } from '../text.ts'
import { ATTESTED } from './execution.ts'
import { type Finding, type Rule, isTemplate } from './rule.ts'

// Reference §2.0 "Electronic execution": IT Act s.1(4) and First Schedule exclude wills and
// (most) powers of attorney; immovable-property contracts were omitted in Oct 2022 [verify], but
// registration still needs the executants' appearance in most States and attestation needs
// witnesses who see the executant sign. Which instruments forbid e-signature is not listed here:
// the drafting engine's execution checklist for the template says so ("not permitted").

// An e-signature, electronic execution, or counterparts exchanged electronically (a scan is not execution).
const E_SIGN =
  /\belectronic(?:ally)?\s+(?:sign|execut)|\be-?sign(?:ature|ed|ing)?\b|\bdigital(?:ly)?\s+sign|\b(?:signed|executed)\s+electronically\b|\bby\s+electronic\s+means\b|\bDocuSign\b|\bcounterparts?\b[^.;]{0,120}\b(?:by\s+e-?mail|PDF|scanned|electronic(?:ally)?)\b/i

/** The document's own checklist when it has one, else the one the template drafts. */
function checklistFor(doc: Doc) {
  return doc.checklist ?? (doc.templateId !== undefined ? templateChecklist(doc.templateId) : undefined)
}

function eSignForbidden(doc: Doc): boolean {
  return doc.templateId !== undefined && checklistFor(doc)?.eSignature.permitted === false
}

/** Why an instrument other than a will or power of attorney must be signed in person, from its checklist. */
function inPerson(doc: Doc): { readonly why: string; readonly basis: string } {
  const id = doc.templateId
  const checklist = checklistFor(doc)
  const attested = id ? ATTESTED[id] : undefined
  const reasons: string[] = []
  const bases: string[] = []
  if (checklist?.registration.status === 'compulsory') {
    reasons.push('registered by the executants appearing before the Sub-Registrar')
    bases.push('Registration Act, 1908 ss.17, 32–34, 49')
  }
  if (attested) {
    reasons.push('attested by two witnesses who see the executant sign')
    bases.push(attested.basis)
  }
  bases.push('IT Act, 2000 s.1(4), First Schedule (immovable-property contracts omitted Oct 2022 [verify])')
  return { why: reasons.join(' and ') || 'signed in ink', basis: bases.join('; ') }
}

export const electronicExecution: Rule = {
  id: 'electronic-execution',
  title: 'No electronic execution of an instrument that must be signed in ink',
  kind: 'compliance',
  basis: 'Information Technology Act, 2000 s.1(4) and First Schedule; Registration Act, 1908 ss.32–34',
  applies: eSignForbidden,
  check(doc) {
    const sentence = doc.sentences.find((s) => affirms(s.text, E_SIGN))
    if (!sentence || !doc.templateId) return []
    const at = { excerpt: shorten(sentence.text), line: sentence.line }
    if (isTemplate(doc, 'will-testament')) {
      return [
        {
          code: 'will',
          severity: 'high',
          message:
            'The will provides for electronic signature, but the IT Act does not apply to wills: an e-signed will is not validly executed.',
          fix: 'Require a wet-ink signature of the testator and of the two attesting witnesses.',
          ...at,
        },
      ]
    }
    if (isTemplate(doc, 'power-of-attorney')) {
      // Medium: the Oct 2022 carve-out lets a power in favour of a regulated entity be e-signed.
      return [
        {
          code: 'power-of-attorney',
          severity: 'medium',
          message:
            'The power of attorney provides for electronic signature; powers of attorney are excluded from the IT Act except those in favour of entities regulated by RBI, NHB, SEBI, IRDAI or PFRDA (Oct 2022).',
          fix: 'Require a wet-ink signature (and notarisation or authentication where it will be used for registration).',
          ...at,
        },
      ]
    }
    // Registration compulsory: high, and a void clause for the compliance cap — a deed e-signed
    // under this clause cannot be registered, and unregistered it does not affect the property
    // (s.49). Attestation only (a gift of movables may also be made by delivery, TPA s.123): medium.
    const { why, basis } = inPerson(doc)
    const registrable = checklistFor(doc)?.registration.status === 'compulsory'
    const finding: Finding = {
      code: registrable ? 'in-person' : 'attestation',
      severity: registrable ? 'high' : 'medium',
      message: `The ${getTemplate(doc.templateId).name.toLowerCase()} provides for electronic signature, but it must be ${why}; its execution checklist says e-signature is not permitted. Executed under this clause, it may not take effect.`,
      fix: 'Delete the electronic-signature wording: the executants sign in wet ink before the witnesses and appear in person for registration.',
      basis,
      ...at,
    }
    return [finding]
  },
}
