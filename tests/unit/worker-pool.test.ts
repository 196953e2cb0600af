import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createWorkerPool,
  PoolBusyError,
  PoolClosedError,
  PoolTimeoutError,
  WorkerCrashError,
  type PoolOptions,
  type WorkerPool,
} from '#app/platform/worker-pool.server.ts'

const script = fileURLToPath(new URL('../support/pool-worker.js', import.meta.url))
type Job = { op: string; ms?: number; value?: unknown }

const pools: Array<WorkerPool<Job, unknown>> = []
function pool(options: Partial<PoolOptions> = {}) {
  const made = createWorkerPool<Job, unknown>({ script, size: 2, queue: 2, timeoutMs: 5_000, ...options })
  pools.push(made)
  return made
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close(0)))
})

describe('the worker pool', () => {
  it('runs jobs in workers started on first use, and transfers bytes back', async () => {
    const p = pool()
    expect(p.stats.workers).toBe(0)
    const answer = (await p.run({ op: 'echo', value: { a: [1, 'ॐ'] } })) as {
      value: unknown
      threadId: number
    }
    expect(answer.value).toEqual({ a: [1, 'ॐ'] })
    expect(answer.threadId).toBeGreaterThan(0)
    expect(await p.run({ op: 'bytes' })).toEqual(new Uint8Array([1, 2, 3]))
    // One job at a time needs one worker.
    expect(p.stats).toEqual({ workers: 1, running: 0, waiting: 0, replaced: 0 })
  })

  it('runs at most `size` at once, queues `queue` more and refuses the next at once', async () => {
    const p = pool({ size: 2, queue: 2 })
    const held = [1, 2, 3, 4].map(() => p.run({ op: 'sleep', ms: 300 }))
    expect(p.stats).toMatchObject({ workers: 2, running: 2, waiting: 2 })
    await expect(p.run({ op: 'echo' })).rejects.toBeInstanceOf(PoolBusyError)
    const threads = await Promise.all(held)
    // Two threads served all four jobs.
    expect(new Set(threads).size).toBe(2)
    expect(p.stats).toMatchObject({ workers: 2, running: 0, waiting: 0 })
    await expect(p.run({ op: 'echo' })).resolves.toBeTruthy()
  })

  it('fails a job that throws, and keeps its worker', async () => {
    const p = pool({ size: 1 })
    const before = (await p.run({ op: 'sleep', ms: 0 })) as number
    await expect(p.run({ op: 'fail' })).rejects.toMatchObject({
      name: 'RangeError',
      message: 'the job said no',
    })
    expect(await p.run({ op: 'sleep', ms: 0 })).toBe(before)
    expect(p.stats.replaced).toBe(0)
  })

  it('times a job out, stops the thread it holds and serves the next job from a new worker', async () => {
    const p = pool({ size: 1, timeoutMs: 1_500 })
    const first = (await p.run({ op: 'sleep', ms: 0 })) as number
    const stuck = p.run({ op: 'spin' })
    const waiting = p.run({ op: 'sleep', ms: 0 })
    await expect(stuck).rejects.toBeInstanceOf(PoolTimeoutError)
    // The job queued behind the stuck one still runs, on a fresh worker.
    const next = (await waiting) as number
    expect(next).not.toBe(first)
    expect(p.stats).toMatchObject({ workers: 1, replaced: 1 })
  })

  it.each(['exit', 'throw', 'heap'])(
    'fails the job whose worker dies (%s) and replaces the worker',
    async (op) => {
      const p = pool({ size: 1, resourceLimits: { maxOldGenerationSizeMb: 32 } })
      const first = (await p.run({ op: 'sleep', ms: 0 })) as number
      const dying = p.run({ op })
      const after = p.run({ op: 'sleep', ms: 0 })
      await expect(dying).rejects.toBeInstanceOf(WorkerCrashError)
      expect(await after).not.toBe(first)
      expect(p.stats.replaced).toBe(1)
    },
  )

  it('on close refuses new jobs, drops waiting ones, lets running ones finish', async () => {
    const p = pool({ size: 1, queue: 2 })
    const running = p.run({ op: 'sleep', ms: 200 })
    const waiting = p.run({ op: 'echo' })
    const closing = p.close(5_000)
    await expect(waiting).rejects.toBeInstanceOf(PoolClosedError)
    await expect(p.run({ op: 'echo' })).rejects.toBeInstanceOf(PoolClosedError)
    await expect(running).resolves.toEqual(expect.any(Number))
    await closing
    expect(p.stats.workers).toBe(0)
  })

  it('on close stops a job that outlives the grace', async () => {
    const p = pool({ size: 1 })
    const stuck = p.run({ op: 'spin' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const refused = expect(stuck).rejects.toBeInstanceOf(PoolClosedError)
    await p.close(100)
    await refused
  })
})
