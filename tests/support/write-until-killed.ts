// Opens a PGlite data directory, prints "ready", then inserts rows one after another and
// prints each one's number once its transaction has committed — until it is killed. The
// kill -9 test checks that every number printed is in the directory when it reopens.
import { openPglite } from '#db/pglite.server.ts'

const db = await openPglite(process.env.PGLITE_DATA_DIR!)
await db.exec('CREATE TABLE IF NOT EXISTS crash_marks (n integer PRIMARY KEY, note text NOT NULL)')
const [first] = await db.query<{ next: number }>('SELECT coalesce(max(n), 0) + 1 AS next FROM crash_marks')
console.log('ready')
for (let n = first!.next; ; n++) {
  await db.query('INSERT INTO crash_marks (n, note) VALUES ($1, $2)', [n, `mark ${n} ${'x'.repeat(200)}`])
  console.log(`committed ${n}`)
}
