import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { dumpPglite, openPglite } from './pglite.server.ts'
import { RestoreRefusedError } from './backup-refusal.ts'

/**
 * The PGlite data directory as a gzipped tarball. Opening it takes the directory's lock,
 * so a running app makes this fail (DataDirectoryLockedError) rather than copy files it is
 * writing; CHECKPOINT first, so the copy needs no WAL replay to be whole.
 */
export async function dumpPgliteDirectory(dataDir: string): Promise<Blob> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`No PGlite database in ${path.resolve(dataDir)} (set PGLITE_DATA_DIR to it)`)
  const db = await openPglite(dataDir)
  try {
    await db.exec('CHECKPOINT')
    return await dumpPglite(db, 'gzip')
  } finally {
    await db.close()
  }
}

/** Unpacks a PGlite backup into `dataDir`, which must not exist yet or be an empty directory. */
export async function restorePgliteDirectory(dataDir: string, file: string): Promise<void> {
  const entries = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : []
  if (entries.length > 0)
    throw new RestoreRefusedError(
      `${path.resolve(dataDir)} is not empty: a restore goes into a new data directory. ` +
        `Set PGLITE_DATA_DIR to one that does not exist yet, or move this one aside first.`,
    )
  const tarball = unpacked(file)
  try {
    const db = await openPglite(dataDir, { from: new Blob([tarball]) })
    await db.close()
  } catch (error) {
    // It was empty before: what a failed unpacking left there goes, so the restore can be retried.
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

/**
 * The backup's tar, gunzipped here rather than inside PGlite: a cut-short or damaged file
 * fails its gzip check before any directory is made (inside, the error escapes as well).
 */
function unpacked(file: string): Uint8Array<ArrayBuffer> {
  const bytes = fs.readFileSync(file)
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes
  try {
    const tar = zlib.gunzipSync(bytes)
    return new Uint8Array(tar.buffer as ArrayBuffer, tar.byteOffset, tar.byteLength)
  } catch (error) {
    throw new Error(`${file} is damaged or incomplete (${error instanceof Error ? error.message : error})`)
  }
}
