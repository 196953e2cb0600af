// The dashboard's time axes, in India's time zone (the app's users are in India): calendar
// months for documents created, weeks starting on Monday for activity.

const IST_OFFSET_MS = 330 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** "2026-11-26": the IST date holding `at`; everything the dashboard computes from "now" is fixed within it. */
export function dayKey(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** "2026-11" for the IST month holding `at`. */
export function monthKey(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7)
}

/** The `count` month keys ending with the one holding `now`, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS)
  const months: string[] = []
  for (let back = count - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1))
    months.push(d.toISOString().slice(0, 7))
  }
  return months
}

/** "2026-11-23": the IST date of the Monday starting the week that holds `at`. */
export function weekKey(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS)
  const sinceMonday = (ist.getUTCDay() + 6) % 7
  return new Date(ist.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/** The `count` week keys ending with the one holding `now`, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const weeks: string[] = []
  for (let back = count - 1; back >= 0; back--)
    weeks.push(weekKey(new Date(now.getTime() - back * 7 * DAY_MS)))
  return weeks
}
