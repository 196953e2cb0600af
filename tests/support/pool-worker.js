// @ts-check
// A worker for tests/unit/worker-pool.test.ts: each job names what the worker does.
import { threadId } from 'node:worker_threads'
import { serveJobs } from '../../server/worker-jobs.js'

serveJobs(async (/** @type {{ op: string, ms?: number, value?: unknown }} */ job) => {
  switch (job.op) {
    case 'echo':
      return { value: job.value, threadId }
    case 'sleep':
      await new Promise((resolve) => setTimeout(resolve, job.ms))
      return threadId
    case 'spin': {
      // Holds the worker's own thread, as a long layout would; only a terminate stops it.
      for (;;);
    }
    case 'bytes':
      return new Uint8Array([1, 2, 3])
    case 'fail':
      throw new RangeError('the job said no')
    case 'exit':
      process.exit(3)
    // eslint-disable-next-line no-fallthrough
    case 'throw':
      setTimeout(() => {
        throw new Error('uncaught in the worker')
      })
      return new Promise(() => {})
    case 'heap': {
      /** @type {string[]} */
      const hoard = []
      for (;;) hoard.push('x'.repeat(1024) + hoard.length)
    }
  }
  throw new Error(`unknown op ${job.op}`)
})
