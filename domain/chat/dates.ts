// India has kept one offset (UTC+05:30, no daylight saving) since 1945, so a calendar day
// in Asia/Kolkata is a fixed slice of UTC time and needs no time-zone database.
const IST_OFFSET_MS = 330 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

const dayNumber = (date: Date) => Math.floor((date.getTime() + IST_OFFSET_MS) / DAY_MS)

const enIN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
})

/**
 * The conversation list's date: "Today", "Yesterday", "{n} days ago" under a week, and
 * otherwise the date as en-IN writes it (1/4/2026). Days are India's calendar days.
 */
export function relativeDay(date: Date, now: Date): string {
  const days = dayNumber(now) - dayNumber(date)
  if (days === 0) return 'Today'
  if (days === 1) return 'Yesterday'
  if (days > 1 && days < 7) return `${days} days ago`
  return enIN.format(date)
}
