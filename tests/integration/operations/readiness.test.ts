import { describe, expect, it } from 'vitest'
import { checkReadiness } from '#app/platform/readiness.server.ts'
import { listMigrations } from '#db/migrate.server.ts'
import { openTestDb, useTestDatabase } from '#tests/support/db.ts'

// GET /readyz answers 200 only with this `ready` (server.js adds 503 while shutting down).
const db = useTestDatabase({ emptyAfterEach: false })

describe('readiness', () => {
  it('is ready when the database answers with every migration applied', async () => {
    expect(await checkReadiness()).toEqual({ ready: true })
  })

  it('is not ready while a migration this code ships is not applied', async () => {
    const last = listMigrations().at(-1)!.id
    await db().query('DELETE FROM schema_migrations WHERE id = $1', [last])
    try {
      expect(await checkReadiness()).toEqual({ ready: false, reason: '1 migration(s) not applied' })
    } finally {
      await db().query('INSERT INTO schema_migrations (id) VALUES ($1)', [last])
    }
    expect(await checkReadiness()).toEqual({ ready: true })
  })

  it('is not ready when the database does not answer', async () => {
    const closed = await openTestDb()
    await closed.close()
    expect(await checkReadiness(async () => closed)).toEqual({
      ready: false,
      reason: 'the database does not answer',
    })
    expect(await checkReadiness(() => Promise.reject(new Error('connect ECONNREFUSED')))).toEqual({
      ready: false,
      reason: 'the database does not answer',
    })
  })

  it('is not ready when the database does not answer in time', async () => {
    const never = () => new Promise<never>(() => {})
    expect(await checkReadiness(never, 50)).toEqual({
      ready: false,
      reason: 'the database did not answer in time',
    })
  })
})
