// Upcasting: a payload stored under an older schema version is rewritten, on every read,
// into the shape of the type's current version — one step per version — before its
// current schema parses it. The stored row never changes, so the hash chain (which
// covers the stored payload) still verifies. Pure: no I/O, no clock.

/** Turns a payload of version n into version n + 1's shape; keeps every field it does not change. */
export type Upcaster = (data: unknown) => unknown

/** One event type's upcasters, by the version each one reads: `{ 1: v1 → v2, 2: v2 → v3 }`. */
export type Upcasters = Readonly<Record<number, Upcaster>>

/** Refuses a registration that could not read every version up to the current one. */
export function checkUpcasters(type: string, schemaVersion: number, upcasters: Upcasters): void {
  if (!Number.isSafeInteger(schemaVersion) || schemaVersion < 1) {
    throw new Error(`Event type ${type}: schema version must be a whole number ≥ 1, got ${schemaVersion}`)
  }
  for (let from = 1; from < schemaVersion; from++) {
    if (typeof upcasters[from] !== 'function') {
      throw new Error(
        `Event type ${type} is at version ${schemaVersion} but has no upcaster from version ${from}`,
      )
    }
  }
  const beyond = Object.keys(upcasters)
    .map(Number)
    .find((from) => !(from >= 1 && from < schemaVersion))
  if (beyond !== undefined)
    throw new Error(
      `Event type ${type} has an upcaster from version ${beyond}, outside 1…${schemaVersion - 1}`,
    )
}

/** The payload stored at version `from`, in version `to`'s shape (`to` ≥ `from`). */
export function upcastPayload(data: unknown, from: number, to: number, upcasters: Upcasters): unknown {
  let value = data
  for (let version = from; version < to; version++) value = upcasters[version]!(value)
  return value
}
