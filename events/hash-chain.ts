import { createHash } from 'node:crypto'
import { storableText, unstorableIn } from '#domain/shared/storable-text.ts'

/**
 * The per-stream audit chain. Each event's hash covers the previous event's hash and a
 * canonical JSON of the event, so altering, removing or reordering a stored event breaks
 * every later link:
 *
 *   hash = sha256_hex(prev_hash + canonicalJson({stream_id, stream_version, type, data,
 *                                                metadata, recorded_at: ISO-8601}))
 *
 * This module is the definition. The append function (db/migrations/0023) computes the
 * same value inside Postgres (see `hashHead`), and `verifyAuditChain` recomputes it here
 * from stored rows.
 */

/** prev_hash of every stream's first event: 64 zeros, the length of a SHA-256 hex digest. */
export const GENESIS_HASH = '0'.repeat(64)

/**
 * The definition above in words, for people: the history page, the audit downloads and
 * the audit certificate state it, so it must stay what `computeHash` does.
 */
export const HASH_CHAIN_ALGORITHM =
  'SHA-256 hash chain, one per document: hash = SHA-256 (lower-case hex) of prev_hash followed by the canonical JSON of ' +
  '{stream_id, stream_version, type, data, metadata, recorded_at} — object keys sorted at every depth, no whitespace, ' +
  "recorded_at as ISO-8601 in UTC with milliseconds; prev_hash is the previous event's hash, and 64 zeros for the first event."

export interface HashedFields {
  streamId: string
  streamVersion: number
  type: string
  data: unknown
  metadata: unknown
  recordedAt: Date
}

/**
 * The value as Postgres jsonb will hand it back: `toJSON` applied (Dates become strings),
 * `undefined` members dropped, and text made storable — a NUL dropped, an unpaired
 * surrogate made U+FFFD (domain/shared/storable-text.ts), which jsonb would refuse. Stored
 * payloads are normalised through this first so the hash written equals the hash
 * recomputed from the row. Input never carries either (the routes refuse it with a 400):
 * this is for text the server makes, such as a cut that splits an emoji.
 */
export function toJsonValue<T>(value: T): T {
  const text = JSON.stringify(value)
  return (text === undefined ? null : JSON.parse(storableJsonText(text))) as T
}

// JSON.stringify writes a NUL as \u0000 and an unpaired surrogate as \udXXX, and nothing
// else as those escapes; an escape is one preceded by an even run of backslashes.
const UNSTORABLE_ESCAPE = /(?<!\\)((?:\\\\)*)\\u(0000|d[89a-f][0-9a-f]{2})/g

function storableJsonText(text: string): string {
  return text.replace(
    UNSTORABLE_ESCAPE,
    (_, backslashes: string, code: string) => `${backslashes}${code === '0000' ? '' : '\\ufffd'}`,
  )
}

/** JSON with object keys sorted at every depth, so key order never changes a hash. */
export function canonicalJson(value: unknown): string {
  return canonicalize(toJsonValue(value))
}

function canonicalize(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonicalize).join(',')}]`
  const entries = Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalize((value as Record<string, unknown>)[key])}`)
  return `{${entries.join(',')}}`
}

/**
 * `toJsonValue` and `canonicalJson` of a value in one walk: the canonical text, and the
 * plain JSON value parsed back from it (what jsonb will store). The append prepares every
 * event's payload with it — a batch's per-event cost is mostly this — and a property test
 * holds it equal to the two functions it stands for.
 */
export function normalisedCanonical<T>(value: T): { value: T; text: string } {
  const text = canonicalText(value, '') ?? 'null'
  return { value: JSON.parse(text) as T, text }
}

/** JSON.stringify's rules (toJSON, dropped undefined, null for non-finite numbers) with sorted keys. */
function canonicalText(input: unknown, key: string): string | undefined {
  let value = input
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    value = (value as { toJSON(key: string): unknown }).toJSON(key)
  }
  if (value instanceof Number || value instanceof String || value instanceof Boolean) value = value.valueOf()
  switch (typeof value) {
    case 'string':
      return JSON.stringify(storableText(value))
    case 'number':
    case 'boolean':
      return JSON.stringify(value)
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt')
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined
  }
  if (value === null) return 'null'
  if (Array.isArray(value)) {
    let text = '['
    for (let i = 0; i < value.length; i++)
      text += `${i === 0 ? '' : ','}${canonicalText(value[i], String(i)) ?? 'null'}`
    return `${text}]`
  }
  const object = value as Record<string, unknown>
  let text = ''
  for (const [name, key] of storableKeys(object)) {
    const member = canonicalText(object[name], name)
    if (member !== undefined) text += `${text === '' ? '' : ','}${JSON.stringify(key)}:${member}`
  }
  return `{${text}}`
}

/**
 * Each own key and the key as stored, sorted as stored. A key is rarely unstorable, so
 * that is checked first; two keys that clean to one keep the later one's value, as
 * JSON.parse of the stringified object does.
 */
function storableKeys(object: Record<string, unknown>): Array<[string, string]> {
  const names = Object.keys(object)
  if (names.every((name) => unstorableIn(name) === null)) return names.sort().map((name) => [name, name])
  const byKey = new Map<string, string>()
  for (const name of names) byKey.set(storableText(name), name)
  return [...byKey]
    .map(([key, name]): [string, string] => [name, key])
    .sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0))
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** The canonical text of one event, without its chain link. */
export function canonicalEvent(fields: HashedFields): string {
  return canonicalJson({
    stream_id: fields.streamId,
    stream_version: fields.streamVersion,
    type: fields.type,
    data: fields.data,
    metadata: fields.metadata,
    recorded_at: fields.recordedAt.toISOString(),
  })
}

export function computeHash(prevHash: string, fields: HashedFields): string {
  return sha256Hex(prevHash + canonicalEvent(fields))
}

/**
 * The canonical event taken apart the way the append function rebuilds it in SQL
 * (db/migrations/0023): `{"data":` + data + `,"metadata":` + metadata + head +
 * stream_version + tail. Data and metadata travel once, as their canonical texts
 * (`normalisedCanonical(…).text`), which the database also casts to the stored jsonb; the
 * head — recorded_at and stream_id — is the same for every event of one append; the tail
 * is the type. stream_version is the one field an append only learns inside the database
 * (for `any`, from the stream's last event). This equals `canonicalEvent` because keys
 * sort as data < metadata < recorded_at < stream_id < stream_version < type and a
 * bigint's text is its JSON number; a property test holds the two together.
 */
export function hashHead(streamId: string, recordedAt: Date): string {
  return `,"recorded_at":${JSON.stringify(recordedAt.toISOString())},"stream_id":${JSON.stringify(streamId)},"stream_version":`
}

/** The end of an event's canonical text, after its stream_version (see `hashHead`). */
export function hashTail(type: string): string {
  return `,"type":${JSON.stringify(type)}}`
}

export interface ChainLink extends HashedFields {
  prevHash: string
  hash: string
}

/** Why a stored event breaks the chain, or undefined when it links and hashes correctly. */
export function checkLink(
  expectedPrevHash: string,
  expectedVersion: number,
  event: ChainLink,
): string | undefined {
  if (event.streamVersion !== expectedVersion) {
    return `stream_version ${event.streamVersion} where ${expectedVersion} was expected (gap or reorder)`
  }
  if (event.prevHash !== expectedPrevHash) return 'prev_hash does not match the previous event’s hash'
  if (computeHash(event.prevHash, event) !== event.hash) return 'hash does not match the event’s contents'
  return undefined
}
