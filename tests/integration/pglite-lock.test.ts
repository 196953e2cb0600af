import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { acquireLock, DataDirectoryLockedError, parseLock } from '#db/pglite-lock.server.ts'
import { openPglite } from '#db/pglite.server.ts'
import { livenessOf, parseProcStat, type ProcessIdentity } from '#db/process-identity.server.ts'

// The stale-lock cases with real processes: a zombie, a reused pid, garbage, a live holder,
// a real kill -9 of a writer and contenders racing for one stale lock. Linux only (/proc).
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nyaya-lock-'))
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

let dirs = 0
const newDir = () => path.join(tmp, `data-${++dirs}`)
const lockOf = (dataDir: string) => `${dataDir}.lock`
const bootId = () => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
const procStat = (pid: number) => parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))!
/** The lock file a process would have written, read from /proc. */
const identityOf = (pid: number): ProcessIdentity => ({
  pid,
  startTime: procStat(pid).startTime,
  bootId: bootId(),
})

function track(child: ChildProcess) {
  children.push(child)
  return child
}

/** Lines a child prints, as they come; `line(match)` resolves at the first that matches. */
function linesOf(child: ChildProcess) {
  const seen: string[] = []
  const waiting: { match: (line: string) => boolean; resolve: (line: string) => void }[] = []
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    seen.push(line)
    for (const w of waiting.filter((w) => w.match(line))) {
      waiting.splice(waiting.indexOf(w), 1)
      w.resolve(line)
    }
  })
  let errors = ''
  child.stderr?.on('data', (chunk) => (errors += chunk))
  const closed = new Promise<void>((resolve) => child.stdout!.on('close', () => resolve()))
  return {
    seen,
    closed,
    errors: () => errors,
    line: (match: (line: string) => boolean) =>
      new Promise<string>((resolve, reject) => {
        const found = seen.find(match)
        if (found !== undefined) return resolve(found)
        waiting.push({ match, resolve })
        child.once('exit', (code) => setTimeout(() => reject(new Error(`exited ${code}: ${errors}`)), 100))
      }),
  }
}

/**
 * A zombie: `sleep 0`, whose parent (a shell that became `sleep 30` by exec) never reaps
 * it. Its pid still answers kill(pid, 0), which is how a killed server's lock looked alive.
 */
async function zombie(): Promise<number> {
  const shell = track(
    spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] }),
  )
  const pid = Number(await linesOf(shell).line(() => true))
  for (let i = 0; i < 200 && procStat(pid).state !== 'Z'; i++) await new Promise((r) => setTimeout(r, 25))
  expect(procStat(pid).state).toBe('Z')
  return pid
}

function liveProcess(): number {
  return track(spawn('sleep', ['30'], { stdio: 'ignore' })).pid!
}

/** Opens the lock over `content` and checks it now names this process, then frees it. */
async function takesOver(content: string) {
  const dataDir = newDir()
  fs.writeFileSync(lockOf(dataDir), content)
  const release = await acquireLock(dataDir)
  expect(parseLock(fs.readFileSync(lockOf(dataDir), 'utf8'))).toEqual(identityOf(process.pid))
  release()
  expect(fs.existsSync(lockOf(dataDir))).toBe(false)
}

async function refuses(content: string, pid: number) {
  const dataDir = newDir()
  fs.writeFileSync(lockOf(dataDir), content)
  const refusal = acquireLock(dataDir)
  await expect(refusal).rejects.toBeInstanceOf(DataDirectoryLockedError)
  await expect(refusal).rejects.toThrow(`already in use by process ${pid}`)
  expect(fs.readFileSync(lockOf(dataDir), 'utf8')).toBe(content)
}

