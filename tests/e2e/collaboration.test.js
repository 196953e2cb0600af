// @ts-check
// Collaboration with JavaScript on and off, in two browser contexts: the owner invites a
// second person as editor before they have an account (a pending invitation, its single-use
// link mailed to them: signing up with the address grants nothing; they open the mailed
// link, sign in from it and accept), the editor edits and comments, the owner demotes them to viewer and their next
// save is refused, the owner removes them and their next page load is "Document Not
// Found". Then the shared document page's buttons: Share, Full Screen, Download PDF and the
// Show/Hide Collaboration toggle.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, test } from 'node:test'
import {
  expectGone,
  BASE_URL,
  JAVASCRIPT,
  MODE,
  expectNoPageErrors,
  fillSignIn,
  PASSWORD,
  submit,
  expectToast,
  launchBrowser,
  openPage,
  proAccount,
  postRental,
  screenshot,
  signUpOverHttp,
  uniqueEmail,
  useSeededSession,
  waitForPath,
} from './support.js'
import { linkIn, waitForMail } from './mail.js'

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const XSS = '<img src=x onerror="window.__pwned = 1">'

/**
 * The toast after a panel form: several share the title "Success", so wait for the words.
 * @param {import('playwright-core').Page} page @param {string} title @param {string} description
 */
async function expectToastSaying(page, title, description) {
  await page.getByTestId('toast').filter({ hasText: description }).waitFor()
  await expectToast(page, title, description)
}

/** @param {import('playwright-core').Page} page */
const team = (page) => page.getByRole('list', { name: 'Collaborators' })

/**
 * Posts one of the panel's forms by clicking `button` and waits for the POST to /document/<id>.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} button
 * @param {string} id
 */
