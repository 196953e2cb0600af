import { expect } from 'vitest'
import type { Decider, DomainEvent } from '#domain/shared/decider.ts'

/**
 * Decider specs as given / when / then: fold the given events into a state, run the
 * command, and check the events it decides, the error it throws, or the state after.
 *
 *   given([generated]).when(edit(VIEWER)).thenThrows({ code: 'agreement.forbidden' })
 *   given([generated]).when(edit(OWNER)).then([{ type: 'AgreementEdited', data: … }])
 *   given(stream).thenState((state) => expect(roleOf(state, EDITOR)).toBe('editor'))
 */
export function deciderSpec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  const fold = (events: readonly E[]) => events.reduce(decider.evolve, decider.initialState())
  const decided = (command: C, state: S): E[] => ([] as E[]).concat(decider.decide(command, state))
  return (given: readonly E[] = []) => ({
    /** The state the given events fold to (an evolve check with no command). */
    thenState(check: (state: S) => void) {
      check(fold(given))
    },
    when(command: C) {
      const run = () => decided(command, fold(given))
      return {
        /** Exactly these events are decided. */
        then(expected: E[]) {
          expect(run()).toEqual(expected)
        },
        /** The decided events, one for one, contain these fields. */
        thenMatches(expected: Record<string, unknown>[]) {
          const decided = run()
          expect(decided).toHaveLength(expected.length)
          expect(decided).toMatchObject(expected)
        },
        /** A check of the decided events beyond their fields (a schema, say). */
        thenEvents(check: (events: E[]) => void) {
          check(run())
        },
        /** The command is allowed: it decides without throwing. */
        thenAccepts() {
          expect(run).not.toThrow()
        },
        /** The command is refused with an error that has these fields (`code`, `message`). */
        thenThrows(match: Record<string, unknown>) {
          let thrown: unknown
          try {
            run()
          } catch (error) {
            thrown = error
          }
          expect(thrown, 'the command should have been refused').toMatchObject(match)
        },
        /** The state after the given and the decided events. */
        thenState(check: (state: S) => void) {
          check(fold([...given, ...run()]))
        },
        /** The given events followed by the decided ones: the stream a later `given` starts from. */
        stream(): E[] {
          return [...given, ...run()]
        },
      }
    },
  })
}
