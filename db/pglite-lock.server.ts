import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import {
  currentIdentity,
  livenessOf,
  type Liveness,
  type ProcessIdentity,
} from './process-identity.server.ts'

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

// A holder killed with SIGKILL is waited for this long; one that takes longer is stuck in the
// kernel (uninterruptible I/O) and may still write, so the directory stays refused.
const DYING_WAIT_MS = 10_000
const GIVE_UP_MS = 30_000
const RETRY_MS = 25

/** What a lock file names: `{"pid",…}` as written now, or a bare pid as written before. */
export function parseLock(text: string): ProcessIdentity | null {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) > 0 ? { pid: Number(trimmed) } : null
  try {
    const value = JSON.parse(trimmed) as Record<string, unknown>
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return null
    return {
      pid: value.pid as number,
      ...(typeof value.startTime === 'string' ? { startTime: value.startTime } : {}),
      ...(typeof value.bootId === 'string' ? { bootId: value.bootId } : {}),
    }
  } catch {
    return null
  }
}

function readLock(lockPath: string): string | null {
  try {
    return fs.readFileSync(lockPath, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * Creates the lock file only if none exists, with its content already in it: a hard link
 * to a finished temporary file, so no reader ever sees it empty or half written. A file
 * system without hard links gets an exclusive create instead.
 */
function createLock(lockPath: string, content: string): boolean {
  const temporary = `${lockPath}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`
  fs.writeFileSync(temporary, content, { flag: 'wx' })
  try {
    fs.linkSync(temporary, lockPath)
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return false
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' })
      return true
    } catch (fallback) {
      if ((fallback as NodeJS.ErrnoException).code === 'EEXIST') return false
      throw fallback
    }
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}

/**
 * On Linux, processes taking over one stale lock queue on an abstract Unix socket named
 * after it: the kernel frees the name when its holder dies, so a crash never leaves it taken.
 * `null` where there is none (other systems); `busy` while another process holds it.
 */
async function takeoverTurn(lockPath: string): Promise<(() => Promise<void>) | 'busy' | null> {
  if (process.platform !== 'linux') return null
  const name = `\0nyaya-pglite-takeover-${crypto.createHash('sha256').update(lockPath).digest('hex')}`
  const server = net.createServer()
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ path: name }, resolve)
    })
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'busy' : null
  }
  server.unref()
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

/**
 * Removes the lock file if it still says `stale`. In its turn nobody else removes the file,
 * so it cannot change between the read and the unlink. Without a turn, it is renamed aside
 * first and put back if it turns out to be a lock another process has just taken.
 */
async function removeStale(lockPath: string, stale: string): Promise<void> {
  const turn = await takeoverTurn(lockPath)
  if (turn === 'busy') return
  if (turn) {
    try {
      if (readLock(lockPath) === stale) fs.rmSync(lockPath, { force: true })
    } finally {
      await turn()
    }
    return
  }
  const aside = `${lockPath}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.stale`
  try {
    fs.renameSync(lockPath, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (readLock(aside) !== stale) {
    try {
      fs.linkSync(aside, lockPath)
    } catch {
      // someone locked it meanwhile: theirs stands
    }
  }
  fs.rmSync(aside, { force: true })
}

/** Garbage names no process; our own pid at another start time is a former life of this pid. */
function judge(holder: ProcessIdentity | null, me: ProcessIdentity): Liveness {
  if (!holder) return 'gone'
  if (holder.pid !== me.pid) return livenessOf(holder)
  const same = me.startTime !== undefined && holder.startTime === me.startTime && holder.bootId === me.bootId
  return same ? 'alive' : 'gone'
}

/**
 * PGlite corrupts a data directory that two processes open (pglite #323, #1106), so the
 * first process takes an exclusive lock file beside it, `<dataDir>.lock`, naming itself
 * (pid, start time, boot), and a second one refuses to start. A lock whose process is gone
 * — exited, a zombie, or its pid since reused — is taken over; a killed one is waited for.
 */
export async function acquireLock(dataDir: string): Promise<() => void> {
  const lockPath = `${dataDir}.lock`
  fs.mkdirSync(path.dirname(lockPath), { recursive: true })
  const me = currentIdentity()
  const mine = `${JSON.stringify(me)}\n`
  const started = Date.now()
  for (;;) {
    if (createLock(lockPath, mine)) {
      return () => {
        try {
          if (readLock(lockPath) === mine) fs.unlinkSync(lockPath)
        } catch {
          // already gone
        }
      }
    }
    const found = readLock(lockPath)
    if (found === null) continue
    const holder = parseLock(found)
    const liveness = judge(holder, me)
    const waited = Date.now() - started
    if (holder && (liveness === 'alive' || (liveness === 'dying' && waited > DYING_WAIT_MS))) {
      throw new DataDirectoryLockedError(dataDir, holder.pid)
    }
    if (waited > GIVE_UP_MS) throw new Error(`Could not take the lock on ${dataDir}`)
    if (liveness === 'gone') await removeStale(lockPath, found)
    // A killed holder still dying, or another process's turn at the takeover: look again shortly.
    if (liveness === 'dying' || readLock(lockPath) === found) await sleep(RETRY_MS)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
