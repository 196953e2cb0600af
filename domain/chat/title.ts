/** Longer first messages are cut for the title (the specification's numbers). */
export const TITLE_FROM_MESSAGE_MAX = 50
const TITLE_CUT = 47

/** Trimmed, with every run of whitespace (newlines included) made one space. */
export function normaliseTitle(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

/**
 * A new conversation is titled after its first user message: over 50 characters becomes
 * the first 47 plus "...". Characters are code points, so an emoji is never cut in half.
 */
export function titleFromMessage(content: string): string {
  const chars = Array.from(normaliseTitle(content))
  return chars.length > TITLE_FROM_MESSAGE_MAX ? `${chars.slice(0, TITLE_CUT).join('')}...` : chars.join('')
}
