import { describe, expect, it } from 'vitest'
import { action as authAction } from '#app/routes/auth.tsx'
import { action as profileAction, loader as profileLoader } from '#app/routes/profile.tsx'
import { action as linkAction, loader as linkLoader } from '#app/routes/verify-email.$token.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { linkIn, mailsTo } from '#tests/support/mail.ts'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'

// The Profile tab's name and e-mail (issue 16 part 3) through the real route modules: the
// links are read from the outbox the mailer sends from, and followed as a browser would.

const db = useTestDatabase()
type Browser = Awaited<ReturnType<typeof browser>>
const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})
const PASSWORD = 'secret1'
const LINK = '/verify-email/'

const post = (b: Browser, fields: Record<string, string>) =>
  settle(() => profileAction(args(b.post('/profile?tab=profile', fields))))
const tokenOf = (path: string) => path.slice(LINK.length)
const openLink = (b: Browser, path: string) =>
  settle(() => linkLoader(args(b.get(path), { token: tokenOf(path) })))
const followLink = (b: Browser, path: string) =>
  settle(() => linkAction(args(b.post(path, {}), { token: tokenOf(path) })))

async function userRow(id: string) {
  const [row] = await db().query<{ email: string; display_name: string; verified: boolean }>(
    'SELECT email, display_name, email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
    [id],
  )
  return row
}
async function idOf(email: string) {
  const [row] = await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email])
  if (!row) throw new Error(`no account ${email}`)
  return row.id
}
async function profileTab(b: Browser) {
  const response = await settle(() => profileLoader(args(b.get('/profile?tab=profile'))))
  expect(response.status).toBe(200)
  return (await response.json()) as {
    user: { email: string; displayName: string }
    profile: {
      emailVerified: boolean
      emailChange: { email: string; sentAt: string; expiresAt: string } | null
    }
  }
}
async function rootOf(b: Browser) {
  return (await (await settle(() => rootLoader(args(b.get('/app'))))).json()) as {
    user: { email: string } | null
    emailVerified: boolean
  }
}
/** The newest mail to an address whose subject matches, and its link. */
async function newestLink(address: string, subject: RegExp) {
  const mail = (await mailsTo(address)).filter((m) => subject.test(m.subject)).at(-1)
  if (!mail) throw new Error(`no mail "${subject}" to ${address}`)
  return linkIn(mail, LINK)
}
describe('the name', () => {
  it('is saved at once ("Profile updated") and mails nobody', async () => {
    const b = await signedIn('asha@example.in')
    const id = await idOf('asha@example.in')
    const mailsBefore = (await mailsTo('asha@example.in')).length
    const response = await post(b, {
      intent: 'profile',
      displayName: '  Asha   Rao ',
      email: 'asha@example.in',
    })
    await expect(response).toRedirectTo('/profile?tab=profile')
    await expect(response).toSendToast({ type: 'success', title: 'Profile updated' })
    expect(await userRow(id)).toMatchObject({ display_name: 'Asha Rao', email: 'asha@example.in' })
    expect((await profileTab(b)).user.displayName).toBe('Asha Rao')
    expect(await mailsTo('asha@example.in')).toHaveLength(mailsBefore)
  })

  it('refuses an empty name with 400, keeping what was typed', async () => {
    const b = await signedIn('asha@example.in')
    const response = await post(b, { intent: 'profile', displayName: ' ', email: 'asha@example.in' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      intent: 'profile',
      fieldErrors: { displayName: 'Please enter your name' },
      formError: null,
      values: { displayName: ' ', email: 'asha@example.in' },
    })
  })
})

