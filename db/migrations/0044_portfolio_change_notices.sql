-- The Analytics tab's dashboard is kept in memory like the workspace snapshot (ADR 0008,
-- db/kept-reads.ts): every statement that changes its two read models notices it too,
-- whoever runs it, with the function of migration 0025.
CREATE TRIGGER agreement_portfolio_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agreement_portfolio
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_models_changed();
CREATE TRIGGER agreement_portfolio_counts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agreement_portfolio_counts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_models_changed();
