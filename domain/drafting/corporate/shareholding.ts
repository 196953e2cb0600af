import { entityKind } from '../parties.ts'

/**
 * "Affiliate" for the lock-in's permitted transfers, following the shareholders' kinds: a body
 * corporate's group, or a company an individual owns with the immediate family (an individual
 * has no group). Names not read: both limbs.
 */
export function affiliateDefinition(names: readonly string[]): string {
  const kinds = names.map(entityKind)
  const individual =
    'in relation to a Shareholder who is an individual, a company or limited liability partnership wholly owned by that Shareholder, alone or together with his or her spouse, children or parents'
  const organisation =
    'in relation to a Shareholder that is a company, limited liability partnership or firm, a person that controls, is controlled by or is under common control with it, "control" meaning the holding of more than half of the voting rights or the right to appoint a majority of the directors or partners'
  const limbs = [
    (names.length === 0 || kinds.includes('individual')) && individual,
    (names.length === 0 || kinds.some((k) => k !== 'individual')) && organisation,
  ].filter((limb): limb is string => typeof limb === 'string')
  return limbs.join('; and ')
}

/** One shareholder's line as given: "Arjun Rao – 7,000 equity shares (70%)". */
const HOLDING =
  /^(?<name>[^–—:-]+?)\s*(?:[–—:]|\s-)\s*(?<number>\d[\d,]*)\s+(?<kind>equity|preference)?\s*shares?\s*(?:\(\s*(?<percent>\d+(?:\.\d+)?)\s*%\s*\))?\.?$/iu

/**
 * Schedule I as one numbered line per shareholder (name, number, class, percentage) when every
 * entry of the list reads so; otherwise the list as the user gave it.
 */
export function shareholdingLines(text: string): string[] {
  const entries = text
    .split(/\s*(?:;|\n)\s*/)
    .map((entry) => entry.trim())
    .filter(Boolean)
  const rows = entries.map((entry) => HOLDING.exec(entry)?.groups)
  if (entries.length < 2 || rows.some((row) => !row)) return [text]
  return rows.map((row, i) => {
    // The class only as given: "shares" alone does not say equity or preference.
    const kind = row?.kind ? `${row.kind.toLowerCase()} ` : ''
    const percent = row?.percent ? ` (${row.percent}%)` : ''
    return `${i + 1}. ${row?.name?.trim() ?? ''}: ${row?.number ?? ''} ${kind}shares${percent}.`
  })
}
