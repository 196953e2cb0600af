// A persistent map for state that a fold builds event by event: each write is one node in
// front of the earlier ones, so writing costs the same however many entries there are,
// and an earlier state stays exactly as it was (nothing is copied, nothing is mutated).
// Reads walk the chain — a command reads once, where a copying map would copy on every
// event of the stream. Keys are compared as strings, so an id like "constructor" or
// "__proto__" is a key like any other, never a property of Object.prototype.

export interface KeyedLog<V> {
  readonly key: string
  /** undefined: the key was deleted here. */
  readonly value: V | undefined
  readonly previous: KeyedLog<V> | null
}

export const put = <V>(log: KeyedLog<V> | null, key: string, value: V): KeyedLog<V> => ({
  key,
  value,
  previous: log,
})

export const remove = <V>(log: KeyedLog<V> | null, key: string): KeyedLog<V> => ({
  key,
  value: undefined,
  previous: log,
})

/** The newest write of `key`: absent (null), deleted (value undefined) or its value. */
export function lastWrite<V>(log: KeyedLog<V> | null, key: string): KeyedLog<V> | null {
  for (let node = log; node !== null; node = node.previous) if (node.key === key) return node
  return null
}

/** The value of `key`, or undefined when it was never written or was deleted. */
export const valueOf = <V>(log: KeyedLog<V> | null, key: string): V | undefined => lastWrite(log, key)?.value

/** Every key's current value (deleted keys left out), newest write first; one walk. */
export function entries<V>(log: KeyedLog<V> | null): Map<string, V> {
  const seen = new Set<string>()
  const current = new Map<string, V>()
  for (let node = log; node !== null; node = node.previous) {
    if (seen.has(node.key)) continue
    seen.add(node.key)
    if (node.value !== undefined) current.set(node.key, node.value)
  }
  return current
}
