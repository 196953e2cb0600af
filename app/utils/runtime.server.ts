import { describeAiProvider } from '#app/providers/ai.server.ts'

export type Runtime = { database: string; ai: string }

let cached: { key: string; runtime: Runtime } | undefined

/**
 * Which outside parts are real and which are the embedded defaults, for the footers. The
 * root loader asks on every request, so the answer is kept while the settings it reads
 * stay the same (validating the AI settings each time showed in the request profile).
 */
export function describeRuntime(): Runtime {
  const env = process.env
  const key = [env.DATABASE_URL ? 1 : 0, env.OPENAI_API_KEY ?? '', env.OPENAI_BASE_URL ?? '', env.OPENAI_MODEL ?? ''].join('\u0000')
  if (cached?.key !== key) {
    cached = { key, runtime: { database: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)', ai: describeAiProvider().label } }
  }
  return cached.runtime
}
