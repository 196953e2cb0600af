import { expect } from 'vitest'
import { MAX_TARGET_LENGTH } from '#app/platform/redirect-target.server.ts'

// Redirect targets an attacker would put in `redirectTo` or `returnTo` (hardening issue,
// finding 6): each would take a browser to another site, or break the Location header, if
// it were followed as given. Shared by the unit tests and the forms' integration tests.
export const HOSTILE_TARGETS = [
  // Another host, spelt out or protocol-relative.
  'https://evil.example',
  'HTTPS://evil.example/app',
  'http://evil.example/app',
  'https:evil.example',
  '//evil.example',
  '//evil.example/app',
  '///evil.example',
  '////evil.example',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/app\\..\\..\\evil.example',
  // Tabs, newlines and other controls, which browsers drop or choke on (the audit's
  // `redirectTo=/%09/evil.example` reaches the action as the first).
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/app\r\nSet-Cookie: session=stolen',
  '/\u0000/evil.example',
  '/app\u007f',
  '/app\u001b[31m',
  // Percent-encoded variants of the same.
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0ASet-Cookie:%20x=1',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/app/%5C/evil.example',
  '/%00',
  '/%E0%A4%A',
  // Dot segments that climb to a protocol-relative path (the audit's `returnTo`).
  '/app/..//evil.example',
  '/app/../..//evil.example',
  '/app/%2e%2e//evil.example',
  '/app/.%2E//evil.example',
  '/.//evil.example',
  '/app/documents/../../%2F%2Fevil.example',
  // Other schemes, and what is not a path at all.
  'javascript:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:someone@evil.example',
  'evil.example',
  'app',
  ' /app',
  // Very long.
  `/app?${'a'.repeat(MAX_TARGET_LENGTH)}`,
  `/${'%2F'.repeat(5000)}`,
]

/** Asserts what holds for every redirect the product answers: a path of this site, and a valid header value. */
export function expectSameSiteLocation(location: string | null, origin = 'https://nyaya.example') {
  expect(location).toMatch(/^\/(?![/\\])/)
  expect(location).not.toMatch(/[\p{Cc}\\]/u)
  expect(new URL(location!, `${origin}/app/documents/x`).origin).toBe(origin)
  expect(() => new Headers({ location: location! })).not.toThrow()
}
