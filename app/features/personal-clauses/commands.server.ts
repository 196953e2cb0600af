import {
  PersonalClauseError,
  personalClauseDecider,
  personalClauseStreamId,
  type PersonalClauseCommand,
  type PersonalClauseFields,
} from '#domain/personal-clauses/index.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { runCommand } from '#app/platform/command-runner.server.ts'
import { getDb } from '#app/platform/db.server.ts'

const BUSY = 'Another change to this clause was being recorded at the same moment. Please try again.'

const run = async (by: CommandContext, clauseId: string, command: PersonalClauseCommand) =>
  runCommand(await getDb(), by, personalClauseStreamId(clauseId), personalClauseDecider, command, {
    busy: (cause) => new PersonalClauseError('personal_clause.busy', BUSY, { cause }),
  })

/** Records a passage as the actor's own clause. The caller has checked they may edit the source document. */
export async function savePersonalClause(
  by: CommandContext,
  clauseId: string,
  sourceAgreementId: string,
  clause: PersonalClauseFields,
) {
  await run(by, clauseId, {
    type: 'SaveClause',
    data: { actorId: by.actorId, clause, sourceAgreementId, now: new Date() },
  })
}

/** Changes the actor's own clause to the fields given; anyone else's (or a missing one) is refused as not found. */
export async function editPersonalClause(by: CommandContext, clauseId: string, clause: PersonalClauseFields) {
  await run(by, clauseId, { type: 'EditClause', data: { actorId: by.actorId, clause, now: new Date() } })
}

/** Deletes the actor's own clause; anyone else's (or a missing one) is refused as not found. */
export async function deletePersonalClause(by: CommandContext, clauseId: string) {
  await run(by, clauseId, { type: 'DeleteClause', data: { actorId: by.actorId, now: new Date() } })
}
