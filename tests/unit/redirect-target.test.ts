import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { redirectTarget } from '#app/platform/redirect-target.server.ts'
import {
  expectSameSiteLocation as expectSafe,
  HOSTILE_TARGETS as HOSTILE,
} from '#tests/support/redirect-targets.ts'

const ID = '0b7e8a52-6c1f-4d8e-9a3b-2f4c5d6e7f80'

describe('redirectTarget', () => {
  it.each([...HOSTILE, ''])('refuses %j and answers the fallback', (raw) => {
    expect(redirectTarget(raw)).toBe('/app')
    expect(redirectTarget(raw, { fallback: `/app/documents/${ID}` })).toBe(`/app/documents/${ID}`)
  })

  it('refuses what is not text', () => {
    for (const raw of [null, undefined, 42, {}, ['/app'], new File(['/app'], 'x.txt')])
      expect(redirectTarget(raw)).toBe('/app')
    expect(redirectTarget(null, { fallback: '' })).toBe('')
  })

  it('keeps the paths of this site the product links to, with their query and fragment', () => {
    const kept = [
      '/app',
      '/profile',
      '/app?tab=chats',
      `/app/documents/${ID}`,
      `/app/documents/${ID}?tab=collaborate`,
      `/app?session=${ID}&document=${ID}&dtab=comments#latest`,
      `/document/${ID}?threads=100#comments`,
      '/auth?redirectTo=%2Fapp',
      `/app/documents/${ID}/history?from=1&to=3`,
    ]
    for (const path of kept) expect(redirectTarget(path)).toBe(path)
  })

  it('answers the normalised path: dot segments resolved, unsafe characters encoded', () => {
    expect(redirectTarget(`/app/documents/x/../${ID}`)).toBe(`/app/documents/${ID}`)
    expect(redirectTarget('/app/./documents/%2e%2e/')).toBe('/app/')
    expect(redirectTarget('/app?q=a b"<c>')).toBe('/app?q=a%20b%22%3Cc%3E')
    expect(redirectTarget('/app#a b')).toBe('/app#a%20b')
    expect(redirectTarget('/app?name=प्रिया')).toBe(
      '/app?name=%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE',
    )
    expect(redirectTarget('/app?x=\uD800')).toBe('/app?x=%EF%BF%BD')
  })

  it('keeps a target within the given paths, judged after normalising', () => {
    const within = ['/app', `/document/${ID}`]
    const fallback = `/document/${ID}`
    expect(redirectTarget('/app', { fallback, within })).toBe('/app')
    expect(redirectTarget(`/app/documents/${ID}?tab=document`, { fallback, within })).toBe(
      `/app/documents/${ID}?tab=document`,
    )
    expect(redirectTarget(`/document/${ID}#comments`, { fallback, within })).toBe(`/document/${ID}#comments`)
    for (const outside of [
      '/apple',
      '/auth',
      '/app/../auth',
      '/app%2F../auth',
      '/document/another-id',
      `/document/${ID}x`,
      '/',
    ]) {
      expect(redirectTarget(outside, { fallback, within })).toBe(fallback)
    }
  })

  it('answers a same-site path and a valid header for any text at all', () => {
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2F',
      '%5C',
      '%2e',
      '%09',
      '\t',
      '\n',
      '\r',
      '\u0000',
      ':',
      '?',
      '#',
      '@',
      'evil.example',
      'app',
      ' ',
      'https:',
    )
    const targets = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(targets, (raw) => {
        expectSafe(redirectTarget(raw))
        expectSafe(redirectTarget(`/${raw}`))
      }),
      { numRuns: 2000 },
    )
    for (const raw of HOSTILE) expectSafe(redirectTarget(raw))
  })
})
