export { getDb } from '#db/client.server.ts'
