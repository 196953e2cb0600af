import { describe, expect, it } from 'vitest'
import { collaboratorAddedMail, invitationMail } from '#domain/collaboration/invitation-mails.ts'

// The invitation's two mails: who, what, as what and what to do — with the typed title and
// name as text in the HTML, and a one-line subject that carries neither.

const args = {
  to: 'esha@example.in',
  invitedBy: 'Asha <b>Rao</b>',
  title: 'Lease\nBaner <script>alert(1)</script>',
  role: 'editor' as const,
  url: 'https://nyaya.example/invitations/a.b.c',
}

describe('the invitation mails', () => {
  it('a pending invitation: the link, the inviter, the title, the role and how to accept', () => {
    const mail = invitationMail(args)
    expect(mail.to).toBe('esha@example.in')
    expect(mail.subject).toBe('You are invited to a document on NyayaDraft')
    expect(mail.text).toContain(
      'Asha <b>Rao</b> invited esha@example.in to the document “Lease\nBaner <script>alert(1)</script>” on NyayaDraft, as an editor (you may read, edit and comment).',
    )
    expect(mail.text).toContain(
      'sign in — or create an account — with esha@example.in, and press "Accept invitation"',
    )
    expect(mail.text).toContain('Open the invitation: https://nyaya.example/invitations/a.b.c')
    expect(mail.text).toContain('The link works once')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('a bound invitation: a notice with the document’s link; a viewer and an admin are worded as such', () => {
    const notice = collaboratorAddedMail({ ...args, role: 'viewer', url: 'https://nyaya.example/document/a' })
    expect(notice.subject).toBe('A document was shared with you on NyayaDraft')
    expect(notice.text).toContain('as a viewer (you may read it and comment)')
    expect(notice.text).toContain('Open the document: https://nyaya.example/document/a')
    expect(notice.text).not.toContain('Accept')
    expect(invitationMail({ ...args, role: 'admin' }).text).toContain(
      'as an admin (you may read, edit, comment and manage who else has access)',
    )
  })
})
