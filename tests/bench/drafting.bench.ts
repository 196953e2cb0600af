/**
 * Drafting latency per template: p50 and p95 of draftAgreement (validation, drafting,
 * rendering for the page estimate) over many iterations after a warm-up, all templates in
 * one run. Targets: p95 ≤ 20 ms and p95/p50 ≤ 3. Run with `npm run bench:drafting`.
 */
import { performance } from 'node:perf_hooks'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { draftAgreement } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'

const WARM_UP = Number(process.env.BENCH_WARMUP ?? 300)
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000)
const P95_TARGET_MS = 20
const RATIO_TARGET = 3

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

// Warm-up across all templates first, so the JIT has seen every path before timing starts.
for (let i = 0; i < WARM_UP; i += 1) for (const id of TEMPLATE_IDS) draftAgreement(id, SAMPLE_DETAILS[id])

// Templates are timed round-robin (one call of each per round), so a burst of load from
// elsewhere on the machine spreads over all templates instead of landing on one.
const samples = new Map<string, Float64Array>(TEMPLATE_IDS.map((id) => [id, new Float64Array(ITERATIONS)]))
for (let i = 0; i < ITERATIONS; i += 1) {
  for (const id of TEMPLATE_IDS) {
    const details = SAMPLE_DETAILS[id]
    const start = performance.now()
    draftAgreement(id, details)
    const elapsed = performance.now() - start
    const series = samples.get(id)
    if (series) series[i] = elapsed
  }
}

const rows = TEMPLATE_IDS.map((id) => {
  const sorted = [...(samples.get(id) ?? [])].sort((a, b) => a - b)
  const p50 = percentile(sorted, 50)
  const p95 = percentile(sorted, 95)
  const ratio = p95 / p50
  return { id, p50, p95, max: sorted.at(-1) ?? Number.NaN, ratio, ok: p95 <= P95_TARGET_MS && ratio <= RATIO_TARGET }
})

const ms = (n: number) => n.toFixed(3).padStart(8)
console.log(`draftAgreement — ${ITERATIONS} iterations per template after ${WARM_UP} warm-up rounds; Node ${process.version}`)
console.log(`${'template'.padEnd(26)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'p95/p50'.padStart(8)}  target`)
for (const row of rows) {
  console.log(`${row.id.padEnd(26)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.max)} ${row.ratio.toFixed(2).padStart(8)}  ${row.ok ? 'ok' : 'MISSED'}`)
}
const worstP95 = Math.max(...rows.map((r) => r.p95))
const worstRatio = Math.max(...rows.map((r) => r.ratio))
const missed = rows.filter((r) => !r.ok)
console.log(`\nworst p95 ${worstP95.toFixed(3)} ms (target ≤ ${P95_TARGET_MS}); worst p95/p50 ${worstRatio.toFixed(2)} (target ≤ ${RATIO_TARGET})`)
console.log(missed.length === 0 ? 'all templates within targets' : `targets missed by: ${missed.map((r) => r.id).join(', ')}`)
if (missed.length > 0) process.exitCode = 1
