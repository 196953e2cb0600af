-- Every statement that changes a read model the workspace page keeps in memory (the library,
-- its total, the subscription) sends a notice on commit, whoever runs it: this server,
-- another server on the same database, an operator command, a rebuild, a hand-written SQL
-- fix. A server listening on the channel drops what it kept (db/read-model-changes.ts,
-- docs/decisions/0008). Statement-level, so a 20-row insert sends one notice, and
-- PostgreSQL folds identical notices of one transaction into one.
CREATE FUNCTION notify_read_models_changed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('read_models_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER agreements_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agreements
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_models_changed();
CREATE TRIGGER library_counts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON library_counts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_models_changed();
CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_models_changed();
