/**
 * Reads an edit instruction in plain English into one of the edits the offline engine
 * knows. It only classifies: whether a field, a period or a clause is meant is decided
 * against the document later.
 */

export type RemoveTarget =
  { readonly by: 'number'; readonly number: string } | { readonly by: 'heading'; readonly words: string }

export type Intent =
  | { readonly kind: 'remove'; readonly target: RemoveTarget }
  | { readonly kind: 'add'; readonly name: string }
  /** "change the rent to ₹30,000", "make the notice period 60 days". */
  | { readonly kind: 'set'; readonly ref: string; readonly value: string; readonly clauseNumber?: string }
  /** replace "Vikram" with "Ravi" */
  | { readonly kind: 'replace'; readonly from: string; readonly to: string }
  | { readonly kind: 'unknown'; readonly text: string }

export function normaliseInstruction(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '')
    .trim()
}

const VERB_START =
  '(?:please\\s+)?(?:change|set|make|update|revise|increase|decrease|reduce|raise|lower|amend|alter|modify|fix|correct|extend|shorten|add|insert|include|remove|delete|drop|strike|omit|take out|replace)\\b'

/** "change the rent to 30,000 and add the force majeure clause" → two instructions. */
export function splitInstruction(text: string): string[] {
  return normaliseInstruction(text)
    .split(
      new RegExp(
        `\\s*(?:;|\\n|,?\\s+and\\s+(?:then\\s+|also\\s+)?(?=${VERB_START})|\\.\\s+(?=${VERB_START}))\\s*`,
        'i',
      ),
    )
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

const REPLACE =
  /^(?:please\s+)?(?:replace|change|substitute)\s+(?:every\s+|all\s+)?"([^"]+)"\s+(?:with|to|by|for)\s+"([^"]*)"(?:\s+everywhere|\s+throughout)?$/i
const REMOVE =
  /^(?:please\s+)?(?:remove|delete|drop|strike(?:\s+out)?|omit|take\s+out|get\s+rid\s+of|cut\s+out)\s+(.+)$/i
const ADD = /^(?:please\s+)?(?:add|insert|include|append|put\s+in|attach)\s+(.+)$/i
const SET_TO =
  /^(?:please\s+)?(?:change|set|make|update|revise|increase|decrease|reduce|raise|lower|amend|alter|modify|fix|correct|extend|shorten)\s+(.+?)\s+(?:to|as|at|into|=)\s+(.+)$/i
const MAKE_VALUE =
  /^(?:please\s+)?(?:make|keep)\s+(.+?)\s+((?:₹|rs\.?\s*|inr\s*)?\d.*|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|sixty|ninety|a|an)\s+(?:days?|weeks?|months?|years?)\b.*|(?:payable|due|paid)\b.+)$/i
const SHOULD_BE =
  /^(?:the\s+)?(.+?)\s+(?:should|must|shall|will|needs?\s+to)\s+be\s+(?:changed\s+to\s+|increased\s+to\s+|reduced\s+to\s+|set\s+to\s+)?(.+)$/i

const CLAUSE_NUMBER = /\s*\b(?:in|of|under|at)\s+(?:clause|section|para(?:graph)?)\s+(\d+(?:\.\d+)*)\b/i

function stripQuotes(text: string): string {
  return text.replace(/^["']+|["']+$/g, '').trim()
}

function removeTarget(text: string): RemoveTarget {
  const number = /^(?:the\s+)?(?:clause|section|para(?:graph)?|part)?\s*(?:no\.?\s*)?(\d+(?:\.\d+)*)\b/i.exec(
    text,
  )
  if (number?.[1]) return { by: 'number', number: number[1] }
  const words = text
    .replace(
      /\s+(?:from|in|out of)\s+(?:the|this|my)\s+(?:agreement|contract|document|deed|letter|draft)$/i,
      '',
    )
    .replace(/^(?:the|a|an|this|that)\s+/i, '')
    .replace(
      /^(?:clause|section|provision|paragraph|part|term)s?\s+(?:on|about|regarding|for|titled|called|headed|dealing\s+with|relating\s+to|that\s+covers|which\s+covers|covering|named)?\s*/i,
      '',
    )
    .replace(/\s+(?:clause|section|provision|paragraph|term)s?$/i, '')
  return { by: 'heading', words: stripQuotes(words) }
}

function addName(text: string): string {
  return stripQuotes(
    text
      .replace(
        /\s+(?:to|in|into)\s+(?:the|this|my)\s+(?:agreement|contract|document|deed|letter|draft)$/i,
        '',
      )
      .replace(/\s+from\s+(?:the\s+)?(?:clause\s+)?library$/i, '')
      .replace(/^(?:the|a|an|our|standard)\s+/i, '')
      .replace(
        /^(?:clause|provision|section)\s+(?:on|about|for|regarding|covering|dealing\s+with|relating\s+to)\s+/i,
        '',
      )
      .replace(/\s+(?:clause|provision|section)$/i, ''),
  )
}

function setIntent(rawRef: string, rawValue: string): Intent {
  let ref = rawRef
  let clauseNumber: string | undefined
  const numbered = CLAUSE_NUMBER.exec(ref)
  if (numbered?.[1]) {
    clauseNumber = numbered[1]
    ref = ref.replace(CLAUSE_NUMBER, ' ')
  }
  ref = ref
    .replace(/\s+from\s+.+$/i, '')
    .replace(/^(?:the|a|an|this)\s+/i, '')
    .trim()
  const value = stripQuotes(rawValue.replace(/\s+(?:please|instead)$/i, ''))
  return clauseNumber ? { kind: 'set', ref, value, clauseNumber } : { kind: 'set', ref, value }
}

export function parseInstruction(instruction: string): Intent {
  const text = normaliseInstruction(instruction)
  const replace = REPLACE.exec(text)
  if (replace?.[1] !== undefined && replace[2] !== undefined)
    return { kind: 'replace', from: replace[1], to: replace[2] }
  const remove = REMOVE.exec(text)
  if (remove?.[1]) return { kind: 'remove', target: removeTarget(remove[1]) }
  const add = ADD.exec(text)
  if (add?.[1]) return { kind: 'add', name: addName(add[1]) }
  const set = SET_TO.exec(text) ?? MAKE_VALUE.exec(text) ?? SHOULD_BE.exec(text)
  if (set?.[1] && set[2]) return setIntent(set[1], set[2])
  return { kind: 'unknown', text }
}
