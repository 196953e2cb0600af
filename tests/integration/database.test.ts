import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirectoryLockedError, openPglite } from '#db/pglite.server.ts'
import { parseLock } from '#db/pglite-lock.server.ts'
import { listMigrations, migrate } from '#db/migrate.server.ts'
import { openTestDb } from '#tests/support/db.ts'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nyaya-db-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

function holdDatabase(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/hold-database.ts'], {
    env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('ready') && resolve())
    exited.then((code) => reject(new Error(`exited ${code}: ${output}`)))
  })
  ready.catch(() => {}) // awaited only by the tests that expect the child to start
  return { child, ready, exited, output: () => output }
}

describe('PGlite data directory', () => {
  it('refuses a second process while the first holds it, and frees it on SIGTERM', async () => {
    const dataDir = path.join(tmp, 'locked')
    const first = holdDatabase(dataDir)
    await first.ready
    expect(parseLock(fs.readFileSync(`${dataDir}.lock`, 'utf8'))?.pid).toBe(first.child.pid)

    const second = holdDatabase(dataDir)
    expect(await second.exited).toBe(1)
    expect(second.output()).toMatch(/already in use by process \d+/)
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DataDirectoryLockedError)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false)

    // Closed cleanly: it reopens with the migrations already recorded.
    const reopened = await openPglite(dataDir)
    const rows = await reopened.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')
    expect(rows.map((r) => r.id)).toEqual(listMigrations().map((m) => m.id))
    await reopened.close()
  }, 60_000)

  it('takes over a lock left by a process that died', async () => {
    const dataDir = path.join(tmp, 'stale')
    fs.writeFileSync(`${dataDir}.lock`, '999999999')
    const db = await openPglite(dataDir)
    expect(parseLock(fs.readFileSync(`${dataDir}.lock`, 'utf8'))?.pid).toBe(process.pid)
    await db.close()
  }, 60_000)
})

describe('migrations', () => {
  it('applies each numbered file once and records it', async () => {
    const db = await openTestDb()
    try {
      expect(await migrate(db)).toEqual([])
      const recorded = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')
      expect(recorded.map((r) => r.id)).toEqual(listMigrations().map((m) => m.id))
      expect(recorded[0]!.id).toBe('0001_event_store')
    } finally {
      await db.close()
    }
  })

  it('normalises int8 to number and round-trips jsonb objects', async () => {
    const db = await openTestDb()
    try {
      const [row] = await db.query<{ n: unknown; j: unknown }>('SELECT $1::bigint AS n, $2::jsonb AS j', [
        9_007_199_254_740_991,
        { amount: '₹1,00,000', path: 'a\\/b', nested: { list: [1, 2] } },
      ])
      expect(row!.n).toBe(9_007_199_254_740_991)
      expect(row!.j).toEqual({ amount: '₹1,00,000', path: 'a\\/b', nested: { list: [1, 2] } })
    } finally {
      await db.close()
    }
  })
})
