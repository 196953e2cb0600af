-- Read model of the `invoices` inline projection (events/projections/invoices.ts): every tax
-- invoice on the `invoice-series-<financial year>` streams, by its number, for a user's
-- billing list and the PDF download (`document` is the InvoiceIssued payload the PDF is drawn
-- from). The uniques restate the series decider's rules. Rebuilt from the log on demand.
CREATE TABLE invoices (
  number          text PRIMARY KEY CHECK (length(number) <= 16),
  financial_year  text NOT NULL,
  sequence        int NOT NULL CHECK (sequence >= 1),
  user_id         text NOT NULL,
  payment_id      text NOT NULL UNIQUE,
  order_id        text NOT NULL,
  amount_paise    int NOT NULL,
  issued_at       timestamptz NOT NULL,
  document        jsonb NOT NULL,
  UNIQUE (financial_year, sequence)
);
CREATE INDEX invoices_by_user ON invoices (user_id, issued_at DESC);
