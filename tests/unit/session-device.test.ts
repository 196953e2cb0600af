import { describe, expect, it } from 'vitest'
import { maskedAddress } from '#domain/accounts/masked-address.ts'
import { deviceOf } from '#domain/accounts/user-agent.ts'

// Real User-Agent strings of current browsers, as they arrive.
const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 OPR/109.0.0.0',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
}

describe('deviceOf: a session’s device from its User-Agent', () => {
  it.each([
    [AGENTS.chromeWindows, 'Chrome on Windows'],
    [AGENTS.edgeWindows, 'Edge on Windows'],
    [AGENTS.firefoxLinux, 'Firefox on Linux'],
    [AGENTS.safariMac, 'Safari on macOS'],
    [AGENTS.safariIphone, 'Safari on iPhone'],
    [AGENTS.chromeIphone, 'Chrome on iPhone'],
    [AGENTS.chromeAndroid, 'Chrome on Android'],
    [AGENTS.samsungAndroid, 'Samsung Internet on Android'],
    [AGENTS.operaMac, 'Opera on macOS'],
    [AGENTS.safariIpad, 'Safari on iPad'],
    [AGENTS.chromebook, 'Chrome on ChromeOS'],
    [AGENTS.headless, 'Chrome on Linux'],
    [AGENTS.curl, 'curl'],
  ])('%s → %s', (agent, words) => {
    expect(deviceOf(agent)).toBe(words)
  })

  it('says what it cannot tell', () => {
    expect(deviceOf('')).toBe('Unknown device')
    expect(deviceOf(null)).toBe('Unknown device')
    expect(deviceOf('SomeBot/1.0')).toBe('Unknown device')
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0) Strange/1.0')).toBe('Unknown browser on Windows')
  })
})

describe('maskedAddress: the address without its last part', () => {
  it.each([
    ['203.0.113.42', '203.0.113.•'],
    ['::ffff:198.51.100.7', '198.51.100.•'],
    ['2001:db8:85a3:0:0:8a2e:370:7334', '2001:db8:85a3:•'],
    ['2001:db8::1', '2001:db8:1:•'],
    ['::1', '::1'],
    ['unknown', 'Unknown'],
    ['', 'Unknown'],
    [null, 'Unknown'],
  ])('%s → %s', (address, shown) => {
    expect(maskedAddress(address)).toBe(shown)
  })
})
