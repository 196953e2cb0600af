/**
 * A session's device in words ("Chrome on Windows") from its User-Agent header, for the
 * Security tab's session list. Only the browser family and the operating system: enough to
 * recognise one's own devices, and no parser dependency for a label.
 */

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
]

// iOS before macOS (an iPhone says "like Mac OS X"), Android before Linux.
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (table: ReadonlyArray<readonly [RegExp, string]>, text: string): string | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null

/** "Chrome on Windows", "Safari on iPhone", "Firefox", "Unknown browser on Linux", or "Unknown device". */
export function deviceOf(userAgent: string | null | undefined): string {
  const text = userAgent ?? ''
  const browser = first(BROWSERS, text)
  const system = first(SYSTEMS, text)
  if (browser && system) return `${browser} on ${system}`
  if (browser) return browser
  if (system) return `Unknown browser on ${system}`
  return 'Unknown device'
}
