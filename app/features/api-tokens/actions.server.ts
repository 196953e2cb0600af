import { z } from 'zod'
import { TOKEN_NAME_MAX } from './tokens.server.ts'

// The token page's form schemas. Kept out of the route module: a schema built at a route
// module's top level would ship zod to the browser with the page.

export const createSchema = z.object({
  intent: z.literal('create'),
  name: z
    .string()
    .trim()
    .min(1, 'Give the token a name, for example "Office laptop script".')
    .max(TOKEN_NAME_MAX, `A token name can be at most ${TOKEN_NAME_MAX} characters.`),
})
export const revokeSchema = z.object({
  intent: z.literal('revoke'),
  tokenId: z.uuid(),
})
