import { OPTION_MAX, OPTIONS_MAX } from './definition.ts'

/**
 * A select's or radio's options as typed: comma-separated, each trimmed, empty ones
 * dropped, and a repeat of an earlier option (ignoring case) dropped too.
 */
export function parseOptions(typed: string): string[] {
  const seen = new Set<string>()
  const options: string[] = []
  for (const raw of typed.split(',')) {
    const option = raw.trim()
    if (option === '' || seen.has(option.toLowerCase())) continue
    seen.add(option.toLowerCase())
    options.push(option)
  }
  return options
}

/** Why parsed options cannot be kept, or null. */
export function optionsProblem(options: readonly string[]): string | null {
  if (options.length < 2) return 'Give at least two options, separated by commas.'
  if (options.length > OPTIONS_MAX) return `At most ${OPTIONS_MAX} options.`
  const long = options.find((o) => o.length > OPTION_MAX)
  if (long) return `An option may be at most ${OPTION_MAX} characters: "${long.slice(0, 20)}…".`
  return null
}
