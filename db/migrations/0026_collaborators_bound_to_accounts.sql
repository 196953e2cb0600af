-- A collaborator's role is bound to an account (docs/decisions/0011): the one that had the
-- invited address when the invitation was made, or the one that accepted the invitation's
-- single-use link or that a manager confirmed. NULL is a pending invitation, which grants
-- nothing — signing up with an invited address no longer claims it.
ALTER TABLE agreement_collaborators ADD COLUMN user_id uuid;
-- The access check and "shared with me" look collaborators up by account.
CREATE INDEX agreement_collaborators_user ON agreement_collaborators (user_id) WHERE user_id IS NOT NULL;
-- Rows from before are left pending: the log cannot tell an address's owner from whoever
-- signed up with it first. A manager confirms them (or sends the link) once.
