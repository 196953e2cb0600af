import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads'

/**
 * A small pool of worker threads for CPU-heavy jobs (PDF and Word exports): at most `size`
 * jobs run at once, one per worker; `queue` more wait; past that a job is refused at once
 * with PoolBusyError, which the caller answers 503. A job that outlives `timeoutMs`, or whose
 * worker dies, fails on its own and its worker is replaced. Workers start when first needed.
 * The worker script answers through server/worker-jobs.js.
 */
export type PoolOptions = {
  /** The worker's plain-JS entry (absolute path or file URL). */
  script: string | URL
  size: number
  queue: number
  timeoutMs: number
  resourceLimits?: ResourceLimits
}

export type PoolStats = { workers: number; running: number; waiting: number; replaced: number }

export type WorkerPool<Input, Output> = {
  run(input: Input, transfer?: readonly Transferable[]): Promise<Output>
  /** Refuses new jobs and drops the waiting ones, lets running ones finish for `graceMs`, then stops every worker. */
  close(graceMs?: number): Promise<void>
  readonly stats: PoolStats
}

/** Every worker busy and the line full: try again shortly. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError'
}
export class PoolTimeoutError extends Error {
  override name = 'PoolTimeoutError'
}
/** The worker died under the job (an uncaught error, out of memory, an exit). */
export class WorkerCrashError extends Error {
  override name = 'WorkerCrashError'
}
export class PoolClosedError extends Error {
  override name = 'PoolClosedError'
}

type Job = {
  id: number
  input: unknown
  transfer: readonly Transferable[]
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  timer?: NodeJS.Timeout
}
type Slot = { worker: Worker; job: Job | null }
type Answer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string }

export function createWorkerPool<Input, Output>(options: PoolOptions): WorkerPool<Input, Output> {
  const slots = new Set<Slot>()
  const line: Job[] = []
  let nextId = 1
  let replaced = 0
  let closed = false
  let drained: (() => void) | null = null

  const settle = (slot: Slot, outcome: (job: Job) => void) => {
    const job = slot.job
    if (!job) return
    clearTimeout(job.timer)
    slot.job = null
    slot.worker.unref() // an idle worker keeps no process alive
    outcome(job)
  }

  /** Forgets a worker that died or was stopped: its job (if any) fails with `error`. */
  const retire = (slot: Slot, error: Error) => {
    if (!slots.delete(slot)) return
    if (!closed) replaced++
    settle(slot, (job) => job.reject(error))
    void slot.worker.terminate()
    pump()
  }

  const start = (): Slot => {
    const worker = new Worker(options.script, {
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
      // None of the server's secrets: a worker needs no environment to lay out a file.
      env: {},
      stdout: false,
      stderr: false,
    })
    const slot: Slot = { worker, job: null }
    worker.on('message', (answer: Answer) => {
      if (answer.id !== slot.job?.id) return
      settle(slot, (job) =>
        answer.ok
          ? job.resolve(answer.value)
          : job.reject(Object.assign(new Error(answer.message), { name: answer.name })),
      )
      pump()
    })
    worker.on('error', (error) => retire(slot, new WorkerCrashError(`worker failed: ${error.message}`)))
    worker.on('exit', (code) => retire(slot, new WorkerCrashError(`worker exited with code ${code}`)))
    slots.add(slot)
    return slot
  }

  const dispatch = (slot: Slot, job: Job) => {
    slot.job = job
    slot.worker.ref()
    job.timer = setTimeout(
      () => retire(slot, new PoolTimeoutError(`job took longer than ${options.timeoutMs} ms`)),
      options.timeoutMs,
    )
    slot.worker.postMessage({ id: job.id, input: job.input }, job.transfer)
  }

  const idleSlot = (): Slot | null => {
    for (const slot of slots) if (!slot.job) return slot
    return slots.size < options.size ? start() : null
  }

  function pump() {
    while (!closed && line.length > 0) {
      const slot = idleSlot()
      if (!slot) return
      dispatch(slot, line.shift()!)
    }
    if (closed && drained && [...slots].every((slot) => !slot.job)) drained()
  }

  return {
    run(input, transfer = []) {
      if (closed) return Promise.reject(new PoolClosedError('the pool is shutting down'))
      const slot = line.length === 0 ? idleSlot() : null
      if (!slot && line.length >= options.queue)
        return Promise.reject(new PoolBusyError(`${options.size} running and ${line.length} waiting`))
      return new Promise<Output>((resolve, reject) => {
        const job: Job = { id: nextId++, input, transfer, resolve: resolve as Job['resolve'], reject }
        if (slot) dispatch(slot, job)
        else line.push(job)
      })
    },
    async close(graceMs = 10_000) {
      closed = true
      for (const job of line.splice(0)) job.reject(new PoolClosedError('the pool is shutting down'))
      if ([...slots].some((slot) => slot.job)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs)
          drained = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
      const stopping = [...slots]
      for (const slot of stopping)
        retire(slot, new PoolClosedError('the pool shut down before the job ended'))
      await Promise.all(stopping.map((slot) => slot.worker.terminate()))
    },
    get stats() {
      const running = [...slots].filter((slot) => slot.job).length
      return { workers: slots.size, running, waiting: line.length, replaced }
    },
  }
}
