import { z } from 'zod'
import type { Queryable } from '#db/types.ts'
import { agreementStreamId, describeHistoryEvent, isVersionEvent } from '#domain/agreement/index.ts'
import { may, ROLE_LABELS } from '#domain/collaboration/index.ts'
import { istDateTime } from '#domain/shared/ist-time.ts'
import { checkStreamChain, type ChainCheck } from '#events/chain-check.server.ts'
import { HASH_CHAIN_ALGORITHM } from '#events/hash-chain.ts'
import { historyRange, historyReferences, type HistoryEntry } from '#events/projections/agreement-history.ts'
import {
  latestVersions,
  versionContentOf,
  versionListOf,
  versionsAround,
  type VersionStamp,
} from '#events/projections/agreement-version-queries.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import {
  HISTORY_PARAMS as P,
  type ChainView,
  type HistoryPage,
  type ShownView,
} from '#app/features/history/contract.ts'
import { getDb } from '#app/platform/db.server.ts'
import { wordChanges } from '#app/features/history/word-diff.server.ts'
import { wordEntry, whenIst } from './wording.server.ts'

/** Events listed per page: the page costs the same for a stream of 5 events or 5,000. */
export const HISTORY_PAGE_SIZE = 20

const VERSION_ACTIONS: Record<string, string> = {
  AgreementGenerated: 'Generated',
  AgreementEdited: 'Edited',
  AgreementAiEdited: 'AI-edited',
  ClauseAdded: 'Clause added',
}
// To the minute: the label is repeated in every picker, and the event list has the seconds.
const versionLabel = (v: VersionStamp) =>
  `#${v.version} · ${VERSION_ACTIONS[v.eventType] ?? v.eventType} · ${istDateTime(v.recordedAt, { seconds: false })}`

/** A whole number from the query, as typed; null when absent, NaN when not a number. */
function wholeNumber(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name)
  if (raw === null || raw.trim() === '') return null
  return /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN
}

type Refusal = { status: number; problem: string }

/**
 * The history page for this user: null when the id names no document they may view (a
 * stranger's and a missing one look the same). `status` is 200, or the 4xx of a bad
 * request (an unknown version, a page past the end) — the page still renders, saying why.
 */
