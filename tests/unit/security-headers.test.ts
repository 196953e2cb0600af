import { describe, expect, it } from 'vitest'
import { opensRazorpayCheckout, securityHeaders } from '../../server/headers.js'

function policy(checkout: boolean) {
  const headers = securityHeaders('n0nce', { https: false, development: false, checkout })
  const directives = (headers['Content-Security-Policy'] ?? '').split('; ')
  return Object.fromEntries(
    directives.map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

describe('the Content-Security-Policy', () => {
  it('allows no outside script, frame or form target by default', () => {
    const csp = policy(false)
    expect(csp['script-src']).toEqual(["'self'", "'nonce-n0nce'"])
    expect(csp['frame-src']).toBeUndefined()
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['form-action']).toEqual(["'self'"])
    expect(csp['connect-src']).toEqual(["'self'"])
  })

  it('on a checkout page allows Razorpay’s script, its frames and its hosted page, nothing more', () => {
    const csp = policy(true)
    expect(csp['script-src']).toEqual(["'self'", "'nonce-n0nce'", 'https://checkout.razorpay.com'])
    expect(csp['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com'])
    expect(csp['form-action']).toEqual(["'self'", 'https://rzp.io', 'https://*.razorpay.com'])
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:'])
  })
})

describe('which responses may open Razorpay’s checkout', () => {
  const razorpay = { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret' }

  it('the plan page and the workspace, when Razorpay is configured', () => {
    for (const path of ['/subscription', '/subscription/callback', '/app', '/app/'])
      expect(opensRazorpayCheckout(path, razorpay), path).toBe(true)
  })

  it('no other page, and none with the test gateway (no keys)', () => {
    for (const path of [
      '/',
      '/profile',
      '/app/documents/1',
      '/document/1',
      '/payments/test-checkout/o',
      '/api/subscriptions',
    ])
      expect(opensRazorpayCheckout(path, razorpay), path).toBe(false)
    for (const env of [{}, { RAZORPAY_KEY_ID: '  ' }])
      expect(opensRazorpayCheckout('/subscription', env)).toBe(false)
  })
})
