import type { Agreement as DraftedAgreement } from '#domain/drafting/types.ts'
import {
  executionDateProblem,
  MAX_REGISTRATION_NUMBER_LENGTH,
  normaliseRegistrationNumber,
  registrationDateProblem,
  type ExecutionDateProblem,
  type RegistrationDateProblem,
} from '#domain/execution/index.ts'
import { formatCalendarDate } from '#domain/shared/calendar-date.ts'
import {
  contentBytes,
  MAX_CONTENT_BYTES,
  type AgreementEvent,
  type AgreementGenerated,
  type ExportFormat,
} from './events.ts'
import { appendClause, type AgreementState } from './state.ts'
import { decideCollaboration, requirePermission, type CollaborationCommand } from './decide-collaboration.ts'

type AiProviderKind = 'offline' | 'openai'

export type AgreementCommand =
  | {
      type: 'GenerateAgreement'
      data: Omit<AgreementGenerated, 'generatedAt' | 'structure'> & {
        /** What `draftAgreement`/`draftCustom` returned, or null (an AI text with no structure). */
        structure: DraftedAgreement | null
        now: Date
      }
    }
  | {
      type: 'EditAgreement'
      data: {
        content: string
        summary?: string
        actorId: string
        now: Date
        /**
         * The version the editor's form was loaded at. When given, an edit is refused
         * ('agreement.version_conflict', a 409 like ConcurrencyError) if the text changed
         * after that version, or the version is not one the stream has reached, instead of
         * overwriting a change the editor never saw. Events that leave the text alone
         * (exports) since that version do not count.
         */
        expectedVersion?: number
      }
    }
  | {
      type: 'ApplyAiEdit'
      data: {
        content: string
        /** The offline engine's structure when it kept one; null for plain text. */
        structure: DraftedAgreement | null
        instruction: string
        provider: AiProviderKind
        model: string | null
        changeSummary: string
        actorId: string
        now: Date
        /** As for EditAgreement: the version the AI was shown. */
        expectedVersion?: number
      }
    }
  | {
      type: 'AddClause'
      data: { clauseId: string; clauseTitle: string; text: string; actorId: string; now: Date }
    }
  | {
      type: 'ExportAgreement'
      data: { format: ExportFormat; actorId: string; now: Date }
    }
  | {
      /**
       * The owner's Professional plan is active (the caller read the subscription stream):
       * a trial preview becomes a full document. A document already full records nothing.
       */
      type: 'UnlockAgreement'
      data: { reason: 'subscription'; periodEnd: string; now: Date }
    }
  | {
      /**
       * The day the document was signed ("YYYY-MM-DD"), or null to clear a date recorded
       * before. `expectedVersion` is the version the form was loaded at: refused (409) when
       * someone recorded a date after it.
       */
      type: 'RecordExecutionDate'
      data: { executedOn: string | null; actorId: string; now: Date; expectedVersion?: number }
    }
  | {
      /**
       * The day the Sub-Registrar registered the document ("YYYY-MM-DD") and the number given
       * to it (free text, or null), or both null to clear a registration recorded before.
       * `expectedVersion` as for the execution date: refused (409) when someone recorded a
       * registration after it.
       */
      type: 'RecordRegistration'
      data: {
        registeredOn: string | null
        registrationNumber: string | null
        actorId: string
        now: Date
        expectedVersion?: number
      }
    }
  | CollaborationCommand

export { AgreementError, type AgreementErrorCode } from './errors.ts'
import { AgreementError } from './errors.ts'

/** A browser textarea submits CRLF line ends; the stored text uses LF. */
export const normaliseContent = (content: string): string => content.replace(/\r\n?/g, '\n')

/**
 * Who may change the text, and whether the version the change was based on is still the
 * current text. `expectedVersion` is the version the editor's form was loaded at: the
 * change is refused ('agreement.version_conflict', a 409 like ConcurrencyError) if the text
 * changed after it, or it is a version the stream has not reached, instead of overwriting a
 * change the editor never saw. Events that leave the text alone (exports) do not count.
 */
function checkCanChangeText(
  state: AgreementState,
  actorId: string,
  expectedVersion: number | undefined,
): asserts state is AgreementState & { ownerId: string } {
  // The owner, an admin or an editor; anyone else with no role is told it does not exist.
  requirePermission(state, { id: actorId }, 'edit')
  if (state.access === 'preview') {
    throw new AgreementError('agreement.preview_only', 'Trial documents are preview-only; upgrade to edit')
  }
  if (
    expectedVersion !== undefined &&
    (expectedVersion > state.version || expectedVersion < state.contentVersion)
  ) {
    throw new AgreementError(
      'agreement.version_conflict',
      `The agreement changed since version ${expectedVersion}; it is now at version ${state.version}`,
    )
  }
}

