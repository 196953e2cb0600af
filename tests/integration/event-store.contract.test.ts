import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { appendToStream } from '#events/append.server.ts'
import { handleCommand, type Decider } from '#events/command-handler.server.ts'
import { evolveKnown, type DomainEvent } from '#domain/shared/decider.ts'
import { computeHash, GENESIS_HASH } from '#events/hash-chain.ts'
import { activityCount, activityOf, inlineProjections } from '#events/projections/index.ts'
import { readStream, streamVersion } from '#events/read.server.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import {
  ConcurrencyError,
  DuplicateEventIdError,
  EventSchemaError,
  defineEvent,
  type NewEvent,
} from '#events/types.ts'
import { useTestDatabase } from '#tests/support/db.ts'

// A registered type (validated on append, parsed on read); anything else passes through.
defineEvent('NoteAdded', z.object({ text: z.string().min(1) }))

const note = (text: string, extra: Partial<NewEvent> = {}): NewEvent => ({
  type: 'NoteAdded',
  data: { text },
  ...extra,
})
const stream = () => `agreement-${randomUUID()}`

const db = useTestDatabase()

describe('append and read', () => {
  it('round-trips jsonb payloads and gives int8 columns as numbers', async () => {
    const id = stream()
    const data = {
      title: 'Rent agreement — ₹25,000/month',
      parties: [
        { name: 'Asha', share: 0.5 },
        { name: 'रवि', share: 0.5 },
      ],
      nested: { deep: { list: [1, 2.5, -3, null, true, 'x'] }, empty: {} },
      big: 2 ** 53 - 1,
    }
    const result = await appendToStream(
      db(),
      id,
      'no_stream',
      [{ type: 'PayloadRecorded', data, metadata: { requestId: 'r1' } }, note('first note')],
      { metadata: { actorId: 'user-1' } },
    )
    expect(result.nextExpectedVersion).toBe(2)
    expect(typeof result.firstGlobalPosition).toBe('number')

    const events = await readStream(db(), id)
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2])
    const [first, second] = events
    expect(first).toMatchObject({ streamId: id, type: 'PayloadRecorded', schemaVersion: 1, data })
    expect(first!.metadata).toEqual({ actorId: 'user-1', requestId: 'r1' })
    expect(typeof first!.globalPosition).toBe('number')
    expect(second!.globalPosition).toBeGreaterThan(first!.globalPosition)
    expect(typeof first!.transactionId).toBe('string')
    expect(first!.transactionId).toBe(second!.transactionId)
    expect(first!.recordedAt).toBeInstanceOf(Date)
    expect(second!.prevHash).toBe(first!.hash)
    expect(result.events).toEqual(events)
    expect(await streamVersion(db(), id)).toBe(2)
    expect(await streamVersion(db(), stream())).toBe(0)
    expect(await readStream(db(), id, { fromVersion: 2 })).toEqual([second])
    const [streamRow] = await db().query<{ stream_type: string }>(
      'SELECT stream_type FROM streams WHERE stream_id = $1',
      [id],
    )
    expect(streamRow!.stream_type).toBe('agreement')
  })

  it('stores the hash the chain defines, whatever the payload texts hold', async () => {
    // The events travel as text arrays and are hashed and cast to jsonb in SQL: quotes,
    // backslashes, braces, commas, NULL-like words and non-Latin text must arrive intact.
    const id = `agreement-${randomUUID()}-"q\\{,}`
    const awkward = [
      { text: 'He said "NULL", {a, b} \\ \n\t done' },
      { text: 'null' },
      { value: null, list: ['NULL', '', ' ', '"', '\\', '{}', ','] },
      { text: 'पक्षकार ₹1,00,000 — “smart quotes” 😀 \u2028' },
    ]
    await appendToStream(db(), id, 'no_stream', [
      { type: 'NULL', data: awkward[0], metadata: { note: 'NULL' } },
    ])
    await appendToStream(
      db(),
      id,
      1,
      awkward.slice(1).map((data, i) => ({ type: `Type "${i}", {x}`, data })),
      {
        metadata: { actorId: 'a "b" \\ c' },
      },
    )
    const events = await readStream(db(), id)
    expect(events.map((e) => e.data)).toEqual(awkward)
    expect(events.map((e) => e.type)).toEqual(['NULL', 'Type "0", {x}', 'Type "1", {x}', 'Type "2", {x}'])
    let prevHash = GENESIS_HASH
    for (const e of events) {
      expect(e.prevHash).toBe(prevHash)
      expect(e.hash).toBe(computeHash(prevHash, e))
      prevHash = e.hash
    }
  })

  it('validates registered payloads on append and parses them on read', async () => {
    const id = stream()
    await expect(appendToStream(db(), id, 'any', [note('')])).rejects.toBeInstanceOf(EventSchemaError)
    expect(await streamVersion(db(), id)).toBe(0)

    await appendToStream(db(), id, 'any', [
      note('ok'),
      { type: 'SomethingUnregistered', data: { anything: 1 } },
    ])
    await db().query(`UPDATE events SET data = '{"text": 42}' WHERE stream_id = $1 AND stream_version = 1`, [
      id,
    ])
    await expect(readStream(db(), id)).rejects.toThrow(/NoteAdded at .*@1 .*does not match its schema/)
  })

  it('refuses to extend a stream past a missing last event instead of skipping a link', async () => {
    const id = stream()
    await appendToStream(db(), id, 'no_stream', [note('a'), note('b')])
    await db().query('DELETE FROM events WHERE stream_id = $1 AND stream_version = 2', [id])
    // The version is the last stored event's: an append expecting 2 finds no event 2.
    await expect(appendToStream(db(), id, 2, [note('c')])).rejects.toEqual(
      expect.objectContaining({ name: 'ConcurrencyError', streamId: id, actual: 1 }),
    )
    expect(await streamVersion(db(), id)).toBe(1)
  })
})

