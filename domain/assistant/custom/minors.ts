import { findNames, normaliseText } from '../extract/index.ts'

// A child named in a request ("my son Aarav, class 8", "my daughter (12)") is who the
// services are for, never a party: a minor is not competent to contract (Indian Contract
// Act, 1872, s.11; majority at 18 under the Majority Act, 1875 — Ref §2.0). The parent contracts.

export interface Minor {
  /** The child's name as written ("Aarav"); empty when the words do not name the child. */
  readonly name: string
  /** The relationship to the writer ("son"), lower case. */
  readonly relation: string
  /** How the draft speaks of the child: "Student" when taught, else "Child". */
  readonly label: 'Student' | 'Child'
}

const CHILD_WORD = 'son|daughter|child|kid|beta|beti|nephew|niece|grandson|granddaughter|ward|baby|boy|girl'
// "class 8", "std 5", "grade 3", "(12)", "aged 12", "12 years old", "a minor", "goes to school"
// (not "runs a school", which says nothing of age).
const MINOR_CUE =
  /\b(?:class|std\.?|standard|grade)\s*(?:\d{1,2}|[ivx]{1,4})\b(?!\s*(?:days?|times|hours?)\b)|\(\s*(\d{1,2})\s*(?:yrs?|years?)?\s*\)|\b(?:aged|age)\s+(\d{1,2})\b|\b(\d{1,2})\s*(?:-\s*)?(?:years?|yrs?)(?:\s*-\s*|\s+)old\b|\bminor\b|\b(?:in|at|goes\s+to|attends|joins?)\s+(?:a\s+|the\s+|his\s+|her\s+)?(?:\w+\s+)?(?:school|kindergarten|nursery|playschool)\b|\bschool(?:boy|girl|\s+student)\b|\b(?:toddler|infant)\b/gi

const TEACHING = /\b(?:teach\w*|tutor\w*|tuition|coach\w*|lessons?|classes)\b/i

/** Whether the words in one sentence describe a person under 18. */
function describesMinor(words: string): boolean {
  for (const m of words.matchAll(MINOR_CUE)) {
    const age = m[1] ?? m[2] ?? m[3]
    if (age === undefined || Number(age) < 18) return true
  }
  return false
}

/** The children the request names and describes as under age ("my son Aarav, he is in class 8"). */
export function minorsIn(raw: string): Minor[] {
  const text = normaliseText(raw)
  const label = TEACHING.test(text) ? 'Student' : 'Child'
  const found: Minor[] = []
  const sentences = text.split(/(?<=[.!?;])\s+/)
  for (const sentence of sentences) {
    for (const mention of findNames(sentence)) {
      const lead = sentence.slice(Math.max(0, mention.index - 40), mention.index)
      const rel = new RegExp(
        String.raw`\b(?:my|our|mera|meri|hamara|hamari)\s+(?:(minor|little|young|younger|elder)\s+)?(${CHILD_WORD})\s*,?\s*$`,
        'i',
      ).exec(lead)
      if (!rel) continue
      const own = `${sentence.slice(mention.index)}`
      if (!(
        rel[1]?.toLowerCase() === 'minor' ||
        describesMinor(own) ||
        /\b(?:child|kid|baby)\b/i.test(rel[2] ?? '')
      ))
        continue
      if (!found.some((m) => m.name === mention.name))
        found.push({ name: mention.name, relation: relationWord(rel[2] ?? 'child'), label })
    }
  }
  // "my daughter (12)", "my son, who is in class 5": a child the words describe but do not name.
  if (found.length === 0) {
    const unnamed = new RegExp(
      String.raw`\b(?:my|our)\s+(?:(minor|little|young|younger|elder)\s+)?(${CHILD_WORD})\b(?!\s*,?\s*[A-Z])([^.;!?]{0,40})`,
      'i',
    ).exec(text)
    if (unnamed && (unnamed[1]?.toLowerCase() === 'minor' || describesMinor(unnamed[3] ?? '')))
      found.push({ name: '', relation: relationWord(unnamed[2] ?? 'child'), label })
  }
  return found
}

const relationWord = (word: string): string =>
  ({ beta: 'son', beti: 'daughter', kid: 'child' })[word.toLowerCase()] ?? word.toLowerCase()

/** The names given, without the children: a minor is described, not made a party. */
export function withoutMinors(names: readonly string[], minors: readonly Minor[]): string[] {
  return names.filter((n) => !minors.some((m) => m.name.toLowerCase() === n.toLowerCase()))
}
