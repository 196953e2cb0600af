import { getEnv } from '#app/platform/env.server.ts'

/**
 * An absolute link for an e-mail: APP_ORIGIN when set (required with SMTP), else the
 * origin the request came to — fine for the file mailer, whose mail only this machine reads.
 */
export function mailLink(request: Request, pathAndQuery: string): string {
  return `${getEnv().APP_ORIGIN ?? new URL(request.url).origin}${pathAndQuery}`
}
