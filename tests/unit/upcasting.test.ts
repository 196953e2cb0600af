import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EventSchemaError, EventTypeRegistry } from '#events/types.ts'
import { checkUpcasters, upcastPayload } from '#events/upcasting.ts'

// Version 1 named a party `name`; version 2 split it; version 3 added the role.
const v1ToV2 = (data: unknown) => {
  const { name } = z.object({ name: z.string() }).parse(data)
  const [first = '', ...rest] = name.split(' ')
  return { first, last: rest.join(' ') }
}
const v2ToV3 = (data: unknown) => ({
  ...z.object({ first: z.string(), last: z.string() }).parse(data),
  role: 'party',
})
const v3 = z.object({ first: z.string(), last: z.string(), role: z.string() })

describe('upcasting', () => {
  it('runs one upcaster per version, from the stored one to the current one', () => {
    const upcasters = { 1: v1ToV2, 2: v2ToV3 }
    expect(upcastPayload({ name: 'Asha Rao' }, 1, 3, upcasters)).toEqual({
      first: 'Asha',
      last: 'Rao',
      role: 'party',
    })
    expect(upcastPayload({ first: 'Asha', last: 'Rao' }, 2, 3, upcasters)).toEqual({
      first: 'Asha',
      last: 'Rao',
      role: 'party',
    })
    const current = { first: 'Asha', last: 'Rao', role: 'lessor' }
    expect(upcastPayload(current, 3, 3, upcasters)).toBe(current)
  })

  it('refuses a registration that could not read every older version', () => {
    expect(() => checkUpcasters('PartyNamed', 3, { 1: v1ToV2 })).toThrow(/no upcaster from version 2/)
    expect(() => checkUpcasters('PartyNamed', 1, { 1: v1ToV2 })).toThrow(/outside/)
    expect(() => checkUpcasters('PartyNamed', 0, {})).toThrow(/≥ 1/)
    expect(() => new EventTypeRegistry().register('PartyNamed', v3, { schemaVersion: 2 })).toThrow(
      /no upcaster/,
    )
  })

  it('reads a stored payload in the current version and parses it by the current schema', () => {
    const registry = new EventTypeRegistry()
    registry.register('PartyNamed', v3, { schemaVersion: 3, upcasters: { 1: v1ToV2, 2: v2ToV3 } })
    expect(registry.schemaVersionOf('PartyNamed')).toBe(3)
    expect(registry.read('PartyNamed', 1, { name: 'Ravi Kumar' }, 'here')).toEqual({
      schemaVersion: 3,
      data: { first: 'Ravi', last: 'Kumar', role: 'party' },
    })
    // A newer build's version cannot be downcast: it is parsed as it is.
    expect(registry.read('PartyNamed', 4, { first: 'A', last: 'B', role: 'x' }, 'here').schemaVersion).toBe(4)
    expect(() => registry.read('PartyNamed', 3, { name: 'Ravi Kumar' }, 'here')).toThrow(EventSchemaError)
    // An unregistered type passes through untouched.
    expect(registry.read('Unknown', 1, { any: 1 }, 'here')).toEqual({ schemaVersion: 1, data: { any: 1 } })
  })
})
