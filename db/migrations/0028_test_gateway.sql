-- The embedded test gateway (app/providers/test-gateway.server.ts) keeps what Razorpay would
-- keep: the orders and payment links the app creates, and the payments made or failed on
-- its checkout page. No money moves; the rows exist so a payment can be fetched and checked
-- exactly as a Razorpay one is.
CREATE TABLE test_gateway_orders (
  -- order_… for a checkout order, plink_… for a payment link (Razorpay's own prefixes).
  id               text PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('order', 'payment_link')),
  -- The order a payment is reported against: the order itself, or the link's own order,
  -- as Razorpay reports a link payment against an order the app never created.
  gateway_order_id text NOT NULL UNIQUE,
  amount_paise     bigint NOT NULL CHECK (amount_paise >= 100),
  currency         text NOT NULL,
  -- The order's receipt or the link's reference_id.
  reference        text NOT NULL,
  description      text,
  notes            jsonb NOT NULL DEFAULT '{}'::jsonb,
  callback_url     text,
  status           text NOT NULL CHECK (status IN ('created', 'attempted', 'paid')),
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- Razorpay refuses a second payment link with the same reference_id.
CREATE UNIQUE INDEX test_gateway_link_reference ON test_gateway_orders (reference) WHERE kind = 'payment_link';

CREATE TABLE test_gateway_payments (
  id                text PRIMARY KEY,
  order_id          text NOT NULL REFERENCES test_gateway_orders (id),
  amount_paise      bigint NOT NULL,
  currency          text NOT NULL,
  status            text NOT NULL CHECK (status IN ('captured', 'failed')),
  error_description text,
  created_at        timestamptz NOT NULL DEFAULT now()
);
-- At most one captured payment per order or link, whatever races the checkout page.
CREATE UNIQUE INDEX test_gateway_one_capture ON test_gateway_payments (order_id) WHERE status = 'captured';
