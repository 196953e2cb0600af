import { afterAll, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { listMigrations } from '#db/migrate.server.ts'
import { openPostgres } from '#db/postgres.server.ts'
import { testDatabaseKind } from '#tests/support/db.ts'
import { maintenanceUrl, quoted } from '#tests/support/worker-databases.ts'

// `npm run db:migrate`, the first step of a rolling upgrade, on a database of its own.

const run = promisify(execFile)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-cli-'))
const admin = testDatabaseKind === 'postgres' ? openPostgres(maintenanceUrl(process.env.DATABASE_URL!)) : null
const name = `${decodeURIComponent(new URL(process.env.DATABASE_URL ?? 'postgres://x/none').pathname.slice(1))}_migrate_${process.pid}`

afterAll(async () => {
  if (admin) {
    await admin.exec(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
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
