import type { Severity } from '../types.ts'
import { type Doc, shorten } from '../text.ts'
import { type Finding, type Rule, isTemplate } from './rule.ts'

// Reference §2.8 data processing agreement and §2.0 data protection: DPDP Act 2023 s.8
// (fiduciary's duties, flowed down to the processor by contract), s.9 (children), s.16
// (cross-border), DPDP Rules 2025 (72-hour breach report), CERT-In Directions (6 hours).

interface Duty {
  readonly code: string
  readonly present: RegExp
  readonly severity: Severity
  readonly message: string
  readonly fix: string
  readonly basis: string
}

// A duty to erase or return when the purpose is served or the agreement ends — not a data
// principal's right to ask for erasure, which is a different duty.
const DISPOSE = '(?:eras(?:e|ure)|delet(?:e|ion)|destroy|return)'
const WHEN_DONE =
  "(?:purpose\\s+is\\s+(?:served|fulfilled|achieved)|(?:agreement|contract)\\s+(?:ends|terminates|expires)|termination|expiry|so\\s+instructs|on\\s+(?:the\\s+)?(?:\\w+\\s+)?(?:fiduciary|controller)[’']s\\s+(?:written\\s+)?instructions?)"
const ERASURE = new RegExp(
  `\\b${DISPOSE}\\b[^.]{0,200}\\b${WHEN_DONE}|\\b${WHEN_DONE}\\b[^.]{0,200}\\b${DISPOSE}\\b`,
  'i',
)