describe('expected version', () => {
  const conflict = (streamId: string, actual: number) =>
    expect.objectContaining({ name: 'ConcurrencyError', streamId, actual })

  it('no_stream: only creates', async () => {
    const id = stream()
    await appendToStream(db(), id, 'no_stream', [note('a')])
    await expect(appendToStream(db(), id, 'no_stream', [note('b')])).rejects.toEqual(conflict(id, 1))
  })

  it('a number: must equal the current version; 0 means not created yet', async () => {
    const id = stream()
    expect((await appendToStream(db(), id, 0, [note('a')])).nextExpectedVersion).toBe(1)
    expect((await appendToStream(db(), id, 1, [note('b'), note('c')])).nextExpectedVersion).toBe(3)
    await expect(appendToStream(db(), id, 1, [note('stale')])).rejects.toEqual(conflict(id, 3))
    await expect(appendToStream(db(), id, 4, [note('ahead')])).rejects.toEqual(conflict(id, 3))
    await expect(appendToStream(db(), id, 0, [note('again')])).rejects.toEqual(conflict(id, 3))
    await expect(appendToStream(db(), stream(), 2, [note('missing')])).rejects.toBeInstanceOf(
      ConcurrencyError,
    )
    expect((await readStream(db(), id)).map((e) => e.data)).toEqual([
      { text: 'a' },
      { text: 'b' },
      { text: 'c' },
    ])
  })

  it('stream_exists: any version, but the stream must be there', async () => {
    const id = stream()
    await expect(appendToStream(db(), id, 'stream_exists', [note('a')])).rejects.toEqual(conflict(id, 0))
    await appendToStream(db(), id, 'no_stream', [note('a')])
    expect((await appendToStream(db(), id, 'stream_exists', [note('b')])).nextExpectedVersion).toBe(2)
  })

  it('any: creates or extends', async () => {
    const id = stream()
    expect((await appendToStream(db(), id, 'any', [note('a')])).nextExpectedVersion).toBe(1)
    expect((await appendToStream(db(), id, 'any', [note('b')])).nextExpectedVersion).toBe(2)
  })

  it('50 concurrent appends at one version: exactly 1 wins, 49 conflict, versions stay gap-free', async () => {
    const id = stream()
    await appendToStream(db(), id, 'no_stream', [note('start')])
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => appendToStream(db(), id, 1, [note(`racer ${i}`)])),
    )
    const won = outcomes.filter((o) => o.status === 'fulfilled')
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(49)
    for (const o of lost) expect(o.reason).toBeInstanceOf(ConcurrencyError)

    // Unchecked appends racing each other all land, in order, without holes.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => appendToStream(db(), id, 'any', [note(`any ${i}`)])),
    )
    const versions = (await readStream(db(), id)).map((e) => e.streamVersion)
    expect(versions).toEqual(Array.from({ length: 22 }, (_, i) => i + 1))
    expect(await streamVersion(db(), id)).toBe(22)
  })
})

