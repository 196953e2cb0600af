// A date and time in India Standard Time, worded as Intl's en-IN "medium" style words it
// ("9 Sept 2026, 4:05:09 pm"). IST is UTC+5:30 all year (no daylight saving), so it is
// plain arithmetic: the history formats every event and every version of a long trail,
// and Intl.DateTimeFormat#format costs several microseconds a call. A unit test holds the
// two equal.

const IST_OFFSET_MS = 330 * 60_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const
const two = (n: number) => (n < 10 ? `0${n}` : String(n))

/** "25 Nov 2026, 8:16:40 am" (with `seconds`) or "25 Nov 2026, 8:16 am". */
export function istDateTime(date: Date, { seconds = true }: { seconds?: boolean } = {}): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS)
  const hours = ist.getUTCHours()
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${two(ist.getUTCMinutes())}${seconds ? `:${two(ist.getUTCSeconds())}` : ''}`
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${clock} ${hours < 12 ? 'am' : 'pm'}`
}
