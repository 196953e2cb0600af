import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { server } from '#tests/mocks/server.ts'
import { guardConsoleError } from './console.ts'
import { responseMatchers } from './matchers.ts'

// Runs in every test file before it. Tests never reach the network: the one msw server
// refuses any request no test mocked (`server.use(...)` in the test adds handlers).
process.env.NODE_ENV ??= 'test'
process.env.SESSION_SECRET ??= 'test-session-secret-at-least-32-characters-long'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

expect.extend(responseMatchers)
guardConsoleError()
