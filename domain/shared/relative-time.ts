const MINUTE = 60_000
const HOUR = 60 * MINUTE
const IST_OFFSET_MS = 330 * MINUTE
const DAY = 24 * HOUR

const enIN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const dayNumber = (date: Date) => Math.floor((date.getTime() + IST_OFFSET_MS) / DAY)

/**
 * When something happened, as a person says it: "Generated now" becomes "just now",
 * "12 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the en-IN date.
 * Days are India's calendar days.
 */
export function relativeTime(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime()
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE)
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`
  }
  const days = dayNumber(now) - dayNumber(then)
  if (days === 0) {
    const hours = Math.floor(elapsed / HOUR)
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`
  }
  if (days === 1) return 'yesterday'
  if (days < 7) return `${days} days ago`
  return `on ${enIN.format(then)}`
}
