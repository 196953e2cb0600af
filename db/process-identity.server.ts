import fs from 'node:fs'

/**
 * Who a process is, beyond its pid. A pid names a process only while it lives: a killed
 * process its parent has not reaped yet (a zombie) still answers `kill(pid, 0)`, and once
 * reaped its pid may be handed to another process. On Linux the kernel's start time (in
 * clock ticks since boot) and the boot's id tell the process that took a lock from any
 * later one with its pid; elsewhere only the pid is known.
 */
export type ProcessIdentity = { pid: number; startTime?: string; bootId?: string }

/** `dying`: SIGKILL is pending, so it runs no more code but may still hold its files. */
export type Liveness = 'alive' | 'dying' | 'gone'

const SIGKILL_BIT = 1n << 8n

/** The state letter (field 3) and start time (field 22) of a /proc/<pid>/stat line. */
export function parseProcStat(text: string): { state: string; startTime: string } | null {
  // Field 2 is the command in parentheses and may itself hold spaces and ')'.
  const end = text.lastIndexOf(')')
  if (end === -1) return null
  const fields = text
    .slice(end + 1)
    .trim()
    .split(/\s+/)
  const state = fields[0]
  const startTime = fields[19]
  if (!state || !startTime || !/^\d+$/.test(startTime)) return null
  return { state, startTime }
}

/** Whether /proc/<pid>/status shows SIGKILL pending, for the thread or the whole process. */
export function sigkillPending(status: string): boolean {
  return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gim)].some(
    (match) => (BigInt(`0x${match[1]}`) & SIGKILL_BIT) !== 0n,
  )
}

let procAvailable: boolean | undefined
function hasProc(): boolean {
  procAvailable ??= fs.existsSync('/proc/self/stat')
  return procAvailable
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

let bootId: string | undefined | null = null
function currentBootId(): string | undefined {
  if (bootId === null) bootId = readProc('/proc/sys/kernel/random/boot_id')?.trim() || undefined
  return bootId
}

/** This process, as a lock file records it. */
export function currentIdentity(): ProcessIdentity {
  const stat = hasProc() ? parseProcStat(readProc(`/proc/${process.pid}/stat`) ?? '') : null
  const boot = currentBootId()
  return {
    pid: process.pid,
    ...(stat ? { startTime: stat.startTime } : {}),
    ...(stat && boot ? { bootId: boot } : {}),
  }
}

/** `kill(pid, 0)`: true when a process with this pid exists (zombies included). */
function signalProbe(pid: number): 'exists' | 'hidden' | 'none' {
  try {
    process.kill(pid, 0)
    return 'exists'
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'hidden' : 'none'
  }
}

/** Whether the process a lock names still runs. Without /proc, only the pid can be probed. */
export function livenessOf(holder: ProcessIdentity): Liveness {
  if (!hasProc()) return signalProbe(holder.pid) === 'none' ? 'gone' : 'alive'
  // Every process of an earlier boot is gone, whatever now runs under its pid.
  const boot = currentBootId()
  if (holder.bootId && boot && holder.bootId !== boot) return 'gone'
  const text = readProc(`/proc/${holder.pid}/stat`)
  if (text === null) {
    // /proc mounted with hidepid hides other users' processes: one we may not signal may be it.
    return signalProbe(holder.pid) === 'hidden' ? 'alive' : 'gone'
  }
  const stat = parseProcStat(text)
  if (!stat) return signalProbe(holder.pid) === 'none' ? 'gone' : 'alive'
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return 'gone'
  if (holder.startTime && holder.startTime !== stat.startTime) return 'gone'
  return sigkillPending(readProc(`/proc/${holder.pid}/status`) ?? '') ? 'dying' : 'alive'
}
