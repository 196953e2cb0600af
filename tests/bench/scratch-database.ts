/**
 * A uniquely named, empty PostgreSQL database for one bench run, made on the server at
 * BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432) and dropped afterwards:
 * benches that need a fresh log never touch a database someone else is using.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

export const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432'

export async function createScratchDatabase(
  prefix: string,
  server = PG_SERVER,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = postgres(`${server.replace(/\/[^/:@]*$/, '')}/postgres`, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end({ timeout: 5 })
  }
  const url = `${server.replace(/\/[^/:@]*$/, '')}/${name}`
  return {
    url,
    name,
    async drop() {
      const sql = postgres(`${server.replace(/\/[^/:@]*$/, '')}/postgres`, { max: 1, onnotice: () => {} })
      try {
        // FORCE: a crashed server's connections must not keep the bench's database alive.
        await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      } finally {
        await sql.end({ timeout: 5 })
      }
    },
  }
}
