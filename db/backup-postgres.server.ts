import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { openPostgres } from './postgres.server.ts'
import { RestoreRefusedError } from './backup-refusal.ts'

const run = promisify(execFile)

/**
 * pg_dump and pg_restore get the URL without its password, which goes in PGPASSWORD:
 * a command line is readable by every user of the machine (ps), the environment is not.
 */
export function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  }
}

/** Runs a PostgreSQL client program; a failure names it and repeats what it printed. */
async function client(program: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(program, args, { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string }
    if (code === 'ENOENT')
      throw new Error(`${program} was not found: install the PostgreSQL client of the server's version`)
    throw new Error(`${program} failed: ${(stderr ?? String(error)).trim()}`)
  }
}

/** `pg_dump --format=custom`: one snapshot of the whole database, however long the dump runs. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(databaseUrl)
  await client('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${dbname}`], env)
}

/** Tables, sequences, views and functions outside PostgreSQL's own schemas. */
async function objectsIn(databaseUrl: string): Promise<number> {
  const db = openPostgres(databaseUrl, { max: 1 })
  try {
    const [found] = await db.query<{ objects: number }>(
      `SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
                  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%')
            + (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')) AS objects`,
    )
    return Number(found?.objects ?? 0)
  } finally {
    await db.close()
  }
}

/**
 * Restores a custom-format dump into an empty database in one transaction: an error
 * leaves the database as empty as it was. A database with anything in it is refused.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const objects = await objectsIn(databaseUrl)
  if (objects > 0)
    throw new RestoreRefusedError(
      `The database ${new URL(databaseUrl).pathname.slice(1)} is not empty (${objects} tables, sequences or functions in it): ` +
        `a restore goes into a new, empty database (createdb <name>).`,
    )
  const { dbname, env } = connectionFor(databaseUrl)
  await client(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
    env,
  )
}
