/**
 * Finds an Indian city or state named in the user's own text (an address, a place of work),
 * so the seat of arbitration, the courts and the stamp law follow a place the user gave.
 * Nothing is guessed: with no match the draft carries a placeholder and a review flag.
 */

export interface Place {
  readonly city?: string
  readonly state: string
}

// City (with common older names) → state. Canonical names are the official ones.
const CITIES: ReadonlyArray<readonly [names: readonly string[], city: string, state: string]> = [
  [['mumbai', 'bombay'], 'Mumbai', 'Maharashtra'],
  [['navi mumbai'], 'Navi Mumbai', 'Maharashtra'],
  [['thane'], 'Thane', 'Maharashtra'],
  [['pune', 'poona'], 'Pune', 'Maharashtra'],
  [['nagpur'], 'Nagpur', 'Maharashtra'],
  [['nashik', 'nasik'], 'Nashik', 'Maharashtra'],
  [['aurangabad', 'chhatrapati sambhajinagar'], 'Chhatrapati Sambhajinagar', 'Maharashtra'],
  [['new delhi', 'delhi'], 'New Delhi', 'Delhi'],
  [['gurugram', 'gurgaon'], 'Gurugram', 'Haryana'],
  [['faridabad'], 'Faridabad', 'Haryana'],
  [['noida'], 'Noida', 'Uttar Pradesh'],
  [['greater noida'], 'Greater Noida', 'Uttar Pradesh'],
  [['ghaziabad'], 'Ghaziabad', 'Uttar Pradesh'],
  [['lucknow'], 'Lucknow', 'Uttar Pradesh'],
  [['kanpur'], 'Kanpur', 'Uttar Pradesh'],
  [['varanasi'], 'Varanasi', 'Uttar Pradesh'],
  [['agra'], 'Agra', 'Uttar Pradesh'],
  [['bengaluru', 'bangalore'], 'Bengaluru', 'Karnataka'],
  [['mysuru', 'mysore'], 'Mysuru', 'Karnataka'],
  [['mangaluru', 'mangalore'], 'Mangaluru', 'Karnataka'],
  [['chennai', 'madras'], 'Chennai', 'Tamil Nadu'],
  [['coimbatore'], 'Coimbatore', 'Tamil Nadu'],
  [['madurai'], 'Madurai', 'Tamil Nadu'],
  [['hyderabad', 'secunderabad'], 'Hyderabad', 'Telangana'],
  [['visakhapatnam', 'vizag'], 'Visakhapatnam', 'Andhra Pradesh'],
  [['vijayawada'], 'Vijayawada', 'Andhra Pradesh'],
  [['kolkata', 'calcutta'], 'Kolkata', 'West Bengal'],
  [['ahmedabad'], 'Ahmedabad', 'Gujarat'],
  [['surat'], 'Surat', 'Gujarat'],
  [['vadodara', 'baroda'], 'Vadodara', 'Gujarat'],
  [['rajkot'], 'Rajkot', 'Gujarat'],
  [['gandhinagar'], 'Gandhinagar', 'Gujarat'],
  [['jaipur'], 'Jaipur', 'Rajasthan'],
  [['jodhpur'], 'Jodhpur', 'Rajasthan'],
  [['udaipur'], 'Udaipur', 'Rajasthan'],
  [['kochi', 'cochin', 'ernakulam'], 'Kochi', 'Kerala'],
  [['thiruvananthapuram', 'trivandrum'], 'Thiruvananthapuram', 'Kerala'],
  [['kozhikode', 'calicut'], 'Kozhikode', 'Kerala'],
  [['chandigarh'], 'Chandigarh', 'Chandigarh'],
  [['mohali'], 'Mohali', 'Punjab'],
  [['ludhiana'], 'Ludhiana', 'Punjab'],
  [['amritsar'], 'Amritsar', 'Punjab'],
  [['bhopal'], 'Bhopal', 'Madhya Pradesh'],
  [['indore'], 'Indore', 'Madhya Pradesh'],
  [['patna'], 'Patna', 'Bihar'],
  [['bhubaneswar'], 'Bhubaneswar', 'Odisha'],
  [['guwahati'], 'Guwahati', 'Assam'],
  [['ranchi'], 'Ranchi', 'Jharkhand'],
  [['raipur'], 'Raipur', 'Chhattisgarh'],
  [['dehradun'], 'Dehradun', 'Uttarakhand'],
  [['shimla'], 'Shimla', 'Himachal Pradesh'],
  [['panaji', 'panjim', 'margao'], 'Panaji', 'Goa'],
  [['srinagar'], 'Srinagar', 'Jammu and Kashmir'],
  [['jammu'], 'Jammu', 'Jammu and Kashmir'],
  [['puducherry', 'pondicherry'], 'Puducherry', 'Puducherry'],
]

/** Every State and Union territory, as the state-law table (state-law/table.ts) names them. */
export const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const

const CITY_PATTERNS = CITIES.map(([names, city, state]) => ({
  pattern: new RegExp(`\\b(?:${names.map((n) => n.replace(/ /g, '\\s+')).join('|')})\\b`, 'i'),
  city,
  state,
}))
const STATE_PATTERNS = STATES.map((state) => ({
  pattern: new RegExp(`\\b${state.replace(/ /g, '\\s+')}\\b`, 'i'),
  state,
}))

/** The first city named in the texts (in order), else the first state, else undefined. */
export function findPlace(texts: readonly string[]): Place | undefined {
  for (const text of texts) {
    // The last city named in an address is usually the city itself ("…, Andheri, Mumbai");
    // of two names ending together the longer wins ("Navi Mumbai" over "Mumbai").
    let best: { end: number; length: number; city: string; state: string } | undefined
    for (const { pattern, city, state } of CITY_PATTERNS) {
      const match = pattern.exec(text)
      if (!match) continue
      const end = match.index + match[0].length
      const length = match[0].length
      if (!best || end > best.end || (end === best.end && length > best.length))
        best = { end, length, city, state }
    }
    if (best) return { city: best.city, state: best.state }
  }
  for (const text of texts) {
    for (const { pattern, state } of STATE_PATTERNS) if (pattern.test(text)) return { state }
  }
  return undefined
}
