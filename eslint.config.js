import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// domain/ is pure: no I/O, no framework, no driver or SDK. Arrows point one way only
// (DESIGN.md): app → domain, app → events → db.
const domainMayNotImport = [
  // `#` starts a comment in gitignore-style groups, hence the regex for the aliases.
  { regex: '^#(app|events|db)/', message: 'domain/ is pure: it may not import app/, events/ or db/.' },
  {
    group: ['**/app/**', '**/events/**', '**/db/**'],
    message: 'domain/ is pure: it may not import app/, events/ or db/.',
  },
  {
    group: ['@remix-run/*', 'react', 'react-dom', 'react/*', 'remix-auth*'],
    message: 'domain/ may not depend on the web framework.',
  },
  {
    group: ['postgres', '@electric-sql/*', 'openai', 'razorpay', 'msw', 'msw/*'],
    message: 'domain/ may not import drivers or SDKs.',
  },
  {
    group: [
      'node:fs',
      'node:fs/*',
      'node:net',
      'node:http',
      'node:https',
      'node:child_process',
      'fs',
      'fs/*',
      'net',
      'http',
      'https',
      'child_process',
    ],
    message: 'domain/ does no I/O.',
  },
]

export default tseslint.config(
  { ignores: ['build/**', 'public/build/**', 'node_modules/**', '.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainMayNotImport }] },
  },
  {
    files: ['events/**/*.ts', 'db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^#app/|/app/', message: 'events/ and db/ never import app/.' }] },
      ],
    },
  },
)