/** The text as stored (LF line ends), refused when empty or over 2 MB. */
function checkedContent(raw: string): string {
  const content = normaliseContent(raw)
  if (content.trim() === '')
    throw new AgreementError('agreement.content_required', 'The document cannot be empty')
  if (contentBytes(content) > MAX_CONTENT_BYTES) {
    throw new AgreementError('agreement.content_too_large', 'The document exceeds 2 MB')
  }
  return content
}

const EXECUTION_DATE_ERRORS = {
  invalid: 'execution.invalid_date',
  future: 'execution.future_date',
  before_creation: 'execution.before_creation',
} as const satisfies Record<ExecutionDateProblem, string>

/** The checks the execution date and the registration share: whoever may edit, on a full document, at a version not overtaken. */
function checkCanRecordExecution(
  state: AgreementState,
  actorId: string,
  expectedVersion: number | undefined,
  { since, what }: { since: number; what: string },
) {
  requirePermission(state, { id: actorId }, 'edit')
  if (state.access === 'preview')
    throw new AgreementError('agreement.preview_only', 'Trial documents are preview-only; upgrade to edit')
  if (expectedVersion !== undefined && (expectedVersion > state.version || expectedVersion < since)) {
    throw new AgreementError(
      'agreement.version_conflict',
      `The ${what} changed since version ${expectedVersion}; the document is now at version ${state.version}`,
    )
  }
}

/** Who may record when the document was signed (whoever may edit it), on a date that can be right. */
function decideExecutionDate(
  command: Extract<AgreementCommand, { type: 'RecordExecutionDate' }>,
  state: AgreementState,
): AgreementEvent[] {
  const { executedOn, actorId, now, expectedVersion } = command.data
  checkCanRecordExecution(state, actorId, expectedVersion, {
    since: state.executionDateVersion,
    what: 'execution date',
  })
  if (executedOn !== null) {
    const wrong = executionDateProblem(executedOn, { createdAt: new Date(state.createdAt!), now })
    if (wrong) throw new AgreementError(EXECUTION_DATE_ERRORS[wrong.problem], wrong.message)
    // The registration recorded must stay after the signing.
    if (state.registeredOn !== null && executedOn > state.registeredOn)
      throw new AgreementError(
        'execution.after_registration',
        `The document was recorded as registered on ${formatCalendarDate(state.registeredOn)}; it cannot have been signed after that.`,
      )
  }
  if (executedOn === state.executedOn) throw new AgreementError('agreement.unchanged', 'Nothing was changed')
  return [
    {
      type: 'ExecutionDateRecorded',
      data: { executedOn, recordedBy: actorId, recordedAt: now.toISOString() },
    },
  ]
}

const REGISTRATION_DATE_ERRORS = {
  invalid: 'registration.invalid_date',
  future: 'registration.future_date',
  before_execution: 'registration.before_execution',
  before_creation: 'registration.before_creation',
} as const satisfies Record<RegistrationDateProblem, string>

/**
 * Who may record that the document was registered (whoever may edit it), for a document the
 * checklist says must or may be registered, on a day that can be right: not before the
 * recorded date of execution.
 */
function decideRegistration(
  command: Extract<AgreementCommand, { type: 'RecordRegistration' }>,
  state: AgreementState,
): AgreementEvent[] {
  const { registeredOn, actorId, now, expectedVersion } = command.data
  checkCanRecordExecution(state, actorId, expectedVersion, {
    since: state.registrationVersion,
    what: 'registration',
  })
  if (state.registrationStatus === 'not-required')
    throw new AgreementError(
      'registration.not_applicable',
      'The execution checklist says this document need not be registered, so there is no registration to record.',
    )
  const registrationNumber = normaliseRegistrationNumber(command.data.registrationNumber)
  if (registeredOn === null && registrationNumber !== null)
    throw new AgreementError(
      'registration.date_required',
      'Enter the date of registration with the registration number.',
    )
  if (registrationNumber !== null && registrationNumber.length > MAX_REGISTRATION_NUMBER_LENGTH)
    throw new AgreementError(
      'registration.number_too_long',
      `The registration number can be at most ${MAX_REGISTRATION_NUMBER_LENGTH} characters.`,
    )
  if (registeredOn !== null) {
    const wrong = registrationDateProblem(registeredOn, {
      executedOn: state.executedOn,
      createdAt: new Date(state.createdAt!),
      now,
    })
    if (wrong) throw new AgreementError(REGISTRATION_DATE_ERRORS[wrong.problem], wrong.message)
  }
  if (registeredOn === state.registeredOn && registrationNumber === state.registrationNumber)
    throw new AgreementError('agreement.unchanged', 'Nothing was changed')
  return [
    {
      type: 'RegistrationRecorded',
      data: { registeredOn, registrationNumber, recordedBy: actorId, recordedAt: now.toISOString() },
    },
  ]
}

