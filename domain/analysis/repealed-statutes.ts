/**
 * Statutes repealed and re-enacted, and the common sections' new numbers, for the analyser's
 * repealed-law rule. Sources: shared/reference/indian-law.md §2.0 ("Criminal overlay",
 * "Evidence", "Tax renumbering"). Rows marked `verify` rest on the well-known published
 * correspondence tables, not on the reference: the finding asks the reader to confirm them.
 */

export type RepealedActId = 'ipc' | 'crpc' | 'evidence-act' | 'income-tax-1961'

export interface RepealedAct {
  readonly id: RepealedActId
  /** The repealed Act as a citation names it. */
  readonly name: string
  /** Its replacement, in full and abbreviated. */
  readonly replacement: string
  readonly replacementShort: string
  /** The day the replacement came into force, as the finding states it. */
  readonly from: string
  /** Words in a sentence that name the replacement (so the citation is a transition note, not an error). */
  readonly replacementPattern: RegExp
  /** The Act's last section: a larger number next to "IPC" is something else ("IPC 610", a PCB standard). */
  readonly lastSection: number
  /** Where the reference states the repeal. */
  readonly basis: string
}

export const REPEALED_ACTS: Readonly<Record<RepealedActId, RepealedAct>> = {
  ipc: {
    id: 'ipc',
    name: 'Indian Penal Code, 1860',
    replacement: 'Bharatiya Nyaya Sanhita, 2023',
    replacementShort: 'BNS',
    from: '1 July 2024',
    replacementPattern: /\bNyaya\s+Sanhita\b|\bBNS\b/i,
    lastSection: 511,
    basis: 'Bharatiya Nyaya Sanhita, 2023 (in force 1 July 2024), replacing the Indian Penal Code, 1860',
  },
  crpc: {
    id: 'crpc',
    name: 'Code of Criminal Procedure, 1973',
    replacement: 'Bharatiya Nagarik Suraksha Sanhita, 2023',
    replacementShort: 'BNSS',
    from: '1 July 2024',
    replacementPattern: /\bNagarik\s+Suraksha\b|\bBNSS\b/i,
    lastSection: 484,
    // Not in the reference; the BNSS commenced with the BNS and BSA [verify].
    basis:
      'Bharatiya Nagarik Suraksha Sanhita, 2023 (in force 1 July 2024), replacing the Code of Criminal Procedure, 1973',
  },
  'evidence-act': {
    id: 'evidence-act',
    name: 'Indian Evidence Act, 1872',
    replacement: 'Bharatiya Sakshya Adhiniyam, 2023',
    replacementShort: 'BSA',
    from: '1 July 2024',
    replacementPattern: /\bSakshya\s+Adhiniyam\b|\bBSA\b/i,
    lastSection: 167,
    basis:
      'Bharatiya Sakshya Adhiniyam, 2023 (in force 1 July 2024), replacing the Indian Evidence Act, 1872',
  },
  'income-tax-1961': {
    id: 'income-tax-1961',
    name: 'Income-tax Act, 1961',
    replacement: 'Income-tax Act, 2025',
    replacementShort: 'ITA 2025',
    from: '1 April 2026',
    replacementPattern: /\bIncome[-\s]?tax\s+Act,?\s*2025\b|\bITA,?\s*2025\b/i,
    lastSection: 298,
    basis:
      'Income-tax Act, 2025 (in force 1 April 2026), replacing the Income-tax Act, 1961: cite the new sections, the old ones in brackets for transition (reference §2.0)',
  },
}

export interface SectionCorrespondence {
  readonly act: Exclude<RepealedActId, 'income-tax-1961'>
  /** The old section, normalised ("65B", "120B", "156(3)"). */
  readonly old: string
  readonly current: string
  readonly subject: string
  /** Not stated in the reference: confirm against the official correspondence table. */
  readonly verify?: true
}

/** Common sections only; a section not listed is flagged with the replacement Act alone. */
export const SECTION_CORRESPONDENCE: readonly SectionCorrespondence[] = [
  // Reference §2.0 "Criminal overlay": s.316 (old 405/406), s.318 (old 415/420).
  { act: 'ipc', old: '405', current: '316', subject: 'criminal breach of trust' },
  { act: 'ipc', old: '406', current: '316', subject: 'criminal breach of trust' },
  { act: 'ipc', old: '415', current: '318', subject: 'cheating' },
  { act: 'ipc', old: '420', current: '318', subject: 'cheating' },
  // Reference: "s.336 ff. forgery (old 463–465) [verify forgery numbering]".
  { act: 'ipc', old: '463', current: '336', subject: 'forgery', verify: true },
  { act: 'ipc', old: '464', current: '335', subject: 'making a false document', verify: true },
  { act: 'ipc', old: '465', current: '336', subject: 'forgery', verify: true },
  {
    act: 'ipc',
    old: '409',
    current: '316',
    subject: 'criminal breach of trust by a banker or agent',
    verify: true,
  },
  { act: 'ipc', old: '120B', current: '61', subject: 'criminal conspiracy', verify: true },
  { act: 'ipc', old: '499', current: '356', subject: 'defamation', verify: true },
  { act: 'ipc', old: '500', current: '356', subject: 'defamation', verify: true },
  { act: 'ipc', old: '506', current: '351', subject: 'criminal intimidation', verify: true },
  // Not in the reference: the well-known BNSS correspondence [verify].
  { act: 'crpc', old: '154', current: '173', subject: 'first information report', verify: true },
  { act: 'crpc', old: '156(3)', current: '175(3)', subject: 'order to investigate', verify: true },
  { act: 'crpc', old: '200', current: '223', subject: 'complaint to a magistrate', verify: true },
  { act: 'crpc', old: '438', current: '482', subject: 'anticipatory bail', verify: true },
  { act: 'crpc', old: '482', current: '528', subject: "the High Court's inherent powers", verify: true },
  // Reference §2.0 "Evidence": s.63 (old 65B), s.67 (old 68), s.68 (old 69), s.84 (old 85).
  { act: 'evidence-act', old: '65B', current: '63', subject: 'electronic records' },
  { act: 'evidence-act', old: '68', current: '67', subject: 'proof of a document required to be attested' },
  { act: 'evidence-act', old: '69', current: '68', subject: 'proof where no attesting witness is found' },
  { act: 'evidence-act', old: '85', current: '84', subject: 'presumption for powers of attorney' },
]

const BY_SECTION = new Map(SECTION_CORRESPONDENCE.map((row) => [`${row.act}:${row.old}`, row]))

/** The current section for an old one, trying "156(3)" before "156". */
export function correspondingSection(act: RepealedActId, old: string): SectionCorrespondence | undefined {
  return BY_SECTION.get(`${act}:${old}`) ?? BY_SECTION.get(`${act}:${old.replace(/\(.*$/, '')}`)
}
