import { describe, expect, it } from 'vitest'
import { ACTIVITY_TYPES, describeActivity, type ActivityRecord } from '#domain/accounts/activity.ts'
import { countOf, storageText, timeSavedText, userStats, type StatsCounts } from '#domain/accounts/stats.ts'
import { documentUsage, documentUsageText, UNLIMITED } from '#domain/subscription/usage.ts'
import { initialSubscriptionState } from '#domain/subscription/state.ts'

const ZERO: StatsCounts = {
  documentsGenerated: 0,
  aiEdits: 0,
  explanations: 0,
  chatReplies: 0,
  apiCalls: 0,
  documentBytes: 0,
  attachmentBytes: 0,
  collaborators: 0,
  pendingInvitations: 0,
  lastActive: null,
}

describe('time saved, always with its basis', () => {
  it.each([
    [0, '0 hours'],
    [1, 'about 45 minutes'],
    [2, 'about 1.5 hours'],
    [3, 'about 2.5 hours'],
    [4, 'about 3 hours'],
    [5, 'about 4 hours'],
    [2000, 'about 1,500 hours'],
  ])('%i documents → %s', (documents, text) => {
    expect(timeSavedText(documents)).toBe(text)
  })

  it('is part of the stats with the basis next to it', () => {
    expect(userStats({ ...ZERO, documentsGenerated: 4 }, false)).toMatchObject({
      timesSaved: 'about 3 hours',
      timeSavedBasis: 'at 45 minutes per drafted document',
    })
  })
})

describe('storage used, in KB/MB with one decimal', () => {
  it.each([
    [0, '0 KB'],
    [1, '0.1 KB'],
    [1024, '1.0 KB'],
    [12_700, '12.4 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [3 * 1024 * 1024 * 1024, '3.0 GB'],
    [1500 * 1024, '1.5 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(storageText(bytes)).toBe(text)
  })
})

describe('the stats object', () => {
  it('adds the three kinds of AI interaction and both kinds of storage; plan follows the period', () => {
    const lastActive = new Date('2026-11-20T10:00:00Z')
    const stats = userStats(
      {
        ...ZERO,
        documentsGenerated: 2,
        aiEdits: 1,
        explanations: 2,
        chatReplies: 4,
        apiCalls: 9,
        documentBytes: 2048,
        attachmentBytes: 1024,
        collaborators: 3,
        pendingInvitations: 1,
        lastActive,
      },
      true,
    )
    expect(stats).toEqual({
      documentsGenerated: 2,
      aiInteractions: 7,
      aiInteractionsBreakdown: { aiEdits: 1, explanations: 2, chatReplies: 4 },
      timesSaved: 'about 1.5 hours',
      timeSavedBasis: 'at 45 minutes per drafted document',
      lastActive: '2026-11-20T10:00:00.000Z',
      plan: 'Active',
      apiCalls: 9,
      storageUsed: '3.0 KB',
      storageBytes: 3072,
      collaborators: 3,
      pendingInvitations: 1,
    })
    expect(userStats(ZERO, false)).toMatchObject({ plan: 'Trial', lastActive: null, storageUsed: '0 KB' })
  })

  it('pluralises counts and groups them the Indian way', () => {
    expect(countOf(1, 'AI edit')).toBe('1 AI edit')
    expect(countOf(0, 'explanation')).toBe('0 explanations')
    expect(countOf(120_000, 'chat reply', 'chat replies')).toBe('1,20,000 chat replies')
  })
})

describe('documents used against the plan', () => {
  const now = new Date('2026-12-01T00:00:00Z')
  it('counts the trial document against the one the trial allows', () => {
    const usage = documentUsage(
      { ...initialSubscriptionState(), trialDocumentsUsed: 1, documentsUsed: 1 },
      now,
    )
    expect(usage).toEqual({ used: 1, limit: 1 })
    expect(documentUsageText(usage)).toBe('1 of 1 free-trial document')
  })
  it('is unlimited while Professional runs, and back to the trial’s count once it ends', () => {
    const paid = {
      ...initialSubscriptionState(),
      plan: 'professional' as const,
      currentEnd: '2027-03-01T00:00:00.000Z',
      trialDocumentsUsed: 1,
      documentsUsed: 5,
    }
    const usage = documentUsage(paid, now)
    expect(usage).toEqual({ used: 5, limit: UNLIMITED })
    expect(documentUsageText(usage)).toBe('5 documents — unlimited on Professional')
    expect(documentUsage(paid, new Date('2027-03-02T00:00:00Z'))).toEqual({ used: 1, limit: 1 })
  })
})

describe('recent activity, worded', () => {
  const record = (type: string, more: Partial<ActivityRecord> = {}): ActivityRecord => ({
    type,
    data: {},
    excerpt: null,
    title: 'Leave and Licence Agreement',
    ...more,
  })

  it('words what the user did on a document, linked to it', () => {
    expect(describeActivity(record('AgreementExported', { data: { format: 'docx' } }))).toEqual({
      text: 'Exported “Leave and Licence Agreement” as Word (DOCX)',
      link: 'document',
    })
    expect(
      describeActivity(
        record('CollaboratorRoleChanged', { data: { previousRole: 'viewer', role: 'editor' } }),
      ),
    ).toEqual({
      text: 'Changed a collaborator on “Leave and Licence Agreement” from Viewer to Editor',
      link: 'document',
    })
    expect(describeActivity(record('CommentAdded', { excerpt: 'Is the\n deposit refundable?' }))?.text).toBe(
      'Commented on “Leave and Licence Agreement”: “Is the deposit refundable?”',
    )
  })

  it('names no title and links nothing the user can no longer open', () => {
    expect(describeActivity(record('AgreementEdited', { title: null }))).toEqual({
      text: 'Edited a document you can no longer open',
      link: null,
    })
    expect(
      describeActivity(record('ChatMessagePosted', { title: null, data: { role: 'user' }, excerpt: 'hi' })),
    ).toEqual({
      text: 'Wrote to the assistant in a deleted conversation: “hi”',
      link: null,
    })
  })

  it('names the conversation unless the message is the one it is titled after', () => {
    const first = 'I want to rent my flat in Pune to Ravi Kumar for 11 months at 25,000 a month'
    const title = 'I want to rent my flat in Pune to Ravi Kumar fo...'
    expect(
      describeActivity(record('ChatMessagePosted', { title, data: { role: 'user' }, excerpt: first }))?.text,
    ).toBe(`Wrote to the assistant: “${first}”`)
    expect(
      describeActivity(record('ChatMessagePosted', { title, data: { role: 'user' }, excerpt: 'yes' }))?.text,
    ).toBe(`Wrote to the assistant in “${title}”: “yes”`)
  })

  it('leaves out the assistant’s replies, bookkeeping and types it does not know', () => {
    expect(
      describeActivity(record('ChatMessagePosted', { data: { role: 'assistant' }, excerpt: 'Hello' })),
    ).toBeNull()
    for (const type of ['DocumentAllowanceUsed', 'InvoiceIssued', 'ChatSessionStarted', 'SomethingNew']) {
      expect(describeActivity(record(type))).toBeNull()
      expect(ACTIVITY_TYPES).not.toContain(type)
    }
    expect(ACTIVITY_TYPES).toContain('AgreementGenerated')
    expect(describeActivity(record('SubscriptionActivated', { title: null }))).toEqual({
      text: 'The Professional plan began',
      link: 'plan',
    })
  })
})
