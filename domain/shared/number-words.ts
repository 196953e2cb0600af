/** English number words up to a hundred, as people write periods and amounts. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
}

/**
 * "seventeen" → 17, "twenty-four" and "twenty four" → 24, "one hundred twenty" → 120;
 * undefined unless every part is a number word.
 */
export function numberFromWords(phrase: string): number | undefined {
  const parts = phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
  if (parts.length === 0) return undefined
  let total = 0
  for (const part of parts) {
    const n = NUMBER_WORDS[part]
    if (n === undefined) return undefined
    total = n === 100 ? (total || 1) * 100 : total + n
  }
  return total
}
