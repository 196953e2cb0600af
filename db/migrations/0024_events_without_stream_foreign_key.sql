-- events.stream_id no longer references streams. Only append_to_stream writes events, and
-- it creates the stream row (ON CONFLICT DO NOTHING, which is also how no_stream is
-- decided) before a stream's first event on every path, so the key guarded nothing the
-- function does not already. It cost every appended row a referential-integrity trigger
-- (a lookup of the stream row FOR KEY SHARE) and every append a lock on that row: about
-- 15 % of a 20-event append's rate and 4 % of a single one's (tests/bench/RESULTS.md,
-- 2026-11-25). Nothing reads streams to find events; a stream is its events.
ALTER TABLE events DROP CONSTRAINT events_stream_id_fkey;
