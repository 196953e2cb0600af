import { pino, type DestinationStream, type Logger } from 'pino'
import { getEnv } from './env.server.ts'

/**
 * The server's one logger: a JSON line per entry on stdout (server.js takes it from the
 * build for its request lines). Errors go here with their stack, never to the page.
 * LOG_LEVEL picks the level; under NODE_ENV=test it is `silent` unless set.
 */
export function createLog(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  const env = getEnv()
  const level = options.level ?? env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info')
  const settings = {
    level,
    // No hostname: a container's is random; the pid tells a host's processes apart.
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  return options.destination ? pino(settings, options.destination) : pino(settings)
}

let current: Logger | undefined

export function getLog(): Logger {
  current ??= createLog()
  return current
}
