-- The event store's append, as one server-side function (events/append.server.ts calls it).
-- One call = one round trip, and PL/pgSQL keeps its statements' plans for the session, so
-- an append costs little more than a bare INSERT even through a driver that does not
-- prepare statements (tests/bench/RESULTS.md).
--
-- p_mode: 'version' (the stream must be at p_expected; 0 = must not exist), 'no_stream',
-- 'stream_exists', 'any'. p_events: jsonb array of {event_id, type, schema_version, data,
-- metadata, recorded_at, hash_prefix, hash_suffix}, in order. Returns the inserted rows'
-- database-assigned columns in version order, or no rows when the expected version did not
-- hold (the caller raises ConcurrencyError).
--
-- Hashes: sha256(prev_hash || hash_prefix || stream_version || hash_suffix), which is
-- events/hash-chain.ts `computeHash` — the prefix and suffix are the canonical JSON split
-- around stream_version. A missing previous event leaves prev_hash NULL, and the NOT NULL
-- constraint aborts the append rather than start a new chain mid-stream.
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
  IF p_mode NOT IN ('version', 'no_stream', 'stream_exists', 'any') THEN
    RAISE EXCEPTION 'append_to_stream: unknown mode %', p_mode;
  END IF;

  -- Compare-and-set the stream row. Its row lock is held to commit, so appends to one
  -- stream serialise here, and concurrent ones at the same expected version find it moved.
  LOOP
    IF p_mode IN ('stream_exists', 'any') OR (p_mode = 'version' AND p_expected > 0) THEN
      UPDATE streams s SET version = s.version + v_count, updated_at = now()
      WHERE s.stream_id = p_stream_id AND (p_mode <> 'version' OR s.version = p_expected)
      RETURNING s.version - v_count INTO v_previous;
      EXIT WHEN FOUND;
      IF p_mode <> 'any' THEN RETURN; END IF;
    END IF;
    INSERT INTO streams (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, v_count)
    ON CONFLICT (stream_id) DO NOTHING;
    IF FOUND THEN
      v_previous := 0;
      EXIT;
    END IF;
    IF p_mode <> 'any' THEN RETURN; END IF;
    -- 'any' lost the race to create the stream: it exists now, so extend it.
  END LOOP;

  -- A new statement takes a new snapshot (READ COMMITTED): with the row lock held, every
  -- earlier append to this stream has committed and is visible here.
  IF v_previous = 0 THEN
    v_prev_hash := p_genesis_hash;
  ELSE
    SELECT e.hash INTO v_prev_hash FROM events e
    WHERE e.stream_id = p_stream_id AND e.stream_version = v_previous;
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
