import type { Draft } from './draft.ts'

// The survey or CTS number and the area, as a description gives them: "CTS No. 1187",
// "Survey No. 234/2", "S.No. 112/4", "Khasra No. 45"; "carpet area 780 sq. ft.", "1,200 sq ft".
const PARCEL_NUMBER =
  /\b(?:(?:CTS|C\.T\.S\.|R\.?S\.?|Survey|Khasra|Khata|Gat|Patta)\s*(?:No\.?|Number)|S\.\s?No\.?|Sy\.\s?No\.?)\s*\d[\w/.-]*[\w]/i
const AREA =
  /\b(?:(?:carpet|built-?up|super built-?up|plot|land)\s+)?area\s+(?:of\s+)?\d[\d,.]*\s*(?:sq\.?\s*(?:ft|m|mtrs?|yds?)\.?|square\s+(?:feet|metres|meters|yards)|acres?|cents?|guntas?|hectares?)|\b\d[\d,.]*\s*(?:sq\.?\s*ft\.?|square\s+feet)(?:\s+(?:carpet|built-?up)(?:\s+area)?)?/i

/**
 * The Schedule's line of particulars when the description gives the survey or CTS number or the
 * area: what it gives is stated and only the rest is asked for, with one flag. Otherwise
 * undefined, and the template asks for all of them in its own words.
 */
export function parcelParticulars(d: Draft, description: string): string | undefined {
  const number = PARCEL_NUMBER.exec(description)?.[0]
  const area = AREA.exec(description)?.[0]
  if (!number && !area) return undefined
  const missing = [!number && 'survey or CTS number', !area && 'area', 'boundaries'].filter(
    (m): m is string => typeof m === 'string',
  )
  const label = missing.length === 1 ? 'boundaries' : `${missing.slice(0, -1).join(', ')} and boundaries`
  const asked = d.tbc(
    'property-particulars',
    `${label} (north, south, east, west)`,
    `The ${label} of the property are not among the details given: add them to the Schedule.`,
  )
  const given = [number && `Survey/CTS number: ${number}`, area && `${number ? 'area' : 'Area'}: ${area}`]
  return `${given.filter(Boolean).join('; ')}; ${label}: ${asked}.`
}
