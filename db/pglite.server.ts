import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { storableParams } from './storable-params.ts'
import type { Db, Queryable, Row } from './types.ts'

const INT8 = 20

/** Raised when another process already holds the data directory. */
export class DataDirectoryLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The PGlite data directory ${dataDir} is already in use by process ${pid}. ` +
        `Two processes on one data directory corrupt it: stop the other one, ` +
        `or set DATABASE_URL to share a real PostgreSQL server.`,
    )
    this.name = 'DataDirectoryLockedError'
  }
}

const parsers = { [INT8]: (value: string) => Number(value) }

function wrap(handle: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const result = await handle.query<T>(text, storableParams(params) as unknown[], { parsers })
      return result.rows
    },
    async exec(text: string) {
      await handle.exec(text)
    },
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite corrupts a data directory that two processes open (pglite #323, #1106), so the
 * first process takes an exclusive lock file beside it and a second one refuses to start.
 * A lock left by a process that died is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`
  fs.mkdirSync(path.dirname(lockPath), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath)
        } catch {
          // already gone
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(lockPath, 'utf8'))
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirectoryLockedError(dataDir, holder)
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`)
}

/** `memory://` for tests; any other value is a directory on disk. */
export async function openPglite(dataDir: string, options: { from?: Blob } = {}): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://')
  if (options.from && !inMemory)
    throw new Error('openPglite: `from` (a dumped data directory) is for memory:// databases only')
  const release = inMemory ? () => {} : acquireLock(path.resolve(dataDir))
  let pg: PGlite
  try {
    pg = inMemory
      ? new PGlite(options.from ? { loadDataDir: options.from } : undefined)
      : new PGlite(path.resolve(dataDir))
    await pg.waitReady
  } catch (error) {
    release()
    throw error
  }
  const base = wrap(pg)
  let closed = false
  const db: Db = {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, fn, onListen) {
      const unsubscribe = await pg.listen(channel, fn)
      // In-process: the subscription cannot drop, so it is established exactly once.
      onListen?.()
      return async () => unsubscribe()
    },
    async close() {
      if (closed) return
      closed = true
      try {
        await pg.close()
      } finally {
        release()
      }
    },
  }
  handles.set(db, pg)
  return db
}

const handles = new WeakMap<Db, PGlite>()

/**
 * The whole data directory of an open PGlite database as a tarball, for `openPglite(
 * 'memory://', { from })`: a copy starts in about a second where a new database runs
 * initdb for three (the test suite opens one migrated copy per file).
 */
export async function dumpPglite(db: Db): Promise<Blob> {
  const pg = handles.get(db)
  if (!pg) throw new Error('dumpPglite: not a PGlite database opened by openPglite')
  return pg.dumpDataDir('none')
}