describe('the e-mail', () => {
  it('changes only when the link sent to the new address is followed; the old address is told', async () => {
    const b = await signedIn('asha@example.in')
    const id = await idOf('asha@example.in')
    const response = await post(b, {
      intent: 'profile',
      displayName: 'Asha Rao',
      email: 'Asha.Rao@Example.in',
      currentPassword: PASSWORD,
    })
    await expect(response).toRedirectTo('/profile?tab=profile')
    await expect(response).toSendToast({ title: 'Profile updated' })
    // The name is saved; the address waits for its link.
    expect(await userRow(id)).toMatchObject({ email: 'asha@example.in', display_name: 'Asha Rao' })
    const tab = await profileTab(b)
    expect(tab.profile.emailChange).toMatchObject({ email: 'asha.rao@example.in' })

    const notice = (await mailsTo('asha@example.in')).at(-1)!
    expect(notice.subject).toBe('Your NyayaDraft e-mail address is being changed')
    expect(notice.text).toContain('asha.rao@example.in')
    expect(notice.text).not.toContain(LINK)
    const link = await newestLink('asha.rao@example.in', /Confirm your new e-mail/)

    // Opening the link (a prefetch, a mail scanner) changes nothing.
    const anonymous = await browser()
    const page = await openLink(anonymous, link)
    expect(page.status).toBe(200)
    expect(await page.json()).toEqual({ ok: true, purpose: 'change', email: 'asha.rao@example.in' })
    expect((await userRow(id))?.email).toBe('asha@example.in')

    // Followed signed out: holding the link proves the address; sign in with it next.
    const followed = await followLink(anonymous, link)
    await expect(followed).toRedirectTo('/auth?tab=signin')
    await expect(followed).toSendToast({ title: 'E-mail address changed' })
    expect(await userRow(id)).toMatchObject({ email: 'asha.rao@example.in', verified: true })
    // The session that asked stays signed in, now under the new address, with nothing waiting.
    expect((await rootOf(b)).user?.email).toBe('asha.rao@example.in')
    expect((await profileTab(b)).profile).toMatchObject({ emailVerified: true, emailChange: null })

    // Used once: a second time is refused and changes nothing.
    const again = await followLink(await browser(), link)
    expect(again.status).toBe(410)
    await expect(again).toHaveFormError(/already been used/)
    expect((await openLink(await browser(), link)).status).toBe(410)

    // The new address signs in; the old one no longer does.
    const signIn = (email: string) =>
      settle(async () => {
        const fresh = await browser()
        return authAction(args(fresh.post('/auth', { intent: 'sign-in', email, password: PASSWORD })))
      })
    await expect(signIn('asha.rao@example.in')).resolves.toMatchObject({ status: 302 })
    expect((await signIn('asha@example.in')).status).toBe(401)
  })

  it('followed by the signed-in account, comes back to the Profile tab', async () => {
    const b = await signedIn('asha@example.in')
    await post(b, { intent: 'profile', displayName: 'asha', email: 'asha@new.in', currentPassword: PASSWORD })
    const followed = await followLink(b, await newestLink('asha@new.in', /Confirm your new e-mail/))
    await expect(followed).toRedirectTo('/profile?tab=profile')
  })

  it('refuses a wrong or missing password, keeping the typed name and e-mail (never the password); nothing is saved or sent', async () => {
    const b = await signedIn('asha@example.in')
    const id = await idOf('asha@example.in')
    for (const [password, status, message] of [
      ['wrong-password', 400, 'That is not your current password'],
      ['', 400, 'Enter your current password to change your e-mail'],
    ] as const) {
      const response = await post(b, {
        intent: 'profile',
        displayName: 'Asha Rao',
        email: 'asha.rao@example.in',
        currentPassword: password,
      })
      expect(response.status).toBe(status)
      const body = await response.json()
      expect(body).toEqual({
        intent: 'profile',
        fieldErrors: { currentPassword: message },
        formError: null,
        values: { displayName: 'Asha Rao', email: 'asha.rao@example.in' },
      })
    }
    expect(await userRow(id)).toMatchObject({ email: 'asha@example.in', display_name: 'asha' })
    expect(await mailsTo('asha.rao@example.in')).toHaveLength(0)
  })

  it('refuses an address another account uses (409) and a malformed one (400)', async () => {
    await signedIn('ravi@example.in')
    const b = await signedIn('asha@example.in')
    const taken = await post(b, {
      intent: 'profile',
      displayName: 'Asha',
      email: 'RAVI@example.in',
      currentPassword: PASSWORD,
    })
    expect(taken.status).toBe(409)
    await expect(taken).toHaveFieldError('email', 'That e-mail address is already in use')
    expect(((await taken.json()) as { values: unknown }).values).toEqual({
      displayName: 'Asha',
      email: 'RAVI@example.in',
    })
    const malformed = await post(b, {
      intent: 'profile',
      displayName: 'Asha',
      email: 'asha@',
      currentPassword: PASSWORD,
    })
    expect(malformed.status).toBe(400)
    await expect(malformed).toHaveFieldError('email', 'Please enter a valid email address')
  })

  it('refuses a link whose address another account took meanwhile, clearly (409)', async () => {
    const b = await signedIn('asha@example.in')
    await post(b, {
      intent: 'profile',
      displayName: 'asha',
      email: 'shared@example.in',
      currentPassword: PASSWORD,
    })
    const link = await newestLink('shared@example.in', /Confirm your new e-mail/)
    await signedIn('shared@example.in')
    const followed = await followLink(await browser(), link)
    expect(followed.status).toBe(409)
    await expect(followed).toHaveFormError('That e-mail address is already in use by another account.')
    expect((await userRow(await idOf('asha@example.in')))?.email).toBe('asha@example.in')
  })

  it('refuses an expired link (410) and a made-up one (404)', async () => {
    const b = await signedIn('asha@example.in')
    await post(b, {
      intent: 'profile',
      displayName: 'asha',
      email: 'late@example.in',
      currentPassword: PASSWORD,
    })
    const link = await newestLink('late@example.in', /Confirm your new e-mail/)
    await db().query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'change'`,
    )
    const page = await openLink(await browser(), link)
    expect(page.status).toBe(410)
    expect(await page.json()).toMatchObject({ ok: false, message: expect.stringMatching(/has expired/) })
    expect((await followLink(await browser(), link)).status).toBe(410)
    expect((await profileTab(b)).profile.emailChange).toBeNull()
    for (const madeUp of [`${LINK}${'A'.repeat(43)}`, `${LINK}short`, `${link}x`]) {
      expect((await openLink(await browser(), madeUp)).status).toBe(404)
      expect((await followLink(await browser(), madeUp)).status).toBe(404)
    }
    expect((await userRow(await idOf('asha@example.in')))?.email).toBe('asha@example.in')
  })

  it('a pending change can be sent again or cancelled; a cancelled link is refused', async () => {
    const b = await signedIn('asha@example.in')
    await post(b, {
      intent: 'profile',
      displayName: 'asha',
      email: 'next@example.in',
      currentPassword: PASSWORD,
    })
    const first = await newestLink('next@example.in', /Confirm your new e-mail/)
    // Within the minute: refused with the wait.
    const soon = await post(b, { intent: 'resend-email-change' })
    expect(soon.status).toBe(429)
    expect(soon.headers.get('Retry-After')).toMatch(/^\d+$/)
    await db().query(`UPDATE email_tokens SET created_at = created_at - interval '2 minutes'`)
    const resent = await post(b, { intent: 'resend-email-change' })
    await expect(resent).toSendToast({ title: 'Link sent again' })
    const second = await newestLink('next@example.in', /Confirm your new e-mail/)
    expect(second).not.toBe(first)

    const cancelled = await post(b, { intent: 'cancel-email-change' })
    await expect(cancelled).toRedirectTo('/profile?tab=profile')
    await expect(cancelled).toSendToast({ title: 'E-mail change cancelled' })
    expect((await profileTab(b)).profile.emailChange).toBeNull()
    for (const link of [first, second]) {
      const followed = await followLink(await browser(), link)
      expect(followed.status).toBe(410)
      await expect(followed).toHaveFormError(/cancelled/)
    }
    expect((await post(b, { intent: 'cancel-email-change' })).status).toBe(409)
    expect((await userRow(await idOf('asha@example.in')))?.email).toBe('asha@example.in')
  })

  it('a forged confirmation (no CSRF token) changes nothing', async () => {
    const b = await signedIn('asha@example.in')
    await post(b, {
      intent: 'profile',
      displayName: 'asha',
      email: 'forged@example.in',
      currentPassword: PASSWORD,
    })
    const link = await newestLink('forged@example.in', /Confirm your new e-mail/)
    const anonymous = await browser()
    const forged = await settle(() =>
      linkAction(
        args(
          new Request(`http://localhost${link}`, {
            method: 'POST',
            headers: {
              cookie: anonymous.jar.header(),
              origin: 'https://attacker.example',
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ csrf: anonymous.csrf }),
          }),
          { token: tokenOf(link) },
        ),
      ),
    )
    expect(forged.status).toBe(403)
    expect((await userRow(await idOf('asha@example.in')))?.email).toBe('asha@example.in')
  })
})

