import fs from 'node:fs'
import { expect, it } from 'vitest'

// Every variable the README documents reaches the app containers of compose.yaml from the
// environment compose runs in — a new key added to the app but not to compose.yaml would
// otherwise be silently missing in containers — except those the image or compose fixes.

const readme = fs.readFileSync('README.md', 'utf8')
const compose = fs.readFileSync('compose.yaml', 'utf8')

/** `NAME` at the start of a bullet in the README's environment list, and the supplier's. */
function documentedVariables(): string[] {
  const section = readme.slice(readme.indexOf('## Environment variables'), readme.indexOf('## Scripts'))
  const names = [...section.matchAll(/^- ((?:`[A-Z][A-Z0-9_]+`(?:, )?)+)/gm)].flatMap((m) =>
    [...m[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((n) => n[1]!),
  )
  const supplier = [...readme.matchAll(/^- `(SUPPLIER_[A-Z]+)`(?:, `(SUPPLIER_[A-Z]+)`)?/gm)].flatMap((m) =>
    [m[1], m[2]].filter((n): n is string => Boolean(n)),
  )
  return [...names, ...supplier]
}

/** The app service's `environment:` entries, by name. */
function appEnvironment(): string[] {
  const app = compose.slice(compose.indexOf('\n  app:\n'), compose.indexOf('\n  proxy:\n'))
  const block = app.slice(app.indexOf('    environment:\n'), app.indexOf('\n    volumes:'))
  return [...block.matchAll(/^ {6}- ([A-Z][A-Z0-9_]*)/gm)].map((m) => m[1]!)
}

// Set by the Dockerfile (PORT, HOST, NODE_ENV, PGLITE_DATA_DIR on the /data volume).
const FIXED_BY_THE_IMAGE = ['PORT', 'HOST', 'NODE_ENV', 'PGLITE_DATA_DIR']

it('passes every documented variable to the app containers', () => {
  const documented = documentedVariables()
  expect(documented).toEqual(
    expect.arrayContaining(['SESSION_SECRET', 'RAZORPAY_KEY_SECRET', 'SUPPLIER_GSTIN']),
  )
  const passed = appEnvironment()
  expect(documented.filter((name) => !FIXED_BY_THE_IMAGE.includes(name) && !passed.includes(name))).toEqual(
    [],
  )
})

it('keeps secrets out of compose.yaml and the image: SESSION_SECRET is required from the environment', () => {
  expect(compose).toMatch(/^ {6}- SESSION_SECRET=\$\{SESSION_SECRET:\?[^}]+\}$/m)
  const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
  expect(dockerfile).not.toMatch(/SESSION_SECRET|RAZORPAY|SMTP_URL|OPENAI_API_KEY/)
  for (const name of ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'SMTP_URL', 'OPENAI_API_KEY'])
    expect(compose).toMatch(new RegExp(`^ {6}- ${name}$`, 'm'))
})
