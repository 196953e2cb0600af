import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { dumpPglite, openPglite } from '#db/pglite.server.ts'
import { migrate } from '#db/migrate.server.ts'

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
    return
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
