/**
 * At most `running` tasks at once and `waiting` more in line; past that a task is refused
 * at once (`{ ok: false }`) instead of queueing without end — the caller tells the user
 * to try again. A task that throws frees its slot like one that returns.
 */
export type Slots = {
  run<T>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }>
  readonly busy: { running: number; waiting: number }
}

export function createSlots(limits: { running: number; waiting: number }): Slots {
  let running = 0
  const line: Array<() => void> = []
  const release = () => {
    running--
    const next = line.shift()
    if (next) {
      running++
      next()
    }
  }
  return {
    async run(task) {
      if (running >= limits.running) {
        if (line.length >= limits.waiting) return { ok: false }
        await new Promise<void>((resolve) => line.push(resolve))
      } else {
        running++
      }
      try {
        return { ok: true, value: await task() }
      } finally {
        release()
      }
    },
    get busy() {
      return { running, waiting: line.length }
    },
  }
}
