import { afterAll, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { listMigrations, migrate } from '#db/migrate.server.ts'
import { openPostgres } from '#db/postgres.server.ts'
import { testDatabaseKind } from '#tests/support/db.ts'
import { maintenanceUrl, quoted } from '#tests/support/worker-databases.ts'

// `npm run db:migrate`, the first step of a rolling upgrade, on a database of its own; and
// the app's replicas starting together on a new PostgreSQL database, as compose starts them.

const run = promisify(execFile)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-cli-'))
const admin = testDatabaseKind === 'postgres' ? openPostgres(maintenanceUrl(process.env.DATABASE_URL!)) : null
const name = `${decodeURIComponent(new URL(process.env.DATABASE_URL ?? 'postgres://x/none').pathname.slice(1))}_migrate_${process.pid}`

const racedNames = [1, 2, 3].map((round) => `${name}_race${round}`)

afterAll(async () => {
  if (admin) {
    for (const db of [name, ...racedNames])
      await admin.exec(`DROP DATABASE IF EXISTS ${quoted(db)} WITH (FORCE)`)
    await admin.close()
  }
  fs.rmSync(work, { recursive: true, force: true })
})

it('applies every migration a new database lacks, names them, and then finds none to apply', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: undefined, PGLITE_DATA_DIR: undefined }
  if (admin) {
    await admin.exec(`CREATE DATABASE ${quoted(name)}`)
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = `/${name}`
    env.DATABASE_URL = url.toString()
  } else env.PGLITE_DATA_DIR = path.join(work, 'pglite')
  const migrateCli = () =>
    run(process.execPath, ['--import', 'tsx', 'app/cli/migrate.ts'], { env, cwd: process.cwd() })

  const first = await migrateCli()
  expect(first.stdout.trim()).toBe(
    `Applied ${listMigrations()
      .map((m) => m.id)
      .join(', ')}`,
  )
  const again = await migrateCli()
  expect(again.stdout.trim()).toBe('No migration to apply')
})

it.runIf(testDatabaseKind === 'postgres')(
  'lets four processes that start together on a new database apply each migration once',
  async () => {
    // Each round a new database: the race is on creating the migrations' own table.
    for (const raced of racedNames) {
      await admin!.exec(`CREATE DATABASE ${quoted(raced)}`)
      const url = new URL(process.env.DATABASE_URL!)
      url.pathname = `/${raced}`
      const processes = Array.from({ length: 4 }, () => openPostgres(url.toString(), { max: 1 }))
      try {
        const applied = await Promise.all(processes.map((db) => migrate(db)))
        expect(applied.flat().sort()).toEqual(listMigrations().map((m) => m.id))
      } finally {
        await Promise.all(processes.map((db) => db.close()))
      }
    }
  },
)
