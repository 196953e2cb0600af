-- Every e-mail the product sends waits here first (app/features/mail/outbox.server.ts): it
-- is written in the transaction of the change that asks for it, and a deliverer hands it to
-- the mailer after the commit, retrying failures with a growing wait. Sending never blocks
-- or fails the user's action, and a mail server that is down loses nothing.
CREATE TABLE mail_outbox (
  id              uuid PRIMARY KEY,
  -- What the message is for ('password-reset', …): how a page finds the mail it is about.
  purpose         text NOT NULL,
  recipient       text NOT NULL,
  subject         text NOT NULL,
  -- The text and HTML bodies, sealed with a key derived from SESSION_SECRET: they hold
  -- live links (sealed-body.server.ts).
  body            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- Attempts made so far; each claim counts one before the mailer is called.
  attempts        int NOT NULL DEFAULT 0,
  -- When the deliverer may next take it: NULL once sent, or once it has given up.
  next_attempt_at timestamptz DEFAULT now(),
  last_attempt_at timestamptz,
  sent_at         timestamptz,
  last_failed_at  timestamptz,
  last_error      text
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient, purpose, created_at);
-- Whether the mail service is down: is the newest failure later than the newest success?
CREATE INDEX mail_outbox_sent ON mail_outbox (sent_at) WHERE sent_at IS NOT NULL;
CREATE INDEX mail_outbox_failed ON mail_outbox (last_failed_at) WHERE last_failed_at IS NOT NULL;
