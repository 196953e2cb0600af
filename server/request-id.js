// @ts-check
/**
 * The header server.js sets on every request before Remix sees it (a client's own value is
 * overwritten), naming one HTTP request across the copies of it each loader receives.
 */
export const REQUEST_ID_HEADER = 'x-nyaya-request-id'