async function post(page, button, id) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/document/${id}`,
    ),
    button.click(),
  ])
  return response
}

test(`invite, edit, comment, demote, remove: roles enforced by the server [${MODE}]`, async () => {
  const owner = await openPage(browser)
  const editor = await openPage(browser)
  const editorEmail = uniqueEmail('collab-editor')
  try {
    await useSeededSession(owner.page, proAccount('collab-owner'))
    const documentPath = await postRental(owner.page)
    const id = /** @type {string} */ (documentPath.split('/').pop())
    const shared = `/document/${id}`

    // The owner invites the editor from the shared page, before that account exists.
    await owner.page.goto(shared)
    await owner.page.getByRole('heading', { level: 1, name: 'Leave and Licence Agreement' }).waitFor()
    await owner.page.getByText('Shared Document', { exact: true }).first().waitFor()
    await owner.page.getByTestId('collaborator-count').getByText('0 collaborators').waitFor()
    const add = owner.page.getByRole('button', { name: 'Add Collaborator', exact: true })
    const role = owner.page.getByLabel('Role', { exact: true })
    assert.equal(await role.inputValue(), 'viewer', 'the role is viewer by default')
    if (JAVASCRIPT) {
      // Enabled in the server's markup (it must post without JavaScript): hydration disables it
      // while the fields are empty, so wait for that before checking (CI saw it checked before).
      await owner.page
        .getByRole('button', { name: 'Add Collaborator', exact: true, disabled: true })
        .waitFor()
      assert.equal(await add.isDisabled(), true, 'disabled while both fields are empty')
      await owner.page.getByLabel('Email', { exact: true }).fill(editorEmail)
      await owner.page.getByLabel('Name', { exact: true }).fill('   ')
      assert.equal(await add.isDisabled(), true, 'disabled while the name is blank after trimming')
    } else {
      // Without JavaScript the server says what is missing and keeps what was typed.
      await owner.page.getByLabel('Email', { exact: true }).fill(editorEmail)
      const refused = await post(owner.page, add, id)
      assert.equal(refused.status(), 400)
      await expectToastSaying(owner.page, 'Error', 'Email and name are required')
      assert.equal(await owner.page.getByLabel('Email', { exact: true }).inputValue(), editorEmail)
    }
    await owner.page.getByLabel('Name', { exact: true }).fill('Esha Editor')
    await owner.page.getByLabel('Role', { exact: true }).selectOption('editor')
    assert.equal((await post(owner.page, add, id)).status(), JAVASCRIPT ? 204 : 302)
    await expectToastSaying(owner.page, 'Success', 'Invitation e-mailed.')
    await team(owner.page).getByText('Esha Editor', { exact: true }).waitFor()
    await owner.page.getByTestId('collaborator-count').getByText('1 collaborator').waitFor()
    // The form is empty again and the role back to viewer.
    assert.equal(await owner.page.getByLabel('Email', { exact: true }).inputValue(), '')
    assert.equal(await owner.page.getByLabel('Name', { exact: true }).inputValue(), '')
    assert.equal(await owner.page.getByLabel('Role', { exact: true }).inputValue(), 'viewer')
    if (JAVASCRIPT) await screenshot(owner.page, 'collaboration-invited')

    // The invitation link was mailed to the address (the managers' panel shows the same link);
    // signing up with the address alone grants nothing, and the owner cannot confirm it.
    const mail = await waitForMail(editorEmail, /^You are invited to a document on NyayaDraft$/)
    assert.match(
      mail.text,
      /invited .+ to the document “Leave and Licence Agreement” on NyayaDraft, as an editor/,
    )
    const link = new URL(linkIn(mail, '/invitations/'), BASE_URL)
    assert.match(link.pathname, new RegExp(`^/invitations/${id}\\.`))
    assert.equal(
      new URL(await owner.page.getByTestId('invitation-link').inputValue()).pathname,
      link.pathname,
    )
    await signUpOverHttp(editor.page, editorEmail)
    assert.equal((await editor.page.goto(shared))?.status(), 404, 'a pending invitation is not access')
    await owner.page.reload()
    await owner.page
      .getByTestId('invitation-account-note')
      .getByText('has not verified it', { exact: false })
      .waitFor()
    await expectGone(owner.page.getByRole('button', { name: /^Confirm access/ }))
    await editor.page.goto('/app')
    await editor.page.locator('header').getByRole('button', { name: 'Sign Out', exact: true }).click()
    await waitForPath(editor.page, '/')

    // The editor opens the link signed out, signs in from it, lands back on it and accepts.
    await editor.page.goto(link.pathname)
    await editor.page.locator('main').getByRole('link', { name: 'Sign in', exact: true }).click()
    await fillSignIn(editor.page, { email: editorEmail, password: PASSWORD })
    await submit(editor.page, 'Sign In', '/auth')
    await waitForPath(editor.page, link.pathname)
    await editor.page.getByText('invited you to “Leave and Licence Agreement” as editor').waitFor()
    await editor.page.getByRole('button', { name: 'Accept invitation', exact: true }).click()
    await waitForPath(editor.page, shared)
    await expectToast(editor.page, 'Invitation accepted')
    // Used: the owner's list shows them as a member, and the link no longer offers anything.
    await owner.page.reload()
    await expectGone(owner.page.getByTestId('invitation-link'))

    // The editor finds the document on the Collaboration tab, and can open, edit and comment.
    await editor.page.goto('/app?view=collaboration')
    await editor.page
      .getByRole('list', { name: 'Shared with you' })
      .getByRole('link', { name: 'Leave and Licence Agreement' })
      .click()
    await waitForPath(editor.page, shared)
    await editor.page.goto(`${documentPath}?tab=document&edit=1`)
    const box = editor.page.getByLabel('Document text', { exact: true })
    const text = await box.inputValue()
    await box.fill(`${text}\n\n22. NOTE BY THE EDITOR`)
    await editor.page.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(editor.page, 'Document Updated!')

    await editor.page.goto(shared)
    await editor.page.getByTestId('document-content').getByText('22. NOTE BY THE EDITOR').waitFor()
    // An editor sees the team but cannot manage it.
    await team(editor.page).getByText('Esha Editor', { exact: true }).waitFor()
    await expectGone(editor.page.getByRole('button', { name: 'Add Collaborator' }))
    await expectGone(editor.page.getByRole('button', { name: /^Remove / }))
    const comment = editor.page.getByLabel('Add a comment', { exact: true })
    if (JAVASCRIPT) {
      // An empty comment is refused in the page, with no request.
      await comment.fill('   ')
      await editor.page.getByRole('button', { name: 'Post Comment', exact: true }).click()
      await expectToastSaying(editor.page, 'Error', 'Comment cannot be empty')
    }
    await comment.fill(`Please check clause 4 ${XSS}`)
    await post(editor.page, editor.page.getByRole('button', { name: 'Post Comment', exact: true }), id)
    await expectToastSaying(editor.page, 'Success', 'Comment added successfully')
    const thread = editor.page.getByTestId('comment-thread').first()
    await thread.getByText(`Please check clause 4 ${XSS}`).waitFor()
    await expectGone(editor.page.locator('img[src="x"]'), 'markup in a comment stays text')
    assert.equal(await comment.inputValue(), '', 'the comment box is cleared')

    // The owner reads it, replies, and demotes the editor to viewer while their editor is open.
    await editor.page.goto(`${documentPath}?tab=document&edit=1`)
    const pending = editor.page.getByLabel('Document text', { exact: true })
    await owner.page.goto(shared)
    const ownersThread = owner.page.getByTestId('comment-thread').first()
    await ownersThread.getByText('Please check clause 4', { exact: false }).waitFor()
    // The author's name: their display name, which starts as the e-mail's local part.
    await ownersThread
      .getByText(/** @type {string} */ (editorEmail.split('@')[0]), { exact: true })
      .first()
      .waitFor()
    await ownersThread.getByLabel('Reply to', { exact: false }).fill('Checked — fine.')
    await post(owner.page, ownersThread.getByRole('button', { name: 'Reply', exact: true }), id)
    await expectToastSaying(owner.page, 'Success', 'Reply added successfully')
    await owner.page
      .getByRole('list', { name: /^Replies to / })
      .getByText('Checked — fine.')
      .waitFor()

    await owner.page.getByLabel('Role for Esha Editor').selectOption('viewer')
    await post(owner.page, owner.page.getByRole('button', { name: 'Change role of Esha Editor' }), id)
    await expectToastSaying(owner.page, 'Success', 'Role changed: they are now a viewer.')

    await pending.fill(`${text}\n\n23. A VIEWER'S CHANGE`)
    const [refused] = await Promise.all([
      editor.page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${documentPath}/edit`,
      ),
      editor.page.getByRole('button', { name: 'Save', exact: true }).click(),
    ])
    assert.equal(refused.status(), 403, 'a viewer’s save is refused')
    await editor.page.getByRole('heading', { name: 'Your edit was not saved' }).waitFor()
    assert.match(
      await editor.page.getByLabel('Your version (not saved)').inputValue(),
      /23\. A VIEWER'S CHANGE$/,
    )

    // Removed: the next page load is "Document Not Found", exactly like a missing document.
    await owner.page.goto(shared)
    await post(owner.page, owner.page.getByRole('button', { name: 'Remove Esha Editor' }), id)
    await expectToastSaying(owner.page, 'Success', 'Collaborator removed successfully')
    await owner.page.getByTestId('collaborator-count').getByText('0 collaborators').waitFor()
    const gone = await editor.page.goto(shared)
    assert.equal(gone?.status(), 404)
    await editor.page.getByRole('heading', { name: 'Document Not Found' }).waitFor()
    await editor.page
      .getByText("This document may not exist or you don't have permission to view it")
      .waitFor()
    await expectGone(editor.page.getByText('LEAVE AND LICENCE', { exact: false }))
    assert.equal((await editor.page.goto(documentPath))?.status(), 404)
    expectNoPageErrors(owner.errors)
  } finally {
    await owner.context.close()
    await editor.context.close()
  }
})

test(`a collaborator removed from another tab: the stale page says so and stays [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('collab-stale'))
    const documentPath = await postRental(page)
    const id = /** @type {string} */ (documentPath.split('/').pop())
    const shared = `/document/${id}`
    await page.goto(shared)
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('collab-stale-sam'))
    await page.getByLabel('Name', { exact: true }).fill('Stale Sam')
    await post(page, page.getByRole('button', { name: 'Add Collaborator', exact: true }), id)
    await team(page).getByText('Stale Sam', { exact: true }).waitFor()

    // A second tab removes Sam; the first still shows them.
    const other = await context.newPage()
    await other.goto(shared)
    await post(other, other.getByRole('button', { name: 'Remove Stale Sam' }), id)
    await other.getByTestId('collaborator-count').getByText('0 collaborators').waitFor()
    await other.close()

    const stale = await post(page, page.getByRole('button', { name: 'Remove Stale Sam' }), id)
    assert.equal(stale.status(), 409)
    await expectToastSaying(page, 'Error', 'This collaborator was already removed')
    // The page is still the document, not "Document Not Found".
    await page.getByRole('heading', { level: 1, name: 'Leave and Licence Agreement' }).waitFor()
    await expectGone(page.getByRole('heading', { name: 'Document Not Found' }))
    await page.getByRole('heading', { name: 'Team Collaboration' }).waitFor()
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`the shared document page: Share, Full Screen, Download PDF, Show/Hide Collaboration [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('collab-share'))
    const documentPath = await postRental(page)
    const id = /** @type {string} */ (documentPath.split('/').pop())
    const shared = `/document/${id}`
    const link = `${BASE_URL}${shared}`

    // The Collaborate tab of the document page holds the panel and the link.
    await page.goto(`${documentPath}?tab=collaborate`)
    await page.getByRole('heading', { name: 'Team Collaboration' }).waitFor()
    assert.equal(await page.getByTestId('share-link').inputValue(), link)

    await page.goto(shared)
    const actions = page.getByRole('group', { name: 'Shared document actions' })
    await page.getByTestId('type-badge').getByText('Rental Agreement').waitFor()
    assert.match((await page.locator('time').first().textContent()) ?? '', /^\d{1,2} [A-Z][a-z]{2} \d{4}$/)

    // Download PDF is the real export.
    const pdf = actions.getByRole('link', { name: 'Download PDF' })
    assert.equal(await pdf.getAttribute('href'), `${documentPath}/export/pdf`)
    const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()])
    assert.equal(
      fs
        .readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    )

    // Share: the link copied (this Chromium has no share sheet), or without JavaScript shown to copy.
    if (JAVASCRIPT) {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const native = await page.evaluate(() => typeof navigator.share)
      assert.equal(
        native,
        'undefined',
        'headless Chromium on Linux has no share sheet, so the link is copied',
      )
      const [recorded] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === shared),
        actions.getByRole('button', { name: 'Share', exact: true }).click(),
      ])
      assert.equal(recorded.status(), 200)
      await expectToast(page, 'Share Link Copied!')
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link)
    } else {
      await actions.getByRole('button', { name: 'Share', exact: true }).click()
      await waitForPath(page, `${shared}?shared=1`)
      await expectToast(page, 'Share Link')
      assert.equal(await page.getByTestId('share-link').inputValue(), link)
    }

    // Full Screen: the browser's full screen, or without JavaScript the print-friendly view.
    if (JAVASCRIPT) {
      await actions.getByRole('button', { name: 'Full Screen', exact: true }).click()
      await page.waitForFunction(() => document.fullscreenElement?.id === 'shared-document')
      await actions.getByRole('button', { name: 'Exit Full Screen', exact: true }).click()
      await page.waitForFunction(() => document.fullscreenElement === null)
    } else {
      await actions.getByRole('link', { name: 'Full Screen', exact: true }).click()
      await waitForPath(page, `${shared}?view=print`)
      await page.getByRole('heading', { level: 1, name: 'Leave and Licence Agreement' }).waitFor()
      await expectGone(page.getByRole('group', { name: 'Shared document actions' }))
      await page.getByRole('link', { name: '← Back to the shared document' }).click()
      await waitForPath(page, shared)
    }

    // Show/Hide Collaboration is a link.
    await page.getByRole('heading', { name: 'Team Collaboration' }).waitFor()
    await actions.getByRole('link', { name: 'Hide Collaboration' }).click()
    await waitForPath(page, `${shared}?collab=hide`)
    // With JavaScript the URL changes before React commits the new render, so wait for the panel to go.
    await page.getByRole('heading', { name: 'Team Collaboration' }).waitFor({ state: 'detached' })
    await actions.getByRole('link', { name: 'Show Collaboration' }).click()
    await waitForPath(page, shared)
    await page.getByRole('heading', { name: 'Team Collaboration' }).waitFor()
    if (JAVASCRIPT) await screenshot(page, 'collaboration-shared-page')

    // With JavaScript the same panel works inside the dialog over the workspace, and stays there.
    if (JAVASCRIPT) {
      const dialogPath = `/app?document=${id}&dtab=collaborate`
      await page.goto(dialogPath)
      const dialog = page.getByTestId('document-dialog')
      await dialog.getByLabel('Add a comment', { exact: true }).fill('Said in the dialog')
      await post(page, dialog.getByRole('button', { name: 'Post Comment', exact: true }), id)
      await expectToastSaying(page, 'Success', 'Comment added successfully')
      await dialog.getByTestId('comment-thread').getByText('Said in the dialog').waitFor()
      await waitForPath(page, dialogPath)
    }

    // The workspace's Collaboration tab without a document: the placeholder.
    await page.goto('/app?view=collaboration')
    await page.getByRole('link', { name: 'Create Document to Share' }).waitFor()
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