const DUTIES: readonly Duty[] = [
  {
    code: 'instructions',
    present:
      /\b(?:documented|written)\s+instructions\b|\bonly\s+on\s+(?:the\s+)?(?:documented\s+|written\s+)?instructions\b|\bonly\s+on\s+(?:the\s+\w+(?:\s+\w+)?['’]s\s+)?behalf\b/i,
    severity: 'medium',
    message: 'The processor is not confined to processing on the data fiduciary’s instructions and behalf.',
    fix: 'Add: the processor processes personal data only on the fiduciary’s documented instructions and only for the stated purpose.',
    basis: 'Digital Personal Data Protection Act, 2023 s.8(1)–(2)',
  },
  {
    code: 'security',
    present: /\b(?:reasonable\s+)?security\s+(?:safeguards|measures)\b|\bencrypt/i,
    severity: 'high',
    message: 'No reasonable security safeguards are required of the processor.',
    fix: 'Require reasonable security safeguards (encryption, access control, logging), with a security-measures annex.',
    basis: 'Digital Personal Data Protection Act, 2023 s.8(5); DPDP Rules, 2025',
  },
  {
    code: 'breach',
    present:
      /\bbreach\b[^.;]{0,200}\b(?:notify|notifies|notified|notification|intimate|intimation|inform|informs|report|reports)\b|\b(?:notify|intimate|inform|report)\b[^.;]{0,120}\bbreach\b/i,
    severity: 'high',
    message:
      'Nothing obliges the processor to notify the fiduciary of a personal data breach, which the fiduciary must report to the Data Protection Board and each affected data principal.',
    fix: 'Require breach notification to the fiduciary within a short fixed window (e.g. 6 hours), so the fiduciary can meet the 72-hour report and CERT-In’s 6 hours.',
    basis:
      'Digital Personal Data Protection Act, 2023 s.8(6); DPDP Rules, 2025 (72 hours); CERT-In Directions, 28 Apr 2022 (6 hours)',
  },
  {
    code: 'erasure',
    present: ERASURE,
    severity: 'high',
    message:
      'No duty to erase (or return) the personal data when the purpose is served or the agreement ends.',
    fix: 'Require the processor to erase or return the personal data (and cause sub-processors to erase it) when the purpose is served, and to certify erasure.',
    basis: 'Digital Personal Data Protection Act, 2023 s.8(7)',
  },
  {
    code: 'sub-processors',
    present: /\bsub-?processors?\b|\bsub-?contract/i,
    severity: 'medium',
    message: 'Sub-processors are not addressed: no approval and no flow-down of these obligations.',
    fix: 'Require the fiduciary’s prior written approval of sub-processors and the same obligations by written contract.',
    basis: 'Digital Personal Data Protection Act, 2023 s.8(2)',
  },
  {
    code: 'principal-rights',
    present: /\bdata\s+principals?['’]?\b[^.]{0,200}\b(?:access|correct|eras|grievance|nominat)|\bgrievance/i,
    severity: 'medium',
    message:
      'No assistance with data principals’ rights (access, correction, erasure, grievance, nomination).',
    fix: 'Require the processor to assist promptly with data principals’ requests and grievances.',
    basis: 'Digital Personal Data Protection Act, 2023 ss.8(9)–(10), 11–14',
  },
  {
    code: 'children',
    present: /\bchild(?:ren)?['’]?s?\b|\bverifiable\s+(?:parental\s+)?consent\b/i,
    severity: 'medium',
    message:
      'Children’s data is not addressed: no verifiable parental consent and no bar on tracking, behavioural monitoring or targeted advertising.',
    fix: 'Add a children’s-data clause: process a child’s data only with verifiable parental consent obtained by the fiduciary, and never for tracking, behavioural monitoring or targeted advertising.',
    basis: 'Digital Personal Data Protection Act, 2023 s.9',
  },
  {
    code: 'cross-border',
    present:
      /\bcross-?border\b|\boutside\s+India\b|\btransfer\b[^.;]{0,60}\b(?:country|countries|territory)\b/i,
    severity: 'low',
    message: 'Transfers of personal data outside India are not addressed.',
    fix: 'Allow transfers outside India only with the fiduciary’s consent and never to a country restricted by notification.',
    basis: 'Digital Personal Data Protection Act, 2023 s.16',
  },
]

const WINDOW = /\bwithin\s+(\d{1,3})\s*(?:\([^)]{0,25}\)\s*)?hours?\b/i

const NOTIFIES =
  /\b(?:notify|notifies|notified|notification|intimate|intimation|inform|informs|report|reports)\b/i

function breachWindow(doc: Doc): Finding | undefined {
  const notices = doc.sentences.filter((s) => /\bbreach\b/i.test(s.text) && NOTIFIES.test(s.text))
  const first = notices[0]
  if (!first) return undefined
  const windows = notices.flatMap((s) => {
    const hours = WINDOW.exec(s.text)
    return hours ? [{ s, hours: Number(hours[1]) }] : []
  })
  if (windows.some((w) => w.hours <= 72)) return undefined
  const late = windows[0]
  return {
    code: 'breach-window',
    severity: 'medium',
    message: late
      ? `The processor has ${late.hours} hours to report a breach — longer than the fiduciary’s own 72 hours.`
      : 'Breach notification is not tied to a fixed window in hours.',
    fix: 'Fix a short window, e.g. "without delay and in any event within 6 hours of becoming aware of it".',
    basis: 'DPDP Rules, 2025 (report within 72 hours); CERT-In Directions, 28 Apr 2022 (6 hours)',
    excerpt: shorten((late?.s ?? first).text),
    line: (late?.s ?? first).line,
  }
}

export const dpdpProcessorDuties: Rule = {
  id: 'dpdp-processor-duties',
  title: 'Data processing agreement carries the DPDP Act duties',
  kind: 'compliance',
  basis: 'Digital Personal Data Protection Act, 2023 ss.8, 9, 16; DPDP Rules, 2025',
  applies: (doc) => isTemplate(doc, 'data-processing'),
  check(doc) {
    const findings: Finding[] = DUTIES.filter((duty) => !duty.present.test(doc.text)).map((duty) => ({
      code: duty.code,
      severity: duty.severity,
      message: duty.message,
      fix: duty.fix,
      basis: duty.basis,
    }))
    if (!findings.some((f) => f.code === 'breach')) {
      const window = breachWindow(doc)
      if (window) findings.push(window)
    }
    return findings
  },
}
