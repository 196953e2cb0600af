import type { Db } from '#db/types.ts'
import {
  customTemplateDecider,
  customTemplateStreamId,
  CustomTemplateError,
  type CustomTemplateCommand,
} from '#domain/templates/index.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { runCommand } from '#app/platform/command-runner.server.ts'

/** Runs one builder command on a template's stream, as the one command runner does for every aggregate. */
export function runTemplateCommand(
  db: Db,
  by: CommandContext,
  templateId: string,
  command: CustomTemplateCommand,
  commandId?: string | null,
) {
  return runCommand(db, by, customTemplateStreamId(templateId), customTemplateDecider, command, {
    busy: (cause) =>
      Object.assign(new CustomTemplateError('template.busy', 'This template is busy; try again.'), { cause }),
    commandId: commandId ?? null,
  })
}
