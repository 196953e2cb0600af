import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { server } from '#tests/mocks/server.ts'
import { guardConsoleError } from './console.ts'
import { responseMatchers } from './matchers.ts'
import { workerDatabaseUrl } from './worker-databases.ts'

// Runs in every test file before it. Tests never reach the network: the one msw server
// refuses any request no test mocked (`server.use(...)` in the test adds handlers).
process.env.NODE_ENV ??= 'test'
process.env.SESSION_SECRET ??= 'test-session-secret-at-least-32-characters-long'
// On Postgres, this worker's own copy of the database (global-setup.ts), for everything
// in the file that reads DATABASE_URL, child processes included. Once per worker thread.
if (process.env.DATABASE_URL && !process.env.TEST_WORKER_DATABASE) {
  process.env.DATABASE_URL = workerDatabaseUrl(process.env.DATABASE_URL, process.env.VITEST_POOL_ID ?? '1')
  process.env.TEST_WORKER_DATABASE = process.env.DATABASE_URL
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

expect.extend(responseMatchers)
guardConsoleError()
