import { EVENT_COLUMNS } from './rows.ts'

/**
 * The append as ONE statement: compare-and-set the stream row, look up the previous
 * event's hash, chain the new hashes and insert the events. One round trip keeps an
 * append close to the cost of a bare INSERT (tests/bench/RESULTS.md), and a single
 * statement is atomic even outside an explicit transaction.
 *
 * Parameters: $1 stream_id, $2 expected version (the stream's version before the append;
 * 0 creates the stream), $3 number of events, $4 jsonb array of
 * {event_id, type, schema_version, data, metadata, recorded_at, hash_prefix, hash_suffix},
 * $5 the genesis hash, and for the create form $6 the stream type.
 *
 * When the compare-and-set matches no row, `cas` is empty, so is every CTE built on it,
 * and the statement returns no rows: that is the conflict signal.
 *
 * The previous hash is read in the statement's snapshot. That is safe because `cas` only
 * matches when the stream row is still at $2: had another append moved it after the
 * snapshot was taken, the UPDATE would wait for that writer and then find the version
 * changed. (An unconditional UPDATE would re-check against a row newer than the snapshot
 * and read a stale previous hash — which is why `any` and `stream_exists` first read the
 * version and then use this compare-and-set form.)
 *
 * Each hash is sha256(prev_hash || hash_prefix || version::text || hash_suffix): the
 * canonical JSON split around stream_version (events/hash-chain.ts `hashParts`).
 */
const CHAIN_AND_INSERT = `
  prev AS (
    SELECT CASE WHEN $2::bigint = 0 THEN $5::text
                ELSE (SELECT hash FROM events WHERE stream_id = $1 AND stream_version = $2::bigint)
           END AS hash
    FROM cas
  ),
  input AS (
    SELECT t.n, t.e FROM jsonb_array_elements($4::jsonb) WITH ORDINALITY AS t(e, n)
  ),
  chain AS (
    SELECT i.n, p.hash AS prev_hash,
           encode(sha256(convert_to(p.hash || (i.e->>'hash_prefix') || ($2::bigint + i.n)::text
                                    || (i.e->>'hash_suffix'), 'UTF8')), 'hex') AS hash
    FROM prev p JOIN input i ON i.n = 1
    UNION ALL
    SELECT i.n, c.hash,
           encode(sha256(convert_to(c.hash || (i.e->>'hash_prefix') || ($2::bigint + i.n)::text
                                    || (i.e->>'hash_suffix'), 'UTF8')), 'hex')
    FROM chain c JOIN input i ON i.n = c.n + 1
  ),
  ins AS (
    INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data,
                        metadata, recorded_at, prev_hash, hash)
    SELECT $1, $2::bigint + c.n, (i.e->>'event_id')::uuid, i.e->>'type',
           (i.e->>'schema_version')::int, i.e->'data', i.e->'metadata',
           (i.e->>'recorded_at')::timestamptz, c.prev_hash, c.hash
    FROM chain c JOIN input i ON i.n = c.n
    ORDER BY c.n
    RETURNING ${EVENT_COLUMNS}
  )
SELECT * FROM ins ORDER BY stream_version`

/** $2 = 0: the stream must not exist yet. */
export const CREATE_STREAM_AND_APPEND = `
WITH RECURSIVE
  cas AS (
    INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $6, $2::bigint + $3::bigint)
    ON CONFLICT (stream_id) DO NOTHING
    RETURNING version
  ),${CHAIN_AND_INSERT}`

/** $2 > 0: the stream must be exactly at version $2. */
export const ADVANCE_STREAM_AND_APPEND = `
WITH RECURSIVE
  cas AS (
    UPDATE streams SET version = $2::bigint + $3::bigint, updated_at = now()
    WHERE stream_id = $1 AND version = $2::bigint
    RETURNING version
  ),${CHAIN_AND_INSERT}`

export const CURRENT_VERSION = `SELECT version FROM streams WHERE stream_id = $1`

/** After a failed append: which of its event ids are stored already, and where. */
export const EVENTS_BY_ID = `SELECT ${EVENT_COLUMNS} FROM events
  WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`