describe('verification at sign-up', () => {
  it('mails a link; until it is followed the header and profile say "Verify your e-mail"; following it verifies the address', async () => {
    const b = await signedIn('meera@example.in')
    const [mail] = await mailsTo('meera@example.in')
    expect(mail?.subject).toBe('Verify your e-mail for NyayaDraft')
    expect(mail?.text).toMatch(/expires in 24 hours/)
    expect(await rootOf(b)).toMatchObject({ emailVerified: false })
    expect((await profileTab(b)).profile.emailVerified).toBe(false)

    const link = linkIn(mail!, LINK)
    expect(await (await openLink(b, link)).json()).toEqual({
      ok: true,
      purpose: 'verify',
      email: 'meera@example.in',
    })
    expect((await rootOf(b)).emailVerified).toBe(false)
    const followed = await followLink(b, link)
    await expect(followed).toRedirectTo('/profile?tab=profile')
    await expect(followed).toSendToast({ title: 'E-mail verified' })
    expect((await rootOf(b)).emailVerified).toBe(true)
    expect((await profileTab(b)).profile.emailVerified).toBe(true)
    expect((await followLink(b, link)).status).toBe(410)
    // Verified: nothing to resend.
    expect((await post(b, { intent: 'resend-verification' })).status).toBe(409)
  })

  it('a resend is limited per account (one a minute, five a day) with a clear 429', async () => {
    const b = await signedIn('meera@example.in')
    const soon = await post(b, { intent: 'resend-verification', returnTo: '/app' })
    expect(soon.status).toBe(429)
    expect(soon.headers.get('Retry-After')).toMatch(/^\d+$/)
    await expect(soon).toHaveFormError(
      /at most 1 a minute and 5 a day\. Please wait (\d+ seconds|1 minute) and try again\./,
    )
    for (let sent = 2; sent <= 5; sent++) {
      await db().query(`UPDATE email_tokens SET created_at = created_at - interval '2 minutes'`)
      const resent = await post(b, { intent: 'resend-verification', returnTo: '/app' })
      await expect(resent).toRedirectTo('/app')
      await expect(resent).toSendToast({ title: 'Verification e-mail sent' })
      expect(await mailsTo('meera@example.in')).toHaveLength(sent)
    }
    await db().query(`UPDATE email_tokens SET created_at = created_at - interval '2 minutes'`)
    const sixth = await post(b, { intent: 'resend-verification', returnTo: '/app' })
    expect(sixth.status).toBe(429)
    await expect(sixth).toHaveFormError(/Please wait 24 hours and try again\./)
    expect(await mailsTo('meera@example.in')).toHaveLength(5)
    // Any of the links mailed still verifies the address it was sent to.
    const first = linkIn((await mailsTo('meera@example.in'))[0]!, LINK)
    await expect(followLink(b, first)).resolves.toMatchObject({ status: 302 })
    expect((await rootOf(b)).emailVerified).toBe(true)
  })

  it('a verification link for an address the account has left no longer verifies', async () => {
    const b = await signedIn('meera@example.in')
    const verify = linkIn((await mailsTo('meera@example.in'))[0]!, LINK)
    await post(b, {
      intent: 'profile',
      displayName: 'meera',
      email: 'meera@new.in',
      currentPassword: PASSWORD,
    })
    await followLink(b, await newestLink('meera@new.in', /Confirm your new e-mail/))
    const stale = await followLink(b, verify)
    expect(stale.status).toBe(410)
  })

  it('accounts from before verification existed count as unverified', async () => {
    const b = await signedIn('old@example.in')
    await db().query('UPDATE users SET email_verified_at = NULL')
    expect((await rootOf(b)).emailVerified).toBe(false)
  })
})
