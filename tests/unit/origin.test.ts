import { describe, expect, it } from 'vitest'
import { checkSameOrigin } from '../../server/origin.js'

const TOKEN = `nd_${'a'.repeat(43)}`
const post = (path: string, headers: Record<string, string> = {}, method = 'POST') =>
  new Request(`http://localhost:3000${path}`, { method, headers })

describe('checkSameOrigin', () => {
  it('lets reads through and same-origin writes in', () => {
    expect(checkSameOrigin(post('/app', {}, 'GET'))).toEqual({ ok: true })
    expect(checkSameOrigin(post('/app', { origin: 'http://localhost:3000' }))).toEqual({ ok: true })
    expect(checkSameOrigin(post('/app', { referer: 'http://localhost:3000/app?tab=chats' }))).toEqual({
      ok: true,
    })
  })

  it('refuses cross-origin writes and writes that say nothing about where they came from', () => {
    expect(checkSameOrigin(post('/app', { origin: 'https://evil.example' }))).toEqual({
      ok: false,
      reason: 'cross-origin request from https://evil.example',
    })
    expect(checkSameOrigin(post('/app', { referer: 'https://evil.example/page' }))).toEqual({
      ok: false,
      reason: 'cross-origin Referer',
    })
    expect(checkSameOrigin(post('/logout'))).toEqual({ ok: false, reason: 'no Origin or Referer header' })
  })

  it('lets a bearer-token call to /api/ in without Origin or Referer, for every write method', () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      expect(
        checkSameOrigin(post('/api/chat-sessions/x', { authorization: `Bearer ${TOKEN}` }, method)),
      ).toEqual({ ok: true })
    }
    expect(checkSameOrigin(post('/api/chat', { authorization: `bearer ${TOKEN}` }))).toEqual({ ok: true })
  })

  it('still refuses a bearer call that names another origin, and bearer headers outside /api/', () => {
    const bearer = { authorization: `Bearer ${TOKEN}` }
    expect(checkSameOrigin(post('/api/chat', { ...bearer, origin: 'https://evil.example' }))).toMatchObject({
      ok: false,
    })
    expect(
      checkSameOrigin(post('/api/chat', { ...bearer, referer: 'https://evil.example/x' })),
    ).toMatchObject({ ok: false })
    expect(checkSameOrigin(post('/logout', bearer))).toEqual({
      ok: false,
      reason: 'no Origin or Referer header',
    })
    expect(checkSameOrigin(post('/apiary', bearer))).toMatchObject({ ok: false })
    expect(checkSameOrigin(post('/api/../logout', bearer))).toMatchObject({ ok: false })
  })

  it('does not take other Authorization schemes, or an empty bearer, as a token', () => {
    expect(checkSameOrigin(post('/api/chat', { authorization: 'Basic dXNlcjpwYXNz' }))).toMatchObject({
      ok: false,
    })
    expect(checkSameOrigin(post('/api/chat', { authorization: 'Bearer ' }))).toMatchObject({ ok: false })
    expect(checkSameOrigin(post('/api/chat', { authorization: `Bearer ${TOKEN} extra` }))).toMatchObject({
      ok: false,
    })
  })
})

describe('the payment webhook', () => {
  it('is exempt by its exact path only: the signature over its body is its credential', () => {
    expect(checkSameOrigin(post('/api/payments/webhook'))).toEqual({ ok: true })
    expect(checkSameOrigin(post('/api/payments/webhook', { origin: 'https://api.razorpay.com' }))).toEqual({
      ok: true,
    })
    for (const path of [
      '/api/payments/webhook/',
      '/api/payments/verify',
      '/api/payments/webhookx',
      '/api/subscriptions',
    ]) {
      expect(checkSameOrigin(post(path)), path).toEqual({ ok: false, reason: 'no Origin or Referer header' })
    }
    expect(checkSameOrigin(post('/api/payments/webhook', {}, 'PUT'))).toEqual({
      ok: false,
      reason: 'no Origin or Referer header',
    })
  })
})
