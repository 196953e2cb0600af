-- The contact form's per-client windows now hold every flood limit that sends mail to an
-- address someone typed (contact messages per client, invitations per inviter), so the table
-- takes a general name; keys are SHA-256 hashes of "<purpose>\n<who>", so it keeps no address.
ALTER TABLE contact_throttle RENAME TO send_throttle;
