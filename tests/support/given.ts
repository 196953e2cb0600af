import { expect } from 'vitest'

type Event = { type: string; data: unknown }

/**
 * Decider specs as given/when/then: fold the given events into a state, run the command,
 * and compare the events it decides (or the error it throws).
 */
export function deciderSpec<S, C, E extends Event>(decider: {
  initialState: () => S
  evolve: (state: S, event: E) => S
  decide: (command: C, state: S) => E[]
}) {
  return (given: E[] = []) => ({
    when(command: C) {
      const state = given.reduce(decider.evolve, decider.initialState())
      const run = () => decider.decide(command, state)
      return {
        then(expected: E[]) {
          expect(run()).toEqual(expected)
        },
        thenThrows(match: Record<string, unknown>) {
          let thrown: unknown
          try {
            run()
          } catch (error) {
            thrown = error
          }
          expect(thrown).toMatchObject(match)
        },
      }
    },
  })
}
