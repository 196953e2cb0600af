import { afterAll, describe, expect, inject, it } from 'vitest'
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { useDatabase } from '#db/client.server.ts'
import { openPglite } from '#db/pglite.server.ts'
import { openPostgres } from '#db/postgres.server.ts'
import { migrate } from '#db/migrate.server.ts'
import type { Db } from '#db/types.ts'
import { handleCommand } from '#events/command-handler.server.ts'
import { agreementDecider, agreementStreamId, type AgreementCommand } from '#domain/agreement/index.ts'
import { createUser } from '#app/features/auth/users.server.ts'
import { generateRentalCommand } from '#tests/support/generate-command.ts'
import { testDatabaseKind } from '#tests/support/db.ts'
import { maintenanceUrl, quoted } from '#tests/support/worker-databases.ts'

// `npm run backup` and `npm run restore` as an operator runs them (child processes, the
// database closed in this one), on the database this suite runs on: PGlite directories,
// or PostgreSQL databases of this test's own beside DATABASE_URL's.

const run = promisify(execFile)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-restore-'))
const BACKUPS = path.join(work, 'backups')

type Outcome = { code: number; stdout: string; stderr: string }
const cli = (script: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<Outcome> =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { env, cwd: process.cwd() }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Outcome) => error,
  )

/** A database of the suite's kind that no one has used: its env for the CLIs and a way to open it. */
interface Place {
  env: NodeJS.ProcessEnv
  open(): Promise<Db>
}

const created: string[] = []
const admin = testDatabaseKind === 'postgres' ? openPostgres(maintenanceUrl(process.env.DATABASE_URL!)) : null

