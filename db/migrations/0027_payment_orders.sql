-- Read model of the `payment-orders` inline projection (events/projections/payment-orders.ts):
-- every purchase on the `subscription-<userId>` streams — its order or payment link, what it
-- cost, whether it was paid or failed and the period it bought — for the billing history, the
-- "created" status, and finding whose order a webhook names. Rebuilt from the log on demand.
CREATE TABLE payment_orders (
  order_id        text PRIMARY KEY,
  user_id         text NOT NULL,
  kind            text NOT NULL,
  gateway         text NOT NULL,
  amount_paise    int NOT NULL,
  currency        text NOT NULL,
  plan            text NOT NULL,
  receipt         text NOT NULL UNIQUE,
  place_of_supply text,
  status          text NOT NULL,
  payment_id      text UNIQUE,
  failure_reason  text,
  activated_by    text,
  period_start    timestamptz,
  period_end      timestamptz,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);
CREATE INDEX payment_orders_by_user ON payment_orders (user_id, created_at DESC);

-- Razorpay's webhook deliveries already handled, by their x-razorpay-event-id: a redelivery
-- is answered 200 at once. Not a read model: recording a payment is idempotent on its own
-- (the subscription stream refuses a second period for one payment); this only saves work.
CREATE TABLE payment_webhook_deliveries (
  event_id    text PRIMARY KEY,
  event       text NOT NULL,
  outcome     text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