export async function historyPageData(
  user: { id: string; email: string; displayName: string },
  rawId: string | undefined,
  url: URL,
): Promise<{ status: number; page: HistoryPage } | null> {
  const id = z.uuid().safeParse(rawId)
  if (!id.success) return null
  const db = await getDb()
  const access = await documentAccess(db, user, id.data)
  if (!access || !may(access.role, 'view')) return null
  const { agreement, role } = access
  const refusals: Refusal[] = []

  // Every event is one row of the history and one version of the stream: the agreement's
  // version is their count, with no count(*) over the rows.
  const total = agreement.version
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
  let page = wholeNumber(url, P.page) ?? 1
  if (!(page >= 1 && page <= pages)) {
    refusals.push({
      status: 404,
      problem: `There is no page ${url.searchParams.get(P.page)} of this history: it has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
    })
    page = 1
  }
  const first = (page - 1) * HISTORY_PAGE_SIZE + 1
  const last = first + HISTORY_PAGE_SIZE - 1
  // Every version only when the pickers are shown; otherwise just what this page links to.
  const picking = [P.pick, P.version, P.from, P.to].some((name) => url.searchParams.has(name))
  const [entries, chain, all, around, summary] = await Promise.all([
    historyRange(db, agreement.id, first, last),
    checkStreamChain(db, agreementStreamId(agreement.id), { full: url.searchParams.has(P.recompute) }),
    picking ? versionListOf(db, agreement.id) : null,
    picking ? null : versionsAround(db, agreement.id, first, last),
    picking ? null : latestVersions(db, agreement.id),
  ])
  const refs = await historyReferences(db, agreement.id, entries)
  const nearby = all ? all.map((v) => v.version) : around!
  const previous = new Map(nearby.map((v, i) => [v, nearby[i - 1] ?? null]))
  const newest = all ? all.slice(-2).reverse() : summary!.latest

  const events = entries.map((entry) => {
    const worded = wordEntry(entry, refs, role)
    return {
      version: worded.version,
      type: worded.type,
      action: worded.action,
      detail: worded.detail,
      when: worded.when,
      at: worded.recordedAt.toISOString(),
      actorName: worded.actor.name,
      actorEmail: worded.actor.email,
      hash: worded.hash,
      isVersion: isVersionEvent(worded.type) && previous.has(worded.version),
      previousVersion: previous.get(worded.version) ?? null,
    }
  })

  const chainView = await chainViewOf(db, agreement.id, chain, entries)

  const chosen = {
    version: url.searchParams.get(P.version) ?? '',
    from: url.searchParams.get(P.from) ?? '',
    to: url.searchParams.get(P.to) ?? '',
  }
  const asked = all ? await shownFor(db, agreement.id, url, all) : { shown: null }
  if ('status' in asked) refusals.push(asked)
  const refusal = refusals[0] ?? null

  return {
    status: refusal?.status ?? 200,
    page: {
      id: agreement.id,
      title: agreement.title,
      access: agreement.access,
      viewer: { name: user.displayName.trim() || user.email, email: user.email, role: ROLE_LABELS[role] },
      total,
      page,
      pages,
      pageSize: HISTORY_PAGE_SIZE,
      events,
      chain: chainView,
      algorithm: HASH_CHAIN_ALGORITHM,
      versions: {
        count: all ? all.length : summary!.count,
        latest: newest[0] ? { version: newest[0].version, label: versionLabel(newest[0]) } : null,
        beforeLatest: newest[1] ? { version: newest[1].version, label: versionLabel(newest[1]) } : null,
        options: all ? all.map((v) => ({ version: v.version, label: versionLabel(v) })) : null,
      },
      shown: 'status' in asked ? null : asked.shown,
      chosen,
      problem: refusal?.problem ?? null,
    },
  }
}

/** The chain check in the page's words; a break names its event, wherever in the history it is. */
async function chainViewOf(
  db: Queryable,
  agreementId: string,
  chain: ChainCheck,
  entries: readonly HistoryEntry[],
): Promise<ChainView> {
  if (!chain.firstBad) {
    return {
      status: 'verified',
      events: chain.verified,
      finalHash: chain.lastHash,
      recomputedAt: whenIst(chain.recomputedAt),
      full: chain.full,
    }
  }
  const bad = chain.firstBad
  const [entry] = entries.some((e) => e.version === bad.streamVersion)
    ? entries.filter((e) => e.version === bad.streamVersion)
    : await historyRange(db, agreementId, bad.streamVersion, bad.streamVersion)
  return {
    status: 'broken',
    verifiedBefore: chain.verified,
    version: bad.streamVersion,
    action: entry ? describeHistoryEvent(entry.type, entry.details).action : null,
    reason: bad.reason,
    page: Math.ceil(bad.streamVersion / HISTORY_PAGE_SIZE),
  }
}

/** The version, or the two versions compared, that the URL asks for; a bad request is refused in words. */
async function shownFor(
  db: Queryable,
  agreementId: string,
  url: URL,
  versions: readonly VersionStamp[],
): Promise<{ shown: ShownView | null } | Refusal> {
  const known = new Map(versions.map((v) => [v.version, v]))
  const unknown = (name: string): Refusal => ({
    status: 404,
    problem: `There is no version ${url.searchParams.get(name)} of this document’s text. Choose one from the list.`,
  })
  const from = wholeNumber(url, P.from)
  const to = wholeNumber(url, P.to)
  if (from !== null || to !== null) {
    if (from === null || to === null) return { status: 400, problem: 'Choose two versions to compare.' }
    if (!known.has(from)) return unknown(P.from)
    if (!known.has(to)) return unknown(P.to)
    if (from === to) return { status: 400, problem: 'Choose two different versions to compare.' }
    const [before, after] = await Promise.all([
      versionContentOf(db, agreementId, from),
      versionContentOf(db, agreementId, to),
    ])
    if (before === null) return unknown(P.from)
    if (after === null) return unknown(P.to)
    const diff = wordChanges(before, after)
    return {
      shown: {
        kind: 'diff',
        from,
        to,
        fromLabel: versionLabel(known.get(from)!),
        toLabel: versionLabel(known.get(to)!),
        parts: diff?.parts ?? null,
        added: diff?.added ?? 0,
        removed: diff?.removed ?? 0,
      },
    }
  }
  const version = wholeNumber(url, P.version)
  if (version === null) return { shown: null }
  if (!known.has(version)) return unknown(P.version)
  const content = await versionContentOf(db, agreementId, version)
  if (content === null) return unknown(P.version)
  return { shown: { kind: 'version', version, label: versionLabel(known.get(version)!), content } }
}
