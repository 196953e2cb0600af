/**
 * On Postgres the integration files run in parallel, each worker on its own database: a
 * copy of DATABASE_URL's, migrated once by the global setup, named `<database>_w<pool id>`.
 * Files in one worker run one after another, so they never truncate each other's tables.
 */

/** The database a worker's files use, as a URL beside DATABASE_URL's. */
export function workerDatabaseUrl(base: string, poolId: string | number): string {
  const url = new URL(base)
  url.pathname = `/${workerDatabaseName(base, poolId)}`
  return url.toString()
}

export function workerDatabaseName(base: string, poolId: string | number): string {
  return `${decodeURIComponent(new URL(base).pathname.slice(1))}_w${poolId}`
}

/** The maintenance database's URL, from which databases are created and dropped. */
export function maintenanceUrl(base: string): string {
  const url = new URL(base)
  url.pathname = '/postgres'
  return url.toString()
}

/** A database name as a quoted identifier. */
export const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`