async function newPlace(label: string): Promise<Place> {
  const base = { ...process.env, DATABASE_URL: undefined, PGLITE_DATA_DIR: undefined, BACKUP_DIR: BACKUPS }
  if (admin) {
    const url = new URL(process.env.DATABASE_URL!)
    const name = `${decodeURIComponent(url.pathname.slice(1))}_${label}_${process.pid}`
    await admin.exec(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
    await admin.exec(`CREATE DATABASE ${quoted(name)}`)
    created.push(name)
    url.pathname = `/${name}`
    return { env: { ...base, DATABASE_URL: url.toString() }, open: async () => openPostgres(url.toString()) }
  }
  const dir = path.join(work, label)
  return { env: { ...base, PGLITE_DATA_DIR: dir }, open: () => openPglite(dir) }
}

afterAll(async () => {
  if (admin) {
    for (const name of created) await admin.exec(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
    await admin.close()
  }
  fs.rmSync(work, { recursive: true, force: true })
})

/** Every table's rows as sorted JSON lines: the whole database's data, row order aside. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )
  const all: Record<string, string[]> = {}
  for (const { tablename } of tables) {
    const rows = await db.query(`SELECT * FROM "${tablename}"`)
    all[tablename] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return all
}

const edit = (ownerId: string, content: string, expectedVersion: number): AgreementCommand => ({
  type: 'EditAgreement',
  data: { actorId: ownerId, content, expectedVersion, now: new Date() },
})

/** An account and two documents, one edited twice, through the commands the pages run. */
async function seed(db: Db): Promise<{ ownerId: string; agreementId: string }> {
  useDatabase(db)
  const owner = await createUser(`backup-${crypto.randomUUID()}@example.in`, 'secret1')
  const command = (agreementId: string, c: AgreementCommand) =>
    handleCommand(db, agreementStreamId(agreementId), agreementDecider, c, {
      metadata: { actorId: owner.id },
    })
  const [first, second] = [crypto.randomUUID(), crypto.randomUUID()]
  await command(first, generateRentalCommand(owner.id, { title: 'Flat at Indiranagar' }))
  await command(second, generateRentalCommand(owner.id, { title: 'Shop at Karol Bagh' }))
  await command(first, edit(owner.id, 'The rent is ₹ 25,000 a month.', 1))
  await command(first, edit(owner.id, 'The rent is ₹ 27,500 a month.', 2))
  return { ownerId: owner.id, agreementId: first }
}

/** The source of the first test and its backup, for the refusals after it. */
let source: Place | undefined
let backupFile: string | undefined

describe(`npm run backup, then npm run restore into an empty database (${testDatabaseKind})`, () => {
  it('restores the same data, whose audit chain and read models check out, and refuses a database that holds data', async () => {
    source = await newPlace('bk_source')
    let db = await source.open()
    await migrate(db)
    const { ownerId, agreementId } = await seed(db)
    const before = await contents(db)
    await db.close()

    const backup = await cli('app/cli/backup.ts', source.env)
    expect(backup.stderr).toBe('')
    const file = backup.stdout.match(/Backup written to (.+)$/m)?.[1]
    expect(file).toBeDefined()
    expect(path.dirname(file!)).toBe(BACKUPS)
    expect(fs.readdirSync(BACKUPS)).toEqual([path.basename(file!)])
    backupFile = file

    // Into the database the backup came from: refused, and nothing in it changed.
    const refused = await cli('app/cli/restore.ts', source.env, [file!])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^Restore refused: .* is not empty/)
    db = await source.open()
    expect(await contents(db)).toEqual(before)
    await db.close()

    const target = await newPlace('bk_restored')
    const restored = await cli('app/cli/restore.ts', target.env, [file!])
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)

    const verified = await cli('events/cli/audit-verify.ts', target.env)
    expect(verified.code).toBe(0)
    expect(verified.stdout.trim()).toBe(`${before.events!.length} events verified`)
    // The restored read models equal a replay of the restored log.
    const replayed = await cli('tests/e2e/projections-match.ts', target.env)
    expect(replayed.stderr).toBe('')
    expect(replayed.code).toBe(0)

    db = await target.open()
    try {
      expect(await contents(db)).toEqual(before)
      // The log goes on where it stopped: the next edit is version 4, after the last position.
      const next = await handleCommand(
        db,
        agreementStreamId(agreementId),
        agreementDecider,
        edit(ownerId, 'The rent is ₹ 30,000 a month.', 3),
        { metadata: { actorId: ownerId } },
      )
      expect(next.nextExpectedVersion).toBe(4)
      const [last] = await db.query<{ global_position: number }>(
        'SELECT max(global_position) AS global_position FROM events',
      )
      const restoredMax = Math.max(...before.events!.map((row) => JSON.parse(row).global_position as number))
      expect(last!.global_position).toBeGreaterThan(restoredMax)
    } finally {
      await db.close()
    }
  })

  it('fails on a cut-short backup and leaves the target empty, so the whole one then restores', async () => {
    const whole = fs.readFileSync(backupFile!)
    const cut = path.join(work, `cut-${path.basename(backupFile!)}`)
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)))
    const target = await newPlace('bk_cut')
    const failed = await cli('app/cli/restore.ts', target.env, [cut])
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/^Restore failed: /)
    expect(failed.stderr).not.toMatch(/at .*\(.*:\d+:\d+\)/)
    const retried = await cli('app/cli/restore.ts', target.env, [backupFile!])
    expect(retried.stderr).toBe('')
    expect(retried.code).toBe(0)
  })

  it.runIf(testDatabaseKind === 'pglite')(
    'refuses to copy a PGlite directory a running app holds',
    async () => {
      const held = await source!.open()
      try {
        const refused = await cli('app/cli/backup.ts', source!.env)
        expect(refused.code).toBe(1)
        expect(refused.stderr).toMatch(
          /^Backup failed: The PGlite data directory .* is already in use by process/,
        )
        expect(fs.readdirSync(BACKUPS)).toEqual([path.basename(backupFile!)])
      } finally {
        await held.close()
      }
    },
  )
})

// The suite's migrated PGlite template is a dump of the same kind `npm run backup` writes.
it.runIf(testDatabaseKind === 'pglite')(
  'tells a PGlite backup from a PostgreSQL dump by its contents',
  async () => {
    const { backupKind } = await import('#db/backups.server.ts')
    expect(backupKind(inject('pgliteTemplate'))).toBe('pglite')
    const notABackup = path.join(work, 'notes.txt')
    fs.writeFileSync(notABackup, 'PGDMX not a dump')
    expect(backupKind(notABackup)).toBeNull()
    const restoring = await cli(
      'app/cli/restore.ts',
      { ...process.env, PGLITE_DATA_DIR: path.join(work, 'x') },
      [notABackup],
    )
    expect(restoring.code).toBe(1)
    expect(restoring.stderr).toContain(
      'is neither a PGlite backup (.tar.gz) nor a PostgreSQL custom-format dump',
    )
  },
)