export function decideAgreement(command: AgreementCommand, state: AgreementState): AgreementEvent[] {
  switch (command.type) {
    case 'GenerateAgreement': {
      if (state.version > 0)
        throw new AgreementError('agreement.already_exists', 'This agreement already exists')
      const { now, chatSessionId, structure, ...data } = command.data
      return [
        {
          type: 'AgreementGenerated',
          data: {
            ...data,
            structure: structure && { ...structure },
            ...(chatSessionId ? { chatSessionId } : {}),
            generatedAt: now.toISOString(),
          },
        },
      ]
    }
    case 'EditAgreement': {
      checkCanChangeText(state, command.data.actorId, command.data.expectedVersion)
      const content = checkedContent(command.data.content)
      if (content === state.content && (command.data.summary ?? state.summary) === state.summary) {
        throw new AgreementError('agreement.unchanged', 'Nothing was changed')
      }
      return [
        {
          type: 'AgreementEdited',
          data: {
            content,
            ...(command.data.summary !== undefined ? { summary: command.data.summary } : {}),
            editedBy: command.data.actorId,
            editedAt: command.data.now.toISOString(),
          },
        },
      ]
    }
    case 'ApplyAiEdit': {
      const { actorId, expectedVersion, now, instruction, ...rest } = command.data
      checkCanChangeText(state, actorId, expectedVersion)
      const content = checkedContent(rest.content)
      if (instruction.trim() === '') {
        throw new AgreementError(
          'agreement.instruction_required',
          "Please describe what changes you'd like to make",
        )
      }
      if (content === state.content) throw new AgreementError('agreement.unchanged', 'Nothing was changed')
      return [
        {
          type: 'AgreementAiEdited',
          data: {
            content,
            structure: rest.structure && { ...rest.structure },
            instruction: instruction.trim(),
            provider: rest.provider,
            model: rest.model,
            changeSummary: rest.changeSummary,
            editedBy: actorId,
            editedAt: now.toISOString(),
          },
        },
      ]
    }
    case 'AddClause': {
      const { actorId, now, clauseId, clauseTitle, text } = command.data
      // A clause is appended to whatever the text is now, so no version is needed.
      checkCanChangeText(state, actorId, undefined)
      if (text.trim() === '') throw new AgreementError('agreement.content_required', 'The clause has no text')
      checkedContent(appendClause(state.content, text))
      return [
        {
          type: 'ClauseAdded',
          data: { clauseId, clauseTitle, text, addedBy: actorId, addedAt: now.toISOString() },
        },
      ]
    }
    case 'ExportAgreement': {
      // Anyone who may view the document may download it.
      requirePermission(state, { id: command.data.actorId }, 'view')
      if (state.access === 'preview') {
        throw new AgreementError(
          'agreement.preview_only',
          'Trial documents are preview-only; upgrade to export',
        )
      }
      return [
        {
          type: 'AgreementExported',
          data: {
            format: command.data.format,
            exportedBy: command.data.actorId,
            exportedAt: command.data.now.toISOString(),
          },
        },
      ]
    }
    case 'UnlockAgreement': {
      if (state.ownerId === null) throw new AgreementError('agreement.not_found', 'Agreement not found')
      if (state.access === 'full') return []
      const { reason, periodEnd, now } = command.data
      return [
        {
          type: 'AgreementUnlocked',
          data: { reason, ownerId: state.ownerId, periodEnd, unlockedAt: now.toISOString() },
        },
      ]
    }
    case 'RecordExecutionDate':
      return decideExecutionDate(command, state)
    case 'RecordRegistration':
      return decideRegistration(command, state)
    case 'AddCollaborator':
    case 'ChangeCollaboratorRole':
    case 'RemoveCollaborator':
    case 'AcceptInvitation':
    case 'ConfirmInvitation':
    case 'AddComment':
    case 'ResolveComment':
    case 'ReopenComment':
    case 'ShareAgreement':
      return decideCollaboration(command, state)
    default: {
      const unknown: never = command
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`)
    }
  }
}
