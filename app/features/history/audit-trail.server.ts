import type { Db } from '#db/types.ts'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { ROLE_LABELS, type DocumentRole } from '#domain/collaboration/index.ts'
import { verifyStreamChain, type VerifiedEvent } from '#events/audit.server.ts'
import { HASH_CHAIN_ALGORITHM } from '#events/hash-chain.ts'
import { historyOf, historyReferences } from '#events/projections/agreement-history.ts'
import type { AgreementView } from '#events/projections/agreements.ts'
import { wordEntry, whenIst, type WordedEntry } from './wording.server.ts'

/**
 * The whole audit trail of one document, as the JSON and CSV downloads and the audit
 * certificate give it: every event from the history read model, worded, and the chain of
 * the event log recomputed in full for this request (never the page's remembered check —
 * a file that leaves the system must say what was true when it was made).
 *
 * Each event's hashes are the ones the recomputation verified in the event log. Should the
 * read model ever disagree with the log (a row changed behind its back, a rebuild still to
 * run), the log's values are used and the disagreement is stated.
 */

export interface AuditTrailEvent extends WordedEntry {
  /** Its link and hash were recomputed from the event log and held. */
  hashVerified: boolean
}

export interface AuditTrail {
  document: { id: string; title: string; streamId: string }
  producedAt: Date
  producedBy: { name: string; email: string; role: string }
  algorithm: string
  chain: {
    verified: boolean
    /** Events whose link and hash held, from the first. */
    eventsVerified: number
    /** How many events the stream holds. */
    eventsInStream: number
    firstBroken: { version: number; action: string | null; reason: string } | null
    /** The hash of the last event as verified in the log; null when the chain does not verify to its end. */
    finalHash: string | null
  }
  /** Set when the history read model differs from the event log: the first version where it does. */
  readModelDiffers: number | null
  events: AuditTrailEvent[]
}

export async function auditTrail(
  db: Db,
  agreement: AgreementView,
  viewer: { displayName: string; email: string; role: DocumentRole },
  now = new Date(),
): Promise<AuditTrail> {
  const streamId = agreementStreamId(agreement.id)
  const logged = new Map<number, VerifiedEvent>()
  // Sequential on purpose: the chain first, so a row the read model gains meanwhile has no verified twin rather than a stale one.
  const chain = await verifyStreamChain(db, streamId, {
    onVerified: (event) => logged.set(event.version, event),
  })
  const entries = await historyOf(db, agreement.id)
  const refs = await historyReferences(db, agreement.id, entries)
  let readModelDiffers: number | null = null
  const events = entries.map((entry): AuditTrailEvent => {
    const worded = wordEntry(entry, refs, viewer.role)
    const inLog = logged.get(entry.version)
    if (!inLog) return { ...worded, hashVerified: false }
    const same = inLog.hash === entry.hash && inLog.prevHash === entry.prevHash && inLog.type === entry.type
    if (!same && readModelDiffers === null) readModelDiffers = entry.version
    return { ...worded, prevHash: inLog.prevHash, hash: inLog.hash, hashVerified: true }
  })
  if (readModelDiffers === null && chain.verified > entries.length) readModelDiffers = entries.length + 1
  const bad = chain.firstBad
  const badEntry = bad ? events.find((e) => e.version === bad.streamVersion) : undefined
  return {
    document: { id: agreement.id, title: agreement.title, streamId },
    producedAt: now,
    producedBy: {
      name: viewer.displayName.trim() || viewer.email,
      email: viewer.email,
      role: ROLE_LABELS[viewer.role],
    },
    algorithm: HASH_CHAIN_ALGORITHM,
    chain: {
      verified: !bad,
      eventsVerified: chain.verified,
      // The version the agreement's read model records: what the stream should hold, tampered or not.
      eventsInStream: Math.max(agreement.version, chain.head),
      firstBroken: bad
        ? { version: bad.streamVersion, action: badEntry?.action ?? null, reason: bad.reason }
        : null,
      finalHash: bad ? null : chain.lastHash,
    },
    readModelDiffers,
    events,
  }
}

/** One sentence on the chain, for the certificate and the page. */
export function chainSentence(chain: AuditTrail['chain']): string {
  if (chain.verified)
    return `Verified: all ${chain.eventsVerified} events recomputed from the event log; every link and hash holds.`
  const broken = chain.firstBroken!
  return (
    `NOT verified: the chain breaks at event #${broken.version}${broken.action ? ` (${broken.action})` : ''} — ${broken.reason}. ` +
    `${chain.eventsVerified} ${chain.eventsVerified === 1 ? 'event' : 'events'} before it verified.`
  )
}

export { whenIst }
