-- Read models of the `agreement-collaborators` and `agreement-comments` inline projections
-- (events/projections/collaboration.ts), folded from each `agreement-<uuid>` stream.

-- Who besides the owner may open a document, by e-mail: an invitation to an address with
-- no account yet becomes access when that address signs up, with no further event.
CREATE TABLE agreement_collaborators (
  agreement_id    uuid NOT NULL,
  collaborator_id uuid NOT NULL,
  email           text NOT NULL,
  name            text NOT NULL,
  role            text NOT NULL CHECK (role IN ('viewer', 'editor', 'admin')),
  added_by        uuid NOT NULL,
  added_at        timestamptz NOT NULL,
  PRIMARY KEY (agreement_id, collaborator_id),
  UNIQUE (agreement_id, email)
);
-- "Shared with me", and the access check's join from the user's e-mail.
CREATE INDEX agreement_collaborators_email ON agreement_collaborators (email);

-- Comments and their one-level threads.
CREATE TABLE agreement_comments (
  agreement_id uuid NOT NULL,
  comment_id   uuid NOT NULL,
  parent_id    uuid,
  author_id    uuid NOT NULL,
  author_name  text NOT NULL,
  content      text NOT NULL,
  resolved     boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (agreement_id, comment_id)
);
CREATE INDEX agreement_comments_order ON agreement_comments (agreement_id, created_at, comment_id);
