import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { acquireLock } from './pglite-lock.server.ts'
import { storableParams } from './storable-params.ts'
import type { Db, Queryable, Row } from './types.ts'

export { DataDirectoryLockedError } from './pglite-lock.server.ts'

const INT8 = 20

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

/**
 * `memory://` for tests; any other value is a directory on disk. `from` (a dumped data
 * directory) starts the database as that copy; PGlite refuses it where a database exists.
 */
export async function openPglite(dataDir: string, options: { from?: Blob } = {}): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://')
  const release = inMemory ? () => {} : await acquireLock(path.resolve(dataDir))
  const load = options.from ? { loadDataDir: options.from } : undefined
  let pg: PGlite
  try {
    pg = inMemory ? new PGlite(load) : new PGlite(path.resolve(dataDir), load)
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
export async function dumpPglite(db: Db, compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const pg = handles.get(db)
  if (!pg) throw new Error('dumpPglite: not a PGlite database opened by openPglite')
  return pg.dumpDataDir(compression)
}
