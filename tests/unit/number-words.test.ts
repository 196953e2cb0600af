import { describe, expect, it } from 'vitest'
import { numberFromWords } from '#domain/shared/number-words.ts'

describe('numberFromWords', () => {
  it('reads single words, compounds with a hyphen or a space, and hundreds', () => {
    expect(numberFromWords('seventeen')).toBe(17)
    expect(numberFromWords('Twenty-Four')).toBe(24)
    expect(numberFromWords('forty five')).toBe(45)
    expect(numberFromWords('hundred')).toBe(100)
    expect(numberFromWords('one hundred twenty')).toBe(120)
  })

  it('answers undefined unless every part is a number word', () => {
    expect(numberFromWords('')).toBeUndefined()
    expect(numberFromWords('several')).toBeUndefined()
    expect(numberFromWords('twenty odd')).toBeUndefined()
  })
})
