import postgres from 'postgres'
import { storableParams } from './storable-params.ts'
import type { Db, Queryable, Row } from './types.ts'

type Sql = postgres.Sql | postgres.TransactionSql

function wrap(sql: Sql): Queryable {
  return {
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      // postgres.js serialises each parameter by the type the server infers, so jsonb
      // takes a plain object here (a pre-stringified one would be encoded twice).
      const rows = await sql.unsafe(text, storableParams(params) as postgres.ParameterOrJSON<never>[])
      return Array.from(rows) as unknown as T[]
    },
    async exec(text: string) {
      await sql.unsafe(text)
    },
  }
}

export function openPostgres(url: string, options: { max?: number } = {}): Db {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // int8 arrives as a string by default; the rest of the product expects numbers.
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (value: number | bigint) => String(value),
        parse: (value: string) => Number(value),
      },
    },
  })
  return {
    kind: 'postgres',
    ...wrap(sql),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => sql.begin((tx) => fn(wrap(tx))) as Promise<T>,
    async listen(channel, fn, onListen) {
      // postgres.js re-subscribes on a new connection after a drop and calls onListen each time.
      const { unlisten } = await sql.listen(channel, fn, onListen)
      return unlisten
    },
    async close() {
      await sql.end({ timeout: 5 })
    },
  }
}
