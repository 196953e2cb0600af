import { commandContextWithoutRequest, type CommandContext } from '#app/platform/command-context.server.ts'

/** The context a test runs a command in: `actorId` acting, no HTTP request behind it. */
export const actingAs = (actorId: string): CommandContext => commandContextWithoutRequest(actorId, 'test')
