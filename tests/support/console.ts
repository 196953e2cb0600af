import { format } from 'node:util'
import { afterEach, beforeEach } from 'vitest'

/**
 * A test fails if anything calls `console.error` during it (a React warning, a caught
 * error the code only logs) unless the test said it expects that line first:
 *
 *   expectConsoleError(/explain failed/)
 *
 * Each expected pattern must be logged at least once, and expected lines are not printed.
 */
type Expectation = { pattern: RegExp | string; seen: number }

let current: { expected: Expectation[]; unexpected: string[] } | null = null

export function expectConsoleError(pattern: RegExp | string): void {
  if (!current) throw new Error('expectConsoleError() belongs inside a test')
  current.expected.push({ pattern, seen: 0 })
}

const matches = (line: string, pattern: RegExp | string) =>
  typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line)

/** Installs the guard; tests/support/setup.ts calls it once per test file. */
export function guardConsoleError(): void {
  const original = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    if (!current) return original(...args)
    const line = format(...args)
    const expectation = current.expected.find((e) => matches(line, e.pattern))
    if (expectation) {
      expectation.seen++
      return
    }
    current.unexpected.push(line)
    original(...args)
  }
  beforeEach(() => {
    current = { expected: [], unexpected: [] }
  })
  afterEach(() => {
    const finished = current
    current = null
    if (!finished) return
    const problems = [
      ...finished.unexpected.map((line) => `console.error was called: ${line.split('\n')[0]}`),
      ...finished.expected
        .filter((e) => e.seen === 0)
        .map((e) => `expected console.error matching ${String(e.pattern)}, none was logged`),
    ]
    if (problems.length > 0) {
      throw new Error(
        `${problems.join('\n')}\n(declare an expected line with expectConsoleError from tests/support/console.ts)`,
      )
    }
  })
}
