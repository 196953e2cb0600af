import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { dumpPglite, openPglite } from '#db/pglite.server.ts'
import { openPostgres } from '#db/postgres.server.ts'
import { migrate } from '#db/migrate.server.ts'
import { maintenanceUrl, quoted, workerDatabaseName } from './worker-databases.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) each test file's database starts from; '' on Postgres. */
    pgliteTemplate: string
  }
}

/**
 * Runs once per `vitest run`. A new in-memory PGlite runs initdb (about 3 s); a copy of a
 * dumped one starts in about 1 s. So the migrations are applied once, here, to a fresh
 * database, and every test file's `openTestDb` loads a copy of it — the same schema the
 * migrations give, built by them in this very run.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '')
    return postgresWorkerDatabases(process.env.DATABASE_URL, WORKERS)
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nyaya-test-template-'))
  const file = path.join(dir, 'pglite.tar')
  const db = await openPglite('memory://')
  try {
    await migrate(db)
    fs.writeFileSync(file, Buffer.from(await (await dumpPglite(db)).arrayBuffer()))
  } finally {
    await db.close()
  }
  project.provide('pgliteTemplate', file)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}

/** As many workers as the machine has cores; vitest.config.ts sets the same number. */
export const WORKERS = os.availableParallelism()

/**
 * Migrates DATABASE_URL's database once and copies it for each worker (worker-databases.ts);
 * the copies are dropped when the run ends.
 */
async function postgresWorkerDatabases(base: string, workers: number) {
  const template = openPostgres(base, { max: 1 })
  try {
    await migrate(template)
  } finally {
    await template.close()
  }
  const admin = openPostgres(maintenanceUrl(base), { max: 1 })
  const names = Array.from({ length: workers }, (_, i) => workerDatabaseName(base, i + 1))
  const templateName = decodeURIComponent(new URL(base).pathname.slice(1))
  for (const name of names) {
    await admin.exec(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
    await admin.exec(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(templateName)}`)
    // A throw-away copy needs no commit to wait for its WAL flush (3 ms each on this disk,
    // 0.2 ms without); a crash of Postgres itself is no test's subject. Not copied by TEMPLATE.
    await admin.exec(`ALTER DATABASE ${quoted(name)} SET synchronous_commit = off`)
  }
  return async () => {
    for (const name of names) await admin.exec(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
    await admin.close()
  }
}
