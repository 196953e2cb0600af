/**
 * Drafting latency per template: p50 and p95 of draftAgreement (validation, drafting,
 * rendering for the page estimate) over many iterations after a warm-up, all templates in
 * one run, then the same for analyseAgreement on each template's rendered text. Targets:
 * p95 ≤ 20 ms and p95/p50 ≤ 3. Run with `npm run bench:drafting`.
 */
import { performance } from 'node:perf_hooks'
import { TEMPLATE_IDS, type TemplateId } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { analyseAgreement } from '#domain/analysis/index.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'

const WARM_UP = Number(process.env.BENCH_WARMUP ?? 300)
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000)
const ANALYSIS_ITERATIONS = Number(process.env.BENCH_ANALYSIS_ITERATIONS ?? 200)
const P95_TARGET_MS = 20
const RATIO_TARGET = 3

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

/**
 * Times `run(id)` for every template, round-robin (one call of each per round), so a burst
 * of load from elsewhere on the machine spreads over all templates instead of landing on
 * one. A warm-up across all templates first lets the JIT see every path before timing.
 */
function measure(run: (id: TemplateId) => unknown, warmUp: number, iterations: number) {
  for (let i = 0; i < warmUp; i += 1) for (const id of TEMPLATE_IDS) run(id)
  const samples = new Map<string, Float64Array>(TEMPLATE_IDS.map((id) => [id, new Float64Array(iterations)]))
  for (let i = 0; i < iterations; i += 1) {
    for (const id of TEMPLATE_IDS) {
      const start = performance.now()
      run(id)
      const elapsed = performance.now() - start
      const series = samples.get(id)
      if (series) series[i] = elapsed
    }
  }
  return TEMPLATE_IDS.map((id) => {
    const sorted = [...(samples.get(id) ?? [])].sort((a, b) => a - b)
    const p50 = percentile(sorted, 50)
    const p95 = percentile(sorted, 95)
    const ratio = p95 / p50
    return {
      id,
      p50,
      p95,
      max: sorted.at(-1) ?? Number.NaN,
      ratio,
      ok: p95 <= P95_TARGET_MS && ratio <= RATIO_TARGET,
    }
  })
}

const ms = (n: number) => n.toFixed(3).padStart(8)

function report(title: string, rows: ReturnType<typeof measure>): boolean {
  console.log(title)
  console.log(
    `${'template'.padEnd(26)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'p95/p50'.padStart(8)}  target`,
  )
  for (const row of rows) {
    console.log(
      `${row.id.padEnd(26)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.max)} ${row.ratio.toFixed(2).padStart(8)}  ${row.ok ? 'ok' : 'MISSED'}`,
    )
  }
  const worstP95 = Math.max(...rows.map((r) => r.p95))
  const worstRatio = Math.max(...rows.map((r) => r.ratio))
  const missed = rows.filter((r) => !r.ok)
  console.log(
    `\nworst p95 ${worstP95.toFixed(3)} ms (target ≤ ${P95_TARGET_MS}); worst p95/p50 ${worstRatio.toFixed(2)} (target ≤ ${RATIO_TARGET})`,
  )
  console.log(
    missed.length === 0
      ? 'all templates within targets\n'
      : `targets missed by: ${missed.map((r) => r.id).join(', ')}\n`,
  )
  return missed.length === 0
}

const drafting = measure((id) => draftAgreement(id, SAMPLE_DETAILS[id]), WARM_UP, ITERATIONS)
const drafted = report(
  `draftAgreement — ${ITERATIONS} iterations per template after ${WARM_UP} warm-up rounds; Node ${process.version}`,
  drafting,
)

const texts = new Map(
  TEMPLATE_IDS.map((id) => {
    const agreement = draftAgreement(id, SAMPLE_DETAILS[id])
    return [id, { templateId: id, title: agreement.title, content: renderPlainText(agreement) }] as const
  }),
)
const analysis = measure((id) => analyseAgreement(texts.get(id)!), 20, ANALYSIS_ITERATIONS)
const analysed = report(
  `analyseAgreement on each template's draft — ${ANALYSIS_ITERATIONS} iterations per template after 20 warm-up rounds`,
  analysis,
)

if (!drafted || !analysed) process.exitCode = 1