describe('idempotent appends on event id', () => {
  it('a retried append stores the event once and returns the first result, sequentially and in parallel', async () => {
    const id = stream()
    const eventId = randomUUID()
    const first = await appendToStream(db(), id, 'no_stream', [note('once', { eventId })])
    for (let i = 0; i < 3; i++) {
      expect(await appendToStream(db(), id, 'no_stream', [note('once', { eventId })])).toEqual(first)
    }
    const parallelId = randomUUID()
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => appendToStream(db(), id, 1, [note('twice', { eventId: parallelId })])),
    )
    for (const result of parallel) expect(result).toEqual(parallel[0])
    const anyId = randomUUID()
    const unchecked = await Promise.all(
      Array.from({ length: 10 }, () => appendToStream(db(), id, 'any', [note('thrice', { eventId: anyId })])),
    )
    for (const result of unchecked) expect(result).toEqual(unchecked[0])
    expect((await readStream(db(), id)).map((e) => e.eventId)).toEqual([eventId, parallelId, anyId])
  })

  it('a batch is idempotent as a whole; reusing an id elsewhere is an error', async () => {
    const id = stream()
    const batch = [note('a', { eventId: randomUUID() }), note('b', { eventId: randomUUID() })]
    const first = await appendToStream(db(), id, 'any', batch)
    expect(await appendToStream(db(), id, 'any', batch)).toEqual(first)
    await expect(appendToStream(db(), stream(), 'any', [batch[0]!])).rejects.toBeInstanceOf(
      DuplicateEventIdError,
    )
    await expect(appendToStream(db(), id, 'any', [note('x', { eventId: 'not-a-uuid' })])).rejects.toThrow(
      /not a UUID/,
    )
    await expect(appendToStream(db(), id, 'any', [batch[0]!, note('new')])).rejects.toBeInstanceOf(
      DuplicateEventIdError,
    )
    expect(await streamVersion(db(), id)).toBe(2)
  })
})

interface Counter {
  total: number
}
type Add = { by: number }
type Added = { type: 'Added'; data: { by: number } }
// The test's type is not registered with the store, so its payload is trusted as written.
const isAdded = (event: DomainEvent): event is Added => event.type === 'Added'
const counter: Decider<Counter, Add, Added> = {
  initialState: () => ({ total: 0 }),
  evolve: evolveKnown(isAdded, (state: Counter, event) => ({ total: state.total + event.data.by })),
  decide: (command) => ({ type: 'Added', data: { by: command.by } }),
}

describe('command handler', () => {
  // Turns, retries after a writer that takes no turn, and the deadline: event-store.turns.test.ts.
  it('simultaneous commands on one stream all land, each deciding on the state the one before left', async () => {
    const id = stream()
    const results = await Promise.all(
      Array.from({ length: 5 }, () => handleCommand(db(), id, counter, { by: 1 })),
    )
    expect(results.map((r) => r.newState.total).sort()).toEqual([1, 2, 3, 4, 5])
    expect(await streamVersion(db(), id)).toBe(5)
  })

  it('stores a repeated command once when it carries a command id', async () => {
    const id = stream()
    const commandId = randomUUID()
    const once = await handleCommand(db(), id, counter, { by: 7 }, { commandId })
    const again = await handleCommand(db(), id, counter, { by: 7 }, { commandId })
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => handleCommand(db(), id, counter, { by: 3 }, { commandId: 'c-2' })),
    )
    expect(again.events).toEqual(once.events)
    for (const r of racing) expect(r.events).toEqual(racing[0]!.events)
    expect((await readStream(db(), id)).map((e) => e.data)).toEqual([{ by: 7 }, { by: 3 }])
  })
})

describe('inline projections', () => {
  it('the activity projection counts per actor and type, and a rebuild reproduces it exactly', async () => {
    const a = stream()
    const b = stream()
    await appendToStream(db(), a, 'no_stream', [note('x'), note('y')], { metadata: { actorId: 'asha' } })
    await appendToStream(db(), a, 2, [{ type: 'NoteShared', data: {} }], { metadata: { actorId: 'asha' } })
    await appendToStream(db(), b, 'no_stream', [note('z')], { metadata: { actorId: 'ravi' } })
    await appendToStream(db(), b, 1, [note('no actor')])

    expect(await activityCount(db(), 'asha')).toBe(3)
    expect(await activityCount(db(), 'asha', ['NoteAdded'])).toBe(2)
    expect((await activityOf(db(), 'ravi')).map((r) => [r.eventType, r.count])).toEqual([['NoteAdded', 1]])

    const snapshot = () => db().query('SELECT * FROM activity_by_actor ORDER BY actor_id, event_type')
    const inline = await snapshot()
    expect(await rebuildProjections(db(), inlineProjections)).toEqual({
      events: 5,
      projections: inlineProjections.map((p) => p.name),
    })
    expect(await snapshot()).toEqual(inline)
  })

  it('a failing projection rolls the append back', async () => {
    const id = stream()
    const broken = {
      name: 'broken',
      tables: [],
      canHandle: ['NoteAdded'],
      apply: () => Promise.reject(new Error('boom')),
    }
    await expect(
      appendToStream(db(), id, 'no_stream', [note('a')], { projections: [broken] }),
    ).rejects.toThrow('boom')
    expect(await streamVersion(db(), id)).toBe(0)
    expect(await db().query('SELECT 1 FROM events')).toHaveLength(0)
  })
})
