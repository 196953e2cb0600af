import {
  AI_EDIT_FAILED,
  DESCRIBE_CHANGES,
  EDIT_REQUEST_REQUIRED,
  NO_AGREEMENT,
  NO_CONTENT,
  UNABLE_TO_APPLY_CHANGES,
  type AiFailure,
  type AiProvider,
  type EditableDocument,
  type FailureReason,
  type ProviderKind,
} from '#domain/ai/index.ts'
import { MAX_INSTRUCTION_LENGTH, normaliseContent } from '#domain/agreement/index.ts'
import { may } from '#domain/collaboration/index.ts'
import type { Agreement as DraftedAgreement } from '#domain/drafting/types.ts'
import type { Db } from '#db/types.ts'
import type { AgreementView } from '#events/projections/agreements.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import { contentVersionOf } from '#events/projections/agreement-version-queries.ts'
import { describeAiProvider, getAiProvider } from '#app/providers/ai.server.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { asRefusal, type Refusal } from '#app/platform/http-errors.server.ts'

/**
 * The AI edit, shared by the document page's form and POST /api/edit-agreement: check the
 * instruction and the caller's right to edit, ask the provider (its own timeout applies)
 * with no transaction open, then record the answer as `AgreementAiEdited` — only if the
 * text is still the one the AI was shown. Every refusal is a value with its HTTP status;
 * a failed or invalid answer changes nothing.
 */

/** The configured AI and the model name to record with an edit it makes. */
export interface ConfiguredAi {
  readonly provider: AiProvider
  /** The OpenAI-compatible model's name; null when only the offline engine is configured. */
  readonly model: string | null
}

export function configuredAi(): ConfiguredAi {
  return { provider: getAiProvider(), model: describeAiProvider().model ?? null }
}

export interface AiEditInput {
  /** The caller: the owner, or a collaborator (found by e-mail) whose role may edit. */
  user: { id: string; email: string }
  /** The same user's request, recorded with the edit. */
  by: CommandContext
  agreementId: string
  instruction: string
  /**
   * What the caller saw: the stream version its page was loaded at (the form), or the
   * text itself (the API). If the text changed since, the edit is a conflict, and the AI
   * is not asked about a text the user never saw.
   */
  basis: { version: number } | { content: string }
  now?: Date
}

export type AiEditSuccess = {
  ok: true
  /** The stream version of the AgreementAiEdited event: the change to show and to undo. */
  version: number
  content: string
  summary: string
  provider: ProviderKind
  model: string | null
  unfilledPlaceholders: readonly string[]
}

export type AiEditFailure = {
  ok: false
  status: number
  code:
    | 'not_found'
    | 'forbidden'
    | 'preview_only'
    | 'instruction_required'
    | 'instruction_too_long'
    | 'no_content'
    | 'ai_failed'
    | 'conflict'
  /** The toast's title: the specification's words where it has them. */
  title: string
  message: string
  /** Instructions the offline engine can carry out on this document (after not_available_offline). */
  suggestions: readonly string[]
  /** A conflict: the AI's proposed text (null when the AI was not asked), the newer saved text and its version. */
  conflict?: { proposed: string | null; theirs: string; version: number }
}

export type AiEditOutcome = AiEditSuccess | AiEditFailure

const refuse = (
  status: number,
  code: AiEditFailure['code'],
  title: string,
  message: string,
  extra: Partial<AiEditFailure> = {},
): AiEditFailure => ({
  ok: false,
  status,
  code,
  title,
  message,
  suggestions: [],
  ...extra,
})

export const INSTRUCTION_TOO_LONG = `An edit request can be at most ${MAX_INSTRUCTION_LENGTH.toLocaleString('en-IN')} characters. Describe one change at a time.`
export const CHANGED_BEFORE =
  'The document changed since you opened it, so the AI was not asked. The newer text is below; ask again on it.'
export const FORBIDDEN = 'Your role on this document lets you read and comment, not edit it.'
export const CHANGED_DURING =
  'Someone saved a newer version while the AI was working, so its edit was not applied. Both texts are below.'

/** Empty or too long instructions are refused before anything is loaded. */
export function checkInstruction(instruction: string): AiEditFailure | null {
  if (instruction.trim() === '')
    return refuse(400, 'instruction_required', EDIT_REQUEST_REQUIRED, DESCRIBE_CHANGES)
  if (instruction.length > MAX_INSTRUCTION_LENGTH)
    return refuse(400, 'instruction_too_long', 'Edit request too long', INSTRUCTION_TOO_LONG)
  return null
}

/** How a provider's failure is answered: the user's request (422) or the AI service (5xx). */
const FAILURE_STATUS: Readonly<Record<FailureReason, number>> = {
  not_available_offline: 422,
  invalid_request: 422,
  refused: 422,
  invalid_output: 502,
  upstream_error: 502,
  rate_limited: 503,
  timeout: 504,
}

function fromAiFailure(failure: AiFailure): AiEditFailure {
  if (failure.title === NO_AGREEMENT) return refuse(400, 'no_content', NO_AGREEMENT, NO_CONTENT)
  return refuse(
    FAILURE_STATUS[failure.reason],
    'ai_failed',
    AI_EDIT_FAILED,
    failure.message || UNABLE_TO_APPLY_CHANGES,
    {
      suggestions: failure.suggestions ?? [],
    },
  )
}

