-- The append takes its events as typed arrays instead of one jsonb document, and each
-- payload once, as its canonical text: 0020's `p_events` carried every payload twice (the
-- value, and escaped inside hash_prefix), so the server parsed a 20-event batch of ~15 kB
-- where ~7 kB is the payload, and walked it twice (a loop, then a join on
-- jsonb_array_elements). Here the hash is built from the texts that are also cast to the
-- stored jsonb, and the rows come from one unnest. Same modes, same compare-and-set on
-- (stream_id, stream_version), same results (0020's header). Measured in
-- tests/bench/RESULTS.md: 20-event appends ~30 % faster in the server, single ones a
-- little.
--
-- Hash: sha256(prev_hash || '{"data":' || data || ',"metadata":' || metadata || p_head ||
-- stream_version || tail) — the canonical event of events/hash-chain.ts, where p_head is
-- the part every event of one append shares (`,"recorded_at":…,"stream_id":…,
-- "stream_version":`, `hashHead`) and each tail is `,"type":…}` (`hashTail`), both built
-- in JavaScript so JSON escaping is done by one implementation only.

DROP FUNCTION append_to_stream(text, text, text, bigint, jsonb, text);

CREATE FUNCTION append_to_stream(
  p_stream_id text,
  p_stream_type text,
  p_mode text,
  p_expected bigint,
  p_event_ids uuid[],
  p_types text[],
  p_schema_versions int[],
  p_data text[],
  p_metadata text[],
  p_tails text[],
  p_recorded_at timestamptz,
  p_head text,
  p_genesis_hash text
)
RETURNS TABLE (global_position bigint, transaction_id text, stream_version bigint, prev_hash text, hash text)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_count int := cardinality(p_event_ids);
  v_previous bigint;
  v_prev_hash text;
  v_hash text;
  v_prevs text[];
  v_hashes text[];
BEGIN
  IF v_count IS NULL OR v_count = 0
     OR cardinality(p_types) <> v_count OR cardinality(p_schema_versions) <> v_count
     OR cardinality(p_data) <> v_count OR cardinality(p_metadata) <> v_count
     OR cardinality(p_tails) <> v_count THEN
    RAISE EXCEPTION 'append_to_stream: % events with arrays of unequal length', v_count;
  END IF;

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

  -- One event, the common case: no arrays built, no unnest.
  IF v_count = 1 THEN
    v_hash := encode(sha256(convert_to(v_prev_hash || '{"data":' || p_data[1] || ',"metadata":' || p_metadata[1]
      || p_head || (v_previous + 1)::text || p_tails[1], 'UTF8')), 'hex');
    RETURN QUERY
    INSERT INTO events AS ev (stream_id, stream_version, event_id, type, schema_version, data,
                              metadata, recorded_at, prev_hash, hash)
    VALUES (p_stream_id, v_previous + 1, p_event_ids[1], p_types[1], p_schema_versions[1],
            p_data[1]::jsonb, p_metadata[1]::jsonb, p_recorded_at, v_prev_hash, v_hash)
    RETURNING ev.global_position, ev.transaction_id::text, ev.stream_version, ev.prev_hash, ev.hash;
    RETURN;
  END IF;

  v_prevs := array_fill(NULL::text, ARRAY[v_count]);
  v_hashes := array_fill(NULL::text, ARRAY[v_count]);
  FOR i IN 1..v_count LOOP
    v_prevs[i] := v_prev_hash;
    v_prev_hash := encode(sha256(convert_to(v_prev_hash || '{"data":' || p_data[i] || ',"metadata":' || p_metadata[i]
      || p_head || (v_previous + i)::text || p_tails[i], 'UTF8')), 'hex');
    v_hashes[i] := v_prev_hash;
  END LOOP;

  -- ORDER BY: identities are drawn in version order, so global order is stream order.
  RETURN QUERY
  INSERT INTO events AS ev (stream_id, stream_version, event_id, type, schema_version, data,
                            metadata, recorded_at, prev_hash, hash)
  SELECT p_stream_id, v_previous + c.n, c.event_id, c.type, c.schema_version, c.data::jsonb,
         c.metadata::jsonb, p_recorded_at, c.prev_hash, c.hash
  FROM unnest(p_event_ids, p_types, p_schema_versions, p_data, p_metadata, v_prevs, v_hashes)
       WITH ORDINALITY AS c(event_id, type, schema_version, data, metadata, prev_hash, hash, n)
  ORDER BY c.n
  RETURNING ev.global_position, ev.transaction_id::text, ev.stream_version, ev.prev_hash, ev.hash;
END
$fn$;