describe.runIf(fs.existsSync('/proc/self/stat'))('the PGlite lock: who holds it', () => {
  it('takes over a lock whose holder is a zombie, as written now and as a bare pid', async () => {
    const pid = await zombie()
    expect(() => process.kill(pid, 0)).not.toThrow()
    expect(livenessOf(identityOf(pid))).toBe('gone')
    await takesOver(JSON.stringify(identityOf(pid)))
    await takesOver(String(pid))
  })

  it('takes over a lock whose pid another process now has (another start time, another boot)', async () => {
    const pid = liveProcess()
    const actual = identityOf(pid)
    await takesOver(JSON.stringify({ ...actual, startTime: String(Number(actual.startTime) - 1) }))
    await takesOver(JSON.stringify({ ...actual, startTime: '1' }))
    await takesOver(JSON.stringify({ ...actual, bootId: '00000000-0000-4000-8000-000000000000' }))
  })

  it('refuses a live holder, named exactly or by a bare pid, with the lock left as it was', async () => {
    const pid = liveProcess()
    await refuses(JSON.stringify(identityOf(pid)), pid)
    await refuses(`${JSON.stringify(identityOf(pid))}\n`, pid)
    await refuses(String(pid), pid)
    // This very process holding it: a second open in one process corrupts it just the same.
    await refuses(JSON.stringify(identityOf(process.pid)), process.pid)
  })

  it('takes over a lock file holding no process', async () => {
    for (const garbage of [
      '',
      '\n',
      'garbage',
      '-5',
      '0',
      '12abc',
      '{',
      'null',
      '[]',
      '{}',
      '{"pid":"7"}',
      '{"pid":1.5}',
      '\u0000\u0000',
    ]) {
      await takesOver(garbage)
    }
    // A pid no process has.
    await takesOver(String(2 ** 22 + 1))
  })

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    const dataDir = newDir()
    fs.writeFileSync(lockOf(dataDir), JSON.stringify(identityOf(await zombie())))
    const contenders = Array.from({ length: 4 }, () => {
      const child = track(
        spawn(process.execPath, ['--import', 'tsx', 'tests/support/take-lock.ts'], {
          env: { ...process.env, PGLITE_DATA_DIR: dataDir },
          stdio: ['pipe', 'pipe', 'pipe'],
        }),
      )
      return { child, lines: linesOf(child) }
    })
    await Promise.all(contenders.map((c) => c.lines.line((l) => l === 'ready')))
    for (const c of contenders) c.child.stdin!.write('go\n')
    const outcomes = await Promise.all(
      contenders.map((c) => c.lines.line((l) => l === 'won' || l === 'refused')),
    )
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1)
    const winner = contenders[outcomes.indexOf('won')]!
    expect(parseLock(fs.readFileSync(lockOf(dataDir), 'utf8'))?.pid).toBe(winner.child.pid)
    for (const c of contenders) c.child.stdin!.end()
    await Promise.all(contenders.map((c) => c.lines.closed))
    expect(fs.existsSync(lockOf(dataDir))).toBe(false)
  }, 120_000)
})

describe.runIf(fs.existsSync('/proc/self/stat'))('the PGlite lock: kill -9', () => {
  it('reopens at once after a kill -9 mid-write, with every committed row', async () => {
    const dataDir = newDir()
    for (let round = 1; round <= 2; round++) {
      const writer = track(
        spawn(process.execPath, ['--import', 'tsx', 'tests/support/write-until-killed.ts'], {
          env: { ...process.env, PGLITE_DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      )
      const lines = linesOf(writer)
      await lines.line((l) => l.startsWith('committed ') && Number(l.slice(10)) >= round * 20)
      writer.kill('SIGKILL')
      // Not reaped before this code yields: a zombie or dying, which kill(pid, 0) calls alive.
      const holder = parseLock(fs.readFileSync(lockOf(dataDir), 'utf8'))!
      expect(holder.pid).toBe(writer.pid)
      expect(() => process.kill(writer.pid!, 0)).not.toThrow()
      expect(livenessOf(holder)).not.toBe('alive')
      // PGlite's own lock inside the directory names its wasm pid, which it treats as its own.
      expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true)

      const db = await openPglite(dataDir)
      try {
        await lines.closed
        const committed = lines.seen.filter((l) => l.startsWith('committed ')).map((l) => Number(l.slice(10)))
        const rows = await db.query<{ n: number }>('SELECT n FROM crash_marks ORDER BY n')
        const present = new Set(rows.map((r) => r.n))
        expect(committed.filter((n) => !present.has(n))).toEqual([])
        // The writer got at least as far as the kill waited for (this round's count starts where the last one ended).
        expect(Math.max(...committed)).toBeGreaterThanOrEqual(round * 20)
      } finally {
        await db.close()
      }
    }
  }, 180_000)
})
