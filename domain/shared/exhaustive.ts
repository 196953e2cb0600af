/**
 * The end of a switch that must name every case: `default: return assertNever(event)`
 * stops compiling when the union gains a member the switch does not handle.
 */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`)
}
