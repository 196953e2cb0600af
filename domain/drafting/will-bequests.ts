import type { Draft } from './draft.ts'

// Turns the user's bequest line into numbered bequests in the Will's own words (issue 18 class 6):
// each beneficiary identified, co-beneficiaries' tenure said, first-person lines kept as a schedule.

interface Beneficiary {
  name: string
  relationship?: string
}

interface Bequest {
  beneficiaries: Beneficiary[]
  asset: string
  shares?: string
  jointly: boolean
}

const SEPARATOR = /\s+[–—-]\s+|:\s+/
const FIRST_PERSON = /\b(?:my|mine|me|our|i)\b/i

function parseBeneficiary(text: string): Beneficiary {
  const match = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(text.trim())
  return match ? { name: match[1] ?? '', relationship: match[2] } : { name: text.trim() }
}

function parseBequest(line: string): Bequest | undefined {
  const parts = line.split(SEPARATOR)
  if (parts.length !== 2) return undefined
  const [who = '', what = ''] = parts
  const names = who.split(/\s*,\s*|\s+and\s+|\s*&\s*/).filter(Boolean)
  if (names.length === 0 || names.some((n) => FIRST_PERSON.test(n))) return undefined
  const jointly = /\bjointly\b|joint tenants/i.test(what)
  const shares = /\b(?:in\s+)?(?:the\s+)?(?:ratio\s+[\d:\s]+|\d+\s*%[^;]*|equal shares)\b/i.exec(what)
  const asset = what
    .replace(/\s*\b(?:in\s+equal\s+shares|equally|jointly|as joint tenants)\b/gi, '')
    .replace(/\s*\bin\s+the\s+ratio\s+[\d:\s]+/gi, '')
    .trim()
  const given = shares && !/equal shares/i.test(shares[0]) ? shares[0].trim() : undefined
  return { beneficiaries: names.map(parseBeneficiary), asset, shares: given, jointly }
}

/** The bequests parsed from the user's line, or undefined when it is not in "names – asset" form. */
export function parseBequests(text: string): Bequest[] | undefined {
  const lines = text
    .replace(/\.$/, '')
    .split(/\s*;\s*/)
    .filter(Boolean)
  const bequests = lines.map(parseBequest)
  return bequests.every((b): b is Bequest => b !== undefined) ? bequests : undefined
}

function identify(d: Draft, b: Beneficiary): string {
  const id = `beneficiary-${b.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  const relationship = b.relationship
    ? `my ${b.relationship}`
    : d.tbc(
        `${id}-relationship`,
        `relationship of ${b.name} to the Testator`,
        `The relationship of ${b.name} to the testator is not among the details given.`,
      )
  const particular = d.tbc(
    `${id}-particulars`,
    `age and address (or ID) of ${b.name}`,
    `${b.name} is named but not identified: add age and address or an identity document number, so the Executor can find the right person.`,
  )
  return `${b.name}, ${relationship}, ${particular}`
}

function tenure(b: Bequest): string {
  if (b.beneficiaries.length < 2) return ''
  if (b.jointly)
    return ' as joint tenants, so that on the death of one of them the survivor or survivors take the whole'
  if (b.shares) return ` as tenants in common, ${b.shares}`
  return ' in equal shares as tenants in common'
}

/**
 * The operative bequest clauses; a schedule quoting the testator's own instruction only when
 * it could not be set out beneficiary by beneficiary — two versions of the bequests in one
 * will would invite a dispute about which governs.
 */
export function willBequests(d: Draft): {
  clauses: { id: string; heading: string; text: string }[]
  schedule: string | null
} {
  const raw = d.text('beneficiaries')
  const bequests = parseBequests(raw)
  const quoted = `The Testator's instruction, as given: "${raw.replace(/\.$/, '')}."`
  if (!bequests) {
    d.flag(
      'bequests-as-instruction',
      "The bequests were given in the testator's own words and could not be set out beneficiary by beneficiary: rewrite Schedule II as numbered bequests naming each beneficiary (with relationship and an identifying particular), the asset, and how co-beneficiaries take.",
      'beneficiaries',
    )
    return {
      clauses: [
        {
          id: 'specific-bequest-1',
          heading: 'Specific Bequests',
          text: `I give, devise and bequeath my assets as set out in my instruction quoted in Schedule II, each beneficiary named there being ${d.tbc('beneficiaries-identified', 'full name, relationship to the Testator and age and address of each beneficiary', 'The beneficiaries are not named and identified in the details given.')}, and where an asset is given to two or more beneficiaries, they take it in equal shares as tenants in common.`,
        },
      ],
      schedule: quoted,
    }
  }
  return {
    clauses: bequests.map((b, i) => ({
      id: `specific-bequest-${i + 1}`,
      heading: i === 0 ? 'Specific Bequests' : `Specific Bequest ${i + 1}`,
      text: `I give, devise and bequeath ${b.asset.replace(/^(?:the|all)\s+/i, (m) => m.toLowerCase())} to ${b.beneficiaries.map((x) => identify(d, x)).join(' and ')}${tenure(b)}.`,
    })),
    schedule: null,
  }
}
