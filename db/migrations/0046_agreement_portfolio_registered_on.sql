-- The day each document was registered and the number the Sub-Registrar gave it, as its owner
-- or an editor recorded them (the RegistrationRecorded event; null when none is recorded or it
-- was cleared): a registered document shows them instead of s.23's countdown. No backfill: the
-- event is new with this migration.
ALTER TABLE agreement_portfolio ADD COLUMN registered_on date;
ALTER TABLE agreement_portfolio ADD COLUMN registration_number text;

-- The execution list now reads the documents still to be registered first (dated ones, the
-- earliest signed leading), then those with stamping only, and the registered ones last.
DROP INDEX agreement_portfolio_execution;
CREATE INDEX agreement_portfolio_execution
  ON agreement_portfolio (owner_id, (registration = 'compulsory' AND registered_on IS NULL) DESC,
    (registered_on IS NOT NULL), executed_on NULLS LAST, created_at DESC, agreement_id)
  WHERE stamp_duty OR registration = 'compulsory';
