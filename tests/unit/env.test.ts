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

describe('a secret kept beside the embedded database', () => {
  it('is made once, read back, and made again when the file was left empty or short', async () => {
    const { localSecretFile } = await import('#app/platform/env.server.ts')
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { vi } = await import('vitest')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const dataDir = path.join(dir, 'pglite')
      const first = localSecretFile(dataDir, 'payment-test-secret', 'unused')
      expect(first.length).toBeGreaterThanOrEqual(32)
      expect(localSecretFile(dataDir, 'payment-test-secret', 'unused')).toBe(first)
      fs.writeFileSync(path.join(dir, 'payment-test-secret'), '')
      const remade = localSecretFile(dataDir, 'payment-test-secret', 'unused')
      expect(remade.length).toBeGreaterThanOrEqual(32)
      expect(remade).not.toBe(first)
    } finally {
      vi.unstubAllEnvs()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('is kept in memory, not written anywhere, for an in-memory database', async () => {
    const { localSecretFile } = await import('#app/platform/env.server.ts')
    const fs = (await import('node:fs')).default
    const { vi } = await import('vitest')
    const writes = vi.spyOn(fs, 'writeFileSync')
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const first = localSecretFile('memory://', 'session-secret', 'unused')
      expect(first.length).toBeGreaterThanOrEqual(32)
      expect(localSecretFile('memory://', 'session-secret', 'unused')).toBe(first)
      expect(writes).not.toHaveBeenCalled()
    } finally {
      writes.mockRestore()
      vi.unstubAllEnvs()
    }
  })
})

// The legal pages' operator settings: blank is unset ("[TO BE CONFIGURED]"), bad stops the server.
describe('GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL and TERMS_JURISDICTION', () => {
  it('are optional, trimmed, and blank means unset', () => {
    const env = parseEnv({
      GRIEVANCE_OFFICER_NAME: '  Asha Rao ',
      GRIEVANCE_OFFICER_EMAIL: '',
      TERMS_JURISDICTION: ' ',
    })
    expect(env.GRIEVANCE_OFFICER_NAME).toBe('Asha Rao')
    expect(env.GRIEVANCE_OFFICER_EMAIL).toBeUndefined()
    expect(env.TERMS_JURISDICTION).toBeUndefined()
  })

  it('a malformed address or an overlong text names the variable', () => {
    expect(() => parseEnv({ GRIEVANCE_OFFICER_EMAIL: 'asha' })).toThrow(/GRIEVANCE_OFFICER_EMAIL: /)
    expect(() => parseEnv({ TERMS_JURISDICTION: 'x'.repeat(201) })).toThrow(/TERMS_JURISDICTION: /)
  })
})

// The operator's variables (README, Operations): a bad value stops the server with its name.
describe('LOG_LEVEL, METRICS_TOKEN and SHUTDOWN_DRAIN_SECONDS', () => {
  it('are optional, an empty value as unset', () => {
    const env = parseEnv({ LOG_LEVEL: '', METRICS_TOKEN: ' ' })
    expect(env).toMatchObject({ LOG_LEVEL: undefined, METRICS_TOKEN: undefined, SHUTDOWN_DRAIN_SECONDS: 0 })
  })

  it("LOG_LEVEL is one of pino's levels", () => {
    expect(parseEnv({ LOG_LEVEL: 'warn' }).LOG_LEVEL).toBe('warn')
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL: LOG_LEVEL must be one of fatal, error/,
    )
  })

  it('METRICS_TOKEN is at least 16 characters', () => {
    expect(parseEnv({ METRICS_TOKEN: 'x'.repeat(16) }).METRICS_TOKEN).toBe('x'.repeat(16))
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: METRICS_TOKEN must be at least 16/,
    )
  })

  it('SHUTDOWN_DRAIN_SECONDS is 0 to 60 seconds', () => {
    expect(parseEnv({ SHUTDOWN_DRAIN_SECONDS: '15' }).SHUTDOWN_DRAIN_SECONDS).toBe(15)
    for (const value of ['-1', '61', 'soon']) {
      expect(() => parseEnv({ SHUTDOWN_DRAIN_SECONDS: value }), value).toThrow(/SHUTDOWN_DRAIN_SECONDS/)
    }
  })
})

describe.each(['CONTACT_MESSAGES_PER_HOUR', 'INVITATIONS_PER_HOUR'] as const)('%s', (name) => {
  it('is optional (the built-in limit applies) or a whole number from 1 to 10000', () => {
    expect(parseEnv({})[name]).toBeUndefined()
    expect(parseEnv({ [name]: '1000' })[name]).toBe(1000)
    for (const value of ['0', '2.5', '10001', 'many']) {
      expect(() => parseEnv({ [name]: value }), value).toThrow(new RegExp(name))
    }
  })
})
