import type { AgreementCommand } from '#domain/agreement/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'

/** The GenerateAgreement command the offline engine's rental draft makes, as the workspace sends it. */
export function generateRentalCommand(
  ownerId: string,
  options: { title?: string; access?: 'full' | 'preview'; now?: Date } = {},
): Extract<AgreementCommand, { type: 'GenerateAgreement' }> {
  const drafted = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'])
  return {
    type: 'GenerateAgreement',
    data: {
      ownerId,
      title: options.title ?? drafted.title,
      templateId: drafted.templateId,
      access: options.access ?? 'full',
      content: renderPlainText(drafted),
      structure: drafted,
      summary: drafted.summary,
      keyTerms: drafted.keyTerms.map(({ term, definition }) => ({ term, definition })),
      pages: drafted.pages,
      provider: 'offline',
      now: options.now ?? new Date(),
    },
  }
}
