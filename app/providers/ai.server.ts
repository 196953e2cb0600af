import { z } from 'zod'
import { type AiProvider, createOfflineProvider, withOfflineFallback } from '#domain/ai/index.ts'
import { DEFAULT_OPENAI_MODEL, createOpenAiProvider } from './openai.server.ts'

/**
 * Which drafting AI the app uses: an OpenAI-compatible model when OPENAI_API_KEY is set
 * (with OPENAI_BASE_URL and OPENAI_MODEL optional), with the offline engine behind it for
 * when the model fails; otherwise the offline engine alone. In the chat the offline
 * assistant leads and the model answers the open questions (domain/ai/fallback.ts).
 */

const optional = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
)

const aiEnvSchema = z.object({
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.url().optional(),
  ),
  OPENAI_MODEL: optional,
})

export type AiEnv = z.infer<typeof aiEnvSchema>

type Environment = Readonly<Record<string, string | undefined>>

let lastRead: { key: string; settings: AiEnv } | undefined

/**
 * The AI settings from the environment; a malformed OPENAI_BASE_URL stops with its name.
 * Every page's footer and every generation asks, so the last valid answer is kept while
 * the three variables stay the same (validating them each time showed in the request
 * profile).
 */
export function readAiEnv(env: Environment = process.env): AiEnv {
  const key = JSON.stringify([
    env.OPENAI_API_KEY ?? null,
    env.OPENAI_BASE_URL ?? null,
    env.OPENAI_MODEL ?? null,
  ])
  if (lastRead?.key === key) return lastRead.settings
  const parsed = aiEnvSchema.safeParse(env)
  if (!parsed.success) {
    throw new Error(
      `Invalid environment:\n  ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`,
    )
  }
  lastRead = { key, settings: parsed.data }
  return parsed.data
}

let cached: { key: string; provider: AiProvider } | undefined

/** The provider for this environment (one per configuration, reused across requests). */
export function getAiProvider(env: Environment = process.env): AiProvider {
  const settings = readAiEnv(env)
  const key = JSON.stringify([
    settings.OPENAI_API_KEY ?? null,
    settings.OPENAI_BASE_URL ?? null,
    settings.OPENAI_MODEL ?? null,
  ])
  if (cached?.key === key) return cached.provider
  const offline = createOfflineProvider()
  const provider = settings.OPENAI_API_KEY
    ? withOfflineFallback(
        createOpenAiProvider({
          apiKey: settings.OPENAI_API_KEY,
          ...(settings.OPENAI_BASE_URL ? { baseURL: settings.OPENAI_BASE_URL } : {}),
          ...(settings.OPENAI_MODEL ? { model: settings.OPENAI_MODEL } : {}),
        }),
        offline,
      )
    : offline
  cached = { key, provider }
  return provider
}

export interface AiDescription {
  readonly kind: 'offline' | 'openai'
  /** For the footer: 'Offline drafting engine' or 'OpenAI-compatible model (gpt-4o-mini)'. */
  readonly label: string
  readonly model?: string
}

export function describeAiProvider(env: Environment = process.env): AiDescription {
  const settings = readAiEnv(env)
  if (!settings.OPENAI_API_KEY) return { kind: 'offline', label: 'Offline drafting engine' }
  const model = settings.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL
  return { kind: 'openai', label: `OpenAI-compatible model (${model})`, model }
}
