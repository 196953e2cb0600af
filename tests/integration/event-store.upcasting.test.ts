import { describe, expect, it } from 'vitest'
import crypto from 'node:crypto'
import { z } from 'zod'
import {
  AGREEMENT_EVENT_SCHEMAS,
  agreementDecider,
  agreementSharedSchema,
  agreementStreamId,
  describeHistoryEvent,
  type AgreementCommand,
} from '#domain/agreement/index.ts'
import { verifyAuditChain, verifyStreamChain } from '#events/audit.server.ts'
import { catchUp } from '#events/catch-up.server.ts'
import { handleCommand } from '#events/command-handler.server.ts'
import { computeHash } from '#events/hash-chain.ts'
import { historyOf } from '#events/projections/agreement-history.ts'
import { inlineProjections } from '#events/projections/index.ts'
import { readStream } from '#events/read.server.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { EventTypeRegistry, type RecordedEvent } from '#events/types.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { generateRentalCommand } from '#tests/support/generate-command.ts'
import { untilLogBelowHorizon } from '#tests/support/catch-up.ts'

// A payload stored under schema version 1 reads as version 2 through an upcaster, on every
// read path, while the stored row — and so the hash chain — stays exactly as written.

const db = useTestDatabase()

/** A version 2 of AgreementShared, for this test only: it names the channel in words. */
const sharedV2 = agreementSharedSchema.extend({ channel: z.enum(['copied link', 'share sheet']) })

/** The agreement types as the store registers them, with AgreementShared at version 2. */
function registryWithSharedV2(): EventTypeRegistry {
  const registry = new EventTypeRegistry()
  for (const [type, schema] of Object.entries(AGREEMENT_EVENT_SCHEMAS)) {
    if (type !== 'AgreementShared') registry.register(type, schema)
  }
  registry.register('AgreementShared', sharedV2, {
    schemaVersion: 2,
    upcasters: {
      1: (data) => {
        const v1 = agreementSharedSchema.parse(data)
        return { ...v1, channel: v1.method === 'link' ? 'copied link' : 'share sheet' }
      },
    },
  })
  return registry
}

/** An agreement generated and shared by link: AgreementShared is stored at version 1. */
async function sharedAgreement(): Promise<{ agreementId: string; streamId: string; ownerId: string }> {
  const ownerId = crypto.randomUUID()
  const agreementId = crypto.randomUUID()
  const streamId = agreementStreamId(agreementId)
  const run = (command: AgreementCommand) =>
    handleCommand(db(), streamId, agreementDecider, command, { metadata: { actorId: ownerId } })
  await run(generateRentalCommand(ownerId))
  const actor = { id: ownerId, email: 'asha@example.in', name: 'Asha' }
  await run({ type: 'ShareAgreement', data: { method: 'link', actor, now: new Date() } })
  return { agreementId, streamId, ownerId }
}

const storedRow = async (streamId: string, version: number) => {
  const [row] = await db().query<{ schema_version: number; data: Record<string, unknown>; hash: string }>(
    'SELECT schema_version, data, hash FROM events WHERE stream_id = $1 AND stream_version = $2',
    [streamId, version],
  )
  return row!
}

describe('upcasting on read', () => {
  it('reads a stored v1 payload as v2 through the registry, and the chain still verifies the stored one', async () => {
    const { streamId, ownerId } = await sharedAgreement()
    const stored = await storedRow(streamId, 2)
    expect(stored.schema_version).toBe(1)
    expect(stored.data).not.toHaveProperty('channel')

    const [, asStored] = await readStream(db(), streamId)
    expect(asStored).toMatchObject({ type: 'AgreementShared', schemaVersion: 1 })
    expect(asStored!.data).not.toHaveProperty('channel')

    const registry = registryWithSharedV2()
    const [generated, upcast] = await readStream(db(), streamId, { registry })
    expect(upcast).toMatchObject({
      type: 'AgreementShared',
      schemaVersion: 2,
      data: { method: 'link', channel: 'copied link' },
    })
    // Hashes are the row's: the chain covers the payload as stored, not as read.
    expect(upcast!.hash).toBe(stored.hash)
    expect(computeHash(upcast!.prevHash, asStored!)).toBe(stored.hash)
    expect(computeHash(upcast!.prevHash, upcast!)).not.toBe(stored.hash)
    expect(upcast!.prevHash).toBe(generated!.hash)

    // Reading through the upcaster changed nothing stored.
    expect(await storedRow(streamId, 2)).toEqual(stored)
    expect(await verifyStreamChain(db(), streamId)).toMatchObject({ verified: 2, lastHash: stored.hash })
    expect((await verifyAuditChain(db())).firstBad).toBeUndefined()

    // The decider folds the upcast event like any other.
    const edit: AgreementCommand = {
      type: 'EditAgreement',
      data: { actorId: ownerId, content: 'New text', expectedVersion: 2, now: new Date() },
    }
    const folded = await handleCommand(db(), streamId, agreementDecider, edit, { registry })
    expect(folded.newState).toMatchObject({ version: 3, content: 'New text' })
  })

  it('upcasts for the catch-up reader and for a rebuild, so the history reads v2 too', async () => {
    const { agreementId, streamId } = await sharedAgreement()
    const registry = registryWithSharedV2()

    const seen: RecordedEvent[] = []
    await untilLogBelowHorizon(db())
    await catchUp(db(), 'upcasting-test', async (_tx, event) => void seen.push(event), { registry })
    expect(seen.map((e) => [e.type, e.schemaVersion])).toEqual([
      ['AgreementGenerated', 1],
      ['AgreementShared', 2],
    ])
    expect(seen[1]!.data).toMatchObject({ channel: 'copied link' })

    expect((await historyOf(db(), agreementId))[1]!.details).not.toHaveProperty('channel')
    await rebuildProjections(db(), inlineProjections, { registry })
    const [, shared] = await historyOf(db(), agreementId)
    expect(shared!.details).toMatchObject({ method: 'link', channel: 'copied link' })
    expect(describeHistoryEvent(shared!.type, shared!.details)).toEqual({
      action: 'Shared',
      detail: 'the share link was copied',
    })
    expect((await storedRow(streamId, 2)).schema_version).toBe(1)
    expect((await verifyAuditChain(db())).firstBad).toBeUndefined()
  })
})
