// Opens the app's database the way the server does (getDb: lock, migrate, close on
// SIGTERM/SIGINT), prints "ready", and waits. Used by the lock and shutdown tests.
import { getDb } from '#db/client.server.ts'

try {
  const db = await getDb()
  await db.query('SELECT 1')
  console.log('ready')
  setInterval(() => {}, 1 << 30)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
