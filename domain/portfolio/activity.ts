/** The kinds of activity the dashboard counts per week, and the agreement events that are each. */
export const ACTIVITY_KINDS = {
  edits: ['AgreementEdited', 'ClauseAdded'],
  aiEdits: ['AgreementAiEdited'],
  exports: ['AgreementExported'],
  comments: ['CommentAdded', 'CommentReplied'],
} as const
export type ActivityKind = keyof typeof ACTIVITY_KINDS

export function activityKindOf(eventType: string): ActivityKind | null {
  for (const [kind, types] of Object.entries(ACTIVITY_KINDS) as [ActivityKind, readonly string[]][])
    if (types.includes(eventType)) return kind
  return null
}
