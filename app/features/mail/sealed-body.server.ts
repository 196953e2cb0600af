import crypto from 'node:crypto'
import { getEnv } from '#app/platform/env.server.ts'

/**
 * A queued message's bodies are sealed (AES-256-GCM, key derived from SESSION_SECRET) while
 * they wait in the outbox: they carry live links (a password reset's token, stored nowhere
 * else but as its hash), and a copy of the database alone must not yield them.
 */
export type MailBodies = { text: string; html: string }

const VERSION = 'v1'
let key: { secret: string; key: Buffer } | undefined

function sealingKey(): Buffer {
  const secret = getEnv().SESSION_SECRET
  if (key?.secret !== secret) {
    key = { secret, key: Buffer.from(crypto.hkdfSync('sha256', secret, '', 'nyayadraft mail outbox', 32)) }
  }
  return key.key
}

export function sealBodies(bodies: MailBodies): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(bodies), 'utf8'), cipher.final()])
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`
}

/** The bodies, or throws when they were sealed under another SESSION_SECRET (or altered). */
export function openBodies(sealed: string): MailBodies {
  const [version, data = ''] = sealed.split(':')
  if (version !== VERSION) throw new Error(`unknown sealed mail format "${version}"`)
  const bytes = Buffer.from(data, 'base64')
  const decipher = crypto.createDecipheriv('aes-256-gcm', sealingKey(), bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  return JSON.parse(plain) as MailBodies
}
