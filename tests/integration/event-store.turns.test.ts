import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { openPostgres } from '#db/postgres.server.ts'
import type { Db, Queryable } from '#db/types.ts'
import { appendToStream } from '#events/append.server.ts'
import { verifyAuditChain } from '#events/audit.server.ts'
import { COMMAND_DEADLINE_MS, handleCommand, type Decider } from '#events/command-handler.server.ts'
import { evolveKnown, type DomainEvent } from '#domain/shared/decider.ts'
import { readStream, streamVersion } from '#events/read.server.ts'
import { withStreamTurn } from '#events/stream-lock.server.ts'
import { ConcurrencyError, DuplicateEventIdError } from '#events/types.ts'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'

// handleCommand runs load → decide → append as one turn on the stream: the writers of one
// stream go one after another (in memory within a process, by an advisory lock across
// processes), so additions never fail because another landed first; a writer that takes no
// turn is retried until the deadline; a turn that never comes is a ConcurrencyError.

interface Tally {
  total: number
  seen: number[]
}
type Add = { by: number }
type Added = { type: 'Added'; data: { by: number; after: number } }
// The test's type is not registered with the store, so its payload is trusted as written.
const isAdded = (event: DomainEvent): event is Added => event.type === 'Added'
const tally: Decider<Tally, Add, Added> = {
  initialState: () => ({ total: 0, seen: [] }),
  evolve: evolveKnown(isAdded, (state: Tally, event) => ({
    total: state.total + event.data.by,
    seen: [...state.seen, event.data.after],
  })),
  // Records the total it decided on, so a test can see that no two decided on the same state.
  decide: (command, state) => ({ type: 'Added', data: { by: command.by, after: state.total } }),
}
const stream = () => `agreement-${randomUUID()}`
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const db = useTestDatabase()

/** Every event's `after` — the total its command decided on — in version order. */
const decidedOn = async (id: string) =>
  (await readStream(db(), id)).map((e) => (e.data as { after: number }).after)

describe(`turns on a stream (${testDatabaseKind})`, () => {
  it('fifty simultaneous additions all land without a retry, each on the state the one before left', async () => {
    const id = stream()
    const results = await Promise.all(
      Array.from({ length: 50 }, () => handleCommand(db(), id, tally, { by: 1 })),
    )
    expect(results.map((r) => r.retries)).toEqual(Array.from({ length: 50 }, () => 0))
    expect(await decidedOn(id)).toEqual(Array.from({ length: 50 }, (_, i) => i))
    expect(await streamVersion(db(), id)).toBe(50)
    expect((await verifyAuditChain(db())).firstBad).toBeUndefined()
  })

  it('a writer that takes no turn moves the stream mid-command: the command re-reads, re-decides and lands', async () => {
    const id = stream()
    await handleCommand(db(), id, tally, { by: 1 })
    // Inside the command's own transaction, right after its read: an append that takes no
    // turn. Its insert at the next version makes the command's own fail; both roll back.
    let interfered = false
    const meddling: Db = {
      ...db(),
      transaction: (fn) =>
        db().transaction((tx) =>
          fn({
            ...tx,
            async query(text, params) {
              const rows = await tx.query(text, params)
              if (!interfered && text.includes('FROM events') && params?.[0] === id) {
                interfered = true
                await appendToStream(sameTransaction(tx), id, 'any', [
                  { type: 'Added', data: { by: 100, after: -1 } },
                ])
              }
              return rows as never
            },
          }),
        ),
    }
    const result = await handleCommand(meddling, id, tally, { by: 1 })
    expect(interfered).toBe(true)
    expect(result.retries).toBe(1)
    expect(await decidedOn(id)).toEqual([0, 1])
  })

  it('gives up at its deadline with a ConcurrencyError while another writer holds the turn, and writes nothing', async () => {
    const id = stream()
    await handleCommand(db(), id, tally, { by: 1 })
    const { holder, release } = await holdTurn(db(), id)
    const refused = await handleCommand(db(), id, tally, { by: 1 }, { deadlineMs: 300 }).catch(
      (error: unknown) => error,
    )
    // The refusal came while the turn was still held: the deadline bounds the wait, not the holder.
    expect(await holder.stillHeld()).toBe(true)
    release()
    await holder.done
    expect(refused).toBeInstanceOf(ConcurrencyError)
    expect((refused as ConcurrencyError).message).toMatch(/No turn to write to agreement-.* within \d+ ms/)
    expect(await streamVersion(db(), id)).toBe(1)
    // The queue moved on: the next command takes its turn at once.
    expect((await handleCommand(db(), id, tally, { by: 1 })).nextExpectedVersion).toBe(2)
  })

  it('event ids fixed by the decider: the same events again are the first result; in another stream, an error', async () => {
    const id = stream()
    const eventId = randomUUID()
    const fixed = { ...tally, decide: () => ({ type: 'Added' as const, data: { by: 1, after: 0 }, eventId }) }
    const first = await handleCommand(db(), id, fixed, { by: 1 })
    const again = await handleCommand(db(), id, fixed, { by: 1 })
    expect(again.events).toEqual(first.events)
    expect(again.newState.total).toBe(1)
    expect(await streamVersion(db(), id)).toBe(1)
    await expect(handleCommand(db(), stream(), fixed, { by: 1 })).rejects.toBeInstanceOf(
      DuplicateEventIdError,
    )
  })

  it('the default deadline is several seconds: long enough for a burst to land, short enough to answer', () => {
    expect(COMMAND_DEADLINE_MS).toBeGreaterThanOrEqual(5_000)
    expect(COMMAND_DEADLINE_MS).toBeLessThanOrEqual(30_000)
  })
})

