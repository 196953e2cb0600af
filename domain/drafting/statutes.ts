import type { StatuteCitation } from './types.ts'

// Short titles as the reference (shared/reference/indian-law.md) cites them. One constant per
// statute so a typo cannot produce two spellings of the same Act.
export const ACT = {
  contract: 'Indian Contract Act, 1872',
  specificRelief: 'Specific Relief Act, 1963',
  arbitration: 'Arbitration and Conciliation Act, 1996',
  stamp: 'Indian Stamp Act, 1899',
  registration: 'Registration Act, 1908',
  it: 'Information Technology Act, 2000',
  evidence: 'Bharatiya Sakshya Adhiniyam, 2023',
  limitation: 'Limitation Act, 1963',
  companies: 'Companies Act, 2013',
  llp: 'Limited Liability Partnership Act, 2008',
  partnership: 'Indian Partnership Act, 1932',
  fema: 'Foreign Exchange Management Act, 1999',
  competition: 'Competition Act, 2002',
  incomeTax: 'Income-tax Act, 2025',
  cgst: 'Central Goods and Services Tax Act, 2017',
  msmed: 'Micro, Small and Medium Enterprises Development Act, 2006',
  dpdp: 'Digital Personal Data Protection Act, 2023',
  wages: 'Code on Wages, 2019',
  industrialRelations: 'Industrial Relations Code, 2020',
  socialSecurity: 'Code on Social Security, 2020',
  osh: 'Occupational Safety, Health and Working Conditions Code, 2020',
  posh: 'Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013',
  copyright: 'Copyright Act, 1957',
  trademarks: 'Trade Marks Act, 1999',
  patents: 'Patents Act, 1970',
  easements: 'Indian Easements Act, 1882',
  tpa: 'Transfer of Property Act, 1882',
  rera: 'Real Estate (Regulation and Development) Act, 2016',
  sarfaesi:
    'Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002',
  saleOfGoods: 'Sale of Goods Act, 1930',
  motorVehicles: 'Motor Vehicles Act, 1988',
  consumer: 'Consumer Protection Act, 2019',
  legalMetrology: 'Legal Metrology Act, 2009',
  negotiableInstruments: 'Negotiable Instruments Act, 1881',
  usuriousLoans: 'Usurious Loans Act, 1918',
  interest: 'Interest Act, 1978',
  succession: 'Indian Succession Act, 1925',
  hinduSuccession: 'Hindu Succession Act, 1956',
  guardianship: 'Hindu Minority and Guardianship Act, 1956',
  powersOfAttorney: 'Powers of Attorney Act, 1882',
  notaries: 'Notaries Act, 1952',
  bns: 'Bharatiya Nyaya Sanhita, 2023',
  mrca: 'Maharashtra Rent Control Act, 1999',
  corruption: 'Prevention of Corruption Act, 1988',
  majority: 'Indian Majority Act, 1875',
  mediation: 'Mediation Act, 2023',
  legalServices: 'Legal Services Authorities Act, 1987',
} as const

export type ActName = (typeof ACT)[keyof typeof ACT]

export function cite(name: ActName, provisions?: string): StatuteCitation {
  return provisions ? { name, provisions } : { name }
}

/** "the Indian Contract Act, 1872, the …" for a governing-law clause (with provisions when asked). */
export function listStatutes(statutes: readonly StatuteCitation[], withProvisions = true): string {
  const names = statutes.map((s) =>
    withProvisions && s.provisions ? `the ${s.name} (${s.provisions})` : `the ${s.name}`,
  )
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}

/**
 * A provision of the Income-tax Act, 2025 as reference §2.0 "Tax renumbering" asks: the new
 * section where reported (TDS consolidated as s.393), the 1961 one in brackets; the numbers
 * are to be verified, so the caller raises a review flag (see `Draft.incomeTax`), not a note in the text.
 */
export function incomeTaxProvision(old: string, current?: string): string {
  const plural = /,| and | or /.test(old) ? 's' : ''
  return current
    ? `section ${current} of the ${ACT.incomeTax} (formerly section${plural} ${old} of the Income-tax Act, 1961)`
    : `the provision of the ${ACT.incomeTax} that replaces section${plural} ${old} of the Income-tax Act, 1961`
}
