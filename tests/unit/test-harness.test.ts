import { json, redirect } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { redirectWithToast, toastHeader } from '#app/platform/toast.server.ts'
import { expectConsoleError } from '#tests/support/console.ts'

// The suite's own matchers and guards (tests/support/setup.ts): each passes on what it
// names and fails on what it does not, or a test using it could not fail.

const request = new Request('http://localhost/app')
const refused = (body: unknown, status = 400) => json(body, { status })

describe('toRedirectTo', () => {
  it('passes on a 302 or 303 to the path, returned or thrown', async () => {
    await expect(redirect('/app')).toRedirectTo('/app')
    await expect(redirect('/app?session=1', 303)).toRedirectTo(/^\/app\?session=/)
    await expect(Promise.reject(redirect('/auth'))).toRedirectTo('/auth')
    await expect(Promise.resolve(redirect('/auth'))).toRedirectTo('/auth')
  })

  it('fails on another path, another status, or something that is not a Response', async () => {
    await expect(expect(redirect('/app')).toRedirectTo('/auth')).rejects.toThrow(
      /302 \/app to be a 302\/303 redirect to "\/auth"/,
    )
    await expect(expect(redirect('/app', 301)).toRedirectTo('/app')).rejects.toThrow()
    await expect(
      expect(json({}, { status: 200, headers: { location: '/app' } })).toRedirectTo('/app'),
    ).rejects.toThrow()
    await expect(expect({ location: '/app' }).toRedirectTo('/app')).rejects.toThrow(/expected a Response/)
    await expect(redirect('/app')).not.toRedirectTo('/auth')
  })
})

describe('toSendToast', () => {
  it('reads the signed toast cookie back: by title, or by its fields', async () => {
    const response = await redirectWithToast(request, '/app', {
      type: 'success',
      title: 'Saved',
      description: 'All done.',
    })
    await expect(response).toSendToast()
    await expect(response).toSendToast('Saved')
    await expect(response).toSendToast({ type: 'success', description: expect.stringContaining('done') })
    const https = new Request('https://localhost/app')
    await expect(
      json({}, { status: 400, headers: { 'Set-Cookie': await toastHeader(https, { title: 'Over https' }) } }),
    ).toSendToast('Over https')
  })

  it('fails without the cookie, with another toast, or with a cookie not signed by the app', async () => {
    await expect(expect(redirect('/app')).toSendToast()).rejects.toThrow(/to set the toast cookie/)
    const response = await redirectWithToast(request, '/app', { type: 'error', title: 'Not saved' })
    await expect(expect(response).toSendToast('Saved')).rejects.toThrow(/Not saved/)
    await expect(expect(response).toSendToast({ type: 'success' })).rejects.toThrow()
    const forged = json(
      {},
      { headers: { 'Set-Cookie': 'toast=eyJ0b2FzdCI6eyJ0aXRsZSI6IkZvcmdlZCJ9fQ%3D%3D; Path=/' } },
    )
    await expect(expect(forged).toSendToast()).rejects.toThrow()
  })
})

describe('toHaveFieldError and toHaveFormError', () => {
  const contract = {
    intent: 'add-collaborator',
    fieldErrors: { email: ['Please enter a valid email address'] },
    formError: null,
    values: { email: 'a' },
  }

  it('read the form contract’s shape, in a Response or as data', async () => {
    await expect(refused(contract)).toHaveFieldError('email')
    await expect(refused(contract)).toHaveFieldError('email', 'Please enter a valid email address')
    await expect(contract).toHaveFieldError('email', /valid email/)
    await expect(Promise.reject(refused(contract))).toHaveFieldError('email')
    await expect(
      refused({ ...contract, fieldErrors: {}, formError: 'Someone else changed it' }, 409),
    ).toHaveFormError('Someone else changed it')
  })

  it('read the shapes refused forms have before the contract: errors, fieldErrors as a list, field and message, error', async () => {
    await expect(
      refused({ tab: 'signin', errors: { email: 'Email is required' }, values: {} }),
    ).toHaveFieldError('email', 'Email is required')
    await expect(refused({ tab: 'signin', errors: { form: 'Invalid email or password' } })).toHaveFormError(
      'Invalid email or password',
    )
    await expect(
      refused({
        error: 'Some details are missing',
        fieldErrors: [{ field: 'monthlyRent', message: 'Enter the rent' }],
      }),
    ).toHaveFieldError('monthlyRent', 'Enter the rent')
    await expect(
      refused({ ok: false, title: 'No text selected', message: 'Select some text first', field: 'text' }),
    ).toHaveFieldError('text', 'Select some text first')
    await expect(
      refused({ intent: 'add-collaborator', error: 'Email and name are required', values: {} }),
    ).toHaveFormError(/required/)
    await expect(refused({ problem: 'Choose two versions to compare.' })).toHaveFormError(
      'Choose two versions to compare.',
    )
  })

  it('fail on another field, another message, or no error at all', async () => {
    await expect(expect(refused(contract)).toHaveFieldError('name')).rejects.toThrow(/an error for "name"/)
    await expect(expect(refused(contract)).toHaveFieldError('email', 'Email is required')).rejects.toThrow()
    await expect(expect(json({ ok: true })).toHaveFieldError('email')).rejects.toThrow()
    await expect(expect(json({ ok: true })).toHaveFormError()).rejects.toThrow(/a form error/)
    await expect(
      expect(refused({ field: 'text', message: 'x', error: 'x' })).toHaveFormError(),
    ).rejects.toThrow()
    await expect(refused(contract)).not.toHaveFieldError('name')
  })
})

describe('console.error during a test', () => {
  it('passes when the test declared the line it expects (and the line is not printed)', () => {
    expectConsoleError(/explain failed/)
    console.error('explain failed', new Error('model down'))
  })

  it.fails('fails the test when nothing declared it', () => {
    console.error('Warning: Each child in a list should have a unique "key" prop.')
  })

  it.fails('fails the test when an expected line never came', () => {
    expectConsoleError(/explain failed/)
  })
})

describe('the network', () => {
  it.fails('a request no test mocked is refused (and logged, so the test fails)', async () => {
    await fetch('https://api.openai.test/v1/models').catch(() => undefined)
  })
})