/** The drafting engine's structure when the agreement still has it (the offline engine edits it clause by clause), else the text. */
function editableDocument(agreement: AgreementView): EditableDocument {
  // Cast kept: only the drafting engine writes a structure, and its event schema checks it loosely (ADR 0019).
  return agreement.structure
    ? { kind: 'agreement', agreement: agreement.structure as unknown as DraftedAgreement }
    : { kind: 'text', text: agreement.content }
}

async function askProvider(ai: ConfiguredAi, agreement: AgreementView, instruction: string) {
  const document = editableDocument(agreement)
  try {
    return await ai.provider.edit({ document, instruction })
  } catch (error) {
    // A structure stored by an older engine may not be one this engine can walk: edit the text instead.
    if (document.kind === 'agreement')
      return ai.provider.edit({ document: { kind: 'text', text: agreement.content }, instruction })
    throw error
  }
}

export async function applyAiEdit(db: Db, ai: ConfiguredAi, input: AiEditInput): Promise<AiEditOutcome> {
  const badInstruction = checkInstruction(input.instruction)
  if (badInstruction) return badInstruction
  const access = await documentAccess(db, input.user, input.agreementId)
  // A document the user has no role on is answered like a missing one.
  if (!access) return refuse(404, 'not_found', 'Document Not Found', 'Document Not Found')
  // Checked before the AI is asked (the decider checks again when the answer is recorded).
  if (!may(access.role, 'edit')) return refuse(403, 'forbidden', AI_EDIT_FAILED, FORBIDDEN)
  const agreement = access.agreement
  if (agreement.access === 'preview') {
    return refuse(
      403,
      'preview_only',
      'Upgrade Required',
      'AI edits are part of Professional. Upgrade to edit this document.',
    )
  }
  if (agreement.content.trim() === '') return refuse(400, 'no_content', NO_AGREEMENT, NO_CONTENT)

  // The text the caller saw must still be the stored one; the version it implies guards the write below.
  let expectedVersion = agreement.version
  if ('version' in input.basis) {
    const changedAt = await contentVersionOf(db, agreement.id)
    if (input.basis.version < changedAt || input.basis.version > agreement.version) {
      return refuse(409, 'conflict', 'Edit conflict', CHANGED_BEFORE, {
        conflict: { proposed: null, theirs: agreement.content, version: agreement.version },
      })
    }
    expectedVersion = input.basis.version
  } else if (normaliseContent(input.basis.content) !== agreement.content) {
    return refuse(409, 'conflict', 'Edit conflict', CHANGED_BEFORE, {
      conflict: { proposed: null, theirs: agreement.content, version: agreement.version },
    })
  }

  const result = await askProvider(ai, agreement, input.instruction)
  if (!result.ok) return fromAiFailure(result)

  const structure = result.document.kind === 'agreement' ? result.document.agreement : null
  const model = result.provider === 'openai' ? ai.model : null
  try {
    const { newState } = await runAgreementCommand(db, input.by, agreement.id, {
      type: 'ApplyAiEdit',
      data: {
        content: result.content,
        structure,
        instruction: input.instruction,
        provider: result.provider,
        model,
        changeSummary: result.summary,
        actorId: input.user.id,
        now: input.now ?? new Date(),
        expectedVersion,
      },
    })
    return {
      ok: true,
      version: newState.contentVersion,
      content: newState.content,
      summary: result.summary,
      provider: result.provider,
      model,
      unfilledPlaceholders: result.unfilledPlaceholders,
    }
  } catch (error) {
    return refusalAfterAnswer(db, input.user, agreement.id, asRefusal(error), result.content)
  }
}

/** The decider refused the AI's answer: say why, and keep the proposal when it lost a race. */
async function refusalAfterAnswer(
  db: Db,
  user: AiEditInput['user'],
  agreementId: string,
  refusal: Refusal,
  proposed: string,
): Promise<AiEditFailure> {
  if (refusal.status === 409) {
    // A newer version, or a document busy past the deadline: the proposal is kept all the same.
    const current = await documentAccess(db, user, agreementId)
    if (!current) return refuse(404, 'not_found', 'Document Not Found', 'Document Not Found')
    const [title, message] =
      refusal.code === 'agreement.version_conflict'
        ? ['Edit conflict', CHANGED_DURING]
        : ['Document busy', refusal.message]
    return refuse(409, 'conflict', title, message, {
      conflict: { proposed, theirs: current.agreement.content, version: current.agreement.version },
    })
  }
  switch (refusal.code) {
    case 'agreement.forbidden':
      return refuse(403, 'forbidden', AI_EDIT_FAILED, FORBIDDEN)
    case 'agreement.unchanged':
      return refuse(
        422,
        'ai_failed',
        AI_EDIT_FAILED,
        "The AI's answer left the document as it was, so nothing was changed.",
      )
    case 'agreement.content_required':
      return refuse(
        422,
        'ai_failed',
        AI_EDIT_FAILED,
        "The AI's answer was an empty document, so nothing was changed.",
      )
    case 'agreement.content_too_large':
      return refuse(
        413,
        'ai_failed',
        AI_EDIT_FAILED,
        'The edited document would exceed 2 MB, so nothing was changed.',
      )
    case 'agreement.preview_only':
      return refuse(
        403,
        'preview_only',
        'Upgrade Required',
        'AI edits are part of Professional. Upgrade to edit this document.',
      )
    default:
      return refusal.status === 404
        ? refuse(404, 'not_found', 'Document Not Found', 'Document Not Found')
        : refuse(refusal.status, 'ai_failed', AI_EDIT_FAILED, refusal.message || UNABLE_TO_APPLY_CHANGES)
  }
}
