/**
 * The one database interface the rest of the product sees. Both drivers (PGlite and
 * postgres.js) are normalised behind it so that callers never learn which one runs:
 * int8 comes back as `number`, jsonb parameters are passed as plain objects, and a
 * transaction hands out its own handle (using the outer one inside it deadlocks PGlite).
 */
export type Row = Record<string, unknown>

export interface Queryable {
  /** One parameterised statement. */
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>
  /** Several statements without parameters (migrations, truncation). */
  exec(text: string): Promise<void>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Subscribe to NOTIFY on a channel; resolves to an unsubscribe function. `onListen` runs
   * each time the subscription is (re)established — notices sent while a dropped
   * connection was away are lost, and this is how a caller learns of it.
   */
  listen(channel: string, fn: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** SQLSTATE of a driver error, whichever driver raised it. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  const code = (error as { code: unknown }).code
  return typeof code === 'string' ? code : undefined
}

export const UNIQUE_VIOLATION = '23505'
