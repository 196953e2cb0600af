/** What server.js puts into every loader's and action's context. */
export type AppLoadContext = { cspNonce?: string; clientAddress?: string; dataRequest?: boolean }

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}

export function clientAddress(context: unknown): string {
  const address = (context as AppLoadContext | undefined)?.clientAddress
  return typeof address === 'string' && address.length > 0 ? address : 'unknown'
}
