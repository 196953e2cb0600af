-- Read model of the `activity` inline projection (events/projections/activity.ts): per
-- actor and event type, how many events and the latest one. Rebuilt from the log by
-- `npm run projections:rebuild`, so it holds nothing the events do not.
CREATE TABLE activity_by_actor (
  actor_id   text NOT NULL,
  event_type text NOT NULL,
  count      bigint NOT NULL,
  last_at    timestamptz NOT NULL,
  PRIMARY KEY (actor_id, event_type)
);
