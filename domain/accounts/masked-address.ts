/**
 * A session's address as the Security tab shows it: enough to tell home from office, not
 * the whole address on a screen someone may be looking over (IPv4 keeps three parts, IPv6
 * its first three groups).
 */
export function maskedAddress(address: string | null | undefined): string {
  const text = (address ?? '').trim()
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(text)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.•`
  if (text === '::1') return text
  if (text.includes(':')) {
    const groups = text.split(':').filter((group) => group !== '')
    if (groups.length > 0 && groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)))
      return `${groups.slice(0, 3).join(':')}:•`
  }
  return 'Unknown'
}
