/** A heading reduced for comparison: lower case, "&" as "and", apostrophes and punctuation dropped. */
export function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['‘’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}
