import { defineConfig } from 'vitest/config'

// Against a shared Postgres (DATABASE_URL) test files truncate the same tables, so they
// run one at a time there; on PGlite each file has its own in-memory database.
const sharedDatabase = Boolean(process.env.DATABASE_URL)

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/integration/**/*.test.tsx'],
    environment: 'node',
    // Worker threads start faster than forked processes; each file still has its own module graph.
    pool: 'threads',
    fileParallelism: !sharedDatabase,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
  },
})
