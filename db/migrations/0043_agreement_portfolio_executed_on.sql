-- The day each document was signed, as its owner or an editor recorded it (the
-- ExecutionDateRecorded event; null when none is recorded or it was cleared): the Analytics
-- dashboard counts registration's four months (Registration Act 1908 s.23) from it. No
-- backfill: the event is new with this migration.
ALTER TABLE agreement_portfolio ADD COLUMN executed_on date;

-- The execution list now reads dated documents first, the earliest signed (the nearest or
-- most overdue deadline) leading, so its index takes the date into its order.
DROP INDEX agreement_portfolio_execution;
CREATE INDEX agreement_portfolio_execution
  ON agreement_portfolio (owner_id, (registration = 'compulsory') DESC, executed_on NULLS LAST, created_at DESC, agreement_id)
  WHERE stamp_duty OR registration = 'compulsory';
