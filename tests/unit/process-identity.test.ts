import { describe, expect, it } from 'vitest'
import { parseLock } from '#db/pglite-lock.server.ts'
import { parseProcStat, sigkillPending } from '#db/process-identity.server.ts'

// What a lock file and /proc say, read without a process: the command in /proc/<pid>/stat
// may hold spaces and parentheses, and a lock may be in the format written before pids
// were paired with start times.
describe('/proc/<pid>/stat', () => {
  const tail = '1 2 3 0 -1 4194560 100 0 0 0 5 6 0 0 20 0 1 0 218383 1000 10 18446744073709551615'
  it('reads the state and the start time after the command, whatever the command holds', () => {
    expect(parseProcStat(`4242 (node) S ${tail}`)).toEqual({ state: 'S', startTime: '218383' })
    expect(parseProcStat(`4242 (a (b) c) Z ${tail}`)).toEqual({ state: 'Z', startTime: '218383' })
    expect(parseProcStat(`4242 (x) 9) R ${tail}\n`)).toEqual({ state: 'R', startTime: '218383' })
  })
  it('reads nothing from a line it does not know', () => {
    for (const text of ['', 'garbage', '4242 (node) S 1 2', `4242 node S ${tail}`])
      expect(parseProcStat(text)).toBeNull()
  })
})

describe('/proc/<pid>/status', () => {
  it('sees SIGKILL pending for the process or for its thread', () => {
    expect(sigkillPending('Name:\tnode\nSigPnd:\t0000000000000000\nShdPnd:\t0000000000000100\n')).toBe(true)
    expect(sigkillPending('SigPnd:\t0000000000000100\nShdPnd:\t0000000000000000\n')).toBe(true)
    // SIGTERM (bit 15) pending is a process shutting down on its own: still alive.
    expect(sigkillPending('SigPnd:\t0000000000000000\nShdPnd:\t0000000000004000\n')).toBe(false)
    expect(sigkillPending('')).toBe(false)
  })
})

describe('the lock file', () => {
  it('names a holder by pid, start time and boot, or by a bare pid as written before', () => {
    expect(parseLock('{"pid":12,"startTime":"345","bootId":"b"}\n')).toEqual({
      pid: 12,
      startTime: '345',
      bootId: 'b',
    })
    expect(parseLock('12')).toEqual({ pid: 12 })
    expect(parseLock(' 12\n')).toEqual({ pid: 12 })
  })
  it('names nobody when it holds no positive whole pid', () => {
    for (const text of [
      '',
      'x',
      '0',
      '-3',
      '1.5',
      '{',
      'null',
      '[]',
      '{"pid":"12"}',
      '{"pid":0}',
      '{"pid":1e400}',
    ]) {
      expect(parseLock(text)).toBeNull()
    }
  })
})
