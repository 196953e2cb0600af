import type { Queryable } from '#db/types.ts'
import { relativeTime } from '#domain/shared/relative-time.ts'
import { istDateTime } from '#domain/shared/ist-time.ts'
import { documentsSharedBy, documentsSharedWith } from '#events/projections/collaboration-overview.ts'

/**
 * The workspace's Collaboration tab: what others shared with this user and what they
 * shared, two read-model queries. A *.server.ts module, so /app's route module (whose
 * imports ship to the browser) does not pull the read models into its JavaScript.
 */
export async function collaborationOverview(db: Queryable, userId: string, now = new Date()) {
  const [withMe, byMe] = await Promise.all([documentsSharedWith(db, userId), documentsSharedBy(db, userId)])
  const when = (at: Date) => ({
    lastActivity: relativeTime(at, now),
    lastActivityAt: istDateTime(at, { seconds: false }),
  })
  return {
    sharedWithMe: withMe.map((d) => ({
      id: d.id,
      title: d.title,
      role: d.role,
      ownerName: d.ownerName,
      unresolvedComments: d.unresolvedComments,
      ...when(d.lastActivityAt),
    })),
    sharedByMe: byMe.map((d) => ({
      id: d.id,
      title: d.title,
      collaborators: d.collaborators,
      pendingInvitations: d.pendingInvitations,
      ...when(d.lastActivityAt),
    })),
  }
}

export type CollaborationOverview = Awaited<ReturnType<typeof collaborationOverview>>
