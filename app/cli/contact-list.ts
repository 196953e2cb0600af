// Operator command: `npm run contact:list` lists the contact messages not yet handled,
// `-- --all` every one, `-- --handled <reference>` marks one handled (in the operator's name),
// `-- --purge` deletes those handled over a year ago. The work is in runContactList.
import { openDatabase } from '#db/client.server.ts'
import { runContactList } from '#app/features/contact/operator.server.ts'

const db = await openDatabase()
try {
  process.exitCode = await runContactList(db, process.argv.slice(2), {
    operator: process.env.USER ?? 'operator',
  })
} finally {
  await db.close()
}
