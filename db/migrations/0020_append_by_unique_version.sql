-- The append's compare-and-set moves from the stream row to the events table's own unique
-- key (stream_id, stream_version): an append at expected version N inserts version N + 1,
-- which only succeeds if event N exists (its hash is the new event's prev_hash) and no
-- other append took N + 1 — a racing twin waits on the unique index and gets 23505, which
-- the caller reports as ConcurrencyError. The stream row is written once, when the stream
-- is created, and never updated: that UPDATE was the append's largest cost over a bare
-- INSERT (docs/decisions/0009-append-by-unique-version.md, tests/bench/RESULTS.md).
-- A stream's version is the highest stream_version of its events.

DROP FUNCTION append_to_stream(text, text, text, bigint, jsonb, text);

-- p_mode: 'version' (the stream must be at p_expected; 0 = must not exist), 'no_stream',
-- 'stream_exists', 'any'. p_events: jsonb array of {event_id, type, schema_version, data,
-- metadata, recorded_at, hash_prefix, hash_suffix}, in order. Returns the inserted rows'
-- database-assigned columns in version order, or no rows when the expected version did
-- not hold; a race lost at the last moment raises unique_violation instead.
--
-- Hashes: sha256(prev_hash || hash_prefix || stream_version || hash_suffix), which is
-- events/hash-chain.ts `computeHash` — the prefix and suffix are the canonical JSON split
-- around stream_version.
CREATE FUNCTION append_to_stream(
  p_stream_id text,
  p_stream_type text,
  p_mode text,
  p_expected bigint,
  p_events jsonb,
  p_genesis_hash text
)
RETURNS TABLE (global_position bigint, transaction_id text, stream_version bigint, prev_hash text, hash text)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_count bigint := jsonb_array_length(p_events);
  v_previous bigint;
  v_prev_hash text;
  v_hash text;
  v_versions bigint[] := '{}';
  v_prevs text[] := '{}';
  v_hashes text[] := '{}';
  v_event jsonb;
BEGIN
  IF p_mode = 'version' AND p_expected > 0 THEN
    -- The event at the expected version must exist; the new one goes right after it.
    v_previous := p_expected;
    SELECT e.hash INTO v_prev_hash FROM events e
    WHERE e.stream_id = p_stream_id AND e.stream_version = p_expected;
    IF NOT FOUND THEN RETURN; END IF;
  ELSIF p_mode = 'no_stream' OR p_mode = 'version' THEN
    INSERT INTO streams (stream_id, stream_type) VALUES (p_stream_id, p_stream_type)
    ON CONFLICT (stream_id) DO NOTHING;
    IF NOT FOUND THEN RETURN; END IF;
    v_previous := 0;
    v_prev_hash := p_genesis_hash;
  ELSIF p_mode IN ('stream_exists', 'any') THEN
    -- No version to compare: the stream's head is read here, and a twin appending at the
    -- same moment makes one of the two inserts fail on the unique key (the caller retries).
    SELECT e.stream_version, e.hash INTO v_previous, v_prev_hash FROM events e
    WHERE e.stream_id = p_stream_id ORDER BY e.stream_version DESC LIMIT 1;
    IF NOT FOUND THEN
      IF p_mode = 'stream_exists' THEN RETURN; END IF;
      INSERT INTO streams (stream_id, stream_type) VALUES (p_stream_id, p_stream_type)
      ON CONFLICT (stream_id) DO NOTHING;
      -- Lost the race to create it: the caller retries and finds the twin's events.
      IF NOT FOUND THEN
        RAISE unique_violation USING MESSAGE = 'append_to_stream: stream created concurrently';
      END IF;
      v_previous := 0;
      v_prev_hash := p_genesis_hash;
    END IF;
  ELSE
    RAISE EXCEPTION 'append_to_stream: unknown mode %', p_mode;
  END IF;

  -- One event, the common case: no arrays, no join.
  IF v_count = 1 THEN
    v_event := p_events->0;
    v_hash := encode(sha256(convert_to(
      v_prev_hash || (v_event->>'hash_prefix') || (v_previous + 1)::text || (v_event->>'hash_suffix'), 'UTF8')), 'hex');
    RETURN QUERY
    INSERT INTO events AS ev (stream_id, stream_version, event_id, type, schema_version, data,
                              metadata, recorded_at, prev_hash, hash)
    VALUES (p_stream_id, v_previous + 1, (v_event->>'event_id')::uuid, v_event->>'type',
            (v_event->>'schema_version')::int, v_event->'data', v_event->'metadata',
            (v_event->>'recorded_at')::timestamptz, v_prev_hash, v_hash)
    RETURNING ev.global_position, ev.transaction_id::text, ev.stream_version, ev.prev_hash, ev.hash;
    RETURN;
  END IF;

  FOR v_event IN SELECT x.e FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, n) ORDER BY x.n LOOP
    v_previous := v_previous + 1;
    v_hash := encode(sha256(convert_to(
      v_prev_hash || (v_event->>'hash_prefix') || v_previous::text || (v_event->>'hash_suffix'), 'UTF8')), 'hex');
    v_versions := v_versions || v_previous;
    v_prevs := v_prevs || v_prev_hash;
    v_hashes := v_hashes || v_hash;
    v_prev_hash := v_hash;
  END LOOP;

  -- ORDER BY: identities are drawn in version order, so global order is stream order.
  RETURN QUERY
  INSERT INTO events AS ev (stream_id, stream_version, event_id, type, schema_version, data,
                            metadata, recorded_at, prev_hash, hash)
  SELECT p_stream_id, c.version, (x.e->>'event_id')::uuid, x.e->>'type', (x.e->>'schema_version')::int,
         x.e->'data', x.e->'metadata', (x.e->>'recorded_at')::timestamptz, c.prev_hash, c.hash
  FROM unnest(v_versions, v_prevs, v_hashes) WITH ORDINALITY AS c(version, prev_hash, hash, n)
  JOIN jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, n) ON x.n = c.n
  ORDER BY c.n
  RETURNING ev.global_position, ev.transaction_id::text, ev.stream_version, ev.prev_hash, ev.hash;
END
$fn$;

-- Nothing reads events by type (the clause-usage backfill of 0015 ran once): the index only
-- cost every append an extra insert.
DROP INDEX events_type;

ALTER TABLE streams DROP COLUMN version, DROP COLUMN updated_at;
