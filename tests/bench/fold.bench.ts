/**
 * `npm run bench:fold`: what folding an agreement's stream costs as its comments grow —
 * every command folds the whole stream before deciding. Pure (no database): N comment
 * events (a quarter of them replies, and a resolve and a reopen for every tenth comment)
 * after the AgreementGenerated event, folded by `evolveAgreement`.
 *
 * Growth, not speed, is the point: each size is reported as a ratio to the smallest one,
 * measured in the same run, in rounds that rotate the sizes. Linear folding shows ratios
 * close to the ratio of the sizes (2×, 4×, 8×); a fold that copies per event (as before
 * the persistent logs) shows their squares.
 */
import os from 'node:os'
import { evolveAgreement, initialAgreementState, type AgreementEvent } from '#domain/agreement/index.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15)
const SIZES = [1_000, 2_000, 4_000, 8_000]
const OWNER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const at = '2026-11-22T10:00:00.000Z'
const id = (i: number) => `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`

function stream(comments: number): AgreementEvent[] {
  const events: AgreementEvent[] = [
    {
      type: 'AgreementGenerated',
      data: {
        ownerId: OWNER,
        title: 'Lease',
        templateId: 'rental-agreement',
        access: 'full',
        content: 'LEASE',
        structure: null,
        summary: '',
        keyTerms: [],
        pages: 1,
        provider: 'offline',
        generatedAt: at,
      },
    },
  ]
  for (let i = 0; i < comments; i++) {
    const base = {
      commentId: id(i),
      authorId: OWNER,
      authorName: 'Owner',
      content: `Comment ${i}`,
      addedAt: at,
    }
    events.push(
      i % 4 === 3
        ? { type: 'CommentReplied', data: { ...base, parentId: id(i - 1) } }
        : { type: 'CommentAdded', data: base },
    )
    if (i % 10 === 0) {
      events.push({ type: 'CommentResolved', data: { commentId: id(i), resolvedBy: OWNER, resolvedAt: at } })
      events.push({ type: 'CommentReopened', data: { commentId: id(i), reopenedBy: OWNER, reopenedAt: at } })
    }
  }
  return events
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const streams = new Map(SIZES.map((n) => [n, stream(n)]))
const times = new Map(SIZES.map((n) => [n, [] as number[]]))
let sink = 0

for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? SIZES : [...SIZES].reverse()
  for (const n of order) {
    const events = streams.get(n)!
    const started = performance.now()
    const state = events.reduce(evolveAgreement, initialAgreementState())
    times.get(n)!.push(performance.now() - started)
    sink += state.version
  }
}

const base = median(times.get(SIZES[0]!)!)
console.log(
  `fold of an agreement stream by comment count — ${ROUNDS} rounds, median; ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`,
)
console.log('| comments | events | median ms | × the 1,000-comment fold | × if linear |')
console.log('| -------: | -----: | --------: | -----------------------: | ----------: |')
for (const n of SIZES) {
  const ms = median(times.get(n)!)
  console.log(
    `| ${n.toLocaleString('en-IN')} | ${streams.get(n)!.length.toLocaleString('en-IN')} | ${ms.toFixed(2)} | ${(ms / base).toFixed(1)} | ${(n / SIZES[0]!).toFixed(0)} |`,
  )
}
if (sink === 0) console.log('(nothing folded)')
