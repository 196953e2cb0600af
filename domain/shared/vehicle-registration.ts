// An Indian vehicle registration mark (Central Motor Vehicles Rules, 1989): the State code, the
// district number (Delhi adds a letter: "DL 3C"), a series of letters and four digits
// ("MP-09-AB-1234", "KA 05 MN 4321", "DL3CAB1234"), or the Bharat series ("22 BH 1234 AA").
export const REGISTRATION_MARK =
  /\b(?:[A-Z]{2}[\s-]?\d{1,2}[A-Z]?[\s-]?[A-Z]{1,3}[\s-]?\d{4}|\d{2}[\s-]?BH[\s-]?\d{4}[\s-]?[A-Z]{1,2})\b/i

/** The registration mark in the words, upper-cased as it is written on the plate; undefined when none. */
export function registrationMarkIn(text: string): string | undefined {
  return REGISTRATION_MARK.exec(text)?.[0].toUpperCase()
}