describe.runIf(testDatabaseKind === 'postgres')('turns across processes sharing one Postgres', () => {
  // Each handle is one app process: its own pool and its own in-memory queue.
  let processes: Db[] = []
  beforeAll(() => {
    processes = Array.from({ length: 4 }, () => openPostgres(process.env.DATABASE_URL!, { max: 5 }))
  })
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.close()))
  })

  it('four processes adding ten each at once: all forty land without a retry (the advisory lock orders them)', async () => {
    const id = stream()
    const results = await Promise.all(
      processes.flatMap((p) => Array.from({ length: 10 }, () => handleCommand(p, id, tally, { by: 1 }))),
    )
    expect(results.map((r) => r.retries)).toEqual(Array.from({ length: 40 }, () => 0))
    expect(await decidedOn(id)).toEqual(Array.from({ length: 40 }, (_, i) => i))
    expect((await verifyAuditChain(db())).firstBad).toBeUndefined()
  })

  it('a process whose turn does not come in time gives up with a ConcurrencyError (lock_timeout)', async () => {
    const id = stream()
    await handleCommand(db(), id, tally, { by: 1 })
    const { holder, release } = await holdTurn(processes[0]!, id)
    const refused = await handleCommand(processes[1]!, id, tally, { by: 1 }, { deadlineMs: 300 }).catch(
      (error: unknown) => error,
    )
    expect(await holder.stillHeld()).toBe(true)
    release()
    await holder.done
    expect(refused).toBeInstanceOf(ConcurrencyError)
    expect(await streamVersion(db(), id)).toBe(1)
  })
})

/**
 * Takes `streamId`'s turn on `on` and keeps it until `release()` (or 20 s, so a broken
 * deadline fails the test instead of hanging it).
 */
async function holdTurn(on: Db, streamId: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = false
  let taken!: () => void
  const isTaken = new Promise<void>((resolve) => (taken = resolve))
  const done = withStreamTurn(on, streamId, Date.now() + 60_000, async () => {
    held = true
    taken()
    await Promise.race([released, wait(20_000)])
    held = false
  })
  await isTaken
  return { holder: { done, stillHeld: async () => held }, release }
}

/** A Db whose transactions run inside `tx` itself: a write that joins the caller's transaction. */
function sameTransaction(tx: Queryable): Db {
  return { ...db(), ...tx, transaction: (fn) => fn(tx) }
}
