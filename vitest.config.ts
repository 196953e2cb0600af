import os from 'node:os'
import { defineConfig } from 'vitest/config'

// On PGlite each file has its own in-memory database; on Postgres (DATABASE_URL) each
// worker has its own copy of the database (tests/support/worker-databases.ts).
const workers = os.availableParallelism()

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/integration/**/*.test.tsx'],
    environment: 'node',
    // Worker threads start faster than forked processes; each file still has its own module graph.
    pool: 'threads',
    poolOptions: { threads: { maxThreads: workers, minThreads: 1 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
  },
})
