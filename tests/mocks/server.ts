import { setupServer } from 'msw/node'

/**
 * The suite's one msw server, listening for every test file (tests/support/setup.ts). It
 * starts with no handlers and refuses any request nobody mocked, so nothing reaches the
 * network; a test adds what it needs with `server.use(...)`, and those go after each test.
 */
export const server = setupServer()
