/**
 * The avatar's initials (spec 001 §2): the first letters of the name, at most two, upper
 * case; "??" when there is no name.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/u)
    .filter((w) => /\p{L}|\p{N}/u.test(w))
  const letters = words.slice(0, 2).map((w) => [...w.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
  const initials = letters.join('').toLocaleUpperCase('en-IN')
  return initials === '' ? '??' : initials
}
