// Ids come from URLs, forms and API bodies; anything not shaped like a uuid cannot name a
// row, and must not reach a uuid column as a cast error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: string): boolean => UUID.test(value)
