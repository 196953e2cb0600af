import { describe, expect, inject, it } from 'vitest'
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { migrate } from '#db/migrate.server.ts'
import { openPglite } from '#db/pglite.server.ts'
import type { Db } from '#db/types.ts'
import { appendToStream } from '#events/append.server.ts'
import { verifyAuditChain } from '#events/audit.server.ts'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { agreementDecider, agreementStreamId, type AgreementCommand } from '#domain/agreement/index.ts'
import { handleCommand } from '#events/command-handler.server.ts'
import { generateRentalCommand } from '#tests/support/generate-command.ts'

const run = promisify(execFile)

const db = useTestDatabase()

/** Three streams, one of them written in a batch, so chains cross pages of events. */
async function seed(target: Db): Promise<number> {
  let count = 0
  for (const [i, name] of ['agreement-a', 'chat-b', 'template-c'].entries()) {
    await appendToStream(target, name, 'no_stream', [{ type: 'Opened', data: { i } }], {
      metadata: { actorId: 'u' },
    })
    const batch = Array.from({ length: 3 + i }, (_, n) => ({ type: 'Edited', data: { n, text: `₹ ${n}` } }))
    await appendToStream(target, name, 1, batch)
    count += 1 + batch.length
  }
  return count
}

async function tamper(target: Db, streamId: string, version: number) {
  await target.query(
    `UPDATE events SET data = jsonb_set(data, '{text}', '"₹ 9,99,999"') WHERE stream_id = $1 AND stream_version = $2`,
    [streamId, version],
  )
}

describe('verifyAuditChain', () => {
  it('verifies every event of an unaltered store', async () => {
    const count = await seed(db())
    expect(await verifyAuditChain(db())).toEqual({ verified: count })
  })

  it('names the event whose data was altered by a raw UPDATE', async () => {
    await seed(db())
    await tamper(db(), 'chat-b', 3)
    const [row] = await db().query<{ global_position: number }>(
      `SELECT global_position FROM events WHERE stream_id = 'chat-b' AND stream_version = 3`,
    )
    const result = await verifyAuditChain(db())
    expect(result.firstBad).toEqual({
      streamId: 'chat-b',
      streamVersion: 3,
      globalPosition: row!.global_position,
      reason: expect.stringMatching(/contents/),
    })
    // agreement-a (4 events) and chat-b's first two checked out before it.
    expect(result.verified).toBe(6)
  })

  it('notices an event removed from the middle of a stream', async () => {
    await seed(db())
    await db().query(`DELETE FROM events WHERE stream_id = 'agreement-a' AND stream_version = 2`)
    expect((await verifyAuditChain(db())).firstBad).toMatchObject({
      streamId: 'agreement-a',
      streamVersion: 3,
      reason: expect.stringMatching(/gap/),
    })
  })

  it('notices events cut off the end of an agreement, against the version its read model recorded', async () => {
    const ownerId = crypto.randomUUID()
    const agreementId = crypto.randomUUID()
    const run = (command: AgreementCommand) =>
      handleCommand(db(), agreementStreamId(agreementId), agreementDecider, command, {
        metadata: { actorId: ownerId },
      })
    await run(generateRentalCommand(ownerId))
    await run({
      type: 'EditAgreement',
      data: { actorId: ownerId, content: 'Edited text', expectedVersion: 1, now: new Date() },
    })
    expect(await verifyAuditChain(db())).toEqual({ verified: 2 })

    await db().query(`DELETE FROM events WHERE stream_id = $1 AND stream_version = 2`, [
      agreementStreamId(agreementId),
    ])
    expect((await verifyAuditChain(db())).firstBad).toMatchObject({
      streamId: agreementStreamId(agreementId),
      streamVersion: 1,
      reason: expect.stringMatching(/recorded at version 2 but its chain ends here/),
    })
  })
})

describe('npm run audit:verify', () => {
  const cli = (env: NodeJS.ProcessEnv, args: string[] = []) =>
    run(process.execPath, ['--import', 'tsx', 'events/cli/audit-verify.ts', ...args], {
      env,
      cwd: process.cwd(),
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    )

  it('exits 0 on an intact store and non-zero naming the altered event', async () => {
    const base = { ...process.env, DATABASE_URL: undefined, PGLITE_DATA_DIR: undefined }
    let env: NodeJS.ProcessEnv
    let target: Db
    let cleanUp = async () => {}
    if (testDatabaseKind === 'postgres') {
      env = { ...base, DATABASE_URL: process.env.DATABASE_URL }
      target = db()
    } else {
      // The CLI opens the database itself, so on PGlite it gets a directory of its own,
      // closed here first: one process per PGlite directory.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-cli-'))
      env = { ...base, PGLITE_DATA_DIR: path.join(dir, 'pglite') }
      // Started from the run's migrated copy (global-setup.ts) rather than a new initdb.
      const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))])
      target = await openPglite(env.PGLITE_DATA_DIR!, { from: template })
      await migrate(target)
      cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true })
    }
    try {
      const count = await seed(target)
      await tamper(target, 'template-c', 4)
      if (target !== db()) await target.close()

      const broken = await cli(env)
      expect(broken.code).toBe(1)
      expect(broken.stderr).toMatch(/Audit chain broken at template-c version 4 \(global position \d+\)/)
      const brokenStream = await cli(env, ['--stream', 'template-c'])
      expect(brokenStream.code).toBe(1)
      expect(brokenStream.stderr).toMatch(
        /Audit chain broken at template-c version 4 .*3 events verified before it/,
      )

      // Put the original value back: the same bytes hash the same, so the chain heals.
      if (target !== db()) target = await openPglite(env.PGLITE_DATA_DIR!)
      await target.query(
        `UPDATE events SET data = jsonb_set(data, '{text}', '"₹ 2"') WHERE stream_id = 'template-c' AND stream_version = 4`,
      )
      const [last] = await target.query<{ stream_version: number; hash: string }>(
        `SELECT stream_version, hash FROM events WHERE stream_id = 'template-c' ORDER BY stream_version DESC LIMIT 1`,
      )
      if (target !== db()) await target.close()
      const intact = await cli(env)
      expect(intact.code).toBe(0)
      expect(intact.stdout.trim()).toBe(`${count} events verified`)
      // One stream: its final hash, to hold against an audit certificate.
      const one = await cli(env, ['--stream', 'template-c'])
      expect(one.code).toBe(0)
      expect(one.stdout.trim().split('\n')).toEqual([
        `${last!.stream_version} events of template-c verified`,
        `Final hash (SHA-256, of event #${last!.stream_version}): ${last!.hash}`,
      ])
      const none = await cli(env, ['--stream', 'no-such-stream'])
      expect(none.code).toBe(1)
      expect(none.stderr).toContain('No events in stream no-such-stream')
    } finally {
      await cleanUp()
    }
  })
})
