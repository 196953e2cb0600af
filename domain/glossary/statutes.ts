// The Indian statutes the glossary and the clause library may cite, named once so that a
// citation can only name an Act that shared/reference/indian-law.md actually relies on.
// Section numbers live in the citing text, and only those the reference gives are used.
export const ACT = {
  contract: 'Indian Contract Act 1872',
  specificRelief: 'Specific Relief Act 1963',
  arbitration: 'Arbitration and Conciliation Act 1996',
  mediation: 'Mediation Act 2023',
  civilProcedure: 'Code of Civil Procedure 1908',
  limitation: 'Limitation Act 1963',
  informationTechnology: 'Information Technology Act 2000',
  transferOfProperty: 'Transfer of Property Act 1882',
  stamp: 'Indian Stamp Act 1899',
  registration: 'Registration Act 1908',
  succession: 'Indian Succession Act 1925',
  hinduSuccession: 'Hindu Succession Act 1956',
  minorityGuardianship: 'Hindu Minority and Guardianship Act 1956',
  notaries: 'Notaries Act 1952',
  powersOfAttorney: 'Powers of Attorney Act 1882',
  easements: 'Indian Easements Act 1882',
  maharashtraRentControl: 'Maharashtra Rent Control Act 1999',
  modelTenancy: 'Model Tenancy Act 2021',
  realEstate: 'Real Estate (Regulation and Development) Act 2016',
  saleOfGoods: 'Sale of Goods Act 1930',
  sarfaesi: 'SARFAESI Act 2002',
  insolvency: 'Insolvency and Bankruptcy Code 2016',
  companies: 'Companies Act 2013',
  partnership: 'Indian Partnership Act 1932',
  copyright: 'Copyright Act 1957',
  tradeMarks: 'Trade Marks Act 1999',
  patents: 'Patents Act 1970',
  dataProtection: 'Digital Personal Data Protection Act 2023',
  socialSecurity: 'Code on Social Security 2020',
  industrialRelations: 'Industrial Relations Code 2020',
  wages: 'Code on Wages 2019',
  nyayaSanhita: 'Bharatiya Nyaya Sanhita 2023',
  sakshya: 'Bharatiya Sakshya Adhiniyam 2023',
  competition: 'Competition Act 2002',
  msmed: 'Micro, Small and Medium Enterprises Development Act 2006',
  foreignExchange: 'Foreign Exchange Management Act 1999',
  incomeTax: 'Income-tax Act 2025',
} as const

export type StatuteName = (typeof ACT)[keyof typeof ACT]

export const STATUTES: readonly StatuteName[] = Object.values(ACT)

/**
 * Names above that are not enacted law: the Model Tenancy Act 2021 is a template binding only
 * where a State adopts it (shared/reference/indian-law.md), so it is cited but no statute.
 */
export const MODEL_LAWS: readonly StatuteName[] = [ACT.modelTenancy]

/** An Act, optionally followed by sections or a note: "Indian Contract Act 1872, s.27". */
export type Citation = StatuteName | `${StatuteName}, ${string}` | `${StatuteName} (${string})`
