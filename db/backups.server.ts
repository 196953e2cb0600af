import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_PGLITE_DIR } from './client.server.ts'
import { dumpPgliteDirectory, restorePgliteDirectory } from './backup-pglite.server.ts'
import { dumpPostgres, restorePostgres } from './backup-postgres.server.ts'

import { RestoreRefusedError } from './backup-refusal.ts'

export { RestoreRefusedError }

export const DEFAULT_BACKUP_DIR = './.data/backups'

/** `2026-11-26T10-05-03-123Z-pglite.tar.gz`: sorts by time, and says which database made it. */
export function backupFileName(kind: 'pglite' | 'postgres', at: Date): string {
  const stamp = at.toISOString().replaceAll(':', '-').replace('.', '-')
  return kind === 'pglite' ? `${stamp}-pglite.tar.gz` : `${stamp}-postgres.dump`
}

/**
 * A consistent copy of the database DATABASE_URL (else PGLITE_DATA_DIR) names, written into
 * `dir`; returns the file's path. It is written under a `.partial` name and renamed when
 * whole, so a backup cut short never looks like one that finished.
 */
export async function backUp(env: Record<string, string | undefined>, dir: string, at = new Date()) {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, backupFileName(env.DATABASE_URL ? 'postgres' : 'pglite', at))
  const partial = `${file}.partial`
  try {
    if (env.DATABASE_URL) await dumpPostgres(env.DATABASE_URL, partial)
    else {
      const dump = await dumpPgliteDirectory(env.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DIR)
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 })
    }
    fs.renameSync(partial, file)
  } finally {
    fs.rmSync(partial, { force: true })
  }
  return file
}

/** Which database wrote a backup file, by its first bytes (not its name, which can be changed). */
export function backupKind(file: string): 'pglite' | 'postgres' | null {
  const head = Buffer.alloc(512)
  const fd = fs.openSync(file, 'r')
  let length: number
  try {
    length = fs.readSync(fd, head, 0, head.length, 0)
  } finally {
    fs.closeSync(fd)
  }
  if (length >= 5 && head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres'
  if (length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  // An uncompressed tarball: "ustar" at offset 257 of its first header.
  if (length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite'
  return null
}

/**
 * Restores `file` into the EMPTY database DATABASE_URL (else PGLITE_DATA_DIR) names; throws
 * RestoreRefusedError, changing nothing, when the target holds anything or the file is of
 * the other database's kind.
 */
export async function restore(env: Record<string, string | undefined>, file: string) {
  const kind = backupKind(file)
  if (kind === null)
    throw new Error(`${file} is neither a PGlite backup (.tar.gz) nor a PostgreSQL custom-format dump`)
  if (kind === 'postgres' && !env.DATABASE_URL)
    throw new RestoreRefusedError(
      `${file} is a PostgreSQL dump: set DATABASE_URL to the empty database to restore it into`,
    )
  if (kind === 'pglite' && env.DATABASE_URL)
    throw new RestoreRefusedError(
      `${file} is a PGlite backup: unset DATABASE_URL and set PGLITE_DATA_DIR to a new directory`,
    )
  if (env.DATABASE_URL) await restorePostgres(env.DATABASE_URL, file)
  else await restorePgliteDirectory(env.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DIR, file)
  return kind
}
