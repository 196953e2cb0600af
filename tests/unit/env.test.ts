import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/platform/env.server.ts'

// APP_ORIGIN: the public origin share links are built from, checked once at start.
describe('APP_ORIGIN', () => {
  it('is optional: unset (or empty) leaves links to the request’s origin', () => {
    expect(parseEnv({}).APP_ORIGIN).toBeUndefined()
    expect(parseEnv({ APP_ORIGIN: '' }).APP_ORIGIN).toBeUndefined()
  })

  it('an http or https origin is kept as an origin (no trailing slash, lower-case host)', () => {
    expect(parseEnv({ APP_ORIGIN: 'https://Nyaya.Example/' }).APP_ORIGIN).toBe('https://nyaya.example')
    expect(parseEnv({ APP_ORIGIN: 'http://localhost:3000' }).APP_ORIGIN).toBe('http://localhost:3000')
  })

  it('anything that is not an origin stops the server with the variable’s name', () => {
    for (const value of [
      'nyaya.example',
      'https://nyaya.example/app',
      'https://nyaya.example/?x=1',
      'javascript:alert(1)',
      'ftp://nyaya.example',
      'https://user:pw@nyaya.example',
    ]) {
      expect(() => parseEnv({ APP_ORIGIN: value }), value).toThrow(/APP_ORIGIN: APP_ORIGIN must be an origin/)
    }
  })
})
